/** /sope-naby and /sope-naby/{id} (spec public-site.md §2.12), loaders on a seeded database. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groupEvents, groupMembers } from "#db/schema";
import { saveSettings } from "~/domain/settings/settings.server";
import { todayInSaguenay } from "~/lib/format";
import { loader as groupEventLoader } from "~/routes/public/group-event";
import { loader as groupLoader } from "~/routes/public/group";
import { setupSeededDatabase } from "../helpers/fixtures";
import { refused, visitorGet } from "../helpers/routes";

const database = setupSeededDatabase();

const page = () => groupLoader(visitorGet("/sope-naby"));

/** "YYYY-MM-DD" `offset` days from today in Saguenay. */
function day(offset: number): string {
  const today = Date.parse(`${todayInSaguenay()}T00:00:00Z`);
  return new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
}

describe("page du groupe Sope Naby", () => {
  it("shows the page text, the contact block from the settings and the coming meetings", async () => {
    const data = await page();
    expect(data.title).toBe("Groupe Sope Naby");
    expect(data.page?.content).toContain("Gamou");
    expect(data.contact.managerName).toBe("Pape Malick Faye");
    expect(data.contact.email).toContain("@");
    expect(data.events).toHaveLength(3);
    const dates = data.events.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("counts the active members from the database", async () => {
    expect((await page()).memberCount).toBe(4);
    await database.db
      .update(groupMembers)
      .set({ active: false })
      .where(eq(groupMembers.name, "Youssouf Bâ"));
    expect((await page()).memberCount).toBe(3);
  });

  it("lists meetings from today on, not completed ones, and keeps cancelled ones marked", async () => {
    const db = database.db;
    await db.delete(groupEvents);
    await db.insert(groupEvents).values([
      { title: "Dans une semaine", date: day(7), location: "Chicoutimi" },
      { title: "Aujourd'hui", date: day(0), location: "Chicoutimi" },
      { title: "Hier", date: day(-1), location: "Chicoutimi" },
      { title: "Déjà terminée", date: day(2), location: "Chicoutimi", status: "completed" },
      { title: "Annulée", date: day(3), location: "Chicoutimi", status: "cancelled" },
    ]);
    const { events } = await page();
    expect(events.map((e) => [e.title, e.status])).toEqual([
      ["Aujourd'hui", "upcoming"],
      ["Annulée", "cancelled"],
      ["Dans une semaine", "upcoming"],
    ]);
  });

  it("shows the contact block as the settings say", async () => {
    await saveSettings(database.db, "group", {
      managerName: "Khady Diouf",
      phone: "418 555-0199",
      email: "",
      address: "",
    });
    const { contact } = await page();
    expect(contact).toEqual({
      managerName: "Khady Diouf",
      phone: "418 555-0199",
      email: "",
      address: "",
    });
  });
});

describe("page d'une rencontre du groupe", () => {
  it("shows the meeting of the id", async () => {
    const [first] = await database.db.select().from(groupEvents).limit(1);
    const { event, seo } = await groupEventLoader(
      visitorGet(`/sope-naby/${first.id}`, { id: String(first.id) }),
    );
    expect(event.title).toBe(first.title);
    expect(event.date).toBe(first.date);
    expect(seo.title).toContain(first.title);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["9999", "abc", "0", "1.5"]) {
      const error = await groupEventLoader(visitorGet(`/sope-naby/${id}`, { id })).then(
        () => expect.fail("the loader should have thrown"),
        (e: unknown) => e,
      );
      refused(error, 404);
    }
  });
});
