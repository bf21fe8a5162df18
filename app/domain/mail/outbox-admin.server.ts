/**
 * /admin/courriels: the outbox as an administrator sees it — every message the site sent or is
 * about to send, newest first, filtered by status and searched by recipient or reference; the
 * details of one; 'Réessayer' for a pending or failed one (journaled).
 */
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { emailOutbox } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import { containsPattern } from "~/lib/search";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { wakeEmailWorker } from "~/server/mail/outbox.server";
import { retryEmail } from "./mail-worker.server";

export const OUTBOX_PAGE_SIZE = 25;

const listColumns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  topic: emailOutbox.topic,
  relatedReference: emailOutbox.relatedReference,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

export async function listOutbox(
  db: Db,
  { page: requested, status, q }: { page: number; status: string | null; q: string },
) {
  const conditions: (SQL | undefined)[] = [status ? eq(emailOutbox.status, status) : undefined];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(ilike(emailOutbox.to, pattern), ilike(emailOutbox.relatedReference, pattern)),
    );
  }
  const where = and(...conditions);
  const [[{ total }], counts] = await Promise.all([
    db.select({ total: count() }).from(emailOutbox).where(where),
    db
      .select({ status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .groupBy(emailOutbox.status),
  ]);
  const { page, pageCount, limit, offset } = pageWindow(requested, total, OUTBOX_PAGE_SIZE);
  // Ids grow with time: ordering by the primary key keeps a page cheap on a large outbox.
  const rows = await db
    .select(listColumns)
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.id))
    .limit(limit)
    .offset(offset);
  const byStatus = Object.fromEntries(counts.map((row) => [row.status, row.n]));
  return {
    rows,
    page,
    pageCount,
    total,
    counts: {
      pending: byStatus.pending ?? 0,
      sent: byStatus.sent ?? 0,
      failed: byStatus.failed ?? 0,
    },
  };
}

export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>["rows"][number];

/** One message with its plain-text body and the names of its attachments. */
export async function getOutboxEmail(db: Db, id: number) {
  const [row] = await db
    .select({ ...listColumns, text: emailOutbox.text, attachments: emailOutbox.attachments })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) return null;
  const { attachments, ...rest } = row;
  const files = Array.isArray(attachments)
    ? attachments.map((file) => String((file as { filename?: unknown }).filename ?? "pièce jointe"))
    : [];
  return { ...rest, attachmentNames: files };
}

/** 'Réessayer': a pending or failed message goes out at the next pass, with fresh attempts. */
export async function retryOutboxEmail(
  db: Db,
  actorId: number,
  id: number,
): Promise<"done" | "not-found" | "already-sent"> {
  const outcome = await db.transaction(async (tx) => {
    if (!(await retryEmail(tx, id))) {
      const [row] = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      return row ? "already-sent" : "not-found";
    }
    await audit(tx, { userId: actorId, action: "email.retry", entity: "email", entityId: id });
    return "done";
  });
  if (outcome === "done") wakeEmailWorker();
  return outcome;
}
