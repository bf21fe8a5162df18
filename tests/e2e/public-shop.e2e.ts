/**
 * The shop and the cart in Debian's Chromium against the production server: search AND tab, the
 * product page, adding to the cart (toast, header count, reload), /panier with and without
 * JavaScript, and axe on each template, scanned where the journeys reach it. Spec public-site.md
 * §2.7, §4, §8. The HTML without a browser (/boutique searched on the server, /panier not
 * indexed, /cart) is in tests/integration/public-routes.test.ts.
 */
import { expect, it } from "vitest";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describeE2E, expectNoAxeViolations, waitForHydration } from "../helpers/browser";
import { accessibleName, visible } from "../helpers/page-checks";
import { siteInBrowser } from "../helpers/site-in-browser";

const DESKTOP = { width: 1280, height: 800 };
const CORAN = "Coran bilingue arabe-français";
const KUFI = "Bonnet de prière (kufi) brodé";

// A first start seeds a new database with its images: slow when the machine is busy.
const site = siteInBrowser({ timeoutMs: 110_000 });

describeE2E("boutique et panier dans Chromium", () => {
  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    return (await site.sessions.open({ viewport: DESKTOP, ...options })).page;
  }

  async function open(page: Page, path: string) {
    const response = await page.goto(`${site.server.url}${path}`);
    if (!response) throw new Error(`Pas de réponse pour ${path}`);
    await waitForHydration(page);
    return response;
  }

  function cartLink(page: Page): Locator {
    return page.getByRole("banner").getByRole("link", { name: /^Panier/ });
  }

  /** The product's page address, read from its card on /boutique. */
  async function productPath(page: Page, name: string): Promise<string> {
    await open(page, `/boutique?q=${encodeURIComponent(name)}`);
    const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
    expect(href).toMatch(/^\/boutique\/\d+$/);
    return href!;
  }

  it("recherche ET onglet, avec le message quand rien ne correspond ; axe sur la liste et sur la liste vide", async () => {
    const page = await newPage();
    await open(page, "/boutique");
    const grid = page.getByRole("main").getByRole("article");
    await expect.poll(() => grid.count()).toBe(8);
    await expectNoAxeViolations(page);

    const search = page.getByRole("searchbox", { name: "Rechercher un produit" });
    expect(await search.getAttribute("placeholder")).toBe("Rechercher un produit...");
    await search.fill("COTON");
    await search.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "COTON");
    await expect.poll(() => grid.count()).toBe(2);

    const tabs = page.getByRole("navigation", { name: "Catégories de produits" });
    await tabs.getByRole("link", { name: "Livres", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("categorie") === "livres");
    expect(new URL(page.url()).searchParams.get("q")).toBe("COTON");
    await visible(page.getByText("Aucun produit trouvé", { exact: true }));
    expect(await grid.count()).toBe(0);
    await expectNoAxeViolations(page);

    await tabs.getByRole("link", { name: "Vêtements", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("categorie") === "vetements");
    await expect.poll(() => grid.count()).toBe(2);
    const current = tabs.getByRole("link", { name: "Vêtements", exact: true });
    expect(await current.getAttribute("aria-current")).toBe("page");

    await tabs.getByRole("link", { name: "Tous les produits", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("categorie"));
    await expect.poll(() => grid.count()).toBe(2);
  });

  it("la fiche produit montre prix, stock et quantité et passe axe; un identifiant inconnu répond 404", async () => {
    const page = await newPage();
    const path = await productPath(page, CORAN);
    await page.getByRole("link", { name: CORAN, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await visible(page.getByRole("heading", { level: 1, name: CORAN }));
    const main = page.getByRole("main");
    const text = await main.innerText();
    expect(text).toMatch(/25,00\s*\$/);
    expect(await main.textContent()).toContain("Livres");
    expect(text).toContain("En stock");
    await visible(main.getByRole("spinbutton", { name: "Quantité" }));
    await visible(main.getByRole("button", { name: "Ajouter au panier" }));
    await expectNoAxeViolations(page);

    const missing = await page.goto(`${site.server.url}/boutique/999999`);
    expect(missing?.status()).toBe(404);
    await visible(page.getByRole("heading", { level: 1, name: "Produit introuvable" }));
    await visible(page.getByText("Ce produit n'existe pas ou n'est plus en vente."));
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: "Retour à la boutique" })
        .getAttribute("href"),
    ).toBe("/boutique");
  });

  it("ajouter au panier : toast, compteur, rechargement, puis /panier (quantité, retrait) ; axe sur le panier plein et vide", async () => {
    const page = await newPage();
    await open(page, `/boutique?q=${encodeURIComponent(CORAN)}`);
    expect(await accessibleName(cartLink(page))).toBe("Panier");

    await page.getByRole("button", { name: /^Ajouter au panier/ }).click();
    await visible(page.getByText("Produit ajouté", { exact: true }));
    await visible(page.getByText(`${CORAN} a été ajouté à votre panier.`));
    await expect.poll(() => accessibleName(cartLink(page))).toBe("Panier, 1 article");

    // A second product, two at once, from its page.
    await open(page, await productPath(page, KUFI));
    await visible(page.getByRole("heading", { level: 1, name: KUFI }));
    await page.getByRole("spinbutton", { name: "Quantité" }).fill("2");
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expect.poll(() => accessibleName(cartLink(page))).toBe("Panier, 3 articles");
    expect(await cartLink(page).innerText()).toContain("3");

    // Beyond the stock (3 kufis): refused, the count does not move.
    await page.getByRole("spinbutton", { name: "Quantité" }).fill("2");
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await visible(
      page
        .getByRole("alert")
        .filter({ hasText: "Stock insuffisant : il ne reste que 3 exemplaire(s)." }),
    );
    expect(await accessibleName(cartLink(page))).toBe("Panier, 3 articles");

    await page.reload();
    await waitForHydration(page);
    expect(await accessibleName(cartLink(page))).toBe("Panier, 3 articles");

    // Another visitor (no cookie, page cache) never sees this cart.
    const stranger = await newPage();
    await open(stranger, `/boutique?q=${encodeURIComponent(CORAN)}`);
    expect(await accessibleName(cartLink(stranger))).toBe("Panier");

    await cartLink(page).click();
    await page.waitForURL((url) => url.pathname === "/panier");
    await visible(page.getByRole("heading", { level: 1, name: "Votre panier" }));
    const lines = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect.poll(() => lines.count()).toBe(2);
    expect(await page.getByRole("main").innerText()).toMatch(/Total\s*61,00\s*\$/);
    await visible(page.getByRole("heading", { name: "Passer la commande" }));
    await visible(page.getByRole("heading", { name: "Retrait à la fondation" }));
    await expectNoAxeViolations(page);

    const coranQuantity = page.getByRole("spinbutton", { name: `Quantité de ${CORAN}` });
    expect(await coranQuantity.getAttribute("max")).toBe("24");
    await coranQuantity.fill("4");
    await lines.filter({ hasText: CORAN }).getByRole("button", { name: "Mettre à jour" }).click();
    await expect.poll(() => accessibleName(cartLink(page))).toBe("Panier, 6 articles");
    await expect.poll(() => page.getByRole("main").innerText()).toMatch(/Total\s*136,00\s*\$/);

    await page.getByRole("button", { name: `Retirer ${KUFI} du panier` }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await visible(page.getByText(`${KUFI} a été retiré de votre panier.`));
    await expect.poll(() => accessibleName(cartLink(page))).toBe("Panier, 4 articles");

    await page.getByRole("button", { name: `Retirer ${CORAN} du panier` }).click();
    await visible(page.getByText("Votre panier est vide.", { exact: true }));
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: "Voir la boutique" })
        .getAttribute("href"),
    ).toBe("/boutique");
    await expect.poll(() => accessibleName(cartLink(page))).toBe("Panier");
    await expectNoAxeViolations(page);
  });

  it("fonctionne sans JavaScript : ajout, mise à jour et retrait par formulaires simples", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.url}/boutique?q=${encodeURIComponent(CORAN)}`);
    await page.getByRole("button", { name: /^Ajouter au panier/ }).click();
    await page.waitForURL((url) => url.pathname === "/panier");
    expect(await accessibleName(cartLink(page))).toBe("Panier, 1 article");
    await page.getByRole("spinbutton", { name: `Quantité de ${CORAN}` }).fill("2");
    await page.getByRole("button", { name: "Mettre à jour" }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => accessibleName(cartLink(page))).toBe("Panier, 2 articles");
    await page.getByRole("button", { name: `Retirer ${CORAN} du panier` }).click();
    await visible(page.getByText("Votre panier est vide.", { exact: true }));
  });
});
