import { describe, expect, it } from "vitest";
import { contactMessages, donations, eventRequests, groupEvents, projects } from "#db/schema";
import { getDashboard } from "~/domain/dashboard/dashboard.server";
import { loader } from "~/routes/admin/dashboard";
import { audit } from "~/server/audit.server";
import { setupTestDatabase } from "../helpers/db";
import { callLoader } from "../helpers/routes";
import { signIn } from "../helpers/fixtures";

const database = setupTestDatabase();

const donor = {
  firstName: "Awa",
  lastName: "Diop",
  email: "awa@example.org",
  paymentMethod: "interac",
};

describe("back-office dashboard", () => {
  it("computes the donation figures from the donations", async () => {
    await database.db.insert(donations).values([
      { ...donor, reference: "DON-1", amountCents: 5000, status: "completed" },
      { ...donor, reference: "DON-2", amountCents: 2500, status: "completed" },
      { ...donor, reference: "DON-3", amountCents: 10000, status: "pending" },
      { ...donor, reference: "DON-4", amountCents: 99900, status: "failed" },
    ]);
    const { donations: figures } = await getDashboard(database.db, "tresorier");
    expect(figures).toMatchObject({ completedCents: 7500, pendingCents: 10000, records: 4 });
    expect(figures!.latest).toHaveLength(4);
  });

  it("shows each role only its own blocks", async () => {
    await database.db
      .insert(contactMessages)
      .values({ name: "A", email: "a@example.org", subject: "S", message: "M" });
    await database.db.insert(eventRequests).values({
      reference: "DEM-1",
      title: "Mariage",
      requesterName: "Coumba",
      requesterEmail: "c@example.org",
      eventType: "mariage",
      date: "2027-01-05",
    });

    const editor = await getDashboard(database.db, "editeur");
    expect(editor.donations).toBeNull();
    expect(editor.unreadMessages).toBeNull();
    expect(editor.content?.pendingRequestCount).toBe(1);

    const treasurer = await getDashboard(database.db, "tresorier");
    expect(treasurer.content).toBeNull();
    expect(treasurer.donations).not.toBeNull();

    const admin = await getDashboard(database.db, "administrateur");
    expect(admin.unreadMessages).toBe(1);
    expect(admin.content).not.toBeNull();
    expect(admin.donations).not.toBeNull();
  });
});

const open = (cookie: string, search = "") =>
  callLoader(loader, `http://localhost/admin${search}`, cookie);

describe("the dashboard screen", () => {
  it("offers each role its tabs, quick actions and area tiles only", async () => {
    const editor = await open(
      (await signIn(database.db, "editeur", { name: "Compte editeur" })).cookie,
    );
    expect(editor.tabs.map((t) => t.label)).toEqual(["Vue d'ensemble", "Événements"]);
    if (editor.tab !== "apercu") throw new Error("overview expected");
    expect(editor.overview.quickActions.map((a) => a.href)).toEqual([
      "/admin/evenements/new",
      "/admin/blog/new",
      "/admin/projets/new",
      "/admin/galerie/upload",
    ]);
    expect(editor.overview.tiles.map((t) => t.href)).not.toContain("/admin/settings");

    const treasurer = await open((await signIn(database.db, "tresorier")).cookie);
    expect(treasurer.tabs.map((t) => t.label)).toEqual(["Vue d'ensemble", "Dons"]);
    if (treasurer.tab !== "apercu") throw new Error("overview expected");
    expect(treasurer.overview.quickActions).toEqual([]);
  });

  it("answers a forbidden or unknown tab with the overview", async () => {
    const { cookie } = await signIn(database.db, "editeur", { name: "Compte editeur" });
    expect((await open(cookie, "?onglet=dons")).tab).toBe("apercu");
    expect((await open(cookie, "?onglet=%27%3B")).tab).toBe("apercu");
  });

  it("computes the donation statistics of the Dons tab", async () => {
    const [project] = await database.db
      .insert(projects)
      .values({
        title: "Toiture",
        category: "construction",
        goalCents: 100000,
        status: "active",
        startDate: "2026-01-01",
      })
      .returning({ id: projects.id });
    await database.db.insert(donations).values([
      {
        ...donor,
        reference: "DON-A",
        amountCents: 5000,
        status: "completed",
        projectId: project.id,
      },
      { ...donor, reference: "DON-B", amountCents: 2000, status: "completed" },
      { ...donor, reference: "DON-C", amountCents: 7000, status: "pending" },
      {
        ...donor,
        reference: "DON-D",
        amountCents: 1000,
        status: "completed",
        // Typed this year, received in 2020: the year counts it by the day it was received.
        receivedAt: new Date("2020-06-01T12:00:00Z"),
      },
    ]);
    const data = await open((await signIn(database.db, "tresorier")).cookie, "?onglet=dons");
    if (data.tab !== "dons") throw new Error("donations tab expected");
    const stats = data.donations;
    expect(stats.byStatus).toEqual([
      { status: "completed", records: 3, cents: 8000 },
      { status: "pending", records: 1, cents: 7000 },
    ]);
    expect(stats.averageCompletedCents).toBe(2667);
    expect(stats.yearCompletedCents).toBe(7000);
    expect(stats.yearCompletedRecords).toBe(2);
    expect(stats.byMethod).toEqual([{ method: "interac", records: 3, cents: 8000 }]);
    expect(stats.byProject).toEqual([
      { projectTitle: "Toiture", records: 1, cents: 5000 },
      { projectTitle: null, records: 2, cents: 3000 },
    ]);
  });

  it("lists coming group activities and pending requests in the Événements tab", async () => {
    await database.db.insert(groupEvents).values([
      { title: "Sortie à venir", date: "2099-05-01", location: "Chicoutimi" },
      { title: "Sortie passée", date: "2000-05-01", location: "Chicoutimi" },
      { title: "Sortie annulée", date: "2099-06-01", location: "Jonquière", status: "cancelled" },
    ]);
    await database.db.insert(eventRequests).values({
      reference: "DEM-9",
      title: "Mariage",
      requesterName: "Coumba",
      requesterEmail: "c@example.org",
      eventType: "mariage",
      date: "2099-01-05",
      attendees: 80,
    });
    const data = await open(
      (await signIn(database.db, "editeur", { name: "Compte editeur" })).cookie,
      "?onglet=evenements",
    );
    if (data.tab !== "evenements") throw new Error("events tab expected");
    expect(data.events.groupActivities?.map((a) => a.title)).toEqual(["Sortie à venir"]);
    expect(data.events.pendingRequests).toMatchObject([{ reference: "DEM-9", attendees: 80 }]);
  });

  it("shows an administrateur everyone's recent changes, other roles only their own", async () => {
    const admin = await signIn(database.db, "administrateur");
    const editor = await signIn(database.db, "editeur", { name: "Compte editeur" });
    await audit(database.db, { userId: admin.me.id, action: "update", entity: "settings" });
    await audit(database.db, {
      userId: editor.me.id,
      action: "create",
      entity: "staff",
      entityId: "4",
    });

    const seenByAdmin = await open(admin.cookie);
    if (seenByAdmin.tab !== "apercu") throw new Error("overview expected");
    expect(seenByAdmin.overview.activity.everyone).toBe(true);
    expect(seenByAdmin.overview.activity.items.map((i) => i.element)).toEqual([
      "Membre du personnel n° 4",
      "Paramètres",
    ]);

    const seenByEditor = await open(editor.cookie);
    if (seenByEditor.tab !== "apercu") throw new Error("overview expected");
    expect(seenByEditor.overview.activity.everyone).toBe(false);
    expect(seenByEditor.overview.activity.items).toMatchObject([
      { action: "Création", element: "Membre du personnel n° 4", user: "Compte editeur" },
    ]);
  });
});
