/**
 * /admin/evenements: the events of one tab, one page at a time, and their changes. Every change
 * runs in one transaction with its audit_log row; an unknown id changes nothing and returns false.
 * Slugs: made from the title when adding (made unique with -2, -3…), never changed by a new
 * title, only by the editor typing a new one (checked free first, see `slugTakenByOther`).
 */
import { and, asc, count, desc, eq, gte, lt, ne, type SQL } from "drizzle-orm";
import { events } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import { slugify, uniqueSlug } from "~/lib/slug";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";
import type { Db } from "~/server/db.server";
import { audit } from "~/server/audit.server";
import { refuseDuplicate } from "~/server/admin-record.server";
import { SLUG_TAKEN, type EventInput, type EventTab } from "./schema";

export const EVENTS_PAGE_SIZE = 20;

export interface AdminEventRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date | null;
  location: string;
  category: string;
  status: string;
  image: string;
}

/** The form's values of a stored event: its day and times as the clocks of Saguenay show them. */
export interface EditedEvent extends AdminEventRow {
  date: string;
  startTime: string;
  endTime: string;
}

export type EventValues = EventInput & { image: string };

const columns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  category: events.category,
  status: events.status,
  image: events.image,
};

/** The same split as the public /evenements page (start ≥ now is upcoming), cancelled apart. */
function tabCondition(tab: EventTab, now: Date): SQL | undefined {
  if (tab === "annules") return eq(events.status, "cancelled");
  const kept = ne(events.status, "cancelled");
  return and(kept, tab === "a-venir" ? gte(events.startsAt, now) : lt(events.startsAt, now));
}

/** One page of a tab: upcoming nearest first, past and cancelled newest first. */
export async function listAdminEvents(
  db: Db,
  { page: requestedPage, tab, now }: { page: number; tab: EventTab; now: Date },
) {
  const where = tabCondition(tab, now);
  const [{ total }] = await db.select({ total: count() }).from(events).where(where);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, EVENTS_PAGE_SIZE);
  const rows: AdminEventRow[] = await db
    .select(columns)
    .from(events)
    .where(where)
    .orderBy(tab === "a-venir" ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getAdminEvent(db: Db, id: number): Promise<EditedEvent | null> {
  const [row] = await db.select(columns).from(events).where(eq(events.id, id)).limit(1);
  if (!row) return null;
  const start = zonedParts(row.startsAt);
  return {
    ...row,
    date: start.day,
    startTime: start.time,
    endTime: row.endsAt ? zonedParts(row.endsAt).time : "",
  };
}

/** True when `slug` is already the address of an event other than `exceptId`. */
export async function slugTakenByOther(
  db: Db,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.slug, slug), exceptId ? ne(events.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** The stored columns of the form's values (instants computed in Saguenay's time zone). */
function stored({ slug: _slug, date, startTime, endTime, ...rest }: EventValues) {
  return {
    ...rest,
    startsAt: zonedInstant(date, startTime),
    endsAt: endTime ? zonedInstant(date, endTime) : null,
  };
}

/** A free slug made from `title`: "gamou-2026", else "gamou-2026-2"… */
export function freeEventSlug(db: Db, title: string): Promise<string> {
  return uniqueSlug(
    slugify(title),
    async (slug) =>
      (await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1))
        .length > 0,
    "evenement",
  );
}

export async function createAdminEvent(
  db: Db,
  actorId: number,
  input: EventValues,
): Promise<{ id: number; slug: string; startsAt: Date; status: string }> {
  return refuseDuplicate("slug", SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const slug = input.slug ?? (await freeEventSlug(tx, input.title));
      const [row] = await tx
        .insert(events)
        .values({ ...stored(input), slug })
        .returning({
          id: events.id,
          slug: events.slug,
          startsAt: events.startsAt,
          status: events.status,
        });
      await audit(tx, {
        userId: actorId,
        action: "create",
        entity: "event",
        entityId: row.id,
        details: { title: input.title, slug },
      });
      return row;
    }),
  );
}

/** Saves the edited event; its slug changes only when the editor typed one. */
export async function updateAdminEvent(
  db: Db,
  actorId: number,
  id: number,
  input: EventValues,
): Promise<{ startsAt: Date; status: string } | null> {
  return refuseDuplicate("slug", SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(events)
        .set({
          ...stored(input),
          ...(input.slug ? { slug: input.slug } : {}),
          updatedAt: new Date(),
        })
        .where(eq(events.id, id))
        .returning({ slug: events.slug, startsAt: events.startsAt, status: events.status });
      if (!row) return null;
      await audit(tx, {
        userId: actorId,
        action: "update",
        entity: "event",
        entityId: id,
        details: { title: input.title, slug: row.slug, status: input.status },
      });
      return row;
    }),
  );
}

export async function deleteAdminEvent(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(events)
      .where(eq(events.id, id))
      .returning({ title: events.title, slug: events.slug });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "event",
      entityId: id,
      details: { title: row.title, slug: row.slug },
    });
    return true;
  });
}
