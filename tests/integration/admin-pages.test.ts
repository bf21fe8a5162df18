/**
 * /admin/pages: pages created, changed and deleted through the route's action as the browser
 * posts them, each change journaled and seen at once by the public content-page route and the
 * sitemap; every refusal (bad or reserved address, duplicate, blank content…) changes nothing; the
 * intros of fixed pages stay editable but keep their address and cannot be deleted; the Médias tab
 * lists the uploaded files. The reserved addresses are checked against the route table itself.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, media, pages } from "#db/schema";
import { getPageText } from "~/domain/pages/page-text.server";
import { isFixedPageRoute, isReservedRoute } from "~/domain/pages/page-routes.server";
import { MEDIA_PAGE_SIZE } from "~/domain/pages/media-admin.server";
import { createPage, PAGES_PAGE_SIZE } from "~/domain/pages/pages-admin.server";
import { formatFileSize } from "~/lib/file-size";
import { FieldRefusal } from "~/server/admin-record.server";
import {
  CONTENT_REQUIRED,
  PAGE_LOCKED_DELETE,
  PAGE_NOT_FOUND,
  ROUTE_FORMAT,
  ROUTE_LOCKED,
  ROUTE_RESERVED,
  ROUTE_TAKEN,
  ROUTE_TOO_LONG,
  SUMMARY_TOO_LONG,
  TITLE_TOO_SHORT,
} from "~/domain/pages/schema";
import { sitemapEntries } from "~/domain/site/sitemap.server";
import routes from "~/routes";
import { action, loader } from "~/routes/admin/pages/route";
import { loader as contentPageLoader } from "~/routes/public/content-page";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";
import { refused, visitorGet } from "../helpers/routes";

const screen = setupAdminScreen(
  "/admin/pages",
  { action, loader },
  { multipart: false, toast: ["title", "description", "location"] },
);
const { database, post, toast, load } = screen;

type Refusal = { refused: { errors: Record<string, string>; values: Record<string, string> } };

/** The public site at `path`: the page's title and HTML, or 404. */
async function publicPage(path: string) {
  const result = await contentPageLoader(visitorGet(path, { "*": path.slice(1) }));
  if ((result as { type?: string }).type === "DataWithResponseInit") {
    expect((result as { init: ResponseInit }).init.status).toBe(404);
    return 404;
  }
  const data = result as { kind: string; page: { title: string; content: string } };
  expect(data.kind).toBe("page");
  return data.page;
}

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const allPages = () => database.db.select().from(pages).orderBy(pages.id);

const story = {
  title: "Notre histoire",
  route: "/notre-histoire",
  summary: "Comment la fondation est née à Chicoutimi.",
  content:
    '<p>Fondée en <strong>1998</strong>.</p><script>alert("x")</script><p onclick="x()">Suite</p>',
};

describe("/admin/pages — Pages", () => {
  it("creates a page at a new address (public at once, in the sitemap), edits and moves it, deletes it — journaled", async () => {
    const { me, cookie } = await screen.signIn("administrateur");
    const created = toast(await post(cookie, { intent: "create", ...story }, "?mode=ajout"));
    expect(created).toEqual({
      title: "Page créée",
      description: "La page Notre histoire a été créée.",
      location: "/admin/pages",
    });
    const [row] = await allPages();
    expect(row).toMatchObject({
      title: "Notre histoire",
      route: "/notre-histoire",
      summary: story.summary,
      // Sanitized before storing: no script, no event handler.
      content: "<p>Fondée en <strong>1998</strong>.</p><p>Suite</p>",
    });
    expect(await publicPage("/notre-histoire")).toMatchObject({
      title: "Notre histoire",
      content: "<p>Fondée en <strong>1998</strong>.</p><p>Suite</p>",
    });
    expect((await sitemapEntries(database.db)).map((e) => e.path)).toContain("/notre-histoire");

    const list = await load(cookie);
    expect(list.pages?.rows.map((p) => [p.title, p.route, p.fixed])).toEqual([
      ["Notre histoire", "/notre-histoire", false],
    ]);
    const form = await load(cookie, `?modifier=${row.id}`);
    expect(form.mode).toEqual({ kind: "edit", id: row.id });
    expect(form.edited).toMatchObject({ title: "Notre histoire", fixed: false });

    const edited = await screen.edit(cookie, row.id, "?q=histoire", {
      ...story,
      title: "Histoire de la Tidjaniya",
      route: "/tidjaniya/histoire",
      content: "<h2>Origines</h2><p>Texte revu.</p>",
    });
    expect(edited).toEqual({
      title: "Page mise à jour",
      description: "La page Histoire de la Tidjaniya a été mise à jour avec succès.",
      location: "/admin/pages?q=histoire",
    });
    expect(await publicPage("/tidjaniya/histoire")).toMatchObject({
      title: "Histoire de la Tidjaniya",
      content: "<h2>Origines</h2><p>Texte revu.</p>",
    });
    expect(await publicPage("/notre-histoire")).toBe(404);

    const deleted = toast(await post(cookie, { intent: "delete", id: String(row.id) }));
    expect(deleted).toMatchObject({
      title: "Page supprimée",
      description: "La page Histoire de la Tidjaniya a été supprimée.",
    });
    expect(await allPages()).toHaveLength(0);
    expect(await publicPage("/tidjaniya/histoire")).toBe(404);
    expect((await sitemapEntries(database.db)).map((e) => e.path)).not.toContain(
      "/tidjaniya/histoire",
    );
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["create", "page", String(row.id), me.id],
      ["update", "page", String(row.id), me.id],
      ["delete", "page", String(row.id), me.id],
    ]);
    expect((await audits())[1].details).toEqual({
      title: "Histoire de la Tidjaniya",
      route: "/tidjaniya/histoire",
    });
  });

  it("refuses bad, reserved and taken addresses, a short title, a long summary and blank content, changing nothing", async () => {
    const { cookie } = await screen.signIn("administrateur");
    await database.db.insert(pages).values([
      { route: "/about", title: "À propos", content: "<p>x</p>" },
      { route: "/projets", title: "Nos projets", content: "<p>Intro</p>" },
    ]);
    const before = await allPages();
    const base = { intent: "create", ...story };
    const cases: FieldRefusalCase[] = [
      [{ ...base, title: "ab" }, "title", TITLE_TOO_SHORT],
      [{ ...base, title: "   " }, "title", TITLE_TOO_SHORT],
      [{ ...base, route: "notre-histoire" }, "route", ROUTE_FORMAT],
      [{ ...base, route: "/Notre-Histoire" }, "route", ROUTE_FORMAT],
      [{ ...base, route: "/notre histoire" }, "route", ROUTE_FORMAT],
      [{ ...base, route: "/été" }, "route", ROUTE_FORMAT],
      [{ ...base, route: "/a//b" }, "route", ROUTE_FORMAT],
      [{ ...base, route: "/a/" }, "route", ROUTE_FORMAT],
      [{ ...base, route: "/-a" }, "route", ROUTE_FORMAT],
      [{ ...base, route: "" }, "route", ROUTE_FORMAT],
      [{ ...base, route: `/${"a".repeat(100)}` }, "route", ROUTE_TOO_LONG],
      [{ ...base, route: "/" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/projets" }, "route", ROUTE_TAKEN],
      [{ ...base, route: "/projets/12" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/blog/un-article" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/evenements/fete/agenda" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/admin" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/admin/pages" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/media/images/abc" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/connexion" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/deconnexion" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/panier" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/cart" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/login" }, "route", ROUTE_RESERVED],
      [{ ...base, route: "/about" }, "route", ROUTE_TAKEN],
      [{ ...base, summary: "x".repeat(301) }, "summary", SUMMARY_TOO_LONG],
      [{ ...base, content: "<p> &nbsp; </p><p><br></p>" }, "content", CONTENT_REQUIRED],
      [{ ...base, content: "<script>alert(1)</script>" }, "content", CONTENT_REQUIRED],
      [{ ...base, content: "" }, "content", CONTENT_REQUIRED],
    ];
    await screen.expectRefusals(cookie, cases, ["summary"]);
    expect(await allPages()).toEqual(before);
    expect(await audits()).toHaveLength(0);
  });

  it("gives a fixed page without an intro its intro text, once, and locks its address", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const intro = {
      ...story,
      title: "Notre galerie",
      route: "/galerie",
      content: "<p>Nos photos.</p>",
    };
    expect(toast(await post(cookie, { intent: "create", ...intro })).title).toBe("Page créée");
    expect(await getPageText(database.db, "/galerie")).toMatchObject({
      title: "Notre galerie",
      content: "<p>Nos photos.</p>",
    });
    const [row] = await allPages();
    const list = await load(cookie);
    expect(list.pages?.rows.find((p) => p.id === row.id)?.fixed).toBe(true);

    const again = refused(await post(cookie, { intent: "create", ...intro })) as Refusal;
    expect(again.refused.errors.route).toBe(ROUTE_TAKEN);
    // The home page has no intro text: its address stays reserved.
    const home = refused(await post(cookie, { intent: "create", ...story, route: "/" })) as Refusal;
    expect(home.refused.errors.route).toBe(ROUTE_RESERVED);
    expect(await allPages()).toHaveLength(1);
  });

  it("refuses moving a page to another page's address; a late duplicate is caught, not a 500", async () => {
    const { me, cookie } = await screen.signIn("administrateur");
    const [about, other] = await database.db
      .insert(pages)
      .values([
        { route: "/about", title: "À propos", content: "<p>a</p>" },
        { route: "/tidjaniya", title: "La Tidjaniya", content: "<p>b</p>" },
      ])
      .returning();
    const body = refused(
      await post(cookie, { intent: "update", id: String(other.id), ...story, route: "/about" }),
    ) as Refusal;
    expect(body.refused.errors.route).toBe(ROUTE_TAKEN);
    // Keeping its own address is not a conflict.
    toast(
      await post(cookie, { intent: "update", id: String(about.id), ...story, route: "/about" }),
    );
    await expect(
      createPage(database.db, me.id, { ...story, route: "/tidjaniya" }),
    ).rejects.toBeInstanceOf(FieldRefusal);
    expect((await allPages()).map((p) => p.route)).toEqual(["/about", "/tidjaniya"]);
  });

  it("keeps a fixed page's intro editable, but not its address, and never deletes it", async () => {
    const { cookie } = await screen.signIn("editeur");
    const [intro] = await database.db
      .insert(pages)
      .values({ route: "/projets", title: "Nos projets", content: "<p>Ancienne intro</p>" })
      .returning();
    const list = await load(cookie);
    expect(list.pages?.rows[0]).toMatchObject({ route: "/projets", fixed: true });
    const form = await load(cookie, `?modifier=${intro.id}`);
    expect(form.edited).toMatchObject({ route: "/projets", fixed: true });

    const saved = toast(
      await post(cookie, {
        intent: "update",
        id: String(intro.id),
        title: "Nos projets",
        route: "/projets",
        summary: "",
        content: "<p>Nouvelle intro</p>",
      }),
    );
    expect(saved.title).toBe("Page mise à jour");
    expect((await getPageText(database.db, "/projets"))?.content).toBe("<p>Nouvelle intro</p>");

    const moved = refused(
      await post(cookie, {
        intent: "update",
        id: String(intro.id),
        title: "Nos projets",
        route: "/nos-projets",
        content: "<p>Encore</p>",
      }),
    ) as Refusal;
    expect(moved.refused.errors.route).toBe(ROUTE_LOCKED);
    const forged = refused(await post(cookie, { intent: "delete", id: String(intro.id) })) as {
      refused: { errors: { form: string } };
    };
    expect(forged.refused.errors.form).toBe(PAGE_LOCKED_DELETE);
    expect(await allPages()).toMatchObject([
      { route: "/projets", content: "<p>Nouvelle intro</p>" },
    ]);
    expect((await audits()).map((a) => a.action)).toEqual(["update"]);
  });

  // An unknown number, an unknown action, a link to a missing page: admin-crud-contract.test.ts.
  it("answers 404 for an update whose id is not a number, never a 500", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const body = refused(await post(cookie, { intent: "update", id: "abc", ...story }), 404);
    expect((body as Refusal).refused.errors.form).toBe(PAGE_NOT_FOUND);
  });

  it("searches by title or address and pages on the server", async () => {
    const { cookie } = await screen.signIn("administrateur");
    await database.db.insert(pages).values(
      Array.from({ length: PAGES_PAGE_SIZE + 2 }, (_, i) => ({
        route: `/page-${String(i).padStart(2, "0")}`,
        title: i === 5 ? "Ramadan 2027" : `Page numéro ${i}`,
        content: "<p>x</p>",
      })),
    );
    const { last } = await screen.expectPages<{ route: string }>(cookie, "pages", PAGES_PAGE_SIZE);
    expect(last.map((p) => p.route)).toEqual(["/page-20", "/page-21"]);
    let data = await load(cookie, "?q=ramadan");
    expect(data.pages?.rows.map((p) => p.title)).toEqual(["Ramadan 2027"]);
    data = await load(cookie, "?q=page-1");
    expect(data.pages?.total).toBe(10);
    data = await load(cookie, "?q=%25");
    expect(data.pages?.total).toBe(0);
    data = await load(cookie, "?mode=ajout");
    expect(data.mode).toEqual({ kind: "add" });
  });
});

describe("/admin/pages — Médias", () => {
  it("lists the uploaded files with thumbnail, public address, size; search and 24 per page", async () => {
    const { cookie } = await screen.signIn("editeur");
    await database.db.insert(media).values(
      Array.from({ length: MEDIA_PAGE_SIZE + 1 }, (_, i) => ({
        key: `images/f${String(i).padStart(2, "0")}`,
        originalName: i === 3 ? "affiche-ramadan.png" : `photo-${i}.jpg`,
        mimeType: i === 3 ? "image/png" : "image/jpeg",
        size: i === 3 ? 2_411_724 : 53_248,
        width: 1200,
        height: 800,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    let data = await load(cookie, "?onglet=medias");
    expect(data.tab).toBe("medias");
    expect(data.pages).toBeNull();
    expect(data.media).toMatchObject({ page: 1, pageCount: 2, total: MEDIA_PAGE_SIZE + 1 });
    expect(data.media?.rows).toHaveLength(MEDIA_PAGE_SIZE);
    // Newest first.
    expect(data.media?.rows[0].originalName).toBe(`photo-${MEDIA_PAGE_SIZE}.jpg`);

    data = await load(cookie, "?onglet=medias&q=RAMADAN");
    expect(data.media?.rows).toHaveLength(1);
    expect(data.media?.rows[0]).toMatchObject({
      originalName: "affiche-ramadan.png",
      url: "/media/images/f03",
      thumbnail: "/media/images/f03/480.webp",
      publicUrl: "http://localhost/media/images/f03",
      width: 1200,
      height: 800,
      size: 2_411_724,
    });
    expect(formatFileSize(2_411_724)).toBe("2,3 Mo");
    expect(formatFileSize(53_248)).toBe("52 Ko");
    expect(formatFileSize(900)).toBe("900 o");

    data = await load(cookie, "?onglet=medias&page=2");
    expect(data.media?.rows.map((m) => m.originalName)).toEqual(["photo-0.jpg"]);
    // No add / edit form on this tab.
    data = await load(cookie, "?onglet=medias&mode=ajout");
    expect(data.mode).toEqual({ kind: "view" });
  });
});

/** Every path of the public route table, e.g. "/projets/:id"; the admin and splat ones left out. */
function publicPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || entry.path ? [path] : [];
    return [...own, ...publicPaths(entry.children ?? [], entry.index ? parent : path)];
  });
}

describe("reserved addresses", () => {
  it("cover every route of app/routes.ts: its exact path, and everything below a parameter", () => {
    const paths = publicPaths(routes).filter((path) => !path.endsWith("*"));
    expect(paths).toContain("/projets/:id");
    for (const path of paths) {
      const param = path.indexOf("/:");
      if (param === -1) expect(isReservedRoute(path), path).toBe(true);
      else expect(isReservedRoute(`${path.slice(0, param)}/n-importe-quoi`), path).toBe(true);
    }
    expect(isReservedRoute("/admin/pages")).toBe(true);
    expect(isReservedRoute("/about")).toBe(false);
    expect(isReservedRoute("/projets-solidaires")).toBe(false);
    expect(isFixedPageRoute("/contact")).toBe(true);
    expect(isFixedPageRoute("/tidjaniya")).toBe(false);
  });

  it("leaves the seeded pages that are not fixed pages deletable", async () => {
    const { cookie } = await screen.signIn("administrateur");
    const [row] = await database.db
      .insert(pages)
      .values({ route: "/tidjaniya", title: "La Tidjaniya", content: "<p>x</p>" })
      .returning();
    toast(await post(cookie, { intent: "delete", id: String(row.id) }));
    expect(await database.db.select().from(pages).where(eq(pages.id, row.id))).toEqual([]);
  });
});
