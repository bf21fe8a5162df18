/**
 * Delivers the outbox. Each pass claims the due messages (a lease: their next attempt is pushed
 * forward, so a second worker or a crash mid-send never sends twice at once and never loses a
 * message), sends them one by one, and records the outcome: sent, or another attempt later with
 * a growing delay, or failed once every attempt is spent. An administrator can retry a failed
 * message from the back-office (/admin/courriels). It signs with the site's name and address
 * (Paramètres › Général), hence its place in the mail area rather than with the outbox table and
 * the SMTP transport (server/mail).
 */
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { emailOutbox } from "#db/schema";
import { getSettings } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { onEmailQueued, type EmailAttachment } from "~/server/mail/outbox.server";
import { senderAddress, type MailTransport } from "~/server/mail/transport.server";

/** Delay before attempt n+1 after n failed attempts; after the last one the message is failed. */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed message stays reserved for the worker that claimed it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** Sends every message due at `now` (one batch at a time until none is left). */
export async function deliverDueEmails(
  db: Db,
  transport: MailTransport,
  options: { now?: Date } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const now = options.now ?? new Date();
  const { general } = await getSettings(db, ["general"]);
  const from = senderAddress(general);
  for (;;) {
    const claimed = await claimDue(db, now);
    if (claimed.length === 0) return report;
    for (const message of claimed) {
      try {
        await transport.send({ ...message, from });
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null })
          .where(eq(emailOutbox.id, message.id));
        report.sent += 1;
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        const exhausted = message.attempts >= MAX_ATTEMPTS;
        await db
          .update(emailOutbox)
          .set(
            exhausted
              ? { status: "failed", lastError }
              : {
                  lastError,
                  nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[message.attempts - 1]!),
                },
          )
          .where(eq(emailOutbox.id, message.id));
        if (exhausted) report.failed += 1;
        else report.retried += 1;
        logger.warn("courriel non envoyé", {
          id: message.id,
          attempt: message.attempts,
          error: lastError,
        });
      }
    }
  }
}

/**
 * Reserves up to one batch of due messages and counts the attempt, in one statement: rows another
 * worker (another server) is claiming at the same instant are skipped, never read twice, and the
 * lease keeps them from being claimed again while they are being sent.
 */
async function claimDue(db: Db, now: Date) {
  // From the real clock when a pass runs long: a lease counted from the pass's start could have
  // run out already for its later batches, and another server would send them a second time.
  const leaseEnd = new Date(Math.max(now.getTime(), Date.now()) + LEASE_MS);
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: leaseEnd,
    })
    .where(inArray(emailOutbox.id, due))
    .returning({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      html: emailOutbox.html,
      text: emailOutbox.text,
      attachments: emailOutbox.attachments,
      headers: emailOutbox.headers,
      replyTo: emailOutbox.replyTo,
      attempts: emailOutbox.attempts,
    })
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        attachments: row.attachments as EmailAttachment[] | null,
        headers: row.headers as Record<string, string> | null,
      })),
    );
}

/**
 * Puts a failed (or pending) message back in line for an immediate attempt, with a fresh set of
 * attempts. Returns false when there is no such message or it was already sent.
 */
export async function retryEmail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date() })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["pending", "failed"])))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export interface MailWorker {
  /** Runs a pass now (and returns when it is done). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Polls the outbox every `intervalMs`, and shortly after a message is queued in this process.
 * Passes never overlap.
 */
export function startMailWorker(
  getDb: () => Promise<Db>,
  transport: MailTransport,
  options: { intervalMs?: number; wakeDelayMs?: number } = {},
): MailWorker {
  const intervalMs = options.intervalMs ?? 30_000;
  const wakeDelayMs = options.wakeDelayMs ?? 200;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let wakeTimer: NodeJS.Timeout | undefined;

  const pass = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDueEmails(await getDb(), transport);
        } catch (error) {
          logger.error("envoi des courriels interrompu", { error });
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const poll = setInterval(() => void pass(), intervalMs);
  poll.unref();
  const unsubscribe = onEmailQueued(() => {
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(() => void pass(), wakeDelayMs);
    wakeTimer.unref();
  });
  void pass();

  return {
    runNow: pass,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(wakeTimer);
      unsubscribe();
      await running;
      transport.close();
    },
  };
}
