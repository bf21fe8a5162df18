/**
 * The whole data model of the foundation website (both spec documents), in one place.
 * Conventions: money is integer cents (CAD); instants are timestamptz; calendar days are `date`
 * (read as "YYYY-MM-DD" strings). Status-like columns (statuses, methods, kinds, roles…) are text
 * with a CHECK constraint built from their tuple in db/vocabularies.ts (decision 0040); categories
 * and other open values are text checked by the area's zod schema alone, so adding a category
 * never needs a migration.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import * as vocab from "./vocabularies";

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The CHECK constraint of a closed-vocabulary column: its value is one of `values` (a tuple of
 * db/vocabularies.ts). A null passes (`in` gives unknown), so a nullable column stays nullable.
 * The values are our own constants, written into the constraint as SQL literals.
 */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(
    name,
    sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`,
  );

type Weight = "A" | "B" | "C";
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The tsvector of weighted parts, with the French configuration that folds accents. */
const weighted = (parts: [Weight, string][]) =>
  sql.raw(
    parts
      .map(([weight, text]) => `setweight(to_tsvector('fr_search', ${text}), '${weight}')`)
      .join(" || "),
  );

/**
 * The site search's documents of a row (decision 0030), tsvectors that PostgreSQL computes from
 * the row's own columns on every insert and update (`fr_search`: French, accents folded,
 * migration 0006), so they can never lag behind the text. `parts` are SQL expressions over the
 * row's columns (database names) with their weight: A the title, B the summary and names, C the
 * body; `search_plain_text` turns stored HTML into text.
 * - `search`: every part; GIN-indexed, it finds the rows.
 * - `searchHead`: the A and B parts alone; small, it ranks them (reading `search` itself, several
 *   kilobytes for an article, for every row a common word matches would cost too much).
 */
const searchDocuments = (...parts: [Weight, string][]) => ({
  search: tsvector().generatedAlwaysAs(weighted(parts)),
  searchHead: tsvector().generatedAlwaysAs(weighted(parts.filter(([weight]) => weight !== "C"))),
});

// ---------------------------------------------------------------- accounts, security, infrastructure

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text().notNull().unique(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    /** USER_ROLES */
    role: text().notNull(),
    active: boolean().notNull().default(true),
    /** Two-step sign-in (TOTP): the confirmed secret, sealed by server/secret-box (never in clear). */
    totpSecret: text(),
    /** The sealed secret shown while enrolling, until a first code confirms it. */
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The 30-second step of the last accepted code: a code is never accepted twice (replay). */
    totpLastStep: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf("users_role_check", t.role, vocab.USER_ROLES)],
);

/** Single-use codes for a lost authenticator: SHA-256 of the code only, marked when used. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * A sign-in waiting for its second step: the password was right, no session exists yet. The
 * browser holds a random token in an httpOnly cookie; this table holds only its SHA-256.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    redirectTo: text().notNull(),
    ip: text(),
    userAgent: text(),
    /** Wrong codes typed for this challenge; past the limit it is deleted. */
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a stolen database dump gives no usable session. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** Fixed-window counters for login attempts and public forms; shared by every app process. */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
  /** Growing-delay counters (login per account): refused until this instant. */
  blockedUntil: timestamp({ withTimezone: true }),
});

/**
 * Work the servers' timers do once for all of them (docs/decisions/0025): the first server to
 * insert the row of a task's period (the nightly backup of 2026-03-14…) does it; the others see
 * the row and skip.
 */
export const scheduledRuns = pgTable(
  "scheduled_runs",
  {
    task: text().notNull(),
    period: text().notNull(),
    /** Which server took it (host name and process id), for whoever reads the logs. */
    claimedBy: text().notNull(),
    claimedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.task, t.period] })],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  // The journal's order (newest first, id breaking ties) with and without its two filters: each
  // page is read from an index, never by sorting the whole table (docs/decisions/0026).
  (t) => [
    index().on(t.createdAt, t.id),
    index().on(t.entity, t.createdAt, t.id),
    index().on(t.userId, t.createdAt, t.id),
  ],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** [{ filename, contentType, contentBase64 }] (e.g. a receipt PDF). */
    attachments: jsonb(),
    /** What the message is about, e.g. "donation.confirmation" (listed in the back-office). */
    topic: text().notNull().default(""),
    /** Reference of the record it concerns (DON-…, DEM-…, CMD-…), to find it from the outbox. */
    relatedReference: text(),
    /** OUTBOX_STATUSES */
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /**
     * Extra header lines of this message only, { name: value } (a newsletter's List-Unsubscribe
     * and List-Unsubscribe-Post, RFC 8058).
     */
    headers: jsonb(),
    /** Where « Répondre » goes (the visitor's address on a contact notice); null: the sender. */
    replyTo: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.status, t.nextAttemptAt),
    oneOf("email_outbox_status_check", t.status, vocab.OUTBOX_STATUSES),
  ],
);

/** Uploaded or generated files; `key` is the storage key, served at /media/{key}. */
export const media = pgTable("media", {
  id: id(),
  key: text().notNull().unique(),
  originalName: text().notNull(),
  mimeType: text().notNull(),
  size: integer().notNull(),
  width: integer(),
  height: integer(),
  alt: text().notNull().default(""),
  createdAt: createdAt(),
});

/** Key/value settings; each key's value is validated by its zod schema in domain/settings. */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

/** Editable pages (home intro, about, oustaz, contact, tidjaniya… and pages created in the back-office). */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    /** Public path, e.g. "/about". */
    route: text().notNull().unique(),
    title: text().notNull(),
    /** Short text for search engines and teasers. */
    summary: text().notNull().default(""),
    /** Sanitized HTML. */
    content: text().notNull().default(""),
    ...searchDocuments(["A", `"title"`], ["B", `"summary"`], ["C", `search_plain_text("content")`]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().using("gin", t.search)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    /**
     * MSG-XXXXXX, given in the visitor's acknowledgement and the foundation's notice; null for
     * the messages received before references existed.
     */
    reference: text().unique(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    ip: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  // The inbox's order, whole and per read state (its two filters, and the unread count).
  (t) => [
    index().on(t.createdAt, t.id),
    index("contact_messages_unread_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.readAt} is null`),
    index("contact_messages_read_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.readAt} is not null`),
  ],
);

// ---------------------------------------------------------------- home page content

export const carouselSlides = pgTable(
  "carousel_slides",
  {
    id: id(),
    position: integer().notNull().default(0),
    image: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull().default(""),
    buttonText: text().notNull(),
    /** Where the button leads; ignored when `action` is set. */
    buttonLink: text(),
    /** SLIDE_ACTIONS: "donate" opens the donation dialog instead of following a link. */
    action: text(),
  },
  (t) => [oneOf("carousel_slides_action_check", t.action, vocab.SLIDE_ACTIONS)],
);

/** Oustaz and imams shown on the home page and the /oustaz page. */
export const oustaz = pgTable("oustaz", {
  id: id(),
  name: text().notNull(),
  title: text().notNull(),
  bio: text().notNull().default(""),
  image: text().notNull().default("/placeholder.svg"),
  position: integer().notNull().default(0),
});

/** Quran verses and hadiths of the /coran-hadith page, in display order within each kind. */
export const scripturePassages = pgTable(
  "scripture_passages",
  {
    id: id(),
    /** PASSAGE_KINDS */
    kind: text().notNull(),
    /** e.g. "Sourate Al-Baqara (2), verset 286" or "Rapporté par Al-Bukhari et Muslim". */
    reference: text().notNull(),
    /** The Arabic text, when the foundation has entered it. */
    arabic: text(),
    /** The French translation. */
    translation: text().notNull(),
    theme: text().notNull().default(""),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.kind, t.position),
    oneOf("scripture_passages_kind_check", t.kind, vocab.PASSAGE_KINDS),
  ],
);

// ---------------------------------------------------------------- people

export const committees = pgTable("committees", {
  id: id(),
  name: text().notNull(),
  description: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const committeeMembers = pgTable(
  "committee_members",
  {
    id: id(),
    committeeId: integer()
      .notNull()
      .references(() => committees.id, { onDelete: "cascade" }),
    name: text().notNull(),
    role: text(),
    contact: text(),
    image: text().notNull().default("/placeholder.svg"),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.committeeId)],
);

export const boardMembers = pgTable("board_members", {
  id: id(),
  name: text().notNull(),
  /** One of the board positions (Président, Vice-président, …) or free text for "Autre". */
  role: text().notNull(),
  bio: text().notNull().default(""),
  email: text(),
  phone: text(),
  image: text().notNull().default("/placeholder.svg"),
  nominationDate: date().notNull(),
  /** Display order (home page shows the first four). */
  position: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const staff = pgTable(
  "staff",
  {
    id: id(),
    name: text().notNull(),
    role: text().notNull(),
    /** STAFF_DEPARTMENTS */
    department: text().notNull(),
    email: text(),
    phone: text(),
    location: text().notNull().default("Chicoutimi"),
    bio: text().notNull().default(""),
    image: text().notNull().default("/placeholder.svg"),
    hireDate: date().notNull(),
    /** STAFF_STATUSES */
    status: text().notNull().default("actif"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("staff_department_check", t.department, vocab.STAFF_DEPARTMENTS),
    oneOf("staff_status_check", t.status, vocab.STAFF_STATUSES),
  ],
);

// ---------------------------------------------------------------- content

export const speeches = pgTable(
  "speeches",
  {
    id: id(),
    title: text().notNull(),
    speaker: text().notNull(),
    date: date().notNull(),
    /** SPEECH_TYPES: the medium. */
    type: text().notNull().default("text"),
    /** SPEECH_KINDS: the public page's tabs. */
    kind: text().notNull().default("conference"),
    /** Enseignement, Spiritualité, Famille, Société, Pratique religieuse, Autre */
    category: text().notNull(),
    durationText: text().notNull().default(""),
    excerpt: text().notNull().default(""),
    content: text().notNull().default(""),
    mediaUrl: text(),
    image: text().notNull().default("/placeholder.svg"),
    published: boolean().notNull().default(false),
    ...searchDocuments(
      ["A", `"title"`],
      ["B", `"speaker" || ' ' || "excerpt"`],
      ["C", `search_plain_text("content")`],
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().using("gin", t.search),
    oneOf("speeches_type_check", t.type, vocab.SPEECH_TYPES),
    oneOf("speeches_kind_check", t.kind, vocab.SPEECH_KINDS),
  ],
);

export const events = pgTable(
  "events",
  {
    id: id(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull().default(""),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    location: text().notNull(),
    /** conference | education | community | celebration */
    category: text().notNull(),
    /** EVENT_STATUSES — upcoming/past is computed from the date. */
    status: text().notNull().default("scheduled"),
    image: text().notNull().default("/placeholder.svg"),
    /** REGISTRATION_MODES: whether and how people register (domain/registrations). */
    registrationMode: text().notNull().default("off"),
    /** Places for the whole event; null: no limit but each ticket type's own. */
    capacity: integer(),
    /** Registration's window; a null bound is no bound. */
    registrationOpensAt: timestamp({ withTimezone: true }),
    registrationClosesAt: timestamp({ withTimezone: true }),
    ...searchDocuments(["A", `"title"`], ["B", `"location"`], ["C", `"description"`]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.startsAt),
    index().using("gin", t.search),
    oneOf("events_status_check", t.status, vocab.EVENT_STATUSES),
    oneOf("events_registration_mode_check", t.registrationMode, vocab.REGISTRATION_MODES),
    check("events_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);

/**
 * The kinds of ticket of an event in "tickets" mode (Adulte, Enfant, Famille…). `position` is the
 * row of the back-office form the type is edited in (0 to 3), unique per event.
 */
export const eventTicketTypes = pgTable(
  "event_ticket_types",
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text().notNull(),
    priceCents: integer().notNull().default(0),
    /** null: only the event's capacity limits it. */
    places: integer(),
    /** The most of this type one registration may take; null: no limit of its own. */
    perOrderLimit: integer(),
    /**
     * What one ticket gives back (a fundraising dinner's meal) and its fair market value: the
     * price less it is a gift, receipted for its eligible amount (domain/receipts/split-receipt).
     */
    advantageCents: integer().notNull().default(0),
    advantageDescription: text().notNull().default(""),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.eventId, t.position),
    check("event_ticket_types_advantage_check", sql`${t.advantageCents} >= 0`),
    check("event_ticket_types_price_check", sql`${t.priceCents} >= 0`),
    check("event_ticket_types_places_check", sql`${t.places} is null or ${t.places} > 0`),
    check(
      "event_ticket_types_limit_check",
      sql`${t.perOrderLimit} is null or ${t.perOrderLimit} > 0`,
    ),
  ],
);

/**
 * One person's registration to an event: `places` people counted against the capacity while
 * it is confirmed. The cancel link's token is only ever compared, never listed.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: id(),
    /** INS-…, quoted in the e-mail and at the door. */
    reference: text().notNull().unique(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    /** People counted: the chosen number (free mode) or the sum of the lines' quantities. */
    places: integer().notNull(),
    /** REGISTRATION_STATUSES */
    status: text().notNull().default("confirmed"),
    cancelToken: text().notNull().unique(),
    /** What the QR code at the door carries; a different secret from the cancel link's. */
    checkinCode: text()
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    personId: integer().references(() => people.id, { onDelete: "set null" }),
    /** A held card payment or an offered place counts until then. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /** REGISTRATION_PAYMENTS; null: nothing to pay. */
    payment: text(),
    /** What the tickets cost, in cents (the lines' prices at the time). */
    totalCents: integer().notNull().default(0),
    paidAt: timestamp({ withTimezone: true }),
    stripeSessionId: text().unique(),
    stripePaymentIntentId: text().unique(),
    refundedAt: timestamp({ withTimezone: true }),
    /** The gift part of a fundraising ticket, in the ledger (its receipt is split). */
    donationId: integer().references(() => donations.id, { onDelete: "set null" }),
    checkedInAt: timestamp({ withTimezone: true }),
    checkedInBy: integer().references(() => users.id, { onDelete: "set null" }),
    reminderSentAt: timestamp({ withTimezone: true }),
    /** The organiser's reason when a volunteer cancels (or the event is cancelled). */
    cancelReason: text(),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.eventId, t.status),
    index().on(t.personId),
    index().on(t.status, t.holdExpiresAt),
    check("registrations_places_check", sql`${t.places} > 0`),
    check("registrations_total_check", sql`${t.totalCents} >= 0`),
    oneOf("registrations_status_check", t.status, vocab.REGISTRATION_STATUSES),
    oneOf("registrations_payment_check", t.payment, vocab.REGISTRATION_PAYMENTS),
  ],
);

/** A question the organiser asks on the registration form (dietary needs, a choice of workshop). */
export const eventQuestions = pgTable(
  "event_questions",
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    label: text().notNull(),
    /** EVENT_QUESTION_KINDS */
    kind: text().notNull().default("text"),
    /** The choices of a "choice" question, in order. */
    choices: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    required: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex().on(t.eventId, t.position),
    oneOf("event_questions_kind_check", t.kind, vocab.EVENT_QUESTION_KINDS),
  ],
);

/** One registration's answer to one question: personal data, purged with the registration. */
export const registrationAnswers = pgTable(
  "registration_answers",
  {
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    questionId: integer()
      .notNull()
      .references(() => eventQuestions.id, { onDelete: "cascade" }),
    answer: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.questionId] })],
);

/**
 * A message a volunteer sends to an event's attendees, put in the outbox at the newsletter's
 * pace (`pacedUntil`), one delivery per registration.
 */
export const eventMessages = pgTable(
  "event_messages",
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    subject: text().notNull(),
    body: text().notNull(),
    /** EVENT_MESSAGE_STATUSES */
    status: text().notNull().default("sending"),
    recipientCount: integer().notNull().default(0),
    pacedUntil: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.status),
    oneOf("event_messages_status_check", t.status, vocab.EVENT_MESSAGE_STATUSES),
  ],
);

/** One attendee of one message: waiting until the paced dispatch queues it (its outbox row). */
export const eventMessageDeliveries = pgTable(
  "event_message_deliveries",
  {
    id: id(),
    messageId: integer()
      .notNull()
      .references(() => eventMessages.id, { onDelete: "cascade" }),
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    outboxId: integer().references(() => emailOutbox.id, { onDelete: "set null" }),
    queuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.messageId, t.registrationId), index().on(t.messageId, t.queuedAt)],
);

/** The tickets of a registration in "tickets" mode, at the price they had when taken. */
export const registrationLines = pgTable(
  "registration_lines",
  {
    id: id(),
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    ticketTypeId: integer()
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: "restrict" }),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
  },
  (t) => [
    index().on(t.registrationId),
    index().on(t.ticketTypeId),
    check("registration_lines_quantity_check", sql`${t.quantity} > 0`),
    check("registration_lines_price_check", sql`${t.unitPriceCents} >= 0`),
  ],
);

export const eventRequests = pgTable(
  "event_requests",
  {
    id: id(),
    reference: text().notNull().unique(),
    title: text().notNull(),
    requesterName: text().notNull(),
    requesterEmail: text().notNull(),
    requesterPhone: text(),
    /** EVENT_REQUEST_TYPES */
    eventType: text().notNull(),
    date: date().notNull(),
    startTime: text(),
    endTime: text(),
    location: text(),
    attendees: integer(),
    description: text().notNull().default(""),
    /** EVENT_REQUEST_STATUSES */
    status: text().notNull().default("pending"),
    decidedAt: timestamp({ withTimezone: true }),
    eventId: integer().references(() => events.id, { onDelete: "set null" }),
    personId: integer().references(() => people.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.personId),
    oneOf("event_requests_event_type_check", t.eventType, vocab.EVENT_REQUEST_TYPES),
    oneOf("event_requests_status_check", t.status, vocab.EVENT_REQUEST_STATUSES),
  ],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull().default(""),
    /** evenements | conferences | fondation | education | solidarite | fundraising | communaute | visites | autres */
    category: text().notNull(),
    takenOn: date().notNull(),
    image: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.takenOn)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    excerpt: text().notNull().default(""),
    /** Sanitized HTML. */
    content: text().notNull().default(""),
    author: text().notNull(),
    category: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ARTICLE_STATUSES */
    status: text().notNull().default("draft"),
    publishedAt: timestamp({ withTimezone: true }),
    readTimeMinutes: integer().notNull().default(1),
    image: text().notNull().default("/placeholder.svg"),
    ...searchDocuments(
      ["A", `"title"`],
      ["B", `"excerpt" || ' ' || "author" || ' ' || "category"`],
      ["C", `search_plain_text("content")`],
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status, t.publishedAt),
    index().using("gin", t.search),
    oneOf("blog_posts_status_check", t.status, vocab.ARTICLE_STATUSES),
  ],
);

// ---------------------------------------------------------------- fundraising

export const projects = pgTable(
  "projects",
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull().default(""),
    /** education | infrastructure | social | culture */
    category: text().notNull(),
    /** Extra labels shown on the flagship card (e.g. infrastructure, spirituel). */
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** PROJECT_STATUSES */
    status: text().notNull().default("draft"),
    goalCents: integer().notNull(),
    collectedCents: integer().notNull().default(0),
    /** The featured project is the campaign of the home page, the donation dialog and /projets. */
    featured: boolean().notNull().default(false),
    startDate: date().notNull(),
    endDate: date(),
    image: text().notNull().default("/placeholder.svg"),
    /** lucide icon name shown on the card. */
    icon: text().notNull().default("heart"),
    ...searchDocuments(["A", `"title"`], ["C", `"description"`]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().using("gin", t.search),
    oneOf("projects_status_check", t.status, vocab.PROJECT_STATUSES),
  ],
);

/**
 * The funds a gift can be designated to besides a project (decision 0046): those the foundation
 * defines (seeded by migration 0019: Zakat al-mal, Zakat al-fitr, Sadaqa, Waqf). A gift with
 * neither a fund nor a project is the general fund's. A restricted fund's money goes only where
 * it was given: it is not spent below zero without a reason journaled.
 */
export const funds = pgTable("funds", {
  id: id(),
  /** Its address on /don (?fonds=zakat-al-mal) and what the zakat forms look for. */
  slug: text().notNull().unique(),
  name: text().notNull().unique(),
  description: text().notNull().default(""),
  restricted: boolean().notNull().default(true),
  /** An inactive fund is no longer offered on /don; its history stays. */
  active: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Money paid out of a fund, a project or the general fund (neither set): what for and to which
 * category of beneficiary, never a beneficiary's name (/transparence shows these).
 */
export const disbursements = pgTable(
  "disbursements",
  {
    id: id(),
    fundId: integer().references(() => funds.id, { onDelete: "restrict" }),
    projectId: integer().references(() => projects.id, { onDelete: "restrict" }),
    paidOn: date().notNull(),
    amountCents: integer().notNull(),
    purpose: text().notNull(),
    /** DISBURSEMENT_CATEGORIES */
    beneficiaryCategory: text().notNull(),
    note: text().notNull().default(""),
    /** Why a restricted fund was spent below zero (journaled with the disbursement). */
    overdraftReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.paidOn, t.id),
    index().on(t.fundId),
    index().on(t.projectId),
    check("disbursements_amount_check", sql`${t.amountCents} > 0`),
    check("disbursements_one_fund_check", sql`${t.fundId} is null or ${t.projectId} is null`),
    oneOf(
      "disbursements_beneficiary_category_check",
      t.beneficiaryCategory,
      vocab.DISBURSEMENT_CATEGORIES,
    ),
  ],
);

// ---------------------------------------------------------------- people and online payments

/**
 * One person who gave, bought or asked, found by e-mail (lower-cased): ties their gifts, orders
 * and event requests together for the donor space and for a person's data (Law 25). A treasurer
 * merges two records of the same person.
 */
export const people = pgTable(
  "people",
  {
    id: id(),
    email: text().notNull().unique(),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    phone: text(),
    address: text(),
    city: text(),
    province: text(),
    postalCode: text(),
    country: text().notNull().default("Canada"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The Donateurs tab's order (name, then e-mail).
  (t) => [index().on(t.lastName, t.firstName, t.email, t.id)],
);

/** One-time sign-in links of the donor space (the token itself is only in the e-mail). */
export const donorLinks = pgTable(
  "donor_links",
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.personId)],
);

/** Donor-space sessions, apart from volunteers' sessions: a donor is never a user. */
export const donorSessions = pgTable(
  "donor_sessions",
  {
    /** SHA-256 of the cookie's token. */
    id: text().primaryKey(),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.personId)],
);

/** Monthly gifts: a Stripe subscription; each paid instalment is its own donation. */
export const monthlyGifts = pgTable(
  "monthly_gifts",
  {
    id: id(),
    /** "MEN-7K3M9P": the Checkout Session's client_reference_id. */
    reference: text().notNull().unique(),
    personId: integer().references(() => people.id, { onDelete: "set null" }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    address: text(),
    city: text(),
    province: text(),
    postalCode: text(),
    country: text().notNull().default("Canada"),
    amountCents: integer().notNull(),
    projectId: integer().references(() => projects.id, { onDelete: "set null" }),
    /** The fund its instalments go to (null with projectId: the general fund). */
    fundId: integer().references(() => funds.id, { onDelete: "restrict" }),
    receiptRequested: boolean().notNull().default(true),
    /** MONTHLY_GIFT_STATUSES */
    status: text().notNull().default("pending"),
    stripeSessionId: text().unique(),
    stripeSubscriptionId: text().unique(),
    stripeCustomerId: text(),
    nextPaymentAt: timestamp({ withTimezone: true }),
    startedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * While the donor's pause runs (Stripe's pause_collection.resumes_at): no instalment is
     * collected before it. Null, or a past moment: not paused.
     */
    pausedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.personId),
    oneOf("monthly_gifts_status_check", t.status, vocab.MONTHLY_GIFT_STATUSES),
    check("monthly_gifts_one_fund_check", sql`${t.fundId} is null or ${t.projectId} is null`),
  ],
);

/** Stripe events already handled: a replayed event id changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  /** Stripe's event id (evt_…). */
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const paymentOptions = pgTable(
  "payment_options",
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(""),
    /** PAYMENT_OPTION_TYPES */
    type: text().notNull(),
    enabled: boolean().notNull().default(false),
    /** Provider configuration (never secrets in clear: those go in settings "api", encrypted). */
    config: jsonb(),
  },
  (t) => [oneOf("payment_options_type_check", t.type, vocab.PAYMENT_OPTION_TYPES)],
);

export const donations = pgTable(
  "donations",
  {
    id: id(),
    /** Code the donor writes in the Interac transfer message. */
    reference: text().notNull().unique(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    address: text(),
    city: text(),
    province: text(),
    postalCode: text(),
    country: text().notNull().default("Canada"),
    amountCents: integer().notNull(),
    projectId: integer().references(() => projects.id, { onDelete: "set null" }),
    /** The fund it is designated to (decision 0046); null with projectId: the general fund. */
    fundId: integer().references(() => funds.id, { onDelete: "restrict" }),
    /** DONATION_METHODS */
    paymentMethod: text().notNull(),
    /** The cheque's number, for a gift paid by cheque. */
    chequeNumber: text(),
    /** DONATION_STATUSES */
    status: text().notNull().default("pending"),
    statusReason: text(),
    receiptRequested: boolean().notNull().default(true),
    receiptSentAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    /**
     * What the donor received in return (a fundraising dinner's meal, an item given back) and its
     * fair market value: the receipt is split (domain/receipts/split-receipt.ts).
     */
    advantageCents: integer().notNull().default(0),
    advantageDescription: text().notNull().default(""),
    /**
     * A gift in kind (payment method "in_kind"): the property given, as its receipt describes it,
     * and the appraiser when it was appraised (s. 3501(1)); amountCents is its fair market value.
     */
    inKindDescription: text(),
    appraiserName: text(),
    appraiserAddress: text(),
    personId: integer().references(() => people.id, { onDelete: "set null" }),
    /** Set on each instalment of a monthly gift. */
    monthlyGiftId: integer().references(() => monthlyGifts.id, { onDelete: "set null" }),
    stripeSessionId: text().unique(),
    stripePaymentIntentId: text().unique(),
    /** The paid invoice an instalment comes from (one donation per invoice). */
    stripeInvoiceId: text().unique(),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The list's order — by the day a gift was received, else made (a pending one) — whole and
  // per status; the totals of the summary cards (status, amount) read from an index alone.
  // Searches use trigram indexes made by a migration of their own
  // (db/migrations/0009_list_search.sql: pg_trgm may be missing, drizzle cannot say "if").
  (t) => [
    index("donations_gift_date_id_index").on(sql`coalesce(${t.receivedAt}, ${t.createdAt})`, t.id),
    index("donations_status_gift_date_id_index").on(
      t.status,
      sql`coalesce(${t.receivedAt}, ${t.createdAt})`,
      t.id,
    ),
    index().on(t.status, t.amountCents),
    index().on(t.projectId),
    index().on(t.fundId),
    index().on(t.personId),
    index().on(t.monthlyGiftId),
    check("donations_one_fund_check", sql`${t.fundId} is null or ${t.projectId} is null`),
    oneOf("donations_payment_method_check", t.paymentMethod, vocab.DONATION_METHODS),
    oneOf("donations_status_check", t.status, vocab.DONATION_STATUSES),
    check(
      "donations_advantage_check",
      sql`${t.advantageCents} >= 0 and ${t.advantageCents} <= ${t.amountCents}`,
    ),
    // A receipt for property describes that property: no gift in kind without its description.
    check(
      "donations_in_kind_description_check",
      sql`${t.paymentMethod} <> 'in_kind' or coalesce(trim(${t.inKindDescription}), '') <> ''`,
    ),
  ],
);

/** Serial numbers of official receipts: their own sequence, never reused (CRA). */
export const receiptSerial = pgSequence("receipt_serial", { startWith: 1 });

/** Official donation receipts (CRA). Never deleted: a voided receipt is kept and marked. */
export const receipts = pgTable(
  "receipts",
  {
    id: id(),
    serialNumber: integer()
      .notNull()
      .unique()
      .default(sql`nextval('receipt_serial')`),
    donationId: integer().references(() => donations.id, { onDelete: "restrict" }),
    /** Set for a year-end receipt grouping a donor's donations of one calendar year. */
    year: integer(),
    donorName: text().notNull(),
    donorAddress: text().notNull(),
    /** Where the receipt is e-mailed (the donation's e-mail). */
    donorEmail: text().notNull().default(""),
    amountCents: integer().notNull(),
    advantageCents: integer().notNull().default(0),
    /** The advantages as the receipt describes them (s. 3501(1)(h.2)); empty without one. */
    advantageDescription: text().notNull().default(""),
    /**
     * A receipt for a gift in kind: the property as printed, and its appraiser when appraised
     * (s. 3501(1)); null on a receipt for money.
     */
    inKindDescription: text(),
    appraiserName: text(),
    appraiserAddress: text(),
    eligibleCents: integer().notNull(),
    dateReceived: date().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    placeOfIssue: text().notNull(),
    /**
     * The issuer as printed on the receipt (Paramètres at the time of issue), so that a copy
     * downloaded later is the same receipt even after the settings change.
     */
    charityName: text().notNull().default(""),
    charityAddress: text().notNull().default(""),
    charityNumber: text().notNull().default(""),
    signer: text().notNull().default(""),
    voidedAt: timestamp({ withTimezone: true }),
    voidReason: text(),
    replacesReceiptId: integer(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.donationId)],
);

/** The donations a receipt covers: one for a single receipt, several for a year-end receipt. */
export const receiptDonations = pgTable(
  "receipt_donations",
  {
    receiptId: integer()
      .notNull()
      .references(() => receipts.id, { onDelete: "restrict" }),
    donationId: integer()
      .notNull()
      .references(() => donations.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.receiptId, t.donationId] }), index().on(t.donationId)],
);

// ---------------------------------------------------------------- shop

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(""),
    priceCents: integer().notNull(),
    /** livres | accessoires | bien-etre | vetements | decoration | multimedia | parfums | autres */
    category: text().notNull(),
    stock: integer().notNull().default(0),
    /** PRODUCT_STATUSES */
    status: text().notNull().default("active"),
    image: text().notNull().default("/placeholder.svg"),
    /** Display order (the home page shows the first three). */
    position: integer().notNull().default(0),
    ...searchDocuments(["A", `"name"`], ["C", `"description"`]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().using("gin", t.search),
    oneOf("products_status_check", t.status, vocab.PRODUCT_STATUSES),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    reference: text().notNull().unique(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text(),
    /** ORDER_STATUSES */
    status: text().notNull().default("pending"),
    /** ORDER_METHODS */
    paymentMethod: text().notNull(),
    totalCents: integer().notNull(),
    personId: integer().references(() => people.id, { onDelete: "set null" }),
    /** Card orders: paid when Stripe's signed event says so, never on the browser's return. */
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    stripeSessionId: text().unique(),
    stripePaymentIntentId: text().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.createdAt, t.id),
    index().on(t.status, t.createdAt, t.id),
    index().on(t.personId),
    oneOf("orders_status_check", t.status, vocab.ORDER_STATUSES),
    oneOf("orders_payment_method_check", t.paymentMethod, vocab.ORDER_METHODS),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    productName: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
  },
  (t) => [index().on(t.orderId)],
);

// ---------------------------------------------------------------- bank reconciliation

/** A bank file a treasurer imported and confirmed (Interac reconciliation). */
export const bankImports = pgTable(
  "bank_imports",
  {
    id: id(),
    fileName: text().notNull(),
    /** BANK_LAYOUTS */
    layout: text().notNull(),
    importedBy: integer().references(() => users.id, { onDelete: "set null" }),
    lineCount: integer().notNull(),
    confirmedCount: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [oneOf("bank_imports_layout_check", t.layout, vocab.BANK_LAYOUTS)],
);

/** Each credit line of a confirmed import, once: the same line in a later file is recognized. */
export const bankLines = pgTable(
  "bank_lines",
  {
    id: id(),
    importId: integer()
      .notNull()
      .references(() => bankImports.id, { onDelete: "cascade" }),
    fingerprint: text().notNull().unique(),
    lineDate: date().notNull(),
    amountCents: integer().notNull(),
    description: text().notNull(),
    /** What the line did (BANK_LINE_OUTCOMES): confirmed a gift or an order, or ignored. */
    outcome: text().notNull(),
    donationId: integer().references(() => donations.id, { onDelete: "set null" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
  },
  (t) => [
    index().on(t.importId),
    oneOf("bank_lines_outcome_check", t.outcome, vocab.BANK_LINE_OUTCOMES),
  ],
);

// ---------------------------------------------------------------- Sope Naby group

export const groupMembers = pgTable(
  "group_members",
  {
    id: id(),
    name: text().notNull(),
    /** GROUP_ROLES */
    role: text().notNull().default("Membre"),
    email: text(),
    phone: text(),
    joinDate: date().notNull(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [oneOf("group_members_role_check", t.role, vocab.GROUP_ROLES)],
);

export const groupEvents = pgTable(
  "group_events",
  {
    id: id(),
    title: text().notNull(),
    date: date().notNull(),
    location: text().notNull(),
    description: text().notNull().default(""),
    /** GROUP_EVENT_STATUSES */
    status: text().notNull().default("upcoming"),
    image: text().notNull().default("/placeholder.svg"),
    createdAt: createdAt(),
  },
  (t) => [oneOf("group_events_status_check", t.status, vocab.GROUP_EVENT_STATUSES)],
);

/** One row per installed seed, so a restart never seeds twice. */
export const seedRuns = pgTable("seed_runs", {
  name: text().primaryKey(),
  ranAt: createdAt(),
});

// ---------------------------------------------------------------- newsletter (infolettre)

/**
 * One row per e-mail address that asked for the newsletter (lower-cased). Only `confirmed` rows
 * receive anything (double opt-in). The consent kept is the one in force: the exact sentence the
 * visitor ticked, the page it was on and when (Canada's anti-spam law).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text().notNull().unique(),
    name: text().notNull().default(""),
    /** Set when the address is confirmed (a proven address becomes a person of the site). */
    personId: integer().references(() => people.id, { onDelete: "set null" }),
    /** SUBSCRIBER_STATUSES */
    status: text().notNull().default("pending"),
    consentText: text().notNull(),
    /** The page the form was sent from, e.g. "/infolettre", "/don". */
    consentSource: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull(),
    /** SHA-256 of the single-use confirmation link's token (the token is only in the e-mail). */
    confirmTokenHash: text().unique(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status),
    oneOf("newsletter_subscribers_status_check", t.status, vocab.SUBSCRIBER_STATUSES),
  ],
);

/** A newsletter: written in the back-office, then sent once to every confirmed subscriber. */
export const newsletterCampaigns = pgTable(
  "newsletter_campaigns",
  {
    id: id(),
    subject: text().notNull(),
    /** Sanitized HTML (server/rich-text.server.ts). */
    content: text().notNull(),
    /** CAMPAIGN_STATUSES */
    status: text().notNull().default("draft"),
    /** The site's public address when the sending started (for the links; PUBLIC_URL wins). */
    siteUrl: text(),
    recipientCount: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }),
    /** Up to when the sending rate has been used (the pacing of `dispatchNewsletters`). */
    pacedUntil: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOf("newsletter_campaigns_status_check", t.status, vocab.CAMPAIGN_STATUSES)],
);

/**
 * One recipient of one newsletter: `waiting` until the paced dispatch puts it in the outbox
 * (`queued`, with its outbox row), or `skipped` when the person unsubscribed meanwhile. Its
 * unsubscribe token (SHA-256 here) is the one of the message's link and headers.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    campaignId: integer()
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriberId: integer()
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /** DELIVERY_STATUSES */
    status: text().notNull().default("waiting"),
    /** Set when it is put in the outbox (the token itself is only in the message). */
    unsubscribeTokenHash: text().unique(),
    outboxId: integer().references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.campaignId, t.status),
    oneOf("newsletter_deliveries_status_check", t.status, vocab.DELIVERY_STATUSES),
  ],
);

// ---------------------------------------------------------------- privacy (Law 25, decision 0033)

/**
 * The register of confidentiality incidents (Quebec's Law 25, art. 3.8 of the private sector act,
 * and its regulation): one row per incident, kept at least five years after the foundation
 * learned of it. Never deleted from the back-office: a register is kept, only corrected.
 */
export const privacyIncidents = pgTable(
  "privacy_incidents",
  {
    id: id(),
    /** The day of the incident, or the first day of its period. */
    occurredOn: date().notNull(),
    /** The last day of its period, when it lasted more than one day. */
    occurredUntil: date(),
    /** The day the foundation learned of it. */
    discoveredOn: date().notNull(),
    description: text().notNull(),
    /** The personal information concerned (or, if unknown, why). */
    informationConcerned: text().notNull(),
    /** The number of people concerned, or an approximation. */
    peopleCount: integer().notNull(),
    /** Whether it presents a risk of serious injury, and the assessment behind the answer. */
    seriousRisk: boolean().notNull(),
    riskAssessment: text().notNull(),
    /** When the Commission d'accès à l'information and the persons concerned were notified. */
    commissionNotifiedOn: date(),
    personsNotifiedOn: date(),
    /** The measures taken to reduce the risk of injury and prevent a new incident. */
    measures: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.discoveredOn, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Menus edited in the back-office (issue 15, item 6; docs/decisions/0031-menus.md): the header's
// two dropdowns and the footer's two link columns. The migration writes the site's first menus.
// ---------------------------------------------------------------------------------------------

/** One menu: its fixed key (administration, dahira, pied-liens, pied-ressources) and its title. */
export const menus = pgTable("menus", {
  key: text().primaryKey(),
  label: text().notNull(),
  updatedAt: updatedAt(),
});

/** One link of a menu, in `position` order (0, 1, 2… within its menu). */
export const menuItems = pgTable(
  "menu_items",
  {
    id: id(),
    menuKey: text()
      .notNull()
      .references(() => menus.key, { onDelete: "cascade" }),
    position: integer().notNull(),
    label: text().notNull(),
    /** An internal path ("/tidjaniya") or an https:// address. */
    href: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.menuKey, t.position)],
);

// ---------------------------------------------------------------- revisions (decision 0032)

/**
 * The earlier versions of a page or an article: each save that changes something keeps here the
 * version it replaces (`snapshot`: the saved fields as they were), with who replaced it and when
 * (`createdAt`), and since when that version was the current one (`versionAt`, the item's
 * `updatedAt` then). At most 50 per item (the oldest go). No foreign key (an entity id of two
 * tables): deleting a page or an article deletes its revisions in the same transaction.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: id(),
    /** REVISION_KINDS */
    entityKind: text().notNull(),
    entityId: integer().notNull(),
    /** The saved fields of the replaced version (pages: route, title, summary, content…). */
    snapshot: jsonb().notNull(),
    /** When the replaced version was saved (null when unknown). */
    versionAt: timestamp({ withTimezone: true }),
    /** Who replaced it; their name is kept as text should the account go. */
    authorId: integer().references(() => users.id, { onDelete: "set null" }),
    authorName: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.entityKind, t.entityId, t.createdAt.desc(), t.id.desc()),
    oneOf("revisions_entity_kind_check", t.entityKind, vocab.REVISION_KINDS),
  ],
);
