/**
 * /admin/boutique: products created, changed and deleted through the route's action as the
 * browser posts them (multipart, for the image), the price typed "12,50" or "12.50" stored in
 * cents, each change journaled, every refusal changing nothing; the public shop following
 * (hidden products gone); orders filtered, opened and moved forward (never back; the buyer
 * e-mailed; a cancellation giving the stock back); the
 * statistics computed from inserted rows; and each tab and intent behind its own area (the
 * trésorier sees orders and statistics, never products).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, media, orderItems, orders, products } from "#db/schema";
import { BAD_PAGE } from "~/domain/admin/pagination";
import { navigationFor } from "~/domain/admin/navigation";
import { shopStatistics } from "~/domain/shop/orders-admin.server";
import { cancelUncollectedOrders, runPickupExpiry } from "~/domain/shop/pickup-expiry.server";
import { saveSettings } from "~/domain/settings/settings.server";
import { getPublicProduct, listPublicProducts } from "~/domain/shop/products.server";
import { PRODUCTS_PAGE_SIZE } from "~/domain/shop/products-admin.server";
import {
  BAD_STATUS_FILTER,
  ORDER_NOT_FOUND,
  PRICE_MESSAGE,
  STOCK_MESSAGE,
} from "~/domain/shop/schema";
import { action, loader } from "~/routes/admin/shop/route";
import { FORBIDDEN_ROLE_MESSAGE } from "~/routes/+shared/access.server";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";
import { refused } from "../helpers/routes";
import { pngFile } from "../helpers/fixtures";

const screen = setupAdminScreen("/admin/boutique", { action, loader });
const { database, post, toast, load } = screen;
const allPublic = { q: "", categorie: null };

/** What a loader or action threw (a Response for 403), or "données". */
async function thrown(call: () => Promise<unknown>): Promise<Response | "données"> {
  try {
    await call();
    return "données";
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const publicNames = async () =>
  (await listPublicProducts(database.db, allPublic)).map((p) => p.name);

const product = {
  name: "Tapis de prière brodé",
  priceCents: "34,50",
  category: "accessoires",
  stock: "12",
  status: "active",
  description: "Tapis de prière en velours, motifs brodés à la main, 70 x 110 cm, avec sac.",
};

async function insertOrder(
  values: Partial<typeof orders.$inferInsert> & { reference: string },
  lines: { productId?: number | null; productName: string; quantity: number; unit: number }[] = [],
) {
  const totalCents = lines.reduce((sum, line) => sum + line.quantity * line.unit, 0);
  const [row] = await database.db
    .insert(orders)
    .values({
      customerName: "Awa Sène",
      customerEmail: "awa@example.org",
      paymentMethod: "interac",
      totalCents,
      ...values,
    })
    .returning();
  if (lines.length) {
    await database.db.insert(orderItems).values(
      lines.map((line) => ({
        orderId: row.id,
        productId: line.productId ?? null,
        productName: line.productName,
        quantity: line.quantity,
        unitPriceCents: line.unit,
      })),
    );
  }
  return row;
}

describe("/admin/boutique — produits", () => {
  it("adds with an image, edits, hides (gone from /boutique), deletes", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const added = toast(
      await post(
        cookie,
        {
          intent: "create-product",
          ...product,
          imageFile: await pngFile("produit.png"),
          imageUrl: "",
        },
        "?onglet=produits&mode=ajout",
      ),
    );
    expect(added).toEqual({ title: "Produit ajouté", location: "/admin/boutique?onglet=produits" });
    const [row] = await database.db.select().from(products);
    expect(row).toMatchObject({
      name: product.name,
      priceCents: 3450,
      category: "accessoires",
      stock: 12,
      status: "active",
      description: product.description,
    });
    expect(row.image).toMatch(/^\/media\/images\/[a-z0-9]+$/);
    expect(await database.db.select().from(media)).toHaveLength(1);
    expect(await publicNames()).toEqual([product.name]);
    expect((await getPublicProduct(database.db, row.id))?.priceCents).toBe(3450);

    // The list shows it, description cut at 50 characters.
    const data = await load(cookie, "?onglet=produits");
    expect(data.products?.list.rows.map((r) => r.name)).toEqual([product.name]);

    const edited = await screen.edit(cookie, row.id, "?onglet=produits&statut=active", {
      intent: "update-product",
      ...product,
      priceCents: "29.99",
      stock: "0",
      status: "out_of_stock",
      imageFile: new File([], ""),
      imageUrl: "",
    });
    expect(edited).toEqual({
      title: "Produit mis à jour",
      location: "/admin/boutique?onglet=produits&statut=active",
    });
    let [saved] = await database.db.select().from(products);
    expect(saved).toMatchObject({
      priceCents: 2999,
      stock: 0,
      status: "out_of_stock",
      image: row.image,
    });
    const shown = await getPublicProduct(database.db, row.id);
    expect(shown).toMatchObject({ priceCents: 2999, available: false });

    toast(
      await post(cookie, {
        intent: "update-product",
        id: String(row.id),
        ...product,
        status: "hidden",
      }),
    );
    [saved] = await database.db.select().from(products);
    expect(saved.status).toBe("hidden");
    expect(await publicNames()).toEqual([]);
    expect(await getPublicProduct(database.db, row.id)).toBeNull();

    expect(
      toast(
        await post(cookie, { intent: "delete-product", id: String(row.id) }, "?onglet=produits"),
      ).title,
    ).toBe("Produit supprimé");
    expect(await database.db.select().from(products)).toHaveLength(0);
  });

  it("reads prices typed the French or the English way, and gives no image the placeholder", async () => {
    const { cookie } = await screen.signIn("administrateur");
    for (const [typed, cents] of [
      ["12,50", 1250],
      ["12.5", 1250],
      ["1 200", 120000],
      ["7", 700],
      [" 0,99 ", 99],
    ] as const) {
      toast(
        await post(cookie, {
          intent: "create-product",
          ...product,
          name: typed,
          priceCents: typed,
        }),
      );
      const [row] = await database.db
        .select()
        .from(products)
        .where(eq(products.name, typed.trim()));
      expect(row?.priceCents, typed).toBe(cents);
      expect(row.image).toBe("/placeholder.svg");
    }
  });

  // A file too large or not an image, a javascript: address: admin-crud-contract.test.ts.
  it("refuses bad values with French messages, changing nothing", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const base = { intent: "create-product", ...product };
    const cases: FieldRefusalCase[] = [
      [{ ...base, name: "  " }, "name", "Ce champ est obligatoire."],
      [{ ...base, priceCents: "12,505" }, "priceCents", PRICE_MESSAGE],
      [{ ...base, priceCents: "douze" }, "priceCents", PRICE_MESSAGE],
      [{ ...base, priceCents: "" }, "priceCents", PRICE_MESSAGE],
      [{ ...base, priceCents: "-3" }, "priceCents", PRICE_MESSAGE],
      [{ ...base, priceCents: "0" }, "priceCents", "Le prix doit être supérieur à 0 $."],
      [
        { ...base, priceCents: "100000,01" },
        "priceCents",
        "Le prix ne doit pas dépasser 100 000 $.",
      ],
      [{ ...base, stock: "-1" }, "stock", STOCK_MESSAGE],
      [{ ...base, stock: "2.5" }, "stock", STOCK_MESSAGE],
      [{ ...base, category: "armes" }, "category", "Choisissez une catégorie de la liste."],
      [{ ...base, status: "solde" }, "status", "Choisissez un statut de la liste."],
    ];
    await screen.expectRefusals(cookie, cases, ["description"]);
    expect(await database.db.select().from(products)).toHaveLength(0);
    expect(await database.db.select().from(media)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("deletes a product that was ordered, keeping the order's line (name and price)", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const [row] = await database.db
      .insert(products)
      .values({ name: "Encens oud", priceCents: 900, category: "parfums", stock: 5 })
      .returning();
    const order = await insertOrder({ reference: "CMD-T-0001" }, [
      { productId: row.id, productName: "Encens oud", quantity: 3, unit: 900 },
    ]);
    toast(await post(cookie, { intent: "delete-product", id: String(row.id) }));
    expect(await database.db.select().from(products)).toHaveLength(0);
    const lines = await database.db.select().from(orderItems);
    expect(lines).toEqual([
      expect.objectContaining({
        orderId: order.id,
        productId: null,
        productName: "Encens oud",
        quantity: 3,
        unitPriceCents: 900,
      }),
    ]);
    const data = await load(cookie, `?onglet=commandes&commande=${order.id}`);
    expect(data.orders?.order?.lines[0]).toMatchObject({
      productName: "Encens oud",
      lineTotalCents: 2700,
    });
  });

  it("filters by status, searches by name, pages on the server", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const rows = Array.from({ length: PRODUCTS_PAGE_SIZE + 2 }, (_, i) => ({
      name: `Livre ${String(i).padStart(2, "0")}`,
      priceCents: 1000 + i,
      category: "livres",
      stock: 3,
      status: i === 0 ? "hidden" : i === 1 ? "out_of_stock" : "active",
    }));
    await database.db.insert(products).values(rows);
    await database.db
      .insert(products)
      .values({ name: "Chapelet 100% olivier", priceCents: 1500, category: "accessoires" });
    const total = PRODUCTS_PAGE_SIZE + 3;

    let data = await load(cookie);
    expect(data.tab).toBe("produits");
    expect(data.tabs.map((t) => t.id)).toEqual(["produits", "commandes", "statistiques"]);
    expect(data.products?.list).toMatchObject({ page: 1, pageCount: 2, total });
    expect(data.products?.list.rows).toHaveLength(PRODUCTS_PAGE_SIZE);
    data = await load(cookie, "?onglet=produits&page=9");
    expect(data.products?.list.page).toBe(2);
    expect(data.products?.list.rows).toHaveLength(3);
    data = await load(cookie, "?onglet=produits&page=abc");
    expect(data.notice).toBe(BAD_PAGE);

    data = await load(cookie, "?onglet=produits&statut=hidden");
    expect(data.products?.list.rows.map((r) => r.name)).toEqual(["Livre 00"]);
    data = await load(cookie, "?onglet=produits&statut=out_of_stock");
    expect(data.products?.list.rows.map((r) => r.name)).toEqual(["Livre 01"]);
    data = await load(cookie, "?onglet=produits&statut=active&q=livre%201");
    expect(data.products?.list.total).toBe(10);
    data = await load(cookie, "?onglet=produits&q=100%25");
    expect(data.products?.list.rows.map((r) => r.name)).toEqual(["Chapelet 100% olivier"]);
    data = await load(cookie, "?onglet=produits&statut=bidon");
    expect(data.products?.status).toBeNull();
    expect(data.products?.list.total).toBe(total);
    expect(data.notice).toBe(BAD_STATUS_FILTER);
  });
});

describe("/admin/boutique — commandes", () => {
  it("filters by status, opens the details, changes the status (journaled from → to)", async () => {
    const { me, cookie } = await screen.signIn("administrateur");
    const first = await insertOrder(
      { reference: "CMD-T-0001", status: "pending", createdAt: new Date("2026-01-10T15:00:00Z") },
      [
        { productName: "Coran bilingue", quantity: 2, unit: 2500 },
        { productName: "Musc blanc", quantity: 1, unit: 2000 },
      ],
    );
    await insertOrder({ reference: "CMD-T-0002", status: "shipped" }, [
      { productName: "Musc blanc", quantity: 1, unit: 2000 },
    ]);

    let data = await load(cookie, "?onglet=commandes");
    expect(data.orders?.list.rows.map((r) => r.reference)).toEqual(["CMD-T-0002", "CMD-T-0001"]);
    data = await load(cookie, "?onglet=commandes&statut=pending");
    expect(data.orders?.list.rows.map((r) => r.reference)).toEqual(["CMD-T-0001"]);
    data = await load(cookie, "?onglet=commandes&statut=cancelled");
    expect(data.orders?.list.rows).toEqual([]);
    data = await load(cookie, "?onglet=commandes&statut=perdue");
    expect(data.orders?.list.total).toBe(2);
    expect(data.notice).toBe(BAD_STATUS_FILTER);

    data = await load(cookie, `?onglet=commandes&commande=${first.id}`);
    expect(data.orders?.order).toMatchObject({
      reference: "CMD-T-0001",
      customerName: "Awa Sène",
      totalCents: 7000,
      lines: [
        { productName: "Coran bilingue", quantity: 2, unitPriceCents: 2500, lineTotalCents: 5000 },
        { productName: "Musc blanc", quantity: 1, unitPriceCents: 2000, lineTotalCents: 2000 },
      ],
    });
    data = await load(cookie, "?onglet=commandes&commande=999");
    expect(data.orders?.order).toBeNull();
    expect(data.notice).toBe(ORDER_NOT_FOUND);

    const search = `?onglet=commandes&statut=pending&commande=${first.id}`;
    expect(
      toast(
        await post(
          cookie,
          { intent: "order-status", id: String(first.id), status: "processing" },
          search,
        ),
      ),
    ).toEqual({ title: "Commande mise à jour", location: `/admin/boutique${search}` });
    // Steps may be skipped; the same status again changes, sends and journals nothing.
    toast(await post(cookie, { intent: "order-status", id: String(first.id), status: "shipped" }));
    expect(
      toast(await post(cookie, { intent: "order-status", id: String(first.id), status: "shipped" }))
        .title,
    ).toBe("Statut inchangé");
    // Never back to an earlier status (409, French, nothing changed).
    const back = refused(
      await post(cookie, { intent: "order-status", id: String(first.id), status: "pending" }),
      409,
    ) as { refused: { errors: { status: string } } };
    expect(back.refused.errors.status).toBe(
      "Cette commande est « Prête à récupérer » : elle ne peut pas passer à « En attente ».",
    );
    toast(
      await post(cookie, { intent: "order-status", id: String(first.id), status: "cancelled" }),
    );
    const [saved] = await database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(saved.status).toBe("cancelled");
    expect(
      (await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId, a.details]),
    ).toEqual([
      [
        "status",
        "order",
        String(first.id),
        me.id,
        { reference: "CMD-T-0001", from: "pending", to: "processing" },
      ],
      [
        "status",
        "order",
        String(first.id),
        me.id,
        { reference: "CMD-T-0001", from: "processing", to: "shipped" },
      ],
      [
        "status",
        "order",
        String(first.id),
        me.id,
        { reference: "CMD-T-0001", from: "shipped", to: "cancelled", stockRestored: true },
      ],
    ]);
    // Each change e-mailed the buyer.
    const sent = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(sent.map((row) => [row.to, row.topic, row.subject])).toEqual([
      ["awa@example.org", "order.status", "Votre commande CMD-T-0001 : En traitement"],
      ["awa@example.org", "order.status", "Votre commande CMD-T-0001 : Prête à récupérer"],
      ["awa@example.org", "order.status", "Votre commande CMD-T-0001 : Annulée"],
    ]);

    // A cancelled order is final: the details offer no status change any more.
    data = await load(cookie, `?onglet=commandes&commande=${first.id}`);
    expect(data.orders?.order?.status).toBe("cancelled");
  });

  it("gives the stock of a cancelled order's lines back (products deleted since are skipped)", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const [musc, encens] = await database.db
      .insert(products)
      .values([
        { name: "Musc blanc", priceCents: 2000, category: "parfums", stock: 1 },
        { name: "Encens", priceCents: 900, category: "parfums", stock: 0 },
      ])
      .returning();
    const order = await insertOrder({ reference: "CMD-T-0003", status: "processing" }, [
      { productId: musc.id, productName: "Musc blanc", quantity: 2, unit: 2000 },
      { productId: encens.id, productName: "Encens", quantity: 1, unit: 900 },
      { productId: null, productName: "Produit supprimé", quantity: 4, unit: 500 },
    ]);
    toast(
      await post(cookie, { intent: "order-status", id: String(order.id), status: "cancelled" }),
    );
    const stocks = await database.db
      .select({ name: products.name, stock: products.stock })
      .from(products)
      .orderBy(products.id);
    expect(stocks).toEqual([
      { name: "Musc blanc", stock: 3 },
      { name: "Encens", stock: 1 },
    ]);
  });

  it("refuses an unknown status (400) or order (404), changing nothing", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const order = await insertOrder({ reference: "CMD-T-0001" });
    const bad = refused(
      await post(cookie, { intent: "order-status", id: String(order.id), status: "perdue" }),
    ) as { refused: { errors: { status: string } } };
    expect(bad.refused.errors.status).toBe("Choisissez un statut de commande de la liste.");
    for (const id of ["4242", "abc"]) {
      const body = refused(
        await post(cookie, { intent: "order-status", id, status: "shipped" }),
        404,
      ) as { refused: { errors: { form: string } } };
      expect(body.refused.errors.form).toBe(ORDER_NOT_FOUND);
    }
    const [saved] = await database.db.select().from(orders);
    expect(saved.status).toBe("pending");
    expect(await audits()).toHaveLength(0);
  });
});

describe("/admin/boutique — statistiques", () => {
  it("computes today's sales (Saguenay day), the last 7 days' orders and active products", async () => {
    // 23 h 30 in Saguenay on 9 March 2026 (EDT, UTC−4).
    const now = new Date("2026-03-10T03:30:00Z");
    await insertOrder(
      { reference: "A", status: "pending", createdAt: new Date("2026-03-10T03:00:00Z") },
      [{ productName: "Musc blanc", quantity: 1, unit: 1000 }],
    );
    await insertOrder(
      { reference: "B", status: "delivered", createdAt: new Date("2026-03-09T05:00:00Z") },
      [{ productName: "Coran bilingue", quantity: 1, unit: 2500 }],
    );
    await insertOrder(
      { reference: "C", status: "cancelled", createdAt: new Date("2026-03-09T12:00:00Z") },
      [{ productName: "Coran bilingue", quantity: 9, unit: 2500 }],
    );
    // 23 h on 8 March in Saguenay: yesterday, but within the last 7 days.
    await insertOrder(
      { reference: "D", status: "shipped", createdAt: new Date("2026-03-09T03:00:00Z") },
      [{ productName: "Musc blanc", quantity: 2, unit: 1000 }],
    );
    await insertOrder(
      { reference: "E", status: "processing", createdAt: new Date("2026-03-01T12:00:00Z") },
      [{ productName: "Tasbih", quantity: 1, unit: 400 }],
    );
    await database.db.insert(products).values([
      { name: "P1", priceCents: 100, category: "livres", status: "active" },
      { name: "P2", priceCents: 100, category: "livres", status: "active" },
      { name: "P3", priceCents: 100, category: "livres", status: "hidden" },
      { name: "P4", priceCents: 100, category: "livres", status: "out_of_stock" },
    ]);

    const stats = await shopStatistics(database.db, now);
    expect(stats.salesTodayCents).toBe(3500);
    expect(stats.ordersThisWeek).toBe(3);
    expect(stats.activeProducts).toBe(2);
    expect(stats.byStatus).toEqual([
      { status: "pending", count: 1 },
      { status: "processing", count: 1 },
      { status: "shipped", count: 1 },
      { status: "delivered", count: 1 },
      { status: "cancelled", count: 1 },
    ]);
    expect(stats.topProducts).toEqual([
      { name: "Musc blanc", quantity: 3, revenueCents: 3000 },
      { name: "Coran bilingue", quantity: 1, revenueCents: 2500 },
      { name: "Tasbih", quantity: 1, revenueCents: 400 },
    ]);
  });

  it("shows figures of the current data through the loader", async () => {
    const { cookie } = await screen.signIn("tresorier");
    let data = await load(cookie, "?onglet=statistiques");
    expect(data.statistics).toMatchObject({
      salesTodayCents: 0,
      ordersThisWeek: 0,
      activeProducts: 0,
    });
    await insertOrder({ reference: "N", status: "processing" }, [
      { productName: "Musc blanc", quantity: 2, unit: 1250 },
    ]);
    await database.db.insert(products).values({ name: "P", priceCents: 100, category: "livres" });
    data = await load(cookie, "?onglet=statistiques");
    expect(data.statistics).toMatchObject({
      salesTodayCents: 2500,
      ordersThisWeek: 1,
      activeProducts: 1,
    });
  });
});

describe("/admin/boutique — rôles", () => {
  it("gives the trésorier orders and statistics, never products", async () => {
    const { cookie } = await screen.signIn("tresorier");
    expect(navigationFor("tresorier").map((item) => item.href)).toContain("/admin/boutique");
    const data = await load(cookie);
    expect(data.tab).toBe("commandes");
    expect(data.tabs.map((t) => t.id)).toEqual(["commandes", "statistiques"]);

    const refusedTab = await thrown(() => load(cookie, "?onglet=produits"));
    expect((refusedTab as Response).status).toBe(403);
    expect(await (refusedTab as Response).text()).toBe(FORBIDDEN_ROLE_MESSAGE);

    const [row] = await database.db
      .insert(products)
      .values({ name: "Encens", priceCents: 900, category: "parfums" })
      .returning();
    for (const fields of [
      { intent: "create-product", ...product },
      { intent: "update-product", id: String(row.id), ...product },
      { intent: "delete-product", id: String(row.id) },
    ]) {
      const result = await thrown(() => post(cookie, fields));
      expect((result as Response).status, fields.intent).toBe(403);
    }
    expect(await database.db.select().from(products)).toEqual([
      expect.objectContaining({ name: "Encens", priceCents: 900 }),
    ]);

    const order = await insertOrder({ reference: "CMD-T-0001" });
    toast(await post(cookie, { intent: "order-status", id: String(order.id), status: "shipped" }));
    const [saved] = await database.db.select().from(orders);
    expect(saved.status).toBe("shipped");
    expect((await audits()).map((a) => a.entity)).toEqual(["order"]);
  });

  it("refuses the éditeur every tab and intent", async () => {
    const { cookie } = await screen.signIn("editeur");
    expect(navigationFor("editeur").map((item) => item.href)).not.toContain("/admin/boutique");
    for (const tab of ["produits", "commandes", "statistiques"]) {
      const result = await thrown(() => load(cookie, `?onglet=${tab}`));
      expect((result as Response).status, tab).toBe(403);
    }
    const order = await insertOrder({ reference: "CMD-T-0001" });
    const result = await thrown(() =>
      post(cookie, { intent: "order-status", id: String(order.id), status: "shipped" }),
    );
    expect((result as Response).status).toBe(403);
    expect(await audits()).toHaveLength(0);
  });
});

describe("orders paid on pick-up and never collected", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const NOW = new Date("2026-05-20T09:00:00Z");
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

  it("are cancelled past the delay of Paramètres: stock back, one e-mail, journaled — once", async () => {
    await saveSettings(database.db, "shop", { pickupDays: 10 });
    const [item] = await database.db
      .insert(products)
      .values({ name: "Chapelet en bois", priceCents: 1500, category: "accessoires", stock: 0 })
      .returning();
    const line = { productId: item.id, productName: item.name, quantity: 2, unit: 1500 };
    const onPickup = { paymentMethod: "on_pickup" } as const;
    const forgotten = await insertOrder(
      { ...onPickup, reference: "CMD-T-0101", status: "processing", createdAt: daysAgo(11) },
      [line],
    );
    const untouched = [
      // Younger than the delay.
      await insertOrder({ ...onPickup, reference: "CMD-T-0102", createdAt: daysAgo(9) }, [line]),
      // Paid already.
      await insertOrder(
        { ...onPickup, reference: "CMD-T-0103", createdAt: daysAgo(30), paidAt: daysAgo(29) },
        [line],
      ),
      // Collected.
      await insertOrder(
        { ...onPickup, reference: "CMD-T-0104", status: "delivered", createdAt: daysAgo(30) },
        [line],
      ),
      // Paid by Interac transfer: the treasurer's reconciliation, not this delay.
      await insertOrder({ reference: "CMD-T-0105", createdAt: daysAgo(30) }, [line]),
    ];

    expect(await runPickupExpiry(database.db, NOW)).toEqual(["CMD-T-0101"]);
    // A second run the same day is not done; a run the next day finds nothing more to cancel.
    expect(await runPickupExpiry(database.db, NOW)).toBeNull();
    expect(await cancelUncollectedOrders(database.db, new Date(NOW.getTime() + DAY))).toEqual([]);

    const status = async (id: number) =>
      (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
    expect(await status(forgotten.id)).toBe("cancelled");
    expect(await Promise.all(untouched.map((order) => status(order.id)))).toEqual([
      "pending",
      "pending",
      "delivered",
      "pending",
    ]);
    const [stock] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, item.id));
    expect(stock.stock).toBe(2);

    const mails = await database.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "awa@example.org",
      topic: "order.status",
      relatedReference: "CMD-T-0101",
      subject: "Votre commande CMD-T-0101 : Annulée",
    });
    expect(mails[0]!.text).toContain(
      "Votre commande CMD-T-0101 a été annulée parce qu'elle n'a pas été récupérée dans les 10 jours suivant la commande.",
    );
    expect(
      (await audits()).map(({ userId, action, entity, entityId, details }) => ({
        userId,
        action,
        entity,
        entityId,
        details,
      })),
    ).toEqual([
      {
        userId: null,
        action: "status",
        entity: "order",
        entityId: String(forgotten.id),
        details: {
          reference: "CMD-T-0101",
          from: "processing",
          to: "cancelled",
          stockRestored: true,
          notCollectedDays: 10,
        },
      },
    ]);
  });
});
