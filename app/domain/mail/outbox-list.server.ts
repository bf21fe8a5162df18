/**
 * /admin/courriels: the outbox as an administrator sees it — every message the site sent or is
 * about to send, newest first, filtered by status and searched by recipient or reference; the
 * details of one; 'Réessayer' for a pending or failed one (journaled). The route's glue is
 * app/routes/admin/emails/emails.server.ts.
 */
import { and, desc, eq, ilike, or } from "drizzle-orm";
import { emailOutbox } from "#db/schema";
import { OUTBOX_STATUSES } from "#db/vocabularies";
import type { OpenedScreen } from "~/domain/admin/crud-description.server";
import { loadDetails } from "~/domain/admin/details";
import { recordStore } from "~/domain/admin/record-store.server";
import { statusCounts } from "~/domain/admin/status-counts.server";
import { containsPattern, searchText } from "~/lib/search";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { wakeEmailWorker } from "~/server/mail/outbox.server";
import { smtpUrlFromEnv } from "~/server/mail/transport.server";
import { retryEmail } from "./mail-worker.server";
import { EMAIL_NOT_FOUND, outboxFilters, parseOutboxFilter, type OutboxFilter } from "./topics";
import { adminPath } from "~/domain/admin/screens";

export const OUTBOX_PAGE_SIZE = 25;
export const EMAILS_PATH = adminPath("emails");

const { id, to, subject, topic, relatedReference, status, attempts } = emailOutbox;
const { nextAttemptAt, lastError, createdAt, sentAt, text, attachments } = emailOutbox;
const listColumns = {
  id,
  to,
  subject,
  topic,
  relatedReference,
  status,
  attempts,
  nextAttemptAt,
  lastError,
  createdAt,
  sentAt,
};

/** A message as the list shows it: everything but its body and attachments. */
export type OutboxRow = Pick<typeof emailOutbox.$inferSelect, keyof typeof listColumns>;

interface OutboxQuery {
  filter: OutboxFilter | null;
  /** Part of the recipient or of the reference, "" for all. */
  q: string;
}

const outboxStore = recordStore<OutboxRow, object, OutboxQuery>({
  publicContent: false,
  table: emailOutbox,
  entity: "email",
  columns: listColumns,
  pageSize: OUTBOX_PAGE_SIZE,
  // Ids grow with time: ordering by the primary key keeps a page cheap on a large outbox.
  orderBy: [desc(id)],
  where: ({ filter, q }) =>
    and(
      filter ? eq(status, outboxFilters[filter].status) : undefined,
      q
        ? or(ilike(to, containsPattern(q)), ilike(relatedReference, containsPattern(q)))
        : undefined,
    ),
});

/** One page of the outbox, with the number of messages of each status (the whole outbox). */
export async function listOutbox(db: Db, query: OutboxQuery & { page: number }) {
  const [list, counts] = await Promise.all([
    outboxStore.list(db, query),
    statusCounts(db, emailOutbox, status, OUTBOX_STATUSES),
  ]);
  return { ...list, counts };
}

/** One message with its plain-text body and the names of its attachments. */
export async function getOutboxEmail(db: Db, emailId: number) {
  const [row] = await db
    .select({ ...listColumns, text, attachments })
    .from(emailOutbox)
    .where(eq(id, emailId));
  if (!row) return null;
  const { attachments: files, ...rest } = row;
  const names = Array.isArray(files)
    ? files.map((file) => String((file as { filename?: unknown }).filename ?? "pièce jointe"))
    : [];
  return { ...rest, attachmentNames: names };
}

export type OutboxEmail = NonNullable<Awaited<ReturnType<typeof getOutboxEmail>>>;

/** 'Réessayer': a pending or failed message goes out at the next pass, with fresh attempts. */
export async function retryOutboxEmail(
  db: Db,
  actorId: number,
  emailId: number,
): Promise<"done" | "not-found" | "already-sent"> {
  const outcome = await db.transaction(async (tx) => {
    if (!(await retryEmail(tx, emailId))) {
      const [row] = await tx.select({ id }).from(emailOutbox).where(eq(id, emailId));
      return row ? "already-sent" : "not-found";
    }
    await audit(tx, { userId: actorId, action: "email.retry", entity: "email", entityId: emailId });
    return "done";
  });
  if (outcome === "done") wakeEmailWorker();
  return outcome;
}

/** What /admin/courriels shows: a page of the filtered list, the open message, SMTP's state. */
export async function loadEmailsPage({ params, page, pageNotice, db }: OpenedScreen) {
  const filter = parseOutboxFilter(params.get("statut"));
  const q = searchText(params.get("q"));
  const [list, { details, notice }] = await Promise.all([
    listOutbox(db, { page, filter, q }),
    loadDetails(params, (emailId) => getOutboxEmail(db, emailId), EMAIL_NOT_FOUND),
  ]);
  // Without SMTP_URL nothing leaves: the screen says so.
  const smtpConfigured = Boolean(smtpUrlFromEnv());
  return { list, filter, q, details, smtpConfigured, notice: pageNotice ?? notice };
}
