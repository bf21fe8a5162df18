/**
 * The closed vocabularies of the database: every value a status-like column may hold, once
 * (decision 0040). db/schema.ts builds each column's CHECK constraint from its tuple, so the
 * database refuses a value the code does not know; the owning domain module re-exports the tuple
 * with its French labels (`labelsFor`, app/lib/labels.ts), and the zod schemas and the code use
 * that module. Pure values, no imports: the db layer and the browser's bundles both read it.
 *
 * Adding a value is a change here plus a migration (`npx drizzle-kit generate`): the constraint
 * changes with the tuple. Columns whose values are open (a board member's role title, a category
 * the editors may grow, Stripe's event types…) stay free text; decision 0040 lists them.
 */

// ---------------------------------------------------------------- accounts, infrastructure

/** users.role: what a volunteer may reach in the back-office (domain/users/roles.ts). */
export const USER_ROLES = ["administrateur", "editeur", "tresorier"] as const;

/** email_outbox.status: waiting for the worker, delivered, or every attempt spent. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

/** carousel_slides.action (or null): "donate" opens the donation dialog. */
export const SLIDE_ACTIONS = ["donate"] as const;

// ---------------------------------------------------------------- content

/** scripture_passages.kind: the two tabs of /coran-hadith. */
export const PASSAGE_KINDS = ["verse", "hadith"] as const;

/** staff.department */
export const STAFF_DEPARTMENTS = [
  "administration",
  "education",
  "evenements",
  "communication",
  "social",
  "technique",
] as const;

/** staff.status: "termine" (former staff) is kept for the back-office, hidden on /personnel. */
export const STAFF_STATUSES = ["actif", "conge", "termine"] as const;

/** speeches.kind: the public page's tabs. */
export const SPEECH_KINDS = ["khutba", "conference"] as const;

/** speeches.type: the medium. */
export const SPEECH_TYPES = ["video", "audio", "text"] as const;

/** events.status: upcoming or past is computed from the date, not stored. */
export const EVENT_STATUSES = ["scheduled", "cancelled"] as const;

/** events.registration_mode: no registration, free registration (« Je m'inscris »), or tickets. */
export const REGISTRATION_MODES = ["off", "free", "tickets"] as const;

/**
 * registrations.status. Places count while `confirmed`, and while `held` (a card payment under
 * way, until `holdExpiresAt`) or `offered` (a freed place offered to the waiting list, until
 * `holdExpiresAt`). `waitlisted` counts none; `expired` is a hold or an offer that lapsed.
 */
export const REGISTRATION_STATUSES = [
  "confirmed",
  "cancelled",
  "held",
  "waitlisted",
  "offered",
  "expired",
] as const;

/** registrations.payment: how a paid registration was paid (null: nothing to pay). */
export const REGISTRATION_PAYMENTS = ["card", "door"] as const;

/** event_questions.kind: a free answer, or one of the organiser's choices. */
export const EVENT_QUESTION_KINDS = ["text", "choice"] as const;

/** event_messages.status: written, being sent at the newsletter's pace, sent. */
export const EVENT_MESSAGE_STATUSES = ["sending", "sent"] as const;

/** event_requests.event_type */
export const EVENT_REQUEST_TYPES = [
  "mariage",
  "conference",
  "gamou",
  "education",
  "reunion",
  "autre",
] as const;

/** event_requests.status: pending → approved or rejected. */
export const EVENT_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;

/** blog_posts.status */
export const ARTICLE_STATUSES = ["published", "draft", "archived"] as const;

/** revisions.entity_kind: what an earlier version belongs to. */
export const REVISION_KINDS = ["page", "article"] as const;

// ---------------------------------------------------------------- money in

/** projects.status (drafts are never public). */
export const PROJECT_STATUSES = ["active", "completed", "draft"] as const;

/**
 * disbursements.beneficiary_category: who a disbursement reached, by category only (never a
 * person's name): the eight categories of zakat (Quran 9:60) that the foundation serves, its own
 * uses, and a gift to another registered charity (a qualified donee: T3010 line 5050).
 */
export const DISBURSEMENT_CATEGORIES = [
  "pauvres",
  "necessiteux",
  "endettes",
  "voyageurs",
  "coeurs",
  "education",
  "activites",
  "batiment",
  "administration",
  "donataire-reconnu",
  "autre",
] as const;

/** donations.status */
export const DONATION_STATUSES = [
  "completed",
  "pending",
  "failed",
  "cancelled",
  "refunded",
] as const;

/**
 * donations.payment_method: how a gift was (or is to be) paid. "other" is where a value of no
 * known way was put by migration 0017. "in_kind" is a gift of property, not money: its amount is
 * the property's fair market value (Income Tax Regulations s. 3501(1)).
 */
export const DONATION_METHODS = [
  "card",
  "interac",
  "paypal",
  "cash",
  "cheque",
  "in_kind",
  "other",
] as const;

/** monthly_gifts.status: pending while the donor has not finished Stripe Checkout. */
export const MONTHLY_GIFT_STATUSES = [
  "pending",
  "active",
  "past_due",
  "cancelled",
  "expired",
] as const;

/** payment_options.type: the ways offered on /don and at the shop. */
export const PAYMENT_OPTION_TYPES = ["card", "interac", "paypal", "other"] as const;

/** bank_imports.layout: the bank file's layout (domain/donations/bank-file/layouts.ts). */
export const BANK_LAYOUTS = ["desjardins", "rbc", "td", "generic"] as const;

/** bank_lines.outcome: what a line of a confirmed import did. */
export const BANK_LINE_OUTCOMES = ["confirmed", "ignored"] as const;

// ---------------------------------------------------------------- shop

/** products.status: only "active" with stock can be bought, "hidden" is not public. */
export const PRODUCT_STATUSES = ["active", "out_of_stock", "hidden"] as const;

/** orders.status: pending → processing → shipped → delivered, or cancelled. */
export const ORDER_STATUSES = [
  "pending",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const;

/** orders.payment_method */
export const ORDER_METHODS = ["interac", "on_pickup", "card"] as const;

// ---------------------------------------------------------------- Sope Naby group

/** group_members.role: labels, not permissions. */
export const GROUP_ROLES = ["Président", "Secrétaire", "Trésorier", "Membre"] as const;

/** group_events.status */
export const GROUP_EVENT_STATUSES = ["upcoming", "completed", "cancelled"] as const;

// ---------------------------------------------------------------- newsletter

/** newsletter_subscribers.status: only "confirmed" receives anything (double opt-in). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/** newsletter_campaigns.status */
export const CAMPAIGN_STATUSES = ["draft", "sending", "sent"] as const;

/** newsletter_deliveries.status */
export const DELIVERY_STATUSES = ["waiting", "queued", "skipped"] as const;
