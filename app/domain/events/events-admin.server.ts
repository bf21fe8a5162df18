/**
 * /admin/evenements: the events of one tab, one page at a time, and their changes. Every change
 * runs in one transaction with its audit_log row; an unknown id changes nothing.
 * Slugs: made from the title when adding (made unique with -2, -3…), never changed by a new
 * title, only by the editor typing a new one (an address another event has is refused by the
 * unique index, as SLUG_TAKEN).
 */
import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, type SQL } from "drizzle-orm";
import { eventTicketTypes, events, registrationLines, registrations } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { deleteUnlessUsed } from "~/domain/admin/delete-unless-used.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { withImageSaves } from "~/domain/admin/store-operations.server";
import { searchWith } from "~/lib/forms/form-mode";
import { slugify, uniqueSlug } from "~/lib/slug";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";
import { typedAmount } from "~/lib/amount";
import { toLocalDateTime } from "~/lib/zoned-time";
import { FieldRefusal, refuseDuplicate } from "~/server/admin-record.server";
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
import { takenPlaces, ticketTypesOf as storedTicketTypes } from "./places.server";
import { questionsOf } from "./question-fields";
import { questionCells, saveQuestions } from "./questions-admin.server";
import {
  CAPACITY_BELOW_TAKEN,
  ticketField,
  ticketTypesOf,
  TYPE_PLACES_BELOW_TAKEN,
  TYPE_REMOVED_WITH_TICKETS,
  type TicketTypeInput,
} from "./registration-fields";

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
  registrationMode: events.registrationMode,
  capacity: events.capacity,
  registrationOpensAt: events.registrationOpensAt,
  registrationClosesAt: events.registrationClosesAt,
};
export type AdminEventRow = { [K in keyof typeof columns]: (typeof events.$inferSelect)[K] };

/** The form's values of a stored event: its day and times as the clocks of Saguenay show them. */
export interface EditedEvent extends AdminEventRow {
  date: string;
  startTime: string;
  endTime: string;
  /** The registration window as the datetime-local fields show it ("" for no bound). */
  opensAtLocal: string;
  closesAtLocal: string;
  /** The ticket rows' cells by field name (ticket1Name…), as typed back. */
  [ticketCell: `ticket${number}${string}`]: string;
  /** The question rows' cells by field name (question1Label…), as typed back. */
  [questionCell: `question${number}${string}`]: string;
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
  const cells: Record<string, string> = {};
  for (const type of await storedTicketTypes(db, eventId)) {
    const row = type.position + 1;
    cells[ticketField(row, "Name")] = type.name;
    cells[ticketField(row, "Price")] = typedAmount(type.priceCents);
    cells[ticketField(row, "Places")] = type.places === null ? "" : String(type.places);
    cells[ticketField(row, "Limit")] =
      type.perOrderLimit === null ? "" : String(type.perOrderLimit);
    cells[ticketField(row, "Advantage")] = type.advantageCents
      ? typedAmount(type.advantageCents)
      : "";
    cells[ticketField(row, "AdvantageText")] = type.advantageDescription;
  }
  return {
    ...row,
    ...cells,
    ...(await questionCells(db, eventId)),
    date: start.day,
    startTime: start.time,
    endTime: row.endsAt ? zonedParts(row.endsAt).time : "",
    opensAtLocal: row.registrationOpensAt ? toLocalDateTime(row.registrationOpensAt) : "",
    closesAtLocal: row.registrationClosesAt ? toLocalDateTime(row.registrationClosesAt) : "",
  };
}

/** The stored columns of the form's values (instants computed in Saguenay's time zone). */
function stored(input: EventValues) {
  const { date, startTime, endTime } = input;
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    category: input.category,
    status: input.status,
    image: input.image,
    startsAt: zonedInstant(date, startTime),
    endsAt: endTime ? zonedInstant(date, endTime) : null,
    registrationMode: input.registrationMode,
    capacity: input.capacity,
    registrationOpensAt: input.registrationOpensAt,
    registrationClosesAt: input.registrationClosesAt,
  };
}

/**
 * Writes the event's ticket types as the form's rows give them (a row is a type's position).
 * Before, in the transaction that holds the event's row locked (so no registration slips in):
 * the capacity and each type's places may not go below what is taken, and a type somebody
 * took is not removed. Each refusal names its field; nothing is written then.
 */
async function saveTicketTypes(
  tx: Db,
  eventId: number,
  capacity: number | null,
  types: TicketTypeInput[],
): Promise<void> {
  const taken = await takenPlaces(tx, eventId);
  if (capacity !== null && capacity < taken.event) {
    throw new FieldRefusal("capacity", CAPACITY_BELOW_TAKEN(taken.event));
  }
  const kept = new Set(types.map((type) => type.position));
  const current = await storedTicketTypes(tx, eventId);
  for (const type of types) {
    const existing = current.find((row) => row.position === type.position);
    const used = existing ? (taken.byType.get(existing.id) ?? 0) : 0;
    if (type.places !== null && type.places < used) {
      throw new FieldRefusal(
        ticketField(type.position + 1, "Places"),
        TYPE_PLACES_BELOW_TAKEN(used),
      );
    }
  }
  const removed = current.filter((row) => !kept.has(row.position)).map((row) => row.id);
  // Lines of cancelled registrations keep their type too (restrict): any line counts.
  const [lined] = removed.length
    ? await tx
        .select({ id: registrationLines.ticketTypeId })
        .from(registrationLines)
        .where(inArray(registrationLines.ticketTypeId, removed))
        .limit(1)
    : [];
  if (lined) {
    const row = current.find((type) => type.id === lined.id)!.position + 1;
    throw new FieldRefusal(ticketField(row, "Name"), TYPE_REMOVED_WITH_TICKETS);
  }
  await tx
    .delete(eventTicketTypes)
    .where(
      and(
        eq(eventTicketTypes.eventId, eventId),
        kept.size ? notInArray(eventTicketTypes.position, [...kept]) : undefined,
      ),
    );
  for (const type of types) {
    await tx
      .insert(eventTicketTypes)
      .values({ eventId, ...type })
      .onConflictDoUpdate({
        target: [eventTicketTypes.eventId, eventTicketTypes.position],
        set: {
          name: type.name,
          priceCents: type.priceCents,
          places: type.places,
          perOrderLimit: type.perOrderLimit,
          advantageCents: type.advantageCents,
          advantageDescription: type.advantageDescription,
        },
      });
  }
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
        const rows = await tx
          .insert(events)
          .values({ ...stored(input), slug: address })
          .returning({ id, ...savedColumns });
        await saveTicketTypes(tx, rows[0]!.id, input.capacity, ticketTypesOf(input));
        await saveQuestions(tx, rows[0]!.id, questionsOf(input));
        return rows;
      },
      entityId: (row) => row.id,
      details: (row) => ({ title: input.title, slug: row.slug }),
    }),
  );
  return row!; // An insert always answers its row.
}

/**
 * What else an event saved as « Annulé » changes, in the save's transaction with the event's row
 * locked: its registrations (domain/registrations, an area above this one, gives it).
 */
export type WhenEventCancelled = (tx: Db, eventId: number) => Promise<unknown>;

/** Saves the edited event; its slug changes only when the editor typed one. */
function updateAdminEvent(
  db: Db,
  actorId: number,
  eventId: number,
  input: EventValues,
  whenCancelled?: WhenEventCancelled,
): Promise<SavedEvent | null> {
  return refuseDuplicate("slug", SLUG_TAKEN, () =>
    auditedChange(db, {
      userId: actorId,
      action: "update",
      entity: "event",
      entityId: eventId,
      write: async (tx) => {
        // Locked first, as a registration locks it: places are compared with a settled count.
        const found = await tx.select({ id }).from(events).where(eq(id, eventId)).for("update");
        if (found.length === 0) return [];
        await saveTicketTypes(tx, eventId, input.capacity, ticketTypesOf(input));
        await saveQuestions(tx, eventId, questionsOf(input));
        const saved = await tx
          .update(events)
          .set({
            ...stored(input),
            ...(input.slug ? { slug: input.slug } : {}),
            updatedAt: new Date(),
          })
          .where(eq(id, eventId))
          .returning(savedColumns);
        if (input.status === "cancelled") await whenCancelled?.(tx, eventId);
        return saved;
      },
      details: (row) => ({
        title: input.title,
        slug: row.slug,
        status: input.status,
        registrationMode: input.registrationMode,
        capacity: input.capacity,
      }),
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

export const EVENT_HAS_REGISTRATIONS =
  "Des personnes sont inscrites à cet événement : il ne peut pas être supprimé. Marquez-le « Annulé » à la place.";

/** Deletes an event nobody registered to (else refused, 409: its registrations are kept). */
const deleteEvent = (db: Db, actorId: number, eventId: number) =>
  deleteUnlessUsed(db, actorId, {
    table: events,
    entity: "event",
    id: eventId,
    name: events.title,
    nameKey: "title",
    references: [
      {
        table: registrations,
        where: (id) => eq(registrations.eventId, id),
        message: EVENT_HAS_REGISTRATIONS,
      },
    ],
  });

/** The events screen; `whenCancelled` runs when an event is saved as « Annulé ». */
export const eventScreenWith = (whenCancelled: WhenEventCancelled) =>
  defineCrudScreen<AdminEventRow, EventInput, EventQuery>({
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
    ...withImageSaves(createAdminEvent, (db, actorId, eventId, input) =>
      updateAdminEvent(db, actorId, eventId, input, whenCancelled),
    ),
    remove: deleteEvent,
    // What create / update answered: the saved event's start and status.
    landing: ({ action, saved, back }) =>
      action === "delete" ? back : onItsTab(back, saved as SavedEvent),
    image: { alt: (input) => input.title },
  });
