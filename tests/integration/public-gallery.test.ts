/** /galerie (spec public-site.md §2.8, §4): search AND tab on the server, newest first, pages. */
import { describe, expect, it } from "vitest";
import { galleryImages } from "#db/schema";
import { loader } from "~/routes/public/gallery";
import { setupSeededDatabase } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupSeededDatabase();

function load(query = "") {
  const request = new Request(`http://localhost/galerie${query}`);
  return loader({ request, params: {}, context: createLoadContext() } as never);
}

const titles = (result: Awaited<ReturnType<typeof load>>) =>
  result.gallery.photos.map((photo) => photo.title);

describe("galerie", () => {
  it("shows every seeded photo, newest first, with French category labels", async () => {
    const result = await load();
    expect(result.gallery.total).toBe(10);
    expect(result.gallery.photos[0]).toMatchObject({
      title: "Fin d'année de l'école coranique",
      takenOn: "2024-06-08",
      categoryLabel: "Éducation",
    });
    const days = result.gallery.photos.map((photo) => photo.takenOn);
    expect(days).toEqual([...days].sort().reverse());
    expect(result.seo.title).toMatch(/^Galerie Photos \|/);
  });

  it("a tab keeps only its category", async () => {
    const result = await load("?categorie=conferences");
    expect(result.category).toBe("conferences");
    expect(titles(result).sort()).toEqual([
      "Conférence sur la vie du Prophète",
      "Table ronde sur la Tidjaniya en Afrique de l'Ouest",
    ]);
  });

  it("search matches title or description, case-insensitively, AND the active tab", async () => {
    // "prophète" is in the title of a conference and in the description of a Gamou photo.
    expect(titles(await load("?q=PROPHÈTE")).sort()).toEqual([
      "Conférence sur la vie du Prophète",
      "Gamou 2023",
    ]);
    expect(titles(await load("?q=proph%C3%A8te&categorie=evenements"))).toEqual(["Gamou 2023"]);
    expect(titles(await load("?q=proph%C3%A8te&categorie=solidarite"))).toEqual([]);
  });

  it("LIKE wildcards in the search are taken literally", async () => {
    expect((await load("?q=%25")).gallery.total).toBe(0);
    expect((await load("?q=_")).gallery.total).toBe(0);
  });

  it("an unknown tab shows every photo instead of failing", async () => {
    const result = await load("?categorie=inconnue");
    expect(result.category).toBeNull();
    expect(result.gallery.total).toBe(10);
  });

  it("photos of other categories appear only under every photo", async () => {
    await database.db.insert(galleryImages).values({
      title: "Visite du musée",
      category: "visites",
      takenOn: "2024-07-01",
      image: "/placeholder.svg",
    });
    expect(titles(await load())).toContain("Visite du musée");
    expect(titles(await load("?categorie=fondation"))).not.toContain("Visite du musée");
  });

  it("a category chosen in the back-office gets its tab once it has photos; no tab is empty", async () => {
    const tabValues = async (query = "") => (await load(query)).tabs.map((tab) => tab.value);
    // The seed's photos are in the spec's five categories: those tabs only, in the spec's order.
    expect(await tabValues()).toEqual([
      null,
      "evenements",
      "fondation",
      "conferences",
      "education",
      "solidarite",
    ]);
    await database.db.insert(galleryImages).values({
      title: "Visite du musée",
      category: "visites",
      takenOn: "2024-07-01",
      image: "/placeholder.svg",
    });
    const result = await load();
    expect(result.tabs.at(-1)).toEqual({ value: "visites", label: "Visites" });
    const visites = await load("?categorie=visites");
    expect(visites.category).toBe("visites");
    expect(titles(visites)).toEqual(["Visite du musée"]);

    // Every tab shown has at least one photo behind it.
    for (const value of await tabValues()) {
      if (value) expect((await load(`?categorie=${value}`)).gallery.total).toBeGreaterThan(0);
    }
    // A category without photos gets no tab (unless an old link is showing it).
    expect(await tabValues()).not.toContain("communaute");
    expect(await tabValues("?categorie=communaute")).toContain("communaute");
  });

  it("paginates 24 photos per page and keeps a page past the end on the last one", async () => {
    await database.db.insert(galleryImages).values(
      Array.from({ length: 20 }, (_, i) => ({
        title: `Photo ajoutée ${i + 1}`,
        category: "autres",
        takenOn: `2025-01-${String(i + 1).padStart(2, "0")}`,
        image: "/placeholder.svg",
      })),
    );
    const first = await load();
    expect(first.gallery).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.gallery.photos).toHaveLength(24);
    expect(first.gallery.photos[0].title).toBe("Photo ajoutée 20");
    const second = await load("?page=2");
    expect(second.gallery.photos).toHaveLength(6);
    expect(second.gallery.photos.at(-1)?.title).toBe("Gamou 2023");
    expect((await load("?page=99")).gallery.page).toBe(2);
    expect((await load("?page=abc")).gallery.page).toBe(1);
  });
});
