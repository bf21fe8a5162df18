/**
 * Pages read by their ids, past the middle from the end (page-rows.server.ts): every page of a
 * list holds the rows the whole ordered list has at its place, ties on the date broken by id,
 * whichever end it is read from, with and without a filter.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "#db/schema";
import { listMessages, MESSAGES_PAGE_SIZE } from "~/domain/contact/messages-inbox.server";
import { setupTestDatabase } from "../../../tests/helpers/db";
import { pageSlice } from "./page-rows.server";

const database = setupTestDatabase();

describe("pageSlice reads the first half from the start, the rest from the end", () => {
  it.each([
    [{ limit: 20, offset: 0 }, 45, { limit: 20, offset: 0, fromEnd: false }],
    [{ limit: 20, offset: 20 }, 45, { limit: 20, offset: 5, fromEnd: true }],
    // The last page, not full: its 5 rows are the first 5 from the end.
    [{ limit: 20, offset: 40 }, 45, { limit: 5, offset: 0, fromEnd: true }],
    [{ limit: 20, offset: 0 }, 0, { limit: 20, offset: 0, fromEnd: false }],
  ])("%j of %i rows → %j", (page, total, expected) => {
    expect(pageSlice(page, total)).toEqual(expected);
  });
});

describe("pages of a list", () => {
  it("give every row once, in the list's order, from either end", async () => {
    // 47 messages, three at each instant (ties), every other one read.
    await database.db.insert(contactMessages).values(
      Array.from({ length: 47 }, (_, i) => ({
        name: `Personne ${i}`,
        email: `p${i}@example.org`,
        subject: "Question",
        message: "Bonjour",
        readAt: i % 2 ? new Date("2026-06-01T00:00:00Z") : null,
        createdAt:
          sql`${`2026-05-01 10:00:${String(Math.floor(i / 3)).padStart(2, "0")}+00`}::timestamptz` as unknown as Date,
      })),
    );
    for (const filter of [null, "lus", "non-lus"] as const) {
      const expected = (
        await database.db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(
            filter === null
              ? undefined
              : filter === "lus"
                ? sql`${contactMessages.readAt} is not null`
                : sql`${contactMessages.readAt} is null`,
          )
          .orderBy(sql`${contactMessages.createdAt} desc, ${contactMessages.id} desc`)
      ).map((row) => row.id);
      const first = await listMessages(database.db, { page: 1, filter });
      const seen: number[] = [];
      for (let page = 1; page <= first.pageCount; page++) {
        const list = await listMessages(database.db, { page, filter });
        expect(list.rows.length).toBe(Math.min(MESSAGES_PAGE_SIZE, expected.length - seen.length));
        seen.push(...list.rows.map((row) => row.id));
      }
      expect(seen).toEqual(expected);
    }
  });
});
