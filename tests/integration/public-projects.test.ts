/**
 * The public project pages (spec public-site.md §2.6): /projets, /projets-list and /projets/{id},
 * their loaders called directly on the seeded database.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projects } from "#db/schema";
import { todayInSaguenay } from "~/lib/format";
import { loader as detailLoader } from "~/routes/public/project";
import { loader as projectsLoader } from "~/routes/public/projects";
import { loader as listLoader } from "~/routes/public/projects-list";
import { setupSeededDatabase, projectCollectedCents } from "../helpers/fixtures";
import { refused, visitorGet } from "../helpers/routes";

const database = setupSeededDatabase();

/** A draft project (never public), returning its id. */
async function insertDraft(category = "culture"): Promise<number> {
  const [row] = await database.db
    .insert(projects)
    .values({
      title: "Projet en préparation",
      category,
      status: "draft",
      goalCents: 100_000,
      startDate: "2025-01-01",
    })
    .returning({ id: projects.id });
  return row.id;
}

/** What a loader threw (notFound() throws a `data(null, { status: 404 })`). */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("le loader aurait dû refuser la demande");
}

describe("/projets", () => {
  it("shows the campaign as flagship and the other public projects below it", async () => {
    const data = await projectsLoader(visitorGet("/projets"));
    expect(data.title).toBe("Nos projets");
    expect(data.page?.summary).toBeTruthy();
    expect(data.flagship?.title).toBe("Construction de la Zawiya de Chicoutimi");
    expect(data.flagship?.tags).toEqual(["infrastructure", "spirituel"]);
    const ids = data.projects.map((p) => p.id);
    expect(ids).not.toContain(data.flagship!.id);
    expect(data.projects).toHaveLength(6);
    expect(data.category).toBeNull();
    expect(data.seo.title).toMatch(/^Nos projets \| /);
  });

  it("filters the other projects on the server by ?categorie=", async () => {
    const education = await projectsLoader(visitorGet("/projets?categorie=education"));
    expect(education.category).toBe("education");
    expect(education.projects.map((p) => p.title).sort()).toEqual([
      "Bibliothèque islamique",
      "École coranique de fin de semaine",
    ]);
    const culture = await projectsLoader(visitorGet("/projets?categorie=culture"));
    expect(culture.projects.map((p) => p.category)).toEqual(["culture"]);
    // The flagship stays on top whatever the filter, and never appears twice.
    const infrastructure = await projectsLoader(visitorGet("/projets?categorie=infrastructure"));
    expect(infrastructure.flagship).not.toBeNull();
    expect(infrastructure.projects.map((p) => p.title)).toEqual([
      "Rénovation de la salle communautaire",
    ]);
  });

  it("treats an unknown category as 'Tous'", async () => {
    const all = await projectsLoader(visitorGet("/projets"));
    for (const value of ["spirituel", "%", "' OR 1=1 --"]) {
      const data = await projectsLoader(
        visitorGet(`/projets?categorie=${encodeURIComponent(value)}`),
      );
      expect(data.category, value).toBeNull();
      expect(
        data.projects.map((p) => p.id),
        value,
      ).toEqual(all.projects.map((p) => p.id));
    }
  });

  it("gives an empty list when a category has no public project", async () => {
    await database.db.delete(projects).where(eq(projects.category, "culture"));
    await insertDraft("culture");
    const data = await projectsLoader(visitorGet("/projets?categorie=culture"));
    expect(data.projects).toEqual([]);
  });

  it("never lists a draft", async () => {
    const draft = await insertDraft();
    const data = await projectsLoader(visitorGet("/projets"));
    expect(data.projects.map((p) => p.id)).not.toContain(draft);
  });

  it("has no flagship when no project is featured", async () => {
    await database.db.update(projects).set({ featured: false });
    const data = await projectsLoader(visitorGet("/projets"));
    expect(data.flagship).toBeNull();
    expect(data.projects).toHaveLength(7);
  });
});

describe("/projets-list", () => {
  it("lists every public project, without drafts", async () => {
    const draft = await insertDraft();
    const { projects: list, seo } = await listLoader(visitorGet("/projets-list"));
    expect(list).toHaveLength(7);
    expect(list.map((p) => p.id)).not.toContain(draft);
    expect(seo.description.length).toBeGreaterThan(20);
  });

  it("computes each project's status and deadline from its data", async () => {
    const { projects: list } = await listLoader(visitorGet("/projets-list"));
    const byTitle = new Map(list.map((p) => [p.title, p]));
    expect(byTitle.get("Rénovation de la salle communautaire")?.state).toBe("completed");
    expect(byTitle.get("Festival des cultures et des qasidas")?.state).toBe("upcoming");
    expect(byTitle.get("Fonctionnement de la fondation")).toMatchObject({
      state: "permanent",
      deadline: "Projet permanent",
    });
    const library = byTitle.get("Bibliothèque islamique")!;
    expect(library.state).toBe("ongoing");
    expect(library.deadline).toMatch(/^Jusqu'au \d{1,2} \p{L}+ \d{4}$/u);
  });

  it("follows changes to the dates: a project starting tomorrow is 'À venir'", async () => {
    const tomorrow = new Date(`${todayInSaguenay()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const day = tomorrow.toISOString().slice(0, 10);
    await database.db
      .update(projects)
      .set({ startDate: day })
      .where(eq(projects.title, "Bibliothèque islamique"));
    const { projects: list } = await listLoader(visitorGet("/projets-list"));
    expect(list.find((p) => p.title === "Bibliothèque islamique")?.state).toBe("upcoming");
  });
});

describe("/projets/{id}", () => {
  it("shows a public project with its own SEO description and image", async () => {
    const [library] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.title, "Bibliothèque islamique"));
    const data = await detailLoader(
      visitorGet(`/projets/${library.id}`, { id: String(library.id) }),
    );
    expect(data.project).toMatchObject({
      id: library.id,
      title: "Bibliothèque islamique",
      category: "education",
      goalCents: library.goalCents,
      collectedCents: await projectCollectedCents(database.db, library.id),
      state: "ongoing",
    });
    expect(data.seo.title).toMatch(/^Bibliothèque islamique \| /);
    expect(data.seo.description).toContain("bibliothèque de référence");
    expect(data.seo.image).toBe(library.image);
  });

  it("answers 404 for a draft, an unknown or a malformed id", async () => {
    const draft = await insertDraft();
    for (const id of [String(draft), "9999", "abc", "0", "1.5", "99999999999"]) {
      const error = await thrown(detailLoader(visitorGet(`/projets/${id}`, { id })));
      refused(error, 404);
    }
  });
});
