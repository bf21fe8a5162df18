/**
 * The public shop (spec public-site.md §2.7, §4, §8): the list's search AND tab, the product page,
 * and the cart kept in the `panier` cookie, changed only through the /panier action (ordering it
 * is tested in shop-checkout.test.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "#db/schema";
import { loader as shopLoader } from "~/routes/public/shop";
import { loader as productLoader } from "~/routes/public/product";
import { action as cartAction, loader as cartLoader } from "~/routes/public/cart";
import { loader as layoutLoader } from "~/routes/public/layout";
import { setupSeededDatabase } from "../helpers/fixtures";
import { refused, visitorForm } from "../helpers/routes";
import { createLoadContext } from "~/server/load-context";

const database = setupSeededDatabase();

function get(path: string, cookie = "", params: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
  return { request, params, context: createLoadContext() } as never;
}

async function shopNames(query: string): Promise<string[]> {
  const { products: list } = await shopLoader(get(`/boutique${query}`));
  return list.map((product) => product.name);
}

async function productByName(name: string) {
  const [row] = await database.db.select().from(products).where(eq(products.name, name));
  return row;
}

/** POSTs `fields` to /panier like a browser with JavaScript (fetcher) and the cookie `cart`. */
const cartForm = visitorForm("http://localhost/panier", { action: cartAction });

/** A cart form as the page sends it (js=1 when JavaScript runs), with the `panier` cookie. */
const post = (fields: Record<string, string>, cart = "", js = true) =>
  cartForm.post(
    { ...fields, ...(js ? { js: "1" } : {}) },
    { cookie: cart ? `panier=${cart}` : "" },
  );

/** The message of a refused cart form (400, the site's one refused answer). */
const cartError = (result: unknown) =>
  (refused(result) as { refused: { errors: { form?: string } } }).refused.errors.form;

/** The new `panier` value set by a successful action, and its cookie attributes. */
function setCookie(result: unknown): { value: string; attributes: string } {
  const value = result as { init?: ResponseInit; headers?: Headers };
  const headers = value instanceof Response ? value.headers : new Headers(value.init?.headers);
  const header = headers.get("set-cookie") ?? "";
  const match = /^panier=([^;]*);(.*)$/.exec(header);
  expect(match, `Set-Cookie: ${header}`).not.toBeNull();
  return { value: match![1], attributes: match![2] };
}

describe("/boutique", () => {
  it("lists every public product in display order, with category and price", async () => {
    const { products: list, seo } = await shopLoader(get("/boutique"));
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({
      name: "Coran bilingue arabe-français",
      categoryLabel: "Livres",
      priceCents: 2500,
      available: true,
    });
    expect(seo.title).toContain("Boutique");
  });

  it("combines search (name or description, any case) AND category tab", async () => {
    expect(await shopNames("?q=CORAN")).toEqual(["Coran bilingue arabe-français"]);
    // "coton" is only in descriptions: a djellaba and a kufi (vêtements).
    expect(await shopNames("?q=coton")).toEqual([
      "Djellaba en coton",
      "Bonnet de prière (kufi) brodé",
    ]);
    expect(await shopNames("?q=COTON&categorie=vetements")).toHaveLength(2);
    expect(await shopNames("?q=coton&categorie=livres")).toEqual([]);
    expect(await shopNames("?categorie=livres")).toEqual([
      "Coran bilingue arabe-français",
      "Biographie de Cheikh Ahmed Tidiane Chérif",
    ]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect(await shopNames("?q=%25")).toEqual([]);
    expect(await shopNames("?q=_")).toEqual([]);
  });

  it("falls back to all products for an unknown category", async () => {
    const { products: list, filters } = await shopLoader(get("/boutique?categorie=nimporte"));
    expect(filters.categorie).toBeNull();
    expect(list).toHaveLength(8);
  });

  it("leaves hidden products out and marks out-of-stock ones", async () => {
    await database.db
      .update(products)
      .set({ status: "hidden" })
      .where(eq(products.name, "Djellaba en coton"));
    await database.db
      .update(products)
      .set({ stock: 0 })
      .where(eq(products.name, "Huile de musc blanc"));
    const { products: list } = await shopLoader(get("/boutique"));
    expect(list.map((p) => p.name)).not.toContain("Djellaba en coton");
    expect(list.find((p) => p.name === "Huile de musc blanc")?.available).toBe(false);
  });
});

describe("/boutique/{id}", () => {
  it("shows a public product", async () => {
    const row = await productByName("Tapis de prière matelassé");
    const { product, seo } = await productLoader(
      get(`/boutique/${row.id}`, "", { id: String(row.id) }),
    );
    expect(product).toMatchObject({ id: row.id, stock: 15, available: true });
    expect(seo.url).toMatch(new RegExp(`/boutique/${row.id}$`));
  });

  it("answers 404 for an unknown, malformed or hidden id", async () => {
    const row = await productByName("Tapis de prière matelassé");
    await database.db.update(products).set({ status: "hidden" }).where(eq(products.id, row.id));
    for (const id of [String(row.id), "999999", "abc", "0", "12abc"]) {
      const call = productLoader(get(`/boutique/${id}`, "", { id }));
      await expect(call, id).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("/panier", () => {
  it("adds a product, and adds again to the same line", async () => {
    const row = await productByName("Chapelet (tasbih) en bois d'olivier");
    const first = await post({ intent: "add", produit: String(row.id) });
    expect(first).toMatchObject({ data: { ok: true, productName: row.name } });
    const cookie = setCookie(first);
    expect(cookie.value).toBe(`${row.id}:1`);
    expect(cookie.attributes).toMatch(/Path=\//);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).toMatch(/Max-Age=2592000/);

    const second = await post(
      { intent: "add", produit: String(row.id), quantite: "3" },
      cookie.value,
    );
    expect(setCookie(second).value).toBe(`${row.id}:4`);
  });

  it("refuses to add beyond the stock, and changes nothing", async () => {
    const kufi = await productByName("Bonnet de prière (kufi) brodé");
    const result = await post(
      { intent: "add", produit: String(kufi.id), quantite: "2" },
      `${kufi.id}:2`,
    );
    expect(cartError(result)).toBe("Stock insuffisant : il ne reste que 3 exemplaire(s).");
    expect(JSON.stringify(result), "aucun Set-Cookie").not.toContain("panier=");
  });

  it("refuses out-of-stock, hidden and unknown products", async () => {
    const musc = await productByName("Huile de musc blanc");
    await database.db
      .update(products)
      .set({ status: "out_of_stock" })
      .where(eq(products.id, musc.id));
    expect(cartError(await post({ intent: "add", produit: String(musc.id) }))).toBe(
      "Ce produit est en rupture de stock.",
    );
    await database.db.update(products).set({ status: "hidden" }).where(eq(products.id, musc.id));
    expect(cartError(await post({ intent: "add", produit: String(musc.id) }))).toBe(
      "Ce produit n'existe pas ou n'est plus en vente.",
    );
    expect(cartError(await post({ intent: "add", produit: "999999" }))).toBe(
      "Ce produit n'existe pas ou n'est plus en vente.",
    );
  });

  it("answers 400 with a French message for bad input", async () => {
    const row = await productByName("Coran bilingue arabe-français");
    const cart = `${row.id}:1`;
    expect(cartError(await post({ intent: "vider" }, cart))).toBe("Action inconnue.");
    expect(cartError(await post({ intent: "add", produit: "'; drop table" }, cart))).toBe(
      "Produit introuvable.",
    );
    for (const quantite of ["0", "-2", "abc", "1000"]) {
      expect(
        cartError(await post({ intent: "update", produit: String(row.id), quantite }, cart)),
      ).toBe("La quantité doit être un nombre entier entre 1 et 99.");
    }
  });

  it("updates a quantity within the stock and removes a line", async () => {
    const coran = await productByName("Coran bilingue arabe-français");
    const tapis = await productByName("Tapis de prière matelassé");
    const cart = `${coran.id}:1,${tapis.id}:2`;

    const updated = await post(
      { intent: "update", produit: String(coran.id), quantite: "5" },
      cart,
    );
    expect(setCookie(updated).value).toBe(`${coran.id}:5,${tapis.id}:2`);

    expect(
      cartError(await post({ intent: "update", produit: String(tapis.id), quantite: "16" }, cart)),
    ).toBe("Stock insuffisant : il ne reste que 15 exemplaire(s).");

    const removed = await post({ intent: "remove", produit: String(tapis.id) }, cart);
    expect(setCookie(removed).value).toBe(`${coran.id}:1`);

    // Removing the last line deletes the cookie.
    const emptied = await post({ intent: "remove", produit: String(coran.id) }, `${coran.id}:1`);
    expect(setCookie(emptied)).toMatchObject({ value: "" });
    expect(setCookie(emptied).attributes).toMatch(/Max-Age=0/);
  });

  it("without JavaScript, redirects to the cart with the new cookie", async () => {
    const row = await productByName("Coran bilingue arabe-français");
    const response = await post({ intent: "add", produit: String(row.id) }, "", false).then(
      (value) => value,
      (thrown: unknown) => thrown,
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("location")).toBe("/panier");
    expect(setCookie(response).value).toBe(`${row.id}:1`);
  });

  it("shows the lines, totals and pick-up contact; drops hidden products and clamps to stock", async () => {
    const coran = await productByName("Coran bilingue arabe-français");
    const kufi = await productByName("Bonnet de prière (kufi) brodé");
    const djellaba = await productByName("Djellaba en coton");
    await database.db
      .update(products)
      .set({ status: "hidden" })
      .where(eq(products.id, djellaba.id));
    const { cart, contact, snapshot, interacEnabled } = await cartLoader(
      get("/panier", `panier=${coran.id}:2,${djellaba.id}:1,${kufi.id}:9,424242:1`),
    );
    // The checkout posts back the cart as shown (capped quantities, prices): see shop-checkout.
    expect(snapshot).toBe(`${coran.id}:2:2500,${kufi.id}:3:1800`);
    expect(interacEnabled).toBe(true);
    expect(cart.lines.map((line) => [line.name, line.quantity, line.lineTotalCents])).toEqual([
      [coran.name, 2, 5000],
      [kufi.name, 3, 5400],
    ]);
    expect(cart.lines[1].adjusted).toBe(true);
    expect(cart.totalCents).toBe(10400);
    expect(cart.count).toBe(5);
    expect(cart.unavailable).toBe(2);
    expect(contact.email).toContain("@");
  });

  it("an empty or garbled cookie is an empty cart", async () => {
    for (const cookie of ["", "panier=", "panier=%%%", "panier=abc:def"]) {
      const { cart } = await cartLoader(get("/panier", cookie));
      expect(cart.lines).toEqual([]);
    }
  });
});

describe("header cart count", () => {
  it("comes from the visitor's own cookie", async () => {
    const coran = await productByName("Coran bilingue arabe-français");
    expect((await layoutLoader(get("/boutique", `panier=${coran.id}:2`))).cartCount).toBe(2);
    expect((await layoutLoader(get("/boutique"))).cartCount).toBe(0);
  });
});
