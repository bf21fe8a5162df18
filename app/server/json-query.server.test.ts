import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "#db/schema";
import { setupTestDatabase } from "../../tests/helpers/db";
import { jsonFirst, jsonObject, jsonRows, selectParts } from "./json-query.server";

const test = setupTestDatabase();

function event(slug: string, startsAt: string, status = "scheduled") {
  return {
    slug,
    title: `Titre ${slug}`,
    startsAt: new Date(startsAt),
    location: "Zawiya",
    category: "priere",
    status,
  };
}

const eventJson = () =>
  jsonObject({ slug: events.slug, startsAt: events.startsAt, location: events.location }).as("r");

describe("selectParts", () => {
  it("reads several lists and rows in one statement, each in its order and under the code's names", async () => {
    const { db } = test;
    await db
      .insert(events)
      .values([
        event("b", "2030-05-02T18:00:00Z"),
        event("a", "2030-05-01T18:00:00Z"),
        event("c", "2030-05-03T18:00:00Z", "cancelled"),
      ]);
    const parts = await selectParts(db, {
      firstTwo: jsonRows<{ slug: string }>(
        db.select({ r: eventJson() }).from(events).orderBy(asc(events.startsAt)).limit(2),
      ),
      cancelled: jsonFirst<{ slug: string; startsAt: Date }>(
        db.select({ r: eventJson() }).from(events).where(eq(events.status, "cancelled")),
      ),
    });
    expect(parts.firstTwo.map((row) => row.slug)).toEqual(["a", "b"]);
    expect(parts.firstTwo[0]).toEqual({
      slug: "a",
      startsAt: expect.any(String),
      location: "Zawiya",
    });
    // An instant comes back as text that means the same instant, whatever the session's zone.
    expect(new Date(parts.cancelled!.startsAt).toISOString()).toBe("2030-05-03T18:00:00.000Z");
  });

  it("answers [] and null when there is nothing", async () => {
    const { db } = test;
    const parts = await selectParts(db, {
      none: jsonRows(db.select({ r: eventJson() }).from(events)),
      first: jsonFirst(db.select({ r: eventJson() }).from(events)),
    });
    expect(parts).toEqual({ none: [], first: null });
  });

  it("refuses a name that is not a plain word before it reaches the SQL", () => {
    expect(() => jsonObject({ "a'); drop table events; --": events.slug })).toThrow();
  });
});
