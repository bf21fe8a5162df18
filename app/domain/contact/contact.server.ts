import { randomUUID } from "node:crypto";
import { contactMessages } from "#db/schema";
import { insertWithUniqueReference } from "~/lib/reference";
import { notifyFoundation, sendEmail, siteLink } from "~/domain/mail/mail.server";
import { validateForm } from "~/lib/forms/validate";
import type { RefusedForm } from "~/lib/forms/refusal";
import { isSpam } from "~/lib/honeypot";
import type { Db } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";
import { contactAcknowledgementEmail, contactNotificationEmail } from "./emails";
import { contactSchema, type ContactField, type ContactInput } from "./schema";

/** Messages allowed per client address and per hour (spam and abuse brake). */
export const CONTACT_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
/**
 * Acknowledgements sent to one address per day: past it the message is still stored and the
 * foundation told, but the address gets nothing more (the form must not be a way to flood a
 * stranger's mailbox from many client addresses).
 */
export const CONTACT_ACK_LIMIT = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };
/** A message's reference: MSG-XXXXXX, like the DON-/DEM-/CMD- of the other records. */
export const CONTACT_REFERENCE_PREFIX = "MSG";
export const CONTACT_RATE_LIMITED =
  "Vous avez envoyé trop de messages depuis votre adresse. Veuillez réessayer dans une heure.";

export type ContactResult =
  /** `receipt` is new for every accepted submission: the page uses it to empty the form. */
  | { status: "sent"; receipt: string }
  /** Answered by the route as the form's refusal (400, or 429 for `rate-limited`). */
  | RefusedForm<"invalid" | "rate-limited", ContactField>;

/**
 * Validates and stores a contact form submission under a MSG- reference, with the sender's
 * acknowledgement (carrying the reference) and the foundation's notice (its « Répondre » going to
 * the sender) queued in the same transaction (the message is read in the back-office inbox
 * either way). A filled honeypot is answered like a success (so robots learn nothing) but
 * nothing is stored. The route passes the posted form and answers a refusal as the form's.
 */
export async function submitContactForm(
  db: Db,
  form: FormData,
  meta: { ip?: string | null; siteUrl?: string } = {},
): Promise<ContactResult> {
  const text = (name: ContactField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Record<ContactField, string> = {
    name: text("name"),
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
  };
  const limit = await hit(db, `contact:${meta.ip ?? "inconnue"}`, CONTACT_RATE_LIMIT);
  if (!limit.allowed) {
    return { status: "rate-limited", errors: { form: CONTACT_RATE_LIMITED }, values };
  }
  if (isSpam(form)) return { status: "sent", receipt: randomUUID() };

  const parsed = validateForm<ContactInput, ContactField>(contactSchema, values);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
  const input = parsed.data;
  await db.transaction(async (tx) => {
    let id = 0;
    const reference = await insertWithUniqueReference(CONTACT_REFERENCE_PREFIX, async (code) => {
      const rows = await tx
        .insert(contactMessages)
        .values({ ...input, reference: code, ip: meta.ip ?? null })
        .onConflictDoNothing({ target: contactMessages.reference })
        .returning({ id: contactMessages.id, reference: contactMessages.reference });
      id = rows[0]?.id ?? 0;
      return rows.map((row) => ({ reference: row.reference! }));
    });
    const acknowledge = await hit(
      tx,
      `contact:ack:${input.email.toLowerCase()}`,
      CONTACT_ACK_LIMIT,
    );
    if (acknowledge.allowed) {
      await sendEmail(
        tx,
        { to: input.email, topic: "contact.received", relatedReference: reference },
        contactAcknowledgementEmail(input, reference),
      );
    }
    await notifyFoundation(
      tx,
      // « Répondre » in the foundation's mail program answers the visitor, not the foundation.
      { topic: "contact.notification", relatedReference: reference, replyTo: input.email },
      contactNotificationEmail(
        input,
        reference,
        siteLink(meta.siteUrl, `/admin/messages?details=${id}`),
      ),
    );
  });
  return { status: "sent", receipt: randomUUID() };
}
