/**
 * Signing up to the newsletter, confirming, and leaving it (Canada's anti-spam law).
 *
 * - `requestSubscription` (the footer, /infolettre, and the box of /don): stores the consent as it
 *   was given — the exact sentence shown, the page, the date — and e-mails a single-use link. The
 *   address receives nothing else until the link is used (double opt-in). An address already
 *   confirmed gets nothing more; the visitor's answer is the same whatever the address.
 * - The link carries 32 random bytes; only their SHA-256 is stored (as the donor space's links).
 *   Opening it shows a button: mail scanners that fetch links do not confirm anything.
 * - Each newsletter carries its own unsubscribe token (newsletter_deliveries): one click on the
 *   page's button, or the mail client's RFC 8058 POST, unsubscribes at once without signing in.
 */
import { and, eq, gt, ne } from "drizzle-orm";
import { newsletterDeliveries, newsletterSubscribers } from "#db/schema";
import { sendEmail, siteLink } from "~/domain/mail/mail.server";
import { personFor, personEmail } from "~/domain/people/people.server";
import { formatWait } from "~/lib/format";
import { isSpam } from "~/lib/honeypot";
import type { RefusedForm } from "~/lib/forms/refusal";
import { postedFields, validateForm } from "~/lib/forms/validate";
import { hashToken, newToken } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";
import { CONFIRMATION_TOPIC, confirmationEmail } from "./emails";
import { signUpSchema, type SignUpField, type SignUpInput } from "./schema";
import {
  CONFIRM_PATH,
  CONFIRM_TTL_DAYS,
  CONSENT_TEXT,
  DONATION_SOURCE,
  DONOR_CONSENT_FIELD,
  SIGN_UP_SENT,
  signUpRateLimited,
} from "./texts";

const HOUR_MS = 60 * 60 * 1000;
/** Sign-ups per client address and per hour (a shared connection may hold a family). */
export const SIGN_UP_IP_LIMIT = { limit: 10, windowMs: HOUR_MS };
/**
 * Confirmation e-mails per address and per day: past it the answer is the same but nothing is
 * sent, so the form cannot flood a stranger's mailbox.
 */
export const CONFIRMATION_EMAIL_LIMIT = { limit: 3, windowMs: 24 * HOUR_MS };

/** The rate-limit key of an e-mail address: its hash, never the address in clear. */
export function emailKey(email: string): string {
  return hashToken(personEmail(email));
}

export interface SubscriptionRequest {
  email: string;
  name?: string;
  /** The page the consent was given on, e.g. "/infolettre", "/don". */
  source: string;
  /** The site's address, for the link (PUBLIC_URL wins). */
  siteUrl: string;
  now?: Date;
}

/**
 * Records the consent and queues the confirmation e-mail, in the caller's transaction. Nothing is
 * sent to an address already confirmed, nor past `CONFIRMATION_EMAIL_LIMIT`.
 */
export async function requestSubscription(tx: Db, request: SubscriptionRequest): Promise<void> {
  const email = personEmail(request.email);
  const now = request.now ?? new Date();
  const [existing] = await tx
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (existing?.status === "confirmed") return;

  const allowed = await hit(tx, `newsletter:email:${emailKey(email)}`, {
    ...CONFIRMATION_EMAIL_LIMIT,
    now: () => now.getTime(),
  });
  if (!allowed.allowed) return;

  const token = newToken();
  const consent = {
    name: request.name?.trim() ?? "",
    status: "pending",
    consentText: CONSENT_TEXT,
    consentSource: request.source,
    consentedAt: now,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_DAYS * 24 * HOUR_MS),
  };
  await tx
    .insert(newsletterSubscribers)
    .values({ email, ...consent })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: consent,
      // A confirmation that raced this request stands.
      setWhere: ne(newsletterSubscribers.status, "confirmed"),
    });
  const base = process.env.PUBLIC_URL?.trim() || request.siteUrl;
  const url = siteLink(base, `${CONFIRM_PATH}?jeton=${token}`)!;
  await sendEmail(
    tx,
    { to: email, topic: CONFIRMATION_TOPIC },
    confirmationEmail(consent.name, url),
  );
}

export type SignUpResult =
  | { status: "sent"; message: string; receipt: number }
  | (RefusedForm<"invalid" | "rate-limited", SignUpField> & { retryAfterMs?: number });

/**
 * The sign-up form: the limit per client address, the honeypot (answered like a success, nothing
 * stored), the fields, then `requestSubscription`. The answer never says whether the address was
 * known.
 */
export async function signUp(
  db: Db,
  form: FormData,
  meta: { ip?: string | null; siteUrl: string; source: string; now?: Date },
): Promise<SignUpResult> {
  const values = postedFields(form, ["email", "name", "consent"] as const);
  const now = meta.now ?? new Date();
  const limit = await hit(db, `newsletter:ip:${meta.ip ?? "inconnue"}`, {
    ...SIGN_UP_IP_LIMIT,
    now: () => now.getTime(),
  });
  if (!limit.allowed) {
    return {
      status: "rate-limited",
      errors: { form: signUpRateLimited(formatWait(limit.retryAfterMs)) },
      values,
      retryAfterMs: limit.retryAfterMs,
    };
  }
  const sent = { status: "sent" as const, message: SIGN_UP_SENT, receipt: now.getTime() };
  if (isSpam(form)) return sent;
  const parsed = validateForm<SignUpInput, SignUpField>(signUpSchema, values);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
  await db.transaction((tx) =>
    requestSubscription(tx, {
      email: parsed.data.email,
      name: parsed.data.name,
      source: meta.source,
      siteUrl: meta.siteUrl,
      now,
    }),
  );
  return sent;
}

/**
 * The consent box of /don, once the gift was accepted: the donor's address gets the same
 * confirmation e-mail as a sign-up (nothing is sent before it is confirmed). Nothing without the
 * ticked box, for a robot, or for an address the donation form would not have taken.
 */
export async function subscribeDonor(
  db: Db,
  form: FormData,
  meta: { siteUrl: string; now?: Date },
): Promise<void> {
  if (form.get(DONOR_CONSENT_FIELD) !== "on" || isSpam(form)) return;
  const [email, firstName, lastName] = ["email", "firstName", "lastName"].map((name) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  });
  const parsed = signUpSchema.safeParse({
    email,
    name: `${firstName} ${lastName}`.trim().slice(0, 120),
    consent: "on",
  });
  if (!parsed.success) return;
  await db.transaction((tx) =>
    requestSubscription(tx, {
      email: parsed.data.email,
      name: parsed.data.name,
      source: DONATION_SOURCE,
      siteUrl: meta.siteUrl,
      now: meta.now,
    }),
  );
}

/** A token as a link carries it (base64url); anything else is not one of ours. */
export function readToken(raw: FormDataEntryValue | string | null | undefined): string | null {
  return typeof raw === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(raw) ? raw : null;
}

const liveConfirmation = (token: string, now: Date) =>
  and(
    eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
    eq(newsletterSubscribers.status, "pending"),
    gt(newsletterSubscribers.confirmExpiresAt, now),
  );

/** Whether `token` would still confirm (for the page that shows the button). */
export async function isLiveConfirmation(
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(liveConfirmation(token, now))
    .limit(1);
  return Boolean(row);
}

/**
 * « Confirmer mon inscription »: uses the link up (one statement: two clicks cannot both succeed)
 * and ties the address, now proven, to its person record. False for a used, expired or unknown
 * link.
 */
export async function confirmSubscription(
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<boolean> {
  if (!token) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({
        status: "confirmed",
        confirmedAt: now,
        unsubscribedAt: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(liveConfirmation(token, now))
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    if (!row) return false;
    const personId = await personFor(tx, { email: row.email });
    await tx
      .update(newsletterSubscribers)
      .set({ personId })
      .where(eq(newsletterSubscribers.id, row.id));
    return true;
  });
}

/** The subscriber an unsubscribe token belongs to, or null. */
async function subscriberOfToken(db: Db, token: string | null): Promise<number | null> {
  if (!token) return null;
  const [row] = await db
    .select({ subscriberId: newsletterDeliveries.subscriberId })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.unsubscribeTokenHash, hashToken(token)))
    .limit(1);
  return row?.subscriberId ?? null;
}

/** Whether `token` is the unsubscribe link of a newsletter (for the page's button). */
export async function isUnsubscribeLink(db: Db, token: string | null): Promise<boolean> {
  return (await subscriberOfToken(db, token)) !== null;
}

/**
 * Unsubscribes the recipient of the newsletter that carried `token`, at once (a second click
 * changes nothing and says the same). False when the token is not one of ours.
 */
export async function unsubscribe(db: Db, token: string | null, now = new Date()) {
  const subscriberId = await subscriberOfToken(db, token);
  if (subscriberId === null) return false;
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.id, subscriberId),
        ne(newsletterSubscribers.status, "unsubscribed"),
      ),
    );
  return true;
}
