/**
 * The daily retention purge (Quebec's Law 25, decision 0033): contact messages older than
 * Paramètres › Confidentialité's period (counted from their reception) and event requests closed
 * — approved or rejected — longer than theirs (counted from the decision) are deleted, with the
 * outbox copies of the e-mails about them (the acknowledgement and notice of a message, which
 * quote it; every e-mail whose reference is a deleted request's). Pending requests are never
 * deleted. Registrations to an event are deleted once its day is that long past (counted from
 * its start), with their lines and the outbox copies of their e-mails. A blank period deletes
 * nothing of its kind.
 *
 * Every server's timer fires at PURGE_TIME; the first to claim the day in scheduled_runs does the
 * work (run-once.server.ts). The journal keeps one row per purge that deleted something: counts and
 * periods only, no personal information.
 */
import { and, inArray, lt, sql, type SQL } from "drizzle-orm";
import { contactMessages, emailOutbox, eventRequests, events, registrations } from "#db/schema";
import { getSettings } from "~/domain/settings/settings.server";
import { zonedParts } from "~/lib/zoned-time";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { claimScheduledRun, startDailyRun, type DailySchedule } from "~/server/run-once.server";

/** The purge's task name in scheduled_runs (one claim per Saguenay day). */
export const RETENTION_TASK = "retention-purge";
/** When the purge runs, Saguenay time: after the nightly backup (03:00), so it keeps a copy. */
export const PURGE_TIME = { hour: 4, minute: 30 };
/** The statuses of a closed event request (domain/event-requests/status.ts). */
export const CLOSED_REQUEST_STATUSES = ["approved", "rejected"] as const;
/** The outbox topics of the e-mails about a contact message (they quote it). */
export const CONTACT_EMAIL_TOPICS = ["contact.received", "contact.notification"];

export interface PurgeCounts {
  contactMessages: number;
  eventRequests: number;
  registrations: number;
  /** Outbox rows deleted with them. */
  emails: number;
}

/** `now` minus `months` calendar months. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes what is past its retention period, in one transaction; answers the counts. */
export async function purgeExpiredRecords(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  const { privacy } = await getSettings(db, ["privacy"]);
  return db.transaction(async (tx) => {
    const counts: PurgeCounts = {
      contactMessages: 0,
      eventRequests: 0,
      registrations: 0,
      emails: 0,
    };
    if (privacy.contactMessageMonths !== null) {
      const cutoff = monthsBefore(now, privacy.contactMessageMonths);
      const deleted = await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, cutoff))
        .returning({ id: contactMessages.id });
      counts.contactMessages = deleted.length;
      counts.emails += await deleteEmails(
        tx,
        and(inArray(emailOutbox.topic, CONTACT_EMAIL_TOPICS), lt(emailOutbox.createdAt, cutoff)),
      );
    }
    if (privacy.eventRequestMonths !== null) {
      const cutoff = monthsBefore(now, privacy.eventRequestMonths);
      const deleted = await tx
        .delete(eventRequests)
        .where(
          and(
            inArray(eventRequests.status, [...CLOSED_REQUEST_STATUSES]),
            lt(sql`coalesce(${eventRequests.decidedAt}, ${eventRequests.createdAt})`, cutoff),
          ),
        )
        .returning({ reference: eventRequests.reference });
      counts.eventRequests = deleted.length;
      counts.emails += await deleteEmailsAbout(
        tx,
        deleted.map((row) => row.reference),
      );
    }
    if (privacy.registrationMonths !== null) {
      const cutoff = monthsBefore(now, privacy.registrationMonths);
      const deleted = await tx
        .delete(registrations)
        .where(
          inArray(
            registrations.eventId,
            tx.select({ id: events.id }).from(events).where(lt(events.startsAt, cutoff)),
          ),
        )
        .returning({ reference: registrations.reference });
      counts.registrations = deleted.length;
      counts.emails += await deleteEmailsAbout(
        tx,
        deleted.map((row) => row.reference),
      );
    }
    if (counts.contactMessages + counts.eventRequests + counts.registrations + counts.emails > 0) {
      await audit(tx, {
        userId: null,
        action: "retention.purge",
        entity: "privacy",
        entityId: zonedParts(now).day,
        details: {
          ...counts,
          contactMessageMonths: privacy.contactMessageMonths,
          eventRequestMonths: privacy.eventRequestMonths,
          registrationMonths: privacy.registrationMonths,
        },
      });
    }
    return counts;
  });
}

/** Deletes the outbox rows whose reference is one of `references` (in slices: a statement
 * carries at most 65,535 parameters). */
async function deleteEmailsAbout(tx: Db, references: string[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < references.length; start += 1_000) {
    deleted += await deleteEmails(
      tx,
      inArray(emailOutbox.relatedReference, references.slice(start, start + 1_000)),
    );
  }
  return deleted;
}

async function deleteEmails(tx: Db, where: SQL | undefined): Promise<number> {
  const deleted = await tx.delete(emailOutbox).where(where).returning({ id: emailOutbox.id });
  return deleted.length;
}

/**
 * The day's purge, done by the one caller (of all servers sharing the database) that claims the
 * day `now` falls on in Saguenay; null for every other.
 */
export async function runDailyPurge(db: Db, now: Date = new Date()): Promise<PurgeCounts | null> {
  if (!(await claimScheduledRun(db, RETENTION_TASK, zonedParts(now).day))) return null;
  return purgeExpiredRecords(db, now);
}

export type RetentionSchedule = DailySchedule;

/** Runs the purge every day at PURGE_TIME; a failed day is logged and the next one still runs. */
export function startRetentionPurge(getDb: () => Promise<Db>): RetentionSchedule {
  return startDailyRun(
    PURGE_TIME,
    async (at) => {
      const counts = await runDailyPurge(await getDb(), at);
      if (counts) logger.info("durées de conservation appliquées", { ...counts });
    },
    "suppression selon les durées de conservation : échec",
  );
}
