/**
 * An event that takes registrations, for the registration tests: free by default, ten days
 * ahead, with a slug of its own; `values` says what differs (tickets, a capacity, a start).
 */
import { events } from "#db/schema";
import type { Db } from "~/server/db.server";

const DAY = 24 * 60 * 60 * 1000;

export async function insertRegistrationEvent(
  db: Db,
  values: Partial<typeof events.$inferInsert> = {},
) {
  const [row] = await db
    .insert(events)
    .values({
      slug: `iftar-${Math.random().toString(36).slice(2, 8)}`,
      title: "Iftar communautaire",
      startsAt: new Date(Date.now() + 10 * DAY),
      location: "Centre de la fondation, Chicoutimi",
      category: "community",
      registrationMode: "free",
      ...values,
    })
    .returning();
  return row!;
}
