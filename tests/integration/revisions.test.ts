/**
 * Revisions of pages and articles (issue 15, item 7; decision 0032), through the screens' own
 * actions as the browser posts them: every save that changes something keeps the version it
 * replaces (who replaced it, when), a save that changes nothing keeps none, at most 50 are kept;
 * the Versions screen lists them and compares two (the changed words marked); « Restaurer » brings
 * an old version back on the public site, journaled, the replaced version kept, the content
 * sanitized again; other roles are refused; unknown ids, another item's revision or another
 * kind's are refused in French and change nothing; deleting the item deletes its revisions.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogPosts, pages, revisions } from "#db/schema";
import { RESTORE_SLUG_TAKEN } from "~/domain/blog/article-revisions.server";
import { BLOG_NOT_FOUND } from "~/domain/blog/schema";
import { RESTORE_ROUTE_TAKEN } from "~/domain/pages/page-revisions.server";
import { createPage, updatePage } from "~/domain/pages/pages-admin.server";
import { PAGE_NOT_FOUND } from "~/domain/pages/schema";
import { REVISION_NOT_FOUND, REVISIONS_KEPT } from "~/domain/revisions/revisions.server";
import { SAME_VERSIONS, type VersionsPage } from "~/domain/revisions/versions.server";
import * as blogRoute from "~/routes/admin/blog/route";
import * as blogVersions from "~/routes/admin/blog/versions";
import * as pagesRoute from "~/routes/admin/pages/route";
import * as pageVersions from "~/routes/admin/pages/versions";
import { loader as publicPostLoader } from "~/routes/public/blog-post";
import { loader as contentPageLoader } from "~/routes/public/content-page";
import {
  listenForContentChanges,
  type ContentChangeListener,
} from "~/server/content-changes.server";
import { createLoadContext } from "~/server/load-context";
import { blogArticle } from "../helpers/admin-records";
import { setupTestDatabase } from "../helpers/db";
import { setupTempDataDir, signIn } from "../helpers/fixtures";
import { formRequest, refused, routeAt, visitorGet } from "../helpers/routes";

const database = setupTestDatabase();
setupTempDataDir();
const db = () => database.db;

let clears = 0;
let listener: ContentChangeListener;
beforeAll(async () => {
  listener = await listenForContentChanges(database.database, () => (clears += 1));
});
afterAll(() => listener.close());

const pagesAdmin = routeAt("http://localhost/admin/pages", pagesRoute);
const blogAdmin = routeAt("http://localhost/admin/blog", blogRoute, { multipart: true });

type VersionsModule = typeof pageVersions | typeof blogVersions;

/** Opens a Versions screen: its status and what it shows. */
async function openVersions(module: VersionsModule, path: string, cookie: string, search = "") {
  const [, id] = /\/(\d+|[^/]+)\/versions$/.exec(path)!;
  const result = (await module.loader({
    request: new Request(`http://localhost${path}${search}`, { headers: { cookie } }),
    params: { id },
    context: createLoadContext(),
  } as never)) as unknown as { data: VersionsPage; init: ResponseInit | null };
  return { status: result.init?.status ?? 200, page: result.data };
}

/** Posts « Restaurer » of `revisionId` on a Versions screen (`extra`: the dialog's checkbox). */
function restore(
  module: VersionsModule,
  path: string,
  cookie: string,
  revisionId: string,
  extra: Record<string, string> = {},
) {
  const [, id] = /\/([^/]+)\/versions$/.exec(path)!;
  return module.action({
    request: formRequest(`http://localhost${path}`, cookie, {
      intent: "restore",
      id: revisionId,
      ...extra,
    }),
    params: { id },
    context: createLoadContext(),
  } as never);
}

async function waitForClear(before: number) {
  for (let i = 0; i < 500 && clears <= before; i++) await new Promise((r) => setTimeout(r, 10));
  expect(clears, "le cache des pages publiques est vidé").toBeGreaterThan(before);
}

/** The public page at `path`: its title and content, or 404. */
async function publicPage(path: string) {
  const result = await contentPageLoader(visitorGet(path, { "*": path.slice(1) }));
  if ((result as { type?: string }).type === "DataWithResponseInit") return 404;
  return (result as { page: { title: string; content: string } }).page;
}

const kept = (kind: string, id: number) =>
  db()
    .select()
    .from(revisions)
    .where(eq(revisions.entityId, id))
    .then((rows) => rows.filter((r) => r.entityKind === kind).sort((a, b) => b.id - a.id));
const journal = () => db().select().from(auditLog).orderBy(auditLog.id);

const v1 = {
  title: "Notre histoire",
  route: "/notre-histoire",
  summary: "Les débuts.",
  content: "<p>La fondation est née à Chicoutimi en 1998.</p><p>Elle accueille tout le monde.</p>",
};
const v2 = {
  ...v1,
  content: "<p>La fondation est née à Saguenay en 1998.</p><p>Elle accueille tout le monde.</p>",
};
const v3 = { ...v2, title: "Notre belle histoire" };

async function pageWithTwoSaves() {
  const anne = await signIn(db(), "editeur", { email: "anne@example.org", name: "Anne Tremblay" });
  const paul = await signIn(db(), "administrateur", { name: "Paul Gagnon" });
  const id = await createPage(db(), anne.me.id, v1);
  const saved = (cookie: string, version: typeof v1) =>
    pagesAdmin.post(cookie, { intent: "update", id: String(id), ...version }, `?modifier=${id}`);
  const [before] = await db().select().from(pages).where(eq(pages.id, id));
  expect((await saved(anne.cookie, v2)) as Response).toBeInstanceOf(Response);
  const [middle] = await db().select().from(pages).where(eq(pages.id, id));
  expect((await saved(paul.cookie, v3)) as Response).toBeInstanceOf(Response);
  return { id, anne, paul, saved, path: `/admin/pages/${id}/versions`, before, middle };
}

describe("revisions of a page", () => {
  it("keeps each replaced version with who replaced it and when; a save changing nothing keeps none", async () => {
    const { id, saved, paul, before, middle } = await pageWithTwoSaves();
    const rows = await kept("page", id);
    expect(rows).toHaveLength(2);
    const [newest, oldest] = rows;
    expect(oldest.snapshot).toEqual(v1);
    expect(oldest.authorName).toBe("Anne Tremblay");
    expect(oldest.versionAt?.getTime()).toBe(before.updatedAt.getTime());
    expect(newest.snapshot).toEqual(v2);
    expect(newest.authorName).toBe("Paul Gagnon");
    expect(newest.authorId).toBe(paul.me.id);
    expect(newest.versionAt?.getTime()).toBe(middle.updatedAt.getTime());
    expect(Date.now() - newest.createdAt.getTime()).toBeLessThan(60_000);

    // Saved again as it is: no revision.
    await saved(paul.cookie, v3);
    expect(await kept("page", id)).toHaveLength(2);

    const { status, page } = await openVersions(
      pageVersions,
      `/admin/pages/${id}/versions`,
      paul.cookie,
    );
    expect(status).toBe(200);
    if (!page.item) throw new Error("page attendue");
    expect(page.item.title).toBe("Notre belle histoire");
    expect(page.versions.map((v) => [v.id, v.replacedBy])).toEqual([
      [newest.id, "Paul Gagnon"],
      [oldest.id, "Anne Tremblay"],
    ]);
    expect(page.versions[0].label).toMatch(
      /^Version du \d{1,2} \p{L}+ \d{4} à \d{1,2} h \d{2} min \d{2} s$/u,
    );
    expect(page.compare).toBeNull();
  });

  it("compares two versions field by field, the changed words marked", async () => {
    const { paul, path } = await pageWithTwoSaves();
    const ids = (await openVersions(pageVersions, path, paul.cookie)).page as Extract<
      VersionsPage,
      { item: object }
    >;
    const oldest = ids.versions[1].id;
    const { status, page } = await openVersions(
      pageVersions,
      path,
      paul.cookie,
      `?a=${oldest}&b=actuelle`,
    );
    expect(status).toBe(200);
    if (!page.item || !page.compare) throw new Error("comparaison attendue");
    expect(page.compare.a.label).toMatch(/^Version du /);
    expect(page.compare.b.label).toBe("Version actuelle");
    const field = (key: string) => page.compare!.fields.find((f) => f.key === key)!;
    expect(field("route").changed).toBe(false);
    expect(field("title").changed).toBe(true);
    expect(field("title").parts).toEqual([
      { kind: "same", text: "Notre " },
      { kind: "added", text: "belle " },
      { kind: "same", text: "histoire" },
    ]);
    expect(field("content").parts).toEqual([
      { kind: "same", text: "La fondation est née à " },
      { kind: "removed", text: "Chicoutimi" },
      { kind: "added", text: "Saguenay" },
      { kind: "same", text: " en 1998.\nElle accueille tout le monde." },
    ]);

    // Two revisions, either way; the same one twice is refused.
    const between = await openVersions(
      pageVersions,
      path,
      paul.cookie,
      `?a=${ids.versions[0].id}&b=${oldest}`,
    );
    expect(
      between.page.item && between.page.compare?.fields.find((f) => f.key === "content")?.parts,
    ).toContainEqual({
      kind: "added",
      text: "Chicoutimi",
    });
    const same = await openVersions(pageVersions, path, paul.cookie, `?a=${oldest}&b=${oldest}`);
    expect(same.status).toBe(400);
    expect(same.page.notice).toBe(SAME_VERSIONS);
  });

  it("restores a version: public at once, journaled, the replaced version kept, reversible", async () => {
    const { id, paul, path } = await pageWithTwoSaves();
    const [, oldest] = await kept("page", id);
    const journalBefore = (await journal()).length;
    const clearsBefore = clears;

    const answer = await restore(pageVersions, path, paul.cookie, String(oldest.id));
    expect(pagesAdmin.toast(answer)).toEqual({
      title: "Version restaurée",
      description:
        "La page Notre histoire a retrouvé le texte de cette version ; la version remplacée est gardée dans la liste.",
      location: path,
    });
    await waitForClear(clearsBefore);
    expect(await publicPage("/notre-histoire")).toMatchObject({
      title: v1.title,
      content: v1.content,
    });

    const rows = await kept("page", id);
    expect(rows).toHaveLength(3);
    expect(rows[0].snapshot).toEqual(v3);
    expect(rows[0].authorName).toBe("Paul Gagnon");
    const entries = (await journal()).slice(journalBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: paul.me.id,
      action: "restore",
      entity: "page",
      entityId: String(id),
      details: { revisionId: oldest.id, title: v1.title, route: v1.route },
    });

    // Restoring the version just replaced undoes it.
    toastOk(await restore(pageVersions, path, paul.cookie, String(rows[0].id)));
    expect(await publicPage("/notre-histoire")).toMatchObject({
      title: v3.title,
      content: v3.content,
    });
  });

  it("sanitizes the content again when restoring", async () => {
    const { id, paul, path } = await pageWithTwoSaves();
    const [revision] = await db()
      .insert(revisions)
      .values({
        entityKind: "page",
        entityId: id,
        snapshot: { ...v1, content: '<p onclick="x()">Ancien</p><script>alert(1)</script>' },
        authorName: "Quelqu'un",
      })
      .returning();
    toastOk(await restore(pageVersions, path, paul.cookie, String(revision.id)));
    const [row] = await db().select().from(pages).where(eq(pages.id, id));
    expect(row.content).toBe("<p>Ancien</p>");
  });

  it("refuses a role without the pages area, on the screen and on « Restaurer »", async () => {
    const { id, path } = await pageWithTwoSaves();
    const treasurer = await signIn(db(), "tresorier");
    const [, oldest] = await kept("page", id);
    for (const call of [
      () => openVersions(pageVersions, path, treasurer.cookie),
      () => restore(pageVersions, path, treasurer.cookie, String(oldest.id)),
    ]) {
      const thrown = await call().then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
    const [row] = await db().select().from(pages).where(eq(pages.id, id));
    expect(row.title).toBe(v3.title);
    expect(await kept("page", id)).toHaveLength(2);
  });

  it("refuses unknown ids, another page's revision and an article's, changing nothing", async () => {
    const { id, paul, path } = await pageWithTwoSaves();
    const otherId = await createPage(db(), paul.me.id, { ...v1, route: "/autre" });
    await updatePage(db(), paul.me.id, otherId, { ...v1, route: "/autre", title: "Autre page" });
    const [otherRevision] = await kept("page", otherId);
    const [articleRevision] = await db()
      .insert(revisions)
      .values({ entityKind: "article", entityId: id, snapshot: { title: "x" }, authorName: "" })
      .returning();
    const before = await db().select().from(pages).orderBy(pages.id);
    const journalBefore = (await journal()).length;

    for (const revisionId of [
      "999999",
      String(otherRevision.id),
      String(articleRevision.id),
      "abc",
    ]) {
      const body = refused(await restore(pageVersions, path, paul.cookie, revisionId), 404);
      expect(body.refused).toMatchObject({
        intent: "restore",
        errors: { form: REVISION_NOT_FOUND },
      });
    }
    for (const pagePath of ["/admin/pages/999999/versions", "/admin/pages/abc/versions"]) {
      const body = refused(
        await restore(pageVersions, pagePath, paul.cookie, String(otherRevision.id)),
        404,
      );
      expect(body.refused).toMatchObject({ errors: { form: PAGE_NOT_FOUND } });
      const opened = await openVersions(pageVersions, pagePath, paul.cookie);
      expect(opened.status).toBe(404);
      expect(opened.page).toMatchObject({ item: null, notice: PAGE_NOT_FOUND });
    }
    for (const search of [
      `?a=${otherRevision.id}`,
      `?a=${articleRevision.id}&b=actuelle`,
      "?a=zzz",
    ]) {
      const opened = await openVersions(pageVersions, path, paul.cookie, search);
      expect(opened.status).toBe(404);
      expect(opened.page.notice).toBe(REVISION_NOT_FOUND);
      expect(opened.page.item && opened.page.compare).toBeNull();
    }
    const unknown = refused(
      await pageVersions.action({
        request: formRequest(`http://localhost${path}`, paul.cookie, {
          intent: "effacer",
          id: "1",
        }),
        params: { id: String(id) },
        context: createLoadContext(),
      } as never),
    );
    expect(unknown.refused).toMatchObject({ errors: { form: "Action inconnue." } });

    expect(await db().select().from(pages).orderBy(pages.id)).toEqual(before);
    expect(await journal()).toHaveLength(journalBefore);
    expect(await kept("page", id)).toHaveLength(2);
  });

  it("refuses to restore an address another page now has, changing nothing", async () => {
    const { id, paul, path } = await pageWithTwoSaves();
    await updatePage(db(), paul.me.id, id, { ...v3, route: "/histoire" });
    await createPage(db(), paul.me.id, { ...v1, title: "Nouvelle", route: "/notre-histoire" });
    const [, , oldest] = await kept("page", id);
    expect(oldest.snapshot).toMatchObject({ route: "/notre-histoire" });
    const before = await db().select().from(pages).orderBy(pages.id);
    const journalBefore = (await journal()).length;

    const body = refused(await restore(pageVersions, path, paul.cookie, String(oldest.id)));
    expect(body.refused).toMatchObject({ errors: { form: RESTORE_ROUTE_TAKEN } });
    expect(await db().select().from(pages).orderBy(pages.id)).toEqual(before);
    expect(await journal()).toHaveLength(journalBefore);
    expect(await kept("page", id)).toHaveLength(3);
  });

  it("keeps the last 50 versions of a page", async () => {
    const { me } = await signIn(db(), "editeur");
    const id = await createPage(db(), me.id, v1);
    for (let n = 1; n <= REVISIONS_KEPT + 2; n++) {
      await updatePage(db(), me.id, id, { ...v1, title: `Version ${n}` });
    }
    const rows = await kept("page", id);
    expect(rows).toHaveLength(REVISIONS_KEPT);
    expect(rows[0].snapshot).toMatchObject({ title: `Version ${REVISIONS_KEPT + 1}` });
    expect(rows.at(-1)!.snapshot).toMatchObject({ title: "Version 2" });
  });

  it("deletes a page's revisions with the page, not another page's", async () => {
    const { id, paul } = await pageWithTwoSaves();
    const otherId = await createPage(db(), paul.me.id, { ...v1, route: "/autre" });
    await updatePage(db(), paul.me.id, otherId, { ...v1, route: "/autre", title: "Autre page" });
    toastOk(await pagesAdmin.post(paul.cookie, { intent: "delete", id: String(id) }));
    expect(await kept("page", id)).toHaveLength(0);
    expect(await kept("page", otherId)).toHaveLength(1);
  });
});

function toastOk(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(302);
}

const article = {
  ...blogArticle,
  title: "Fête de l'Aïd",
  slug: "fete-de-l-aid",
  excerpt: "Une belle journée.",
  imageUrl: "",
};

describe("revisions of an article", () => {
  it("keeps every field of the replaced version, compares, restores (public at once) and goes with the article", async () => {
    const { me, cookie } = await signIn(db(), "editeur", { name: "Awa" });
    toastOk(await blogAdmin.post(cookie, { intent: "create", ...article }, "?mode=ajout"));
    const [post] = await db().select().from(blogPosts);
    const edit = (fields: Partial<typeof article>) =>
      blogAdmin.post(
        cookie,
        { intent: "update", id: String(post.id), ...article, ...fields },
        `?modifier=${post.id}`,
      );
    toastOk(await edit({ content: "<p>Une journée de jeûne et de partage.</p>", tags: "fête" }));
    toastOk(await edit({ content: "<p>Une journée de jeûne et de partage.</p>", tags: "fête" }));
    toastOk(
      await edit({
        title: "Fête de l'Aïd 2025",
        slug: "",
        content: "<p>Une journée de jeûne et de partage.</p>",
        tags: "fête",
      }),
    );
    const rows = await kept("article", post.id);
    expect(rows).toHaveLength(2);
    expect(rows[1].snapshot).toEqual({
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      content: article.content,
      author: article.author,
      category: article.category,
      tags: ["fête", "communauté"],
      publishedAt: "2025-04-01T14:30:00.000Z",
      status: "published",
      image: post.image,
    });
    expect(rows[0].authorId).toBe(me.id);

    const path = `/admin/blog/${post.id}/versions`;
    const compared = await openVersions(blogVersions, path, cookie, `?a=${rows[1].id}`);
    if (!compared.page.item || !compared.page.compare) throw new Error("comparaison attendue");
    const fields = Object.fromEntries(compared.page.compare.fields.map((f) => [f.key, f]));
    expect(fields.content.parts).toContainEqual({ kind: "removed", text: "prière" });
    expect(fields.content.parts).toContainEqual({ kind: "added", text: "jeûne" });
    expect(fields.tags.parts).toEqual([
      { kind: "same", text: "fête" },
      { kind: "removed", text: ", communauté" },
    ]);
    expect(fields.publishedAt.changed).toBe(false);
    expect(fields.status.parts).toEqual([{ kind: "same", text: "Publié" }]);

    toastOk(await restore(blogVersions, path, cookie, String(rows[1].id)));
    const shown = (
      await publicPostLoader(visitorGet(`/blog/${article.slug}`, { slug: article.slug }))
    ).post;
    expect(shown).toMatchObject({ title: article.title, content: article.content });
    expect((await journal()).at(-1)).toMatchObject({
      action: "restore",
      entity: "blog_post",
      details: { revisionId: rows[1].id },
    });
    expect(await kept("article", post.id)).toHaveLength(3);

    // A page's revision is not this article's.
    const pageId = await createPage(db(), me.id, v1);
    await updatePage(db(), me.id, pageId, v2);
    const [pageRevision] = await kept("page", pageId);
    const body = refused(await restore(blogVersions, path, cookie, String(pageRevision.id)), 404);
    expect(body.refused).toMatchObject({ errors: { form: REVISION_NOT_FOUND } });
    const missing = refused(
      await restore(blogVersions, "/admin/blog/999999/versions", cookie, "1"),
      404,
    );
    expect(missing.refused).toMatchObject({ errors: { form: BLOG_NOT_FOUND } });

    // Another article took the old address: refused, nothing changed.
    toastOk(await edit({ slug: "aid-2025" }));
    toastOk(
      await blogAdmin.post(cookie, { intent: "create", ...article, title: "Autre" }, "?mode=ajout"),
    );
    const [withOldSlug] = (await kept("article", post.id)).filter(
      (r) => (r.snapshot as { slug: string }).slug === article.slug,
    );
    const count = (await kept("article", post.id)).length;
    const taken = refused(await restore(blogVersions, path, cookie, String(withOldSlug.id)));
    expect(taken.refused).toMatchObject({ errors: { form: RESTORE_SLUG_TAKEN } });
    expect((await db().select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0].slug).toBe(
      "aid-2025",
    );
    expect(await kept("article", post.id)).toHaveLength(count);

    // An editor without the blog area? Every content role has it; the treasurer does not.
    const treasurer = await signIn(db(), "tresorier");
    await expect(openVersions(blogVersions, path, treasurer.cookie)).rejects.toMatchObject({
      status: 403,
    });

    toastOk(await blogAdmin.post(cookie, { intent: "delete", id: String(post.id) }));
    expect(await kept("article", post.id)).toHaveLength(0);
    expect(await kept("page", pageId)).toHaveLength(1);
  });
});

describe("restoring an article's publication state (issue 23, item 8)", () => {
  it("keeps a published article published when its first draft is restored, unless the status is asked too", async () => {
    const { cookie } = await signIn(db(), "editeur", { name: "Awa" });
    const draft = { ...article, slug: "brouillon-aid", status: "draft", publishedAt: "" };
    toastOk(await blogAdmin.post(cookie, { intent: "create", ...draft }, "?mode=ajout"));
    const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, draft.slug));
    toastOk(
      await blogAdmin.post(
        cookie,
        {
          intent: "update",
          id: String(post.id),
          ...draft,
          content: "<p>Le texte publié.</p>",
          status: "published",
          publishedAt: "2025-04-01T10:30",
        },
        `?modifier=${post.id}`,
      ),
    );
    const [draftVersion] = await kept("article", post.id);
    const path = `/admin/blog/${post.id}/versions`;
    const publicPost = async () => {
      const result = await publicPostLoader(
        visitorGet(`/blog/${draft.slug}`, { slug: draft.slug }),
      ).catch((thrown: unknown) => thrown);
      return (result as { init?: { status?: number } }).init?.status === 404
        ? 404
        : (result as { post: { content: string } }).post.content;
    };

    // The screen offers the status, and says the article would leave the site.
    const { page } = await openVersions(blogVersions, path, cookie);
    if (!page.item) throw new Error("écran attendu");
    expect(page.versions[0].publication).toEqual({
      label: "Brouillon, sans date de publication",
      leavesSite: true,
    });

    // Restored without the box: the first text, still published.
    toastOk(await restore(blogVersions, path, cookie, String(draftVersion.id)));
    const [restored] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(restored).toMatchObject({ content: article.content, status: "published" });
    expect(restored.publishedAt?.toISOString()).toBe("2025-04-01T14:30:00.000Z");
    expect(await publicPost()).toBe(article.content);

    // Asked explicitly: the draft status comes back and the article leaves the site.
    toastOk(
      await restore(blogVersions, path, cookie, String(draftVersion.id), { avecStatut: "on" }),
    );
    const [asDraft] = await db().select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(asDraft).toMatchObject({ status: "draft", publishedAt: null });
    expect(await publicPost()).toBe(404);
  });

  it("tells apart two versions saved in the same minute", async () => {
    const { id, path, anne } = await pageWithTwoSaves();
    const [newest, oldest] = await kept("page", id);
    await db()
      .update(revisions)
      .set({ versionAt: new Date("2026-03-03T19:05:07Z") })
      .where(eq(revisions.id, oldest.id));
    await db()
      .update(revisions)
      .set({ versionAt: new Date("2026-03-03T19:05:41Z") })
      .where(eq(revisions.id, newest.id));
    const { page } = await openVersions(pageVersions, path, anne.cookie);
    if (!page.item) throw new Error("écran attendu");
    expect(page.versions.map((v) => v.label)).toEqual([
      "Version du 3 mars 2026 à 14 h 05 min 41 s",
      "Version du 3 mars 2026 à 14 h 05 min 07 s",
    ]);
    // A page has no publication state: nothing to offer.
    expect(page.versions.every((v) => v.publication === null)).toBe(true);
  });
});
