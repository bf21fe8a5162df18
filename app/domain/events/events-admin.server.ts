/**
 * /admin/evenements: the events of one tab, one page at a time, and their changes. Every change
 * runs in one transaction with its audit_log row; an unknown id changes nothing.
 * Slugs: made from the title when adding (made unique with -2, -3…), never changed by a new
 * title, only by the editor typing a new one (an address another event has is refused by the
 * unique index, as SLUG_TAKEN).
 */
import { and, asc, desc, eq, gte, lt, ne, type SQL } from "drizzle-orm";
import { events } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { withImageSaves } from "~/domain/admin/store-operations.server";
import { searchWith } from "~/lib/forms/form-mode";
import { slugify, uniqueSlug } from "~/lib/slug";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";
import { refuseDuplicate } from "~/server/admin-record.server";
import { auditedChange } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import {
  EVENT_NOT_FOUND,
  eventSchema,
  eventTabOf,
  parseEventTab,
  SLUG_TAKEN,
  type EventInput,
  type EventTab,
} from "./schema";

export const EVENTS_PAGE_SIZE = 20;

const { id, slug, title, description, startsAt, endsAt, location, category, status, image } =
  events;
const columns = {
  id,
  slug,
  title,
  description,
  startsAt,
  endsAt,
  location,
  category,
  status,
  image,
};
export type AdminEventRow = { [K in keyof typeof columns]: (typeof events.$inferSelect)[K] };

/** The form's values of a stored event: its day and times as the clocks of Saguenay show them. */
export interface EditedEvent extends AdminEventRow {
  date: string;
  startTime: string;
  endTime: string;
}

type EventValues = EventInput & { image: string };
/** What a saved event tells the screen: the tab it now belongs to. */
type SavedEvent = { slug: string; startsAt: Date; status: string };

interface EventQuery {
  tab: EventTab;
  /** The instant that splits "À venir" from "Passés" (the public page's split). */
  now: Date;
}

/** The same split as the public /evenements page (start ≥ now is upcoming), cancelled apart. */
function tabCondition({ tab, now }: EventQuery): SQL | undefined {
  if (tab === "annules") return eq(status, "cancelled");
  return and(ne(status, "cancelled"), tab === "a-venir" ? gte(startsAt, now) : lt(startsAt, now));
}

const eventStore = recordStore<AdminEventRow, EventValues, EventQuery>({
  table: events,
  entity: "event",
  columns,
  pageSize: EVENTS_PAGE_SIZE,
  // Upcoming nearest first, past and cancelled newest first.
  orderBy: ({ tab }) => [tab === "a-venir" ? asc(startsAt) : desc(startsAt), asc(id)],
  where: tabCondition,
  // Adding and editing go through the slug-aware functions below, which journal themselves.
  details: () => ({}),
  deletedDetails: (row) => ({ title: row.title, slug: row.slug }),
});

async function getAdminEvent(db: Db, eventId: number): Promise<EditedEvent | null> {
  const row = await eventStore.find(db, eventId);
  if (!row) return null;
  const start = zonedParts(row.startsAt);
  return {
    ...row,
    date: start.day,
    startTime: start.time,
    endTime: row.endsAt ? zonedParts(row.endsAt).time : "",
  };
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
export function freeEventSlug(db: Db, eventTitle: string): Promise<string> {
  return uniqueSlug(
    slugify(eventTitle),
    async (candidate) =>
      (await db.select({ id }).from(events).where(eq(slug, candidate)).limit(1)).length > 0,
    "evenement",
  );
}

const savedColumns = { slug, startsAt, status };

async function createAdminEvent(db: Db, actorId: number, input: EventValues): Promise<SavedEvent> {
  const row = await refuseDuplicate("slug", SLUG_TAKEN, () =>
    auditedChange(db, {
      userId: actorId,
      action: "create",
      entity: "event",
      write: async (tx) => {
        const address = input.slug ?? (await freeEventSlug(tx, input.title));
        return tx
          .insert(events)
          .values({ ...stored(input), slug: address })
          .returning({ id, ...savedColumns });
      },
      entityId: (row) => row.id,
      details: (row) => ({ title: input.title, slug: row.slug }),
    }),
  );
  return row!; // An insert always answers its row.
}

/** Saves the edited event; its slug changes only when the editor typed one. */
function updateAdminEvent(
  db: Db,
  actorId: number,
  eventId: number,
  input: EventValues,
): Promise<SavedEvent | null> {
  return refuseDuplicate("slug", SLUG_TAKEN, () =>
    auditedChange(db, {
      userId: actorId,
      action: "update",
      entity: "event",
      entityId: eventId,
      write: (tx) =>
        tx
          .update(events)
          .set({
            ...stored(input),
            ...(input.slug ? { slug: input.slug } : {}),
            updatedAt: new Date(),
          })
          .where(eq(id, eventId))
          .returning(savedColumns),
      details: (row) => ({ title: input.title, slug: row.slug, status: input.status }),
    }),
  );
}

/** Back to the list, on the tab where the saved event now is (the page kept if unchanged). */
function onItsTab(back: string, event: SavedEvent): string {
  const [path, query = ""] = back.split("?");
  const current = parseEventTab(new URLSearchParams(query).get("onglet"));
  const tab = eventTabOf(event, new Date());
  const kept = searchWith(
    query,
    { onglet: tab === "a-venir" ? null : tab },
    tab === current ? [] : ["page"],
  );
  return kept === "?" ? path : `${path}${kept}`;
}

export const eventScreen = defineCrudScreen<AdminEventRow, EventInput, EventQuery>({
  area: "events",
  schema: eventSchema,
  notFound: EVENT_NOT_FOUND,
  toasts: {
    create: "Événement ajouté",
    update: "Événement mis à jour",
    delete: "Événement supprimé",
  },
  query: (params) => ({ tab: parseEventTab(params.get("onglet")), now: new Date() }),
  list: eventStore.list,
  find: getAdminEvent,
  ...withImageSaves(createAdminEvent, updateAdminEvent),
  remove: eventStore.remove,
  // What create / update answered: the saved event's start and status.
  landing: ({ action, saved, back }) =>
    action === "delete" ? back : onItsTab(back, saved as SavedEvent),
  image: { alt: (input) => input.title },
});
