/**
 * The reminder the day before (issue 26, part C): each morning, confirmed attendees of the
 * events that start the next day on Saguenay's calendar are e-mailed the event's details, its
 * place and their cancel link. Every server's timer fires; the first to claim the day sends
 * (run-once.server.ts), and each registration's `reminderSentAt` is set in the transaction that
 * queues its e-mail, conditionally, so nobody gets two.
 */
import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import { events, registrations } from "#db/schema";
import { sendEmail, siteLink } from "~/domain/mail/mail.server";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { claimScheduledRun, startDailyRun, type DailySchedule } from "~/server/run-once.server";
import { attendeesOf, placesEventColumns } from "./attendees.server";
import { cancelPath } from "./confirmation.server";
import { scheduledSiteUrl } from "./sweep.server";
import { reminderEmail } from "./waitlist-emails";

export const REMINDER_TASK = "inscriptions-rappel";
/** When the reminders leave, Saguenay time: in the morning of the day before. */
export const REMINDER_TIME = { hour: 9, minute: 0 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-03-14" → "2026-03-15". */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * E-mails the reminder to every confirmed attendee not yet reminded of an event starting the
 * day after `now`'s (Saguenay's calendar). Answers how many were sent.
 */
export async function sendEventReminders(
  db: Db,
  now: Date = new Date(),
  siteUrl: string = scheduledSiteUrl(),
): Promise<number> {
  const tomorrow = dayAfter(zonedParts(now).day);
  const from = zonedInstant(tomorrow, "00:00");
  const to = zonedInstant(dayAfter(tomorrow), "00:00");
  const due = await db
    .select({ id: registrations.id, eventId: registrations.eventId })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(
        eq(events.status, "scheduled"),
        gte(events.startsAt, from),
        lt(events.startsAt, to),
        eq(registrations.status, "confirmed"),
        isNull(registrations.reminderSentAt),
      ),
    )
    .orderBy(asc(registrations.id));
  let sent = 0;
  for (const { id, eventId } of due) {
    // One transaction each: the mark and the e-mail go together, or neither.
    const done = await db.transaction(async (tx) => {
      const marked = await tx
        .update(registrations)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(registrations.id, id),
            eq(registrations.status, "confirmed"),
            isNull(registrations.reminderSentAt),
          ),
        )
        .returning({ id: registrations.id });
      if (marked.length === 0) return false;
      const [event] = await tx
        .select(placesEventColumns)
        .from(events)
        .where(eq(events.id, eventId));
      const [attendee] = await attendeesOf(tx, event!, [id]);
      await sendEmail(
        tx,
        {
          to: attendee!.email,
          topic: "registration.reminder",
          relatedReference: attendee!.reference,
        },
        reminderEmail(attendee!, siteLink(siteUrl, cancelPath(attendee!.cancelToken))),
      );
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/** The day's reminders, sent by the one caller that claims the day; null for every other. */
export async function runEventReminders(db: Db, now: Date = new Date()): Promise<number | null> {
  if (!(await claimScheduledRun(db, REMINDER_TASK, zonedParts(now).day))) return null;
  return sendEventReminders(db, now);
}

/** Sends the reminders every day at REMINDER_TIME; a failed day is logged. */
export function startEventReminders(getDb: () => Promise<Db>): DailySchedule {
  return startDailyRun(
    REMINDER_TIME,
    async (at) => {
      const sent = await runEventReminders(await getDb(), at);
      if (sent) logger.info("rappels d'événement envoyés", { count: sent });
    },
    "rappels d'événement : échec",
  );
}
