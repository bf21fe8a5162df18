/**
 * The e-mail outbox: every message the site sends is first a row of `email_outbox`, written in
 * the same transaction as the record it is about, so a form submission never loses its e-mail
 * when the mail server is down. The worker (domain/mail/mail-worker.server.ts) delivers the rows.
 */
import { emailOutbox } from "#db/schema";
import type { Db } from "~/server/db.server";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded (small files only: receipts are a few kilobytes). */
  contentBase64: string;
  /** Its Content-ID, for a picture the HTML part shows inline (`<img src="cid:…">`). */
  cid?: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the message is about, e.g. "donation.confirmation" (listed in the back-office). */
  topic: string;
  /** Reference of the record it concerns (DON-…, DEM-…, CMD-…). */
  relatedReference?: string | null;
  attachments?: EmailAttachment[];
  /** Header lines of this message only, e.g. a newsletter's List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Where « Répondre » goes when not to the sender (a contact notice: the visitor). */
  replyTo?: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The running worker subscribes here to deliver new messages at once rather than at its next poll. */
export function onEmailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds one message to the outbox (pass the transaction when the message belongs to a record
 * being written). Returns the outbox id.
 */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      topic: email.topic,
      relatedReference: email.relatedReference ?? null,
      attachments: email.attachments?.length ? email.attachments : null,
      headers: email.headers && Object.keys(email.headers).length ? email.headers : null,
      replyTo: email.replyTo || null,
    })
    .returning({ id: emailOutbox.id });
  wakeEmailWorker();
  return row!.id;
}

/**
 * Tells the running worker that a message is due now (queued, or put back by 'Réessayer'). The
 * caller's transaction may not be committed yet: the worker waits a moment (and polls anyway).
 */
export function wakeEmailWorker(): void {
  for (const listener of listeners) listener();
}
