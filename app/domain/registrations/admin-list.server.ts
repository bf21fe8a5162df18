/**
 * What the back-office shows of one event's registrations (issue 26, item 6): every
 * registration with its tickets, status and answers, the counts per ticket type and per status,
 * the waiting list in its order, and the messages sent to the attendees with their progress.
 * Read-only; the changes are in admin-changes.server.ts.
 */
import { and, asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import {
  eventMessageDeliveries,
  eventMessages,
  eventQuestions,
  eventTicketTypes,
  events,
  registrationAnswers,
  registrations,
} from "#db/schema";
import { takenPlaces } from "~/domain/events/places.server";
import type { Db } from "~/server/db.server";
import {
  registrationStatusLabel,
  registrationStatusLabels,
  type RegistrationStatus,
} from "./labels";
import { ticketLinesOf } from "./ticket-lines.server";

export interface AdminRegistration {
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  places: number;
  status: string;
  statusLabel: string;
  /** ISO instants. */
  createdAt: string;
  checkedInAt: string | null;
  cancelReason: string | null;
  /** Tickets to be paid at the door, not paid yet: what the volunteer collects. */
  dueAtDoorCents: number;
  lines: { id: number; ticketTypeId: number; name: string; quantity: number }[];
  answers: { questionId: number; label: string; answer: string }[];
}

export interface RegistrationsScreen {
  event: {
    id: number;
    title: string;
    slug: string;
    startsAt: string;
    capacity: number | null;
    registrationMode: string;
  };
  /** Places counted now (confirmed, and holds not expired). */
  taken: number;
  types: { id: number; name: string; places: number | null; taken: number }[];
  byStatus: { status: RegistrationStatus; label: string; registrations: number; places: number }[];
  registrations: AdminRegistration[];
  /** Waiting, the first to be offered a freed place first. */
  waitingList: AdminRegistration[];
  messages: { id: number; subject: string; createdAt: string; sent: number; total: number }[];
  /** The form's questions, in order (the list's and the CSV's answer columns). */
  questions: { id: number; label: string }[];
}

/** Every registration of the event, oldest first, with its tickets and answers. */
export async function eventRegistrations(db: Db, eventId: number): Promise<AdminRegistration[]> {
  const rows = await db
    .select()
    .from(registrations)
    .where(eq(registrations.eventId, eventId))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  const ids = rows.map((row) => row.id);
  const [lines, answers] = ids.length
    ? await Promise.all([
        ticketLinesOf(db, ids),
        db
          .select({
            registrationId: registrationAnswers.registrationId,
            questionId: registrationAnswers.questionId,
            label: eventQuestions.label,
            answer: registrationAnswers.answer,
          })
          .from(registrationAnswers)
          .innerJoin(eventQuestions, eq(eventQuestions.id, registrationAnswers.questionId))
          .where(inArray(registrationAnswers.registrationId, ids))
          .orderBy(asc(eventQuestions.position)),
      ])
    : [[], []];
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    places: row.places,
    status: row.status,
    statusLabel: registrationStatusLabel(row.status),
    createdAt: row.createdAt.toISOString(),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    dueAtDoorCents: row.payment === "door" && !row.paidAt ? row.totalCents : 0,
    lines: lines
      .filter((line) => line.registrationId === row.id)
      .map(({ registrationId: _registration, ...line }) => line),
    answers: answers
      .filter((answer) => answer.registrationId === row.id)
      .map(({ registrationId: _registration, ...answer }) => answer),
  }));
}

/** The messages sent to the event's attendees, newest first, with how many left so far. */
async function attendeeMessages(db: Db, eventId: number) {
  const rows = await db
    .select({
      id: eventMessages.id,
      subject: eventMessages.subject,
      createdAt: eventMessages.createdAt,
      total: eventMessages.recipientCount,
    })
    .from(eventMessages)
    .where(eq(eventMessages.eventId, eventId))
    .orderBy(desc(eventMessages.createdAt), desc(eventMessages.id));
  const sent = rows.length
    ? await db
        .select({ messageId: eventMessageDeliveries.messageId, sent: count() })
        .from(eventMessageDeliveries)
        .where(
          and(
            inArray(
              eventMessageDeliveries.messageId,
              rows.map((row) => row.id),
            ),
            isNotNull(eventMessageDeliveries.queuedAt),
          ),
        )
        .groupBy(eventMessageDeliveries.messageId)
    : [];
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sent: sent.find((entry) => entry.messageId === row.id)?.sent ?? 0,
  }));
}

/** The screen of event `eventId`'s registrations, or null for an unknown event. */
export async function registrationsScreen(
  db: Db,
  eventId: number,
  now: Date = new Date(),
): Promise<RegistrationsScreen | null> {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      slug: events.slug,
      startsAt: events.startsAt,
      capacity: events.capacity,
      registrationMode: events.registrationMode,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return null;
  const [list, taken, types, messages, questions] = await Promise.all([
    eventRegistrations(db, eventId),
    takenPlaces(db, eventId, now),
    db
      .select({
        id: eventTicketTypes.id,
        name: eventTicketTypes.name,
        places: eventTicketTypes.places,
      })
      .from(eventTicketTypes)
      .where(eq(eventTicketTypes.eventId, eventId))
      .orderBy(asc(eventTicketTypes.position)),
    attendeeMessages(db, eventId),
    db
      .select({ id: eventQuestions.id, label: eventQuestions.label })
      .from(eventQuestions)
      .where(eq(eventQuestions.eventId, eventId))
      .orderBy(asc(eventQuestions.position)),
  ]);
  const byStatus = (Object.keys(registrationStatusLabels) as RegistrationStatus[]).flatMap(
    (status) => {
      const of = list.filter((row) => row.status === status);
      return of.length
        ? [
            {
              status,
              label: registrationStatusLabels[status],
              registrations: of.length,
              places: of.reduce((sum, row) => sum + row.places, 0),
            },
          ]
        : [];
    },
  );
  return {
    event: { ...event, startsAt: event.startsAt.toISOString() },
    taken: taken.event,
    types: types.map((type) => ({ ...type, taken: taken.byType.get(type.id) ?? 0 })),
    byStatus,
    registrations: list,
    waitingList: list.filter((row) => row.status === "waitlisted"),
    messages,
    questions,
  };
}

/** Places counted now for each of `eventIds` (the dashboard's upcoming events). */
export async function takenByEvent(
  db: Db,
  eventIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, number>> {
  const taken = await Promise.all(eventIds.map((id) => takenPlaces(db, id, now)));
  return new Map(eventIds.map((id, index) => [id, taken[index]!.event]));
}
