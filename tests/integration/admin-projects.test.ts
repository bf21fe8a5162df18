/**
 * /admin/projets: what this screen does that the others do not — amounts typed the French way,
 * one featured project at a time, the public /projets page and the home campaign reading the
 * result, a project with donations kept, its fields' rules, the list filtered by status.
 * Creating, changing, deleting, the image, the journal, the unknown project, the trésorier's
 * refusal and the dashboard's /admin/projets/new are proven for every screen in
 * admin-crud-contract.test.ts.
 */
import { describe, expect, it } from "vitest";
import { auditLog, donations, projects } from "#db/schema";
import { getHomeData } from "~/domain/home/home.server";
import { PROJECTS_PAGE_SIZE } from "~/domain/projects/projects-admin.server";
import { PROJECT_HAS_DONATIONS, PROJECT_NOT_FOUND } from "~/domain/projects/schema";
import { action, loader } from "~/routes/admin/projects/route";
import { loader as publicProjectsLoader } from "~/routes/public/projects";
import { project } from "../helpers/admin-records";
import { setupAdminScreen, type FieldRefusalCase } from "../helpers/admin-screen";
import { refused, visitorGet } from "../helpers/routes";

const screen = setupAdminScreen(
  "/admin/projets",
  { action, loader },
  { toast: ["title", "description", "location"] },
);
const { database, post, toast, load } = screen;

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const rows = () => database.db.select().from(projects).orderBy(projects.id);

/** What the public /projets page shows: its flagship and the titles of the other projects. */
async function publicProjects() {
  const data = await publicProjectsLoader(visitorGet("/projets"));
  return { flagship: data.flagship?.title ?? null, others: data.projects.map((p) => p.title) };
}

/** A project straight in the table, for the tests that need several. */
async function insertProject(title: string, values: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(projects)
    .values({
      title,
      category: "education",
      status: "active",
      goalCents: 100_000,
      startDate: "2026-01-01",
      ...values,
    })
    .returning({ id: projects.id });
  return row.id;
}

describe("/admin/projets", () => {
  it("adds with parsed amounts, edits, deletes — seen on /projets while not a draft", async () => {
    const { cookie } = await screen.signIn("editeur");
    const added = toast(
      await post(cookie, { intent: "create", ...project }, "?statut=active&mode=ajout"),
    );
    expect(added).toMatchObject({
      title: "Projet ajouté",
      location: "/admin/projets?statut=active",
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      title: "Puits au village",
      category: "social",
      status: "active",
      goalCents: 123_456,
      collectedCents: 50_050,
      startDate: "2026-01-15",
      endDate: "2027-06-30",
      featured: false,
    });
    expect(await publicProjects()).toEqual({ flagship: null, others: ["Puits au village"] });

    const edited = await screen.edit(cookie, row.id, "", {
      ...project,
      title: "Puits du village",
      status: "draft",
      goalCents: "2000",
      endDate: "",
    });
    expect(edited).toMatchObject({ title: "Projet mis à jour", location: "/admin/projets" });
    const [saved] = await rows();
    expect(saved).toMatchObject({
      title: "Puits du village",
      status: "draft",
      goalCents: 200_000,
      endDate: null,
    });
    // Drafts are never public.
    expect(await publicProjects()).toEqual({ flagship: null, others: [] });

    expect(toast(await post(cookie, { intent: "delete", id: String(row.id) }))).toMatchObject({
      title: "Projet supprimé",
      description: "Le projet a été supprimé avec succès",
    });
    expect(await rows()).toHaveLength(0);
  });

  it("keeps one featured project: the star moves the home campaign and the /projets flagship", async () => {
    const { cookie } = await screen.signIn("editeur");
    const first = await insertProject("Zawiya", { featured: true, collectedCents: 40_000 });
    const second = await insertProject("Bibliothèque");
    expect((await getHomeData(database.db)).home.campaign?.title).toBe("Zawiya");

    expect(
      toast(await post(cookie, { intent: "feature", id: String(second), featured: "true" })),
    ).toMatchObject({
      title: "Projet mis en avant",
      description: "Le projet est maintenant mis en avant sur la page d'accueil",
    });
    expect((await rows()).map((r) => [r.title, r.featured])).toEqual([
      ["Zawiya", false],
      ["Bibliothèque", true],
    ]);
    expect((await getHomeData(database.db)).home.campaign?.title).toBe("Bibliothèque");
    expect(await publicProjects()).toEqual({ flagship: "Bibliothèque", others: ["Zawiya"] });

    // Featuring through the form's checkbox moves it too.
    toast(
      await post(cookie, {
        intent: "update",
        id: String(first),
        ...project,
        title: "Zawiya",
        featured: "on",
      }),
    );
    expect((await rows()).map((r) => r.featured)).toEqual([true, false]);
    expect((await getHomeData(database.db)).home.campaign?.title).toBe("Zawiya");

    expect(
      toast(await post(cookie, { intent: "feature", id: String(first), featured: "false" })),
    ).toMatchObject({
      title: "Projet retiré des favoris",
      description: "Le projet n'est plus mis en avant",
    });
    expect((await rows()).map((r) => r.featured)).toEqual([false, false]);
    expect((await getHomeData(database.db)).home.campaign).toBeNull();

    // A featured draft is not the campaign, and the toast says so.
    const draft = await insertProject("Brouillon", { status: "draft" });
    expect(
      toast(await post(cookie, { intent: "feature", id: String(draft), featured: "true" }))
        .description,
    ).toBe("Le projet sera mis en avant sur la page d'accueil dès qu'il sera actif");
    expect((await getHomeData(database.db)).home.campaign).toBeNull();

    const journal = (await audits()).map((a) => [a.action, a.entityId, a.details]);
    expect(journal).toEqual([
      ["feature", String(second), { title: "Bibliothèque", unfeatured: [first] }],
      [
        "update",
        String(first),
        { title: "Zawiya", status: "active", featured: true, unfeatured: [second] },
      ],
      ["unfeature", String(first), { title: "Zawiya" }],
      ["feature", String(draft), { title: "Brouillon", unfeatured: [] }],
    ]);
  });

  it("keeps a project that received donations", async () => {
    const { cookie } = await screen.signIn("editeur");
    const id = await insertProject("Zawiya");
    await database.db.insert(donations).values({
      reference: "DON-1",
      firstName: "Awa",
      lastName: "Ba",
      email: "awa@exemple.org",
      amountCents: 5_000,
      projectId: id,
      paymentMethod: "interac",
    });
    const body = refused(await post(cookie, { intent: "delete", id: String(id) }), 409) as {
      refused: { errors: { form: string } };
    };
    expect(body.refused.errors.form).toBe(PROJECT_HAS_DONATIONS);
    expect(await rows()).toHaveLength(1);
    expect((await database.db.select().from(donations))[0].projectId).toBe(id);
    expect(await audits()).toHaveLength(0);
  });

  it("refuses bad values and a bad star with French messages, changing nothing", async () => {
    const { cookie } = await screen.signIn("editeur");
    const base = { intent: "create", ...project };
    const badAmount = "Montant invalide : un nombre positif ou nul, deux décimales au plus.";
    const cases: FieldRefusalCase[] = [
      [{ ...base, title: "  " }, "title", "Ce champ est obligatoire."],
      [{ ...base, status: "archive" }, "status", "Choisissez un statut de la liste."],
      [{ ...base, category: "sport" }, "category", "Choisissez une catégorie de la liste."],
      [{ ...base, goalCents: "-5" }, "goalCents", badAmount],
      [{ ...base, goalCents: "" }, "goalCents", "Ce champ est obligatoire."],
      [{ ...base, collectedCents: "12,345" }, "collectedCents", badAmount],
      [
        { ...base, goalCents: "10000000.01" },
        "goalCents",
        "Le montant ne doit pas dépasser 10 000 000 $.",
      ],
      [{ ...base, startDate: "2026-02-30" }, "startDate", "Date invalide (format AAAA-MM-JJ)."],
      [
        { ...base, startDate: "2026-05-01", endDate: "2026-04-30" },
        "endDate",
        "La date de fin ne peut pas précéder la date de début.",
      ],
    ];
    await screen.expectRefusals(cookie, cases, ["description"]);
    const star = refused(await post(cookie, { intent: "feature", id: "1", featured: "peut-être" }));
    expect(star).toMatchObject({
      refused: { errors: { form: "Demande de mise en avant invalide." } },
    });
    expect(await rows()).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("answers a French error for featuring an unknown project, never a 500", async () => {
    const { cookie } = await screen.signIn("editeur");
    const fields = { intent: "feature", id: "4242", featured: "true" };
    const body = refused(await post(cookie, fields), 404) as {
      refused: { errors: { form: string } };
    };
    expect(body.refused.errors.form).toBe(PROJECT_NOT_FOUND);
    expect(await audits()).toHaveLength(0);
  });

  it("filters by status, pages on the server", async () => {
    const { cookie } = await screen.signIn("editeur");
    for (let i = 0; i < PROJECTS_PAGE_SIZE + 2; i++) {
      await insertProject(`Projet ${String(i).padStart(2, "0")}`, {
        status: i === 0 ? "draft" : i === 1 ? "completed" : "active",
        startDate: `2025-01-${String(i + 1).padStart(2, "0")}`,
      });
    }
    const { first, last } = await screen.expectPages<{ title: string }>(
      cookie,
      "list",
      PROJECTS_PAGE_SIZE,
    );
    expect(first[0].title).toBe(`Projet ${PROJECTS_PAGE_SIZE + 1}`);
    expect(last.map((r) => r.title)).toEqual(["Projet 01", "Projet 00"]);

    let data = await load(cookie, "?statut=draft");
    expect(data.list.rows.map((r) => r.title)).toEqual(["Projet 00"]);
    data = await load(cookie, "?statut=completed");
    expect(data.list.rows.map((r) => r.title)).toEqual(["Projet 01"]);
    data = await load(cookie, "?statut=bidon");
    expect(data.status).toBeNull();
    expect(data.list.total).toBe(PROJECTS_PAGE_SIZE + 2);

    data = await load(cookie, "?mode=ajout");
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
