/**
 * /evenements, /evenements/{slug} and its .ics file (spec public-site.md §2.10), their loaders
 * called directly on a seeded database.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "#db/schema";
import { listEvents } from "~/domain/events/events.server";
import { loader as eventLoader } from "~/routes/public/event";
import { loader as eventsLoader } from "~/routes/public/events";
import { loader as icsLoader } from "~/routes/resources/event-ics";
import { setupSeededDatabase } from "../helpers/fixtures";
import { refused, visitorGet } from "../helpers/routes";
import { zonedParts } from "~/lib/zoned-time";

const database = setupSeededDatabase();

const list = (query = "") => eventsLoader(visitorGet(`/evenements${query}`));

/** What a loader throws (redirect or 404). */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("the loader should have thrown"),
    (error: unknown) => error,
  );
}

async function insertEvent(values: Partial<typeof events.$inferInsert> & { slug: string }) {
  const [row] = await database.db
    .insert(events)
    .values({
      title: values.slug,
      startsAt: new Date(),
      location: "Chicoutimi",
      category: "community",
      ...values,
    })
    .returning();
  return row;
}

describe("liste des événements", () => {
  it("splits upcoming and past by the start date against now, nearest and newest first", async () => {
    const db = database.db;
    await db.delete(events);
    const now = new Date("2026-06-15T12:00:00Z");
    await insertEvent({ slug: "dans-une-heure", startsAt: new Date("2026-06-15T13:00:00Z") });
    await insertEvent({ slug: "dans-un-mois", startsAt: new Date("2026-07-15T12:00:00Z") });
    await insertEvent({ slug: "hier", startsAt: new Date("2026-06-14T12:00:00Z") });
    await insertEvent({ slug: "l-an-dernier", startsAt: new Date("2025-06-15T12:00:00Z") });

    const upcoming = await listEvents(db, { period: "upcoming", type: null }, now);
    expect(upcoming.map((e) => e.slug)).toEqual(["dans-une-heure", "dans-un-mois"]);
    const past = await listEvents(db, { period: "past", type: null }, now);
    expect(past.map((e) => e.slug)).toEqual(["hier", "l-an-dernier"]);

    // A day later, the same event has moved to the past tab on its own.
    const later = new Date("2026-06-16T12:00:00Z");
    const pastLater = await listEvents(db, { period: "past", type: null }, later);
    expect(pastLater.map((e) => e.slug)).toEqual(["dans-une-heure", "hier", "l-an-dernier"]);
  });

  it("shows upcoming events by default and past ones with ?periode=passes", async () => {
    const now = Date.now();
    const upcoming = await list();
    expect(upcoming.filters.period).toBe("upcoming");
    expect(upcoming.events.length).toBeGreaterThan(0);
    expect(upcoming.events.every((e) => new Date(e.startsAt).getTime() >= now)).toBe(true);

    const past = await list("?periode=passes");
    expect(past.filters.period).toBe("past");
    expect(past.events.length).toBeGreaterThan(0);
    expect(past.events.every((e) => new Date(e.startsAt).getTime() < now)).toBe(true);
    expect(past.page?.summary).toBeTruthy();
  });

  it("filters by type on the server, combined with the tab", async () => {
    const { events: education } = await list("?type=education");
    expect(education.length).toBeGreaterThan(0);
    expect(education.every((e) => e.category === "education")).toBe(true);

    const { events: pastCelebrations } = await list("?periode=passes&type=celebration");
    expect(pastCelebrations.map((e) => e.slug)).toEqual(["priere-de-la-tabaski"]);
  });

  it("treats an unknown type or tab as every upcoming event, never an error", async () => {
    const all = await list();
    const unknown = await list("?type=mariage&periode=hier");
    expect(unknown.filters).toEqual({ period: "upcoming", type: null });
    expect(unknown.events.map((e) => e.id)).toEqual(all.events.map((e) => e.id));
  });

  it("keeps cancelled events in the list, marked as cancelled", async () => {
    const { events: upcoming } = await list("?type=community");
    const picnic = upcoming.find((e) => e.slug.startsWith("pique-nique"));
    expect(picnic?.cancelled).toBe(true);
    expect(
      upcoming.filter((e) => !e.slug.startsWith("pique-nique")).every((e) => !e.cancelled),
    ).toBe(true);
  });
});

describe("page d'un événement", () => {
  it("shows the event of the slug with its dates, place and status", async () => {
    const result = await eventLoader(
      visitorGet("/evenements/gamou-annuel-de-chicoutimi", { slug: "gamou-annuel-de-chicoutimi" }),
    );
    expect(result.event.title).toBe("Gamou annuel de Chicoutimi");
    expect(result.event.cancelled).toBe(false);
    expect(result.event.endsAt).not.toBeNull();
    expect(result.past).toBe(false);
    expect(result.seo.url).toBe("http://localhost/evenements/gamou-annuel-de-chicoutimi");
  });

  it("redirects an old numeric link permanently to the slug", async () => {
    const [gamou] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.slug, "gamou-annuel-de-chicoutimi"));
    const response = (await thrown(
      eventLoader(visitorGet(`/evenements/${gamou.id}`, { slug: String(gamou.id) })),
    )) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/evenements/gamou-annuel-de-chicoutimi");
  });

  it("answers 404 for an unknown slug or id", async () => {
    for (const slug of ["evenement-inconnu", "99999", "0"]) {
      refused(await thrown(eventLoader(visitorGet(`/evenements/${slug}`, { slug }))), 404);
    }
  });
});

describe("fichier agenda.ics", () => {
  it("answers a calendar file to download, with the event on Saguenay's clock", async () => {
    const slug = "pique-nique-familial-au-parc-de-la-riviere-du-moulin";
    const response = await icsLoader(visitorGet(`/evenements/${slug}/agenda.ics`, { slug }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="${slug}.ics"`);
    const body = (await response.text()).replace(/\r\n /g, "");
    const [row] = await database.db.select().from(events).where(eq(events.slug, slug));
    expect(body).toContain(`UID:event-${row.id}@localhost`);
    expect(body).toContain("SUMMARY:Pique-nique familial au parc de la Rivière-du-Moulin");
    expect(body).toContain(`URL:http://localhost/evenements/${slug}`);
    expect(body).toContain("STATUS:CANCELLED");
    const { day, time } = zonedParts(row.startsAt);
    const local = `${day.replace(/-/g, "")}T${time.replace(":", "")}00`;
    expect(body).toContain(`DTSTART;TZID=America/Toronto:${local}`);
    expect(body).toContain("BEGIN:VTIMEZONE");
  });

  it("answers 404 for an unknown event", async () => {
    const response = await icsLoader(
      visitorGet("/evenements/inconnu/agenda.ics", { slug: "inconnu" }),
    );
    expect(response.status).toBe(404);
  });
});
