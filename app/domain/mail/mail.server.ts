/**
 * Sending an e-mail from a workflow: render it with the foundation's identity and put it in the
 * outbox (in the caller's transaction). `foundationRecipient` applies Paramètres › Notifications.
 */
import { getSettings } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";
import { queueEmail, type EmailAttachment } from "~/server/mail/outbox.server";
import { renderEmail, type EmailContent, type SiteIdentity } from "./layout";

export async function siteIdentity(db: Db): Promise<SiteIdentity> {
  const { general } = await getSettings(db, ["general"]);
  return {
    siteName: general.siteName,
    contactEmail: general.contactEmail,
    contactPhone: general.contactPhone,
    address: general.address,
  };
}

/**
 * Where the foundation is told of a new request, donation, order or message: the notification
 * address, else the contact e-mail — or nobody when "Notifications par courriel" is off.
 */
export async function foundationRecipient(db: Db): Promise<string | null> {
  const { general, notifications } = await getSettings(db, ["general", "notifications"]);
  if (!notifications.emailNotifications) return null;
  return notifications.notificationEmail || general.contactEmail;
}

export interface SendOptions {
  to: string;
  topic: string;
  /** The site's address as the request saw it, for the donor-space line (PUBLIC_URL wins). */
  siteUrl?: string;
  relatedReference?: string | null;
  attachments?: EmailAttachment[];
  /** Where « Répondre » goes when not to the foundation (a contact notice: the visitor). */
  replyTo?: string | null;
}

/**
 * The messages a giver or a buyer receives about their gifts and orders: each ends with the way
 * to their donor space (issue 13: "link … in every donation e-mail").
 */
const DONOR_TOPICS = new Set([
  "donation.instructions",
  "donation.receipt",
  "donation.thanks",
  "monthly_gift.payment_failed",
  "order.confirmation",
  "order.status",
]);

export const DONOR_SPACE_LINE =
  "Vos dons, vos commandes et vos reçus sont dans Mon espace donateur :";

function withDonorSpace(options: SendOptions, content: EmailContent): EmailContent {
  const base = process.env.PUBLIC_URL?.trim() || options.siteUrl;
  if (!DONOR_TOPICS.has(options.topic) || !base) return content;
  const url = new URL("/mon-espace", base).href;
  return { ...content, closing: [...(content.closing ?? []), `${DONOR_SPACE_LINE} ${url}`] };
}

/** Renders `content` in the site's layout and queues it. Returns the outbox id. */
export async function sendEmail(
  db: Db,
  options: SendOptions,
  content: EmailContent,
  site?: SiteIdentity,
): Promise<number> {
  const { siteUrl: _siteUrl, ...queued } = options;
  const rendered = renderEmail(site ?? (await siteIdentity(db)), withDonorSpace(options, content));
  return queueEmail(db, { ...queued, ...rendered });
}

/**
 * Tells the foundation of a new request, donation, order or message (in the caller's transaction):
 * queued for `foundationRecipient`, or nothing at all when notifications are off.
 */
export async function notifyFoundation(
  db: Db,
  options: Omit<SendOptions, "to">,
  content: EmailContent,
  site?: SiteIdentity,
): Promise<void> {
  const to = await foundationRecipient(db);
  if (to) await sendEmail(db, { ...options, to }, content, site);
}

/** An absolute link to `path` on the site for an e-mail, or null when the address is unknown. */
export function siteLink(siteUrl: string | undefined, path: string): string | null {
  return siteUrl ? new URL(path, siteUrl).href : null;
}
