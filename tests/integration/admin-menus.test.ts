/**
 * Menus edited in the back-office (issue 15, item 6; decision 0031): the migration writes the
 * menus the site had; /admin/menus adds a page of the page manager, reorders, renames and removes
 * links, each change journaled and emptying the page caches; bad input is refused in French and
 * changes nothing; a role without the pages area is refused; the public frame (header dropdowns,
 * footer columns) renders what is stored.
 */
import { asc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, menuItems, menus, pages } from "#db/schema";
import {
  BAD_CHOICE,
  DEFAULT_MENUS,
  HREF_INVALID,
  MENU_FULL,
  MENU_ITEM_NOT_FOUND,
  MENU_MAX_ITEMS,
  MENU_NOT_FOUND,
  PAGE_NOT_FOUND,
} from "~/domain/menus/menus";
import { storedMenuItems } from "~/domain/menus/menus.server";
import { getSiteFrame } from "~/domain/site/frame.server";
import * as menusRoute from "~/routes/admin/menus/route";
import * as publicLayout from "~/routes/public/layout";
import {
  listenForContentChanges,
  type ContentChangeListener,
} from "~/server/content-changes.server";
import { createPageCache } from "~/server/page-cache.server";
import { createLoadContext } from "~/server/load-context";
import { setupTestDatabase } from "../helpers/db";
import { signIn } from "../helpers/fixtures";
import { redirectToast, refused, routeAt } from "../helpers/routes";

const test = setupTestDatabase();
const screen = routeAt("http://localhost/admin/menus", menusRoute);

/** The stored menus as the migration left them, read before any test empties the tables. */
let migrated: { menus: { key: string; label: string }[]; items: unknown[] };

beforeAll(async () => {
  migrated = {
    menus: await test.db
      .select({ key: menus.key, label: menus.label })
      .from(menus)
      .orderBy(asc(menus.key)),
    items: (await storedMenuItems(test.db)).map(({ menuKey, position, label, href }) => ({
      menuKey,
      position,
      label,
      href,
    })),
  };
});

/** The menus as the migration writes them: the ones the site had (tables emptied by reset()). */
async function seedMenus() {
  await test.db.insert(menus).values(DEFAULT_MENUS.map(({ key, label }) => ({ key, label })));
  await test.db
    .insert(menuItems)
    .values(
      DEFAULT_MENUS.flatMap((menu) =>
        menu.items.map((item, position) => ({ menuKey: menu.key, position, ...item })),
      ),
    );
}

async function editor() {
  await seedMenus();
  return (await signIn(test.db, "editeur")).cookie;
}

async function addPage(title: string, route: string) {
  const [page] = await test.db
    .insert(pages)
    .values({ title, route, content: "<p>Texte.</p>" })
    .returning({ id: pages.id });
  return page.id;
}

/** The labels of one menu, in order, as stored. */
async function labels(key: string) {
  return (await storedMenuItems(test.db)).filter((i) => i.menuKey === key).map((i) => i.label);
}

async function itemId(key: string, label: string) {
  const item = (await storedMenuItems(test.db)).find((i) => i.menuKey === key && i.label === label);
  if (!item) throw new Error(`pas de lien ${label} dans ${key}`);
  return String(item.id);
}

/** Everything a change could touch, to check that a refused one changed nothing. */
async function snapshot() {
  return {
    menus: await test.db.select().from(menus).orderBy(asc(menus.key)),
    items: await test.db.select().from(menuItems).orderBy(asc(menuItems.id)),
    journal: await test.db.select({ id: auditLog.id }).from(auditLog),
  };
}

/** The public layout around an empty home page, rendered as the server renders a document. */
async function publicHtml(): Promise<string> {
  const routes = [
    {
      id: "frame",
      path: "/",
      loader: () => publicLayout.loader(),
      Component: withComponentProps(publicLayout.default as never),
      children: [{ id: "home", index: true, Component: () => null }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"), {
    requestContext: createLoadContext(),
  });
  if (context instanceof Response) throw new Error(`réponse ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

/** The links (label, address) of the footer's column `id`, in order. */
function footerColumn(html: string, id: string) {
  const nav = new RegExp(`<nav aria-labelledby="${id}"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? "";
  return [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
}

/** The links (label, address) of the header's dropdown titled `title`, in order. */
function dropdown(html: string, title: string) {
  const start = html.indexOf(`>${title}<svg`);
  if (start === -1) return [];
  const panel = /<ul[^>]*hidden[^>]*>([\s\S]*?)<\/ul>/.exec(html.slice(start))?.[1] ?? "";
  return [...panel.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
}

describe("les menus écrits par la migration", () => {
  it("sont ceux que le site avait, dans le même ordre, aux mêmes adresses", () => {
    expect(migrated.menus).toEqual(
      DEFAULT_MENUS.map(({ key, label }) => ({ key, label })).sort((a, b) =>
        a.key.localeCompare(b.key),
      ),
    );
    const expected = DEFAULT_MENUS.flatMap((menu) =>
      menu.items.map((item, position) => ({ menuKey: menu.key, position, ...item })),
    ).sort((a, b) => a.menuKey.localeCompare(b.menuKey) || a.position - b.position);
    expect(migrated.items).toEqual(expected);
    expect(DEFAULT_MENUS.find((m) => m.key === "dahira")?.items.map((i) => i.label)).toEqual([
      "Événements",
      "Coran & Hadith",
      "La Tidjaniya",
      "Groupe Sope Naby",
      "Demande d'événement",
    ]);
  });

  it("sont dessinés par l'en-tête et le pied de page publics", async () => {
    await seedMenus();
    const html = await publicHtml();
    expect(dropdown(html, "Administration")).toEqual([
      ["Comités", "/comites"],
      ["Bureau", "/bureau"],
      ["Discours", "/discours"],
      ["Personnel", "/personnel"],
    ]);
    expect(dropdown(html, "Dahira Chicoutimi").map(([label]) => label)).toEqual([
      "Événements",
      "Coran &amp; Hadith",
      "La Tidjaniya",
      "Groupe Sope Naby",
      "Demande d&#x27;événement",
    ]);
    expect(footerColumn(html, "pied-liens-rapides")).toEqual([
      ["Accueil", "/"],
      ["Projets", "/projets"],
      ["Événements", "/evenements"],
      ["Galerie", "/galerie"],
      ["Blog", "/blog"],
    ]);
    expect(footerColumn(html, "pied-ressources").map(([, href]) => href)).toEqual([
      "/coran-hadith",
      "/tidjaniya",
      "/boutique",
      "/sope-naby",
      "/mon-espace",
    ]);
  });

  it("restent ceux par défaut dans une base vidée, et le cadre reste une seule requête", async () => {
    const execute = vi.spyOn(test.db, "execute");
    try {
      const frame = await getSiteFrame(test.db);
      expect(frame.menus.administration.label).toBe("Administration");
      expect(frame.menus.ressources.items.map((i) => i.href)).toContain("/mon-espace");
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });
});

describe("/admin/menus", () => {
  it("ajoute une page du gestionnaire de pages à un menu : l'en-tête de / la montre", async () => {
    const cookie = await editor();
    const pageId = await addPage("Nos cours du samedi", "/cours-du-samedi");
    const loaded = await screen.load(cookie);
    expect(loaded.pages).toContainEqual({
      id: pageId,
      title: "Nos cours du samedi",
      route: "/cours-du-samedi",
    });

    const result = await screen.post(cookie, {
      intent: "add-item",
      menu: "dahira",
      choice: `page:${pageId}`,
      href: "",
      label: "",
    });
    expect(redirectToast(result)).toEqual({
      title: "Lien ajouté au menu",
      description: "« Nos cours du samedi »",
      location: "/admin/menus",
    });
    expect((await labels("dahira")).at(-1)).toBe("Nos cours du samedi");
    const html = await publicHtml();
    expect(dropdown(html, "Dahira Chicoutimi").at(-1)).toEqual([
      "Nos cours du samedi",
      "/cours-du-samedi",
    ]);

    // A fixed page of the site, and a typed address (its label required).
    await screen.post(cookie, { intent: "add-item", menu: "ressources", choice: "/contact" });
    await screen.post(cookie, {
      intent: "add-item",
      menu: "ressources",
      choice: "",
      href: "https://www.youtube.com/@fondation",
      label: "Nos vidéos",
    });
    const footer = footerColumn(await publicHtml(), "pied-ressources");
    expect(footer.slice(-2)).toEqual([
      ["Contact", "/contact"],
      ["Nos vidéos", "https://www.youtube.com/@fondation"],
    ]);
  });

  it("monte et descend un lien : l'ordre change, partout", async () => {
    const cookie = await editor();
    const bureau = await itemId("administration", "Bureau");
    const up = await screen.post(cookie, {
      intent: "move-up",
      menu: "administration",
      item: bureau,
    });
    expect(redirectToast(up).title).toBe("Lien monté");
    expect(await labels("administration")).toEqual(["Bureau", "Comités", "Discours", "Personnel"]);
    // Already first: nothing moves.
    await screen.post(cookie, { intent: "move-up", menu: "administration", item: bureau });
    expect(await labels("administration")).toEqual(["Bureau", "Comités", "Discours", "Personnel"]);

    await screen.post(cookie, {
      intent: "move-down",
      menu: "administration",
      item: await itemId("administration", "Comités"),
    });
    expect(await labels("administration")).toEqual(["Bureau", "Discours", "Comités", "Personnel"]);
    const positions = (await storedMenuItems(test.db, ["administration"])).map((i) => i.position);
    expect(positions).toEqual([0, 1, 2, 3]);
    expect(dropdown(await publicHtml(), "Administration").map(([label]) => label)).toEqual([
      "Bureau",
      "Discours",
      "Comités",
      "Personnel",
    ]);
  });

  it("renomme un lien, change son adresse, renomme le menu", async () => {
    const cookie = await editor();
    const result = await screen.post(cookie, {
      intent: "update-item",
      menu: "dahira",
      item: await itemId("dahira", "La Tidjaniya"),
      label: "  La voie Tidjaniya  ",
      href: "/la-voie",
    });
    expect(redirectToast(result).title).toBe("Lien enregistré");
    const renamed = await screen.post(cookie, {
      intent: "rename-menu",
      menu: "dahira",
      label: "Notre dahira",
    });
    expect(redirectToast(renamed)).toMatchObject({ title: "Menu renommé" });
    const frame = await getSiteFrame(test.db);
    expect(frame.menus.dahira.label).toBe("Notre dahira");
    expect(frame.menus.dahira.items[2]).toMatchObject({
      label: "La voie Tidjaniya",
      href: "/la-voie",
    });
    const html = await publicHtml();
    expect(dropdown(html, "Notre dahira")).toContainEqual(["La voie Tidjaniya", "/la-voie"]);
    expect(html).not.toContain(">Dahira Chicoutimi<");
  });

  it("retire un lien et renumérote les autres ; un menu vide n'est plus dessiné", async () => {
    const cookie = await editor();
    const result = await screen.post(cookie, {
      intent: "remove-item",
      menu: "liens-rapides",
      item: await itemId("liens-rapides", "Projets"),
    });
    expect(redirectToast(result)).toMatchObject({
      title: "Lien retiré du menu",
      description: "« Projets »",
    });
    expect(await labels("liens-rapides")).toEqual(["Accueil", "Événements", "Galerie", "Blog"]);
    expect((await storedMenuItems(test.db, ["liens-rapides"])).map((i) => i.position)).toEqual([
      0, 1, 2, 3,
    ]);

    for (const label of await labels("administration")) {
      await screen.post(cookie, {
        intent: "remove-item",
        menu: "administration",
        item: await itemId("administration", label),
      });
    }
    const html = await publicHtml();
    expect(html).not.toContain(">Administration<");
    expect(footerColumn(html, "pied-liens-rapides").map(([label]) => label)).not.toContain(
      "Projets",
    );
  });

  it("écrit une ligne du journal par changement, et vide le cache des pages", async () => {
    const cookie = await editor();
    const cache = createPageCache({ ttlMs: 600_000 });
    let listener: ContentChangeListener | undefined;
    try {
      listener = await listenForContentChanges(test.database, () => cache.clear());
      await cache.get("/", () => Promise.resolve(new Response("accueil")));
      expect(cache.size()).toBe(1);
      await screen.post(cookie, { intent: "rename-menu", menu: "ressources", label: "À lire" });
      for (let i = 0; i < 500 && cache.size() > 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(cache.size()).toBe(0);
    } finally {
      await listener?.close();
    }
    const journal = await test.db
      .select({
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
      })
      .from(auditLog);
    expect(journal).toEqual([
      {
        action: "menu.rename",
        entity: "menu",
        entityId: "ressources",
        details: { label: "À lire" },
      },
    ]);
  });

  it("refuse les mauvaises saisies en français, sans rien changer", async () => {
    const cookie = await editor();
    const before = await snapshot();
    const bureau = await itemId("administration", "Bureau");
    const cases: [Record<string, string>, Record<string, string>, number][] = [
      [
        { intent: "rename-menu", menu: "dahira", label: "   " },
        { label: "Le libellé est obligatoire." },
        400,
      ],
      [
        { intent: "rename-menu", menu: "dahira", label: "x".repeat(41) },
        { label: "Le libellé ne doit pas dépasser 40 caractères." },
        400,
      ],
      [{ intent: "rename-menu", menu: "inconnu", label: "Menu" }, { form: MENU_NOT_FOUND }, 404],
      [{ intent: "add-item", menu: "pied", choice: "/contact" }, { form: MENU_NOT_FOUND }, 404],
      [
        { intent: "add-item", menu: "dahira", choice: "", href: "", label: "X" },
        { choice: BAD_CHOICE },
        400,
      ],
      [{ intent: "add-item", menu: "dahira", choice: "/nulle-part" }, { choice: BAD_CHOICE }, 400],
      [{ intent: "add-item", menu: "dahira", choice: "page:999" }, { choice: PAGE_NOT_FOUND }, 404],
      [
        { intent: "add-item", menu: "dahira", choice: "", href: "javascript:alert(1)", label: "X" },
        { href: HREF_INVALID },
        400,
      ],
      [
        { intent: "add-item", menu: "dahira", choice: "", href: "http://exemple.com", label: "X" },
        { href: HREF_INVALID },
        400,
      ],
      [
        { intent: "add-item", menu: "dahira", choice: "", href: "//exemple.com", label: "X" },
        { href: HREF_INVALID },
        400,
      ],
      [
        { intent: "add-item", menu: "dahira", choice: "", href: "/cours", label: "" },
        { label: "Le libellé est obligatoire." },
        400,
      ],
      [
        { intent: "update-item", menu: "administration", item: bureau, label: "", href: "/bureau" },
        { label: "Le libellé est obligatoire." },
        400,
      ],
      [
        {
          intent: "update-item",
          menu: "administration",
          item: bureau,
          label: "Bureau",
          href: "bureau",
        },
        { href: HREF_INVALID },
        400,
      ],
      // The id of a link of another menu: not found in this one.
      [
        { intent: "update-item", menu: "dahira", item: bureau, label: "Bureau", href: "/bureau" },
        { form: MENU_ITEM_NOT_FOUND },
        404,
      ],
      [{ intent: "move-up", menu: "dahira", item: bureau }, { form: MENU_ITEM_NOT_FOUND }, 404],
      [{ intent: "move-down", menu: "dahira", item: "abc" }, { form: MENU_ITEM_NOT_FOUND }, 404],
      [{ intent: "remove-item", menu: "dahira", item: bureau }, { form: MENU_ITEM_NOT_FOUND }, 404],
      [
        { intent: "remove-item", menu: "dahira", item: "99999" },
        { form: MENU_ITEM_NOT_FOUND },
        404,
      ],
      [{ intent: "tout-effacer", menu: "dahira" }, { form: "Action inconnue." }, 400],
    ];
    for (const [fields, errors, status] of cases) {
      const body = refused(await screen.post(cookie, fields), status) as {
        refused: { errors: Record<string, string> };
      };
      expect(body.refused.errors, JSON.stringify(fields)).toEqual(errors);
    }
    expect(await snapshot()).toEqual(before);
  });

  it(`refuse un lien de plus quand le menu en compte ${MENU_MAX_ITEMS}`, async () => {
    const cookie = await editor();
    while ((await labels("dahira")).length < MENU_MAX_ITEMS) {
      await screen.post(cookie, { intent: "add-item", menu: "dahira", choice: "/contact" });
    }
    const before = await snapshot();
    const body = refused(
      await screen.post(cookie, { intent: "add-item", menu: "dahira", choice: "/don" }),
      409,
    ) as { refused: { errors: Record<string, string> } };
    expect(body.refused.errors).toEqual({ form: MENU_FULL });
    expect(await snapshot()).toEqual(before);
  });

  it("s'ouvre à qui peut modifier les pages, et à personne d'autre", async () => {
    await seedMenus();
    const { cookie: treasurer } = await signIn(test.db, "tresorier");
    const before = await snapshot();
    for (const call of [
      () => screen.load(treasurer),
      () => screen.post(treasurer, { intent: "rename-menu", menu: "dahira", label: "Piraté" }),
    ]) {
      const thrown = await call().then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    const { cookie: admin } = await signIn(test.db, "administrateur");
    expect((await screen.load(admin)).menus.map((m) => m.key)).toEqual([
      "administration",
      "dahira",
      "liens-rapides",
      "ressources",
    ]);
  });

  it("recrée les menus par défaut dans une base vidée avant d'y écrire", async () => {
    const { cookie } = await signIn(test.db, "editeur");
    await screen.post(cookie, { intent: "add-item", menu: "dahira", choice: "/contact" });
    expect(await labels("dahira")).toEqual([
      "Événements",
      "Coran & Hadith",
      "La Tidjaniya",
      "Groupe Sope Naby",
      "Demande d'événement",
      "Contact",
    ]);
    expect(await labels("administration")).toHaveLength(4);
    const [row] = await test.db.select().from(menus).where(eq(menus.key, "dahira"));
    expect(row.label).toBe("Dahira Chicoutimi");
  });
});
