/**
 * /admin/blog: what this screen does that the others do not — addresses made from titles (and
 * kept on edit), tags parsed, content sanitized, the public /blog and /blog/{slug} showing only
 * published articles whose date has come, its fields' rules, the list by status tab and title
 * search, the author proposed from the signed-in name. Creating, changing, deleting, the image,
 * the journal, the unknown article, the trésorier's refusal and the dashboard's /admin/blog/new
 * are proven for every screen in admin-crud-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { blogPosts } from "#db/schema";
import { BLOG_PAGE_SIZE } from "~/domain/blog/blog-admin.server";
import {
  CATEGORY_INVALID,
  CONTENT_REQUIRED,
  DATE_INVALID,
  DATE_REQUIRED,
  parseTags,
  readTimeOf,
  REQUIRED,
  SLUG_INVALID,
  SLUG_NUMERIC,
  SLUG_TAKEN,
  STATUS_INVALID,
  TAG_TOO_LONG,
  TOO_MANY_TAGS,
  truncateText,
} from "~/domain/blog/schema";
import { action, loader } from "~/routes/admin/blog/route";
import { loader as publicListLoader } from "~/routes/public/blog";
import { loader as publicPostLoader } from "~/routes/public/blog-post";
import { blogArticle } from "../helpers/admin-records";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";
import { refused, visitorGet } from "../helpers/routes";

const screen = setupAdminScreen("/admin/blog", { action, loader });
const { database, post, toast, load } = screen;

const rows = () => database.db.select().from(blogPosts).orderBy(blogPosts.id);

/** The public list's slugs, and whether /blog/{slug} answers (a 404 is thrown as data()). */
async function publicSlugs(): Promise<string[]> {
  const data = await publicListLoader(visitorGet("/blog"));
  return data.posts.map((p) => p.slug);
}
async function publicPost(slug: string) {
  try {
    return (await publicPostLoader(visitorGet(`/blog/${slug}`, { slug }))).post;
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    expect(status).toBe(404);
    return null;
  }
}

/** Tags typed carelessly: spaces, an empty one, the same ones again in other cases. */
const article = { ...blogArticle, tags: " fête, Communauté , ,fête, COMMUNAUTÉ " };

describe("/admin/blog", () => {
  it("adds (address from the title), edits (address kept), archives, deletes — seen publicly", async () => {
    const { cookie } = await screen.signIn("administrateur", { name: "Admin" });
    const added = toast(
      await post(
        cookie,
        {
          intent: "create",
          ...article,
          content:
            '<h1>Titre</h1><p onclick="alert(1)">Une journée <script>alert(1)</script>de prière.</p><iframe src="https://x"></iframe>',
        },
        "?mode=ajout",
      ),
    );
    expect(added).toEqual({ title: "Article ajouté", location: "/admin/blog" });
    const [row] = await rows();
    expect(row).toMatchObject({
      slug: "fete-de-l-aid-a-chicoutimi",
      title: article.title,
      excerpt: article.excerpt,
      author: "Awa Ndiaye",
      category: "Événements",
      tags: ["fête", "Communauté"],
      status: "published",
      readTimeMinutes: 1,
      content: "<h2>Titre</h2><p>Une journée de prière.</p>",
    });
    // 10 h 30 in Saguenay, daylight time (UTC−4).
    expect(row.publishedAt?.toISOString()).toBe("2025-04-01T14:30:00.000Z");
    expect(await publicSlugs()).toEqual([row.slug]);
    expect((await publicPost(row.slug))?.content).toBe(row.content);

    // Same title again: "-2".
    toast(await post(cookie, { intent: "create", ...article, status: "draft" }));
    const second = (await rows())[1];
    expect(second.slug).toBe("fete-de-l-aid-a-chicoutimi-2");
    // A draft is not public.
    expect(await publicSlugs()).toEqual([row.slug]);
    expect(await publicPost(second.slug)).toBeNull();

    // Edit with the address left empty: the title changes, the address (and its link) does not.
    const edited = await screen.edit(cookie, row.id, "?statut=published&q=f%C3%AAte", {
      ...article,
      title: "Aïd el-Fitr 2025 : retour en images",
      slug: "",
    });
    expect(edited).toEqual({
      title: "Article mis à jour",
      location: "/admin/blog?statut=published&q=f%C3%AAte",
    });
    let [saved] = await rows();
    expect(saved).toMatchObject({ slug: row.slug, title: "Aïd el-Fitr 2025 : retour en images" });
    expect((await publicPost(row.slug))?.title).toBe("Aïd el-Fitr 2025 : retour en images");

    // A typed address replaces it.
    toast(
      await post(cookie, { intent: "update", id: String(row.id), ...article, slug: "aid-2025" }),
    );
    [saved] = await rows();
    expect(saved.slug).toBe("aid-2025");
    expect(await publicPost("aid-2025")).not.toBeNull();

    // Archived: gone from the public blog.
    toast(
      await post(cookie, {
        intent: "update",
        id: String(row.id),
        ...article,
        slug: "aid-2025",
        status: "archived",
      }),
    );
    expect(await publicSlugs()).toEqual([]);
    expect(await publicPost("aid-2025")).toBeNull();

    expect(toast(await post(cookie, { intent: "delete", id: String(row.id) })).title).toBe(
      "Article supprimé",
    );
    expect((await rows()).map((r) => r.id)).toEqual([second.id]);
  });

  it("keeps a published article dated later off the site until its date", async () => {
    const { cookie } = await screen.signIn("administrateur", { name: "Admin" });
    toast(
      await post(cookie, {
        intent: "create",
        ...article,
        title: "Gamou 2099",
        publishedAt: "2099-01-01T09:00",
      }),
    );
    const [row] = await rows();
    expect(row.status).toBe("published");
    // A title of digits alone does not give a numeric address.
    toast(await post(cookie, { intent: "create", ...article, title: "2026", status: "draft" }));
    expect((await rows())[1].slug).toBe("article-2026");
    expect(await publicSlugs()).toEqual([]);
    expect(await publicPost("gamou-2099")).toBeNull();
    const data = await load(cookie);
    expect(data.list.rows[0]).toMatchObject({ slug: "gamou-2099", live: false });
  });

  it("refuses bad values and a taken address with French messages, changing nothing", async () => {
    const { cookie } = await screen.signIn("administrateur", { name: "Admin" });
    await database.db.insert(blogPosts).values({
      slug: "deja-prise",
      title: "Déjà là",
      author: "Admin",
      category: "Histoire",
      status: "draft",
    });
    const base = { intent: "create", ...article };
    const cases: FieldRefusalCase[] = [
      [{ ...base, title: "  " }, "title", REQUIRED],
      [{ ...base, slug: "Fête de l'Aïd" }, "slug", SLUG_INVALID],
      [{ ...base, slug: "double--tiret" }, "slug", SLUG_INVALID],
      [{ ...base, slug: "deja-prise" }, "slug", SLUG_TAKEN],
      [{ ...base, slug: "2025" }, "slug", SLUG_NUMERIC],
      [
        { ...base, excerpt: "x".repeat(301) },
        "excerpt",
        "L'extrait ne doit pas dépasser 300 caractères.",
      ],
      [{ ...base, content: "<p> </p><p><br></p>" }, "content", CONTENT_REQUIRED],
      [{ ...base, content: "<script>alert(1)</script>" }, "content", CONTENT_REQUIRED],
      [{ ...base, author: "" }, "author", REQUIRED],
      [{ ...base, category: "Cuisine" }, "category", CATEGORY_INVALID],
      [{ ...base, tags: `a, ${"x".repeat(41)}` }, "tags", TAG_TOO_LONG],
      [
        { ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") },
        "tags",
        TOO_MANY_TAGS,
      ],
      [{ ...base, publishedAt: "2025-02-30T10:00" }, "publishedAt", DATE_INVALID],
      [{ ...base, publishedAt: "" }, "publishedAt", DATE_REQUIRED],
      [{ ...base, status: "en-ligne" }, "status", STATUS_INVALID],
    ];
    await screen.expectRefusals(cookie, cases, ["author"]);
    expect(await rows()).toHaveLength(1);

    // A draft may have no date; the article's own address is not "taken" when editing it.
    toast(await post(cookie, { ...base, status: "draft", publishedAt: "" }));
    const created = (await rows())[1];
    expect(created.publishedAt).toBeNull();
    toast(
      await post(cookie, {
        ...base,
        intent: "update",
        id: String(created.id),
        slug: created.slug,
        status: "draft",
        publishedAt: "",
      }),
    );
  });

  it("keeps an older article's category outside the list when editing it", async () => {
    const { cookie } = await screen.signIn("administrateur", { name: "Admin" });
    const [row] = await database.db
      .insert(blogPosts)
      .values({ slug: "priere", title: "Prière", author: "Admin", category: "Prières" })
      .returning();
    toast(
      await post(cookie, { ...article, intent: "update", id: String(row.id), category: "Prières" }),
    );
    expect((await rows())[0].category).toBe("Prières");
    const body = refused(await post(cookie, { ...article, intent: "create", category: "Prières" }));
    expect((body as { refused: { errors: Record<string, string> } }).refused.errors.category).toBe(
      CATEGORY_INVALID,
    );
  });

  it("lists newest first by status tab and title search, pages on the server, fills the forms", async () => {
    const { cookie } = await screen.signIn("administrateur", { name: "Admin" });
    const statuses = ["published", "draft", "archived"] as const;
    const inserted = await database.db
      .insert(blogPosts)
      .values(
        Array.from({ length: BLOG_PAGE_SIZE + 2 }, (_, i) => ({
          slug: `article-${i}`,
          title: i === 5 ? "Le Ramadan au Saguenay" : `Article ${String(i).padStart(2, "0")}`,
          excerpt:
            "Un extrait assez long pour être coupé dans le tableau de la liste des articles.",
          author: "Admin",
          category: "Histoire",
          status: statuses[i % 3],
          // Undated drafts fall back on their creation time (now, so first).
          publishedAt: i === 1 ? null : new Date(Date.UTC(2024, 0, 1 + i)),
        })),
      )
      .returning({ id: blogPosts.id });

    const { first, last } = await screen.expectPages<Record<string, unknown>>(
      cookie,
      "list",
      BLOG_PAGE_SIZE,
    );
    expect(first.map((r) => r.slug).slice(0, 3)).toEqual([
      "article-1",
      `article-${BLOG_PAGE_SIZE + 1}`,
      `article-${BLOG_PAGE_SIZE}`,
    ]);
    // 22 January 00:00 UTC is still the 21st in Saguenay; article 21 is published.
    expect(first[1]).toMatchObject({ date: "21 janvier 2024", live: true });
    expect(first[0]).toMatchObject({ status: "draft", live: false });
    expect(last.map((r) => r.slug)).toEqual(["article-2", "article-0"]);

    let data = await load(cookie, "?statut=archived");
    expect(data.list.total).toBe(7);
    expect(data.list.rows.every((r) => r.status === "archived")).toBe(true);
    data = await load(cookie, "?statut=published");
    expect(data.list.rows[0]).toMatchObject({ status: "published", live: true });
    data = await load(cookie, "?q=ramadan&statut=archived");
    expect(data.list.rows.map((r) => r.title)).toEqual(["Le Ramadan au Saguenay"]);
    data = await load(cookie, "?q=ramadan&statut=draft");
    expect(data.list.rows).toEqual([]);
    data = await load(cookie, "?q=100%25");
    expect(data.list.total).toBe(0);
    data = await load(cookie, "?statut=bidon");
    expect(data.status).toBeNull();
    expect(data.list.total).toBe(BLOG_PAGE_SIZE + 2);

    data = await load(cookie, "?mode=ajout");
    expect(data.defaults.author).toBe("Admin");
    expect(data.defaults.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    data = await load(cookie, `?modifier=${inserted[3].id}`);
    // 4 January 2024 00:00 UTC is 3 January 19:00 in Saguenay.
    expect(data.edited).toMatchObject({ slug: "article-3", publishedAtLocal: "2024-01-03T19:00" });
  });

  it("proposes the éditeur's name as the author", async () => {
    const editor = await screen.signIn("editeur", { name: "Awa Ndiaye" });
    const data = await load(editor.cookie, "?mode=ajout");
    expect(data.defaults.author).toBe("Awa Ndiaye");
  });
});

describe("blog form helpers", () => {
  it("parses tags, counts the read time, truncates the excerpt", () => {
    expect(parseTags(" a , b,,  a , B ,c  d ")).toEqual(["a", "b", "c d"]);
    expect(parseTags("")).toEqual([]);
    expect(readTimeOf("<p></p>")).toBe(1);
    expect(readTimeOf(`<p>${"mot ".repeat(1000)}</p>`)).toBe(5);
    expect(truncateText("x".repeat(60))).toBe("x".repeat(60));
    expect(truncateText("x".repeat(61))).toBe(`${"x".repeat(60)}…`);
  });
});
