/**
 * Sending a newsletter at a steady rate (decision 0029). Starting a sending only writes one
 * `waiting` delivery per confirmed subscriber; this dispatcher moves them into the outbox a few at
 * a time — `NEWSLETTER_RATE_PER_MINUTE` (60 by default) — so the outbox never holds more than
 * about one minute of newsletters and a receipt or a confirmation queued meanwhile waits behind
 * a handful of them at most, never behind the whole list. The mail worker then delivers them like
 * any other message (retries, failures), each with its own unsubscribe link and RFC 8058 headers.
 *
 * The pace is kept in the campaign row (`pacedUntil`), locked while a batch is taken: two servers
 * on one database share the rate instead of doubling it, and a server that was down does not
 * catch up in a burst (at most one minute of credit is ever kept). The pacing itself is shared
 * with the messages to an event's attendees (domain/mail/pacing.ts).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { newsletterCampaigns, newsletterDeliveries, newsletterSubscribers } from "#db/schema";
import { siteIdentity, siteLink } from "~/domain/mail/mail.server";
import {
  paceCredit,
  pacedRate,
  pacedUntilAfter,
  startPacedLoop,
  type PacedLoop,
} from "~/domain/mail/pacing.server";
import { getSettings } from "~/domain/settings/settings.server";
import { hashToken, newToken } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { queueEmail } from "~/server/mail/outbox.server";
import { NEWSLETTER_TOPIC, newsletterEmail, unsubscribeHeaders } from "./emails";
import { UNSUBSCRIBE_PATH } from "./texts";

/** Newsletters put in the outbox per minute (`NEWSLETTER_RATE_PER_MINUTE`, default 60). */
export const newsletterRate = pacedRate;

/** Whether Paramètres › Notifications › « Courriels marketing » allows newsletters at all. */
export async function marketingAllowed(db: Db): Promise<boolean> {
  const { notifications } = await getSettings(db, ["notifications"]);
  return notifications.marketingEmails;
}

/** The link that unsubscribes the holder of `token` (PUBLIC_URL wins over the stored address). */
export function unsubscribeUrl(siteUrl: string | null, token: string | null): string {
  const base = process.env.PUBLIC_URL?.trim() || siteUrl || "http://localhost/";
  return siteLink(base, token ? `${UNSUBSCRIBE_PATH}?jeton=${token}` : UNSUBSCRIBE_PATH)!;
}

/**
 * One step of the sending: the oldest newsletter being sent gets as many deliveries queued as
 * the rate allows since its last step (one minute's worth at most). Nothing while « Courriels
 * marketing » is off. Returns how many messages were queued.
 */
export async function dispatchNewsletters(
  db: Db,
  options: { now?: Date; ratePerMinute?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const rate = options.ratePerMinute ?? newsletterRate();
  if (!(await marketingAllowed(db))) return 0;
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.status, "sending"))
      .orderBy(asc(newsletterCampaigns.startedAt), asc(newsletterCampaigns.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!campaign) return 0;
    // A sending that has not started yet may send one message at once; then the steady rate.
    const { from, credit } = paceCredit(campaign.pacedUntil, now, rate);
    if (credit < 1) return 0;

    const batch = await tx
      .select({
        id: newsletterDeliveries.id,
        email: newsletterSubscribers.email,
        status: newsletterSubscribers.status,
      })
      .from(newsletterDeliveries)
      .innerJoin(
        newsletterSubscribers,
        eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
      )
      .where(
        and(
          eq(newsletterDeliveries.campaignId, campaign.id),
          eq(newsletterDeliveries.status, "waiting"),
        ),
      )
      .orderBy(asc(newsletterDeliveries.id))
      .limit(credit);

    const site = await siteIdentity(tx);
    let queued = 0;
    const skipped: number[] = [];
    for (const delivery of batch) {
      // Unsubscribed (or no longer confirmed) since the sending started: nothing goes.
      if (delivery.status !== "confirmed") {
        skipped.push(delivery.id);
        continue;
      }
      const token = newToken();
      const link = unsubscribeUrl(campaign.siteUrl, token);
      const rendered = newsletterEmail(site, campaign, link);
      const outboxId = await queueEmail(tx, {
        to: delivery.email,
        ...rendered,
        topic: NEWSLETTER_TOPIC,
        relatedReference: `INF-${campaign.id}`,
        headers: unsubscribeHeaders(link),
      });
      await tx
        .update(newsletterDeliveries)
        .set({ status: "queued", outboxId, unsubscribeTokenHash: hashToken(token) })
        .where(eq(newsletterDeliveries.id, delivery.id));
      queued += 1;
    }
    if (skipped.length) {
      await tx
        .update(newsletterDeliveries)
        .set({ status: "skipped" })
        .where(inArray(newsletterDeliveries.id, skipped));
    }
    const done = batch.length < credit;
    await tx
      .update(newsletterCampaigns)
      .set({
        // Skipped deliveries cost nothing: only what was queued uses the rate.
        pacedUntil: pacedUntilAfter(from, queued, rate),
        ...(done ? { status: "sent", finishedAt: now } : {}),
      })
      .where(eq(newsletterCampaigns.id, campaign.id));
    return queued;
  });
}

export type NewsletterDispatcher = PacedLoop;

/** Runs `dispatchNewsletters` every `intervalMs` (5 s); steps never overlap. */
export function startNewsletterDispatcher(
  getDb: () => Promise<Db>,
  options: { intervalMs?: number } = {},
): NewsletterDispatcher {
  return startPacedLoop(
    getDb,
    (db) => dispatchNewsletters(db),
    "envoi de l'infolettre interrompu",
    options,
  );
}
