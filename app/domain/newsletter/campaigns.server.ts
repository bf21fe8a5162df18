/**
 * /admin/infolettre (éditeur, administrateur): the newsletters — drafts written with the site's
 * rich-text editor, a test sent to oneself, the sending to every confirmed subscriber (through the
 * outbox, at the pace of dispatch.server.ts) and the counts of each sending — and the subscribers
 * with their consent record. The screen's loader and action are beside its route
 * (routes/admin/newsletter/newsletter.server.ts).
 */
import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import {
  emailOutbox,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscribers,
} from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { statusCounts } from "~/domain/admin/status-counts.server";
import { siteIdentity } from "~/domain/mail/mail.server";
import { containsPattern, searchText } from "~/lib/search";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { queueEmail } from "~/server/mail/outbox.server";
import { smtpUrlFromEnv } from "~/server/mail/transport.server";
import { isBlankRichText, sanitizeRichText } from "~/server/rich-text.server";
import { marketingAllowed, newsletterRate, unsubscribeUrl } from "./dispatch.server";
import { NEWSLETTER_TEST_TOPIC, newsletterEmail } from "./emails";
import { campaignContent, campaignSchema, type CampaignInput } from "./schema";
import { subscriberFilters, type SubscriberFilter } from "./texts";
import { adminPath } from "~/domain/admin/screens";

export const NEWSLETTER_ADMIN_PATH = adminPath("newsletter");
export const CAMPAIGN_NOT_FOUND =
  "Cette infolettre est introuvable, ou elle a déjà été envoyée : elle ne peut plus être modifiée.";
export const NO_SUBSCRIBERS = "Aucun abonné confirmé : il n'y a personne à qui envoyer.";
export const CONTENT_REQUIRED = "Le contenu est obligatoire.";

const { id, subject, content, status, recipientCount, startedAt, finishedAt, createdAt } =
  newsletterCampaigns;
const columns = { id, subject, content, status, recipientCount, startedAt, finishedAt, createdAt };
export type CampaignRow = Pick<typeof newsletterCampaigns.$inferSelect, keyof typeof columns>;

const campaignStore = recordStore<CampaignRow, CampaignInput>({
  table: newsletterCampaigns,
  entity: "newsletter",
  columns,
  pageSize: 20,
  orderBy: [desc(id)],
  details: (values) => ({ subject: values.subject }),
  deletedDetails: (row) => ({ subject: row.subject }),
});

/** What a sending has become: the outbox's outcome of each delivery. */
export interface CampaignCounts {
  sent: number;
  failed: number;
  /** Waiting for the dispatch, or in the outbox not sent yet. */
  pending: number;
  /** Unsubscribed between the start of the sending and their turn. */
  skipped: number;
}

/** The counts of the campaigns `ids`, from their deliveries and the outbox. */
export async function campaignCounts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CampaignCounts>> {
  const result = new Map<number, CampaignCounts>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      campaignId: newsletterDeliveries.campaignId,
      sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')`.mapWith(Number),
      skipped:
        sql<number>`count(*) filter (where ${newsletterDeliveries.status} = 'skipped')`.mapWith(
          Number,
        ),
      total: count(),
    })
    .from(newsletterDeliveries)
    .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.outboxId))
    .where(inArray(newsletterDeliveries.campaignId, [...ids]))
    .groupBy(newsletterDeliveries.campaignId);
  for (const row of rows) {
    result.set(row.campaignId, {
      sent: row.sent,
      failed: row.failed,
      skipped: row.skipped,
      pending: row.total - row.sent - row.failed - row.skipped,
    });
  }
  return result;
}

const NO_COUNTS: CampaignCounts = { sent: 0, failed: 0, pending: 0, skipped: 0 };

export type CampaignListRow = CampaignRow & { counts: CampaignCounts };

async function listCampaigns(db: Db, query: { page: number }) {
  const list = await campaignStore.list(db, query);
  const counts = await campaignCounts(
    db,
    list.rows.map((row) => row.id),
  );
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? NO_COUNTS })),
  };
}

/** A draft, the only kind that may still be changed or deleted. */
async function findDraft(db: Db, campaignId: number): Promise<CampaignListRow | null> {
  const row = await campaignStore.find(db, campaignId);
  return row && row.status === "draft" ? { ...row, counts: NO_COUNTS } : null;
}

/** The server's rules: the content sanitized and not blank. */
export const campaignServerSchema = campaignSchema(
  campaignContent
    .transform(sanitizeRichText)
    .refine((html) => !isBlankRichText(html), CONTENT_REQUIRED),
);

export const campaignScreen = defineCrudScreen<CampaignListRow, CampaignInput>({
  area: "newsletter",
  schema: campaignSchema(),
  serverSchema: async (db, editedId) =>
    editedId === null || (await findDraft(db, editedId)) ? campaignServerSchema : null,
  notFound: CAMPAIGN_NOT_FOUND,
  toasts: {
    create: "Infolettre enregistrée",
    update: "Infolettre modifiée",
    delete: "Infolettre supprimée",
  },
  list: listCampaigns,
  find: findDraft,
  create: (db, userId, input) =>
    campaignStore.create(db, userId, { ...input, createdBy: userId } as CampaignInput),
  update: async (db, userId, campaignId, input) =>
    (await findDraft(db, campaignId)) ? campaignStore.update(db, userId, campaignId, input) : null,
  remove: async (db, userId, campaignId) =>
    (await findDraft(db, campaignId)) ? campaignStore.remove(db, userId, campaignId) : false,
});

/** Confirmed subscribers: who a sending started now would reach. */
export async function confirmedCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"));
  return row?.n ?? 0;
}

/**
 * What sending means today, told above the « Infolettres » tab: who would receive it, whether
 * marketing e-mail is on, whether a mail server is configured, and the pace.
 */
export async function sendingState(db: Db) {
  const [confirmed, marketing] = await Promise.all([confirmedCount(db), marketingAllowed(db)]);
  return {
    confirmed,
    marketing,
    smtpConfigured: Boolean(smtpUrlFromEnv()),
    ratePerMinute: newsletterRate(),
  };
}

/** What the « Infolettres » tab shows beside its list and form. */
export type SendingState = Awaited<ReturnType<typeof sendingState>>;

/**
 * « Envoyer un essai »: the newsletter as a subscriber would get it, to `to` (the signed-in
 * person), marked as a test; its unsubscribe link leads to the page without a token. Works while
 * marketing e-mail is off: it goes to the foundation's own people, not to subscribers.
 */
export async function sendTest(
  db: Db,
  campaignId: number,
  to: string,
  siteUrl: string,
): Promise<boolean> {
  const campaign = await campaignStore.find(db, campaignId);
  if (!campaign) return false;
  const rendered = newsletterEmail(await siteIdentity(db), campaign, unsubscribeUrl(siteUrl, null));
  await queueEmail(db, {
    to,
    ...rendered,
    subject: `[Essai] ${rendered.subject}`,
    topic: NEWSLETTER_TEST_TOPIC,
    relatedReference: `INF-${campaign.id}`,
  });
  return true;
}

export type StartOutcome =
  | { ok: true; recipients: number }
  | { ok: false; reason: "not-found" | "marketing-off" | "no-subscribers" };

/**
 * « Envoyer à tous les abonnés »: one waiting delivery per confirmed subscriber, and the
 * campaign becomes `sending` (journaled), in one transaction; the dispatcher does the rest. Only a
 * draft can start, once.
 */
export async function startSending(
  db: Db,
  actorId: number,
  campaignId: number,
  siteUrl: string,
  now = new Date(),
): Promise<StartOutcome> {
  if (!(await marketingAllowed(db))) return { ok: false, reason: "marketing-off" };
  return db
    .transaction(async (tx): Promise<StartOutcome> => {
      const recipients = await tx
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, "confirmed"))
        .orderBy(newsletterSubscribers.id);
      const [campaign] = await tx
        .update(newsletterCampaigns)
        .set({
          status: "sending",
          siteUrl,
          startedAt: now,
          recipientCount: recipients.length,
          // Not paced yet: the dispatcher sends one message at once, then keeps the rate.
          pacedUntil: null,
        })
        .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, "draft")))
        .returning({ id: newsletterCampaigns.id });
      if (!campaign) return { ok: false, reason: "not-found" };
      if (recipients.length === 0) {
        // Nothing changes: the update above is undone with the transaction.
        throw new NoSubscribers();
      }
      for (let start = 0; start < recipients.length; start += 1000) {
        await tx
          .insert(newsletterDeliveries)
          .values(
            recipients
              .slice(start, start + 1000)
              .map((recipient) => ({ campaignId, subscriberId: recipient.id })),
          );
      }
      await audit(tx, {
        userId: actorId,
        action: "newsletter.send",
        entity: "newsletter",
        entityId: campaignId,
        details: { recipients: recipients.length },
      });
      return { ok: true, recipients: recipients.length };
    })
    .catch((error: unknown) => {
      if (error instanceof NoSubscribers) return { ok: false, reason: "no-subscribers" } as const;
      throw error;
    });
}

class NoSubscribers extends Error {}

// ---------------------------------------------------------------- subscribers

const s = newsletterSubscribers;
const subscriberColumns = {
  id: s.id,
  email: s.email,
  name: s.name,
  status: s.status,
  consentText: s.consentText,
  consentSource: s.consentSource,
  consentedAt: s.consentedAt,
  confirmedAt: s.confirmedAt,
  unsubscribedAt: s.unsubscribedAt,
};
export type SubscriberRow = Pick<typeof s.$inferSelect, keyof typeof subscriberColumns>;

const subscriberStore = recordStore<
  SubscriberRow,
  object,
  { filter: SubscriberFilter | null; q: string }
>({
  table: newsletterSubscribers,
  entity: "newsletter_subscriber",
  columns: subscriberColumns,
  pageSize: 25,
  orderBy: [desc(s.id)],
  where: ({ filter, q }) =>
    and(
      filter ? eq(s.status, subscriberFilters[filter].status) : undefined,
      q ? or(ilike(s.email, containsPattern(q)), ilike(s.name, containsPattern(q))) : undefined,
    ),
});

export async function listSubscribers(
  db: Db,
  query: { filter: SubscriberFilter | null; q: string; page: number },
) {
  const [list, counts] = await Promise.all([
    subscriberStore.list(db, { ...query, q: searchText(query.q) }),
    statusCounts(db, s, s.status, ["confirmed", "pending", "unsubscribed"] as const),
  ]);
  return { ...list, counts };
}

export const findSubscriber = (db: Db, subscriberId: number) =>
  subscriberStore.find(db, subscriberId);
