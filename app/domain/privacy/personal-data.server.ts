/**
 * A person's data (Law 25, issue 15 item 8, decision 0034): everything the site holds about one
 * e-mail address, found, exported and erased.
 *
 * - `findPersonalData` gathers every record that holds the address (any case, spaces trimmed) or
 *   belongs to its person (a merged record with another address): gifts, receipts, monthly gifts,
 *   the donor space, orders, event requests, event registrations, messages, the newsletter, the
 *   outbox, journal entries
 *   that mention it, anti-abuse counters, a back-office account and roster records.
 * - `personalDataExport` is the complete rows, as a JSON document with a French « lisez-moi ».
 * - `erasePersonalData` deletes or anonymises it in one transaction, keeping only what tax law
 *   obliges the foundation to keep (official receipts and the gifts they attest), and refuses
 *   while a monthly gift is still active at Stripe.
 *
 * The journal never holds the address: a short SHA-256 fingerprint and counts only.
 */
import { createHash } from "node:crypto";
import { inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  auditLog,
  bankLines,
  boardMembers,
  committeeMembers,
  contactMessages,
  donations,
  donorLinks,
  donorSessions,
  emailOutbox,
  eventRequests,
  groupMembers,
  monthlyGifts,
  newsletterDeliveries,
  newsletterSubscribers,
  orderItems,
  orders,
  people,
  rateLimits,
  receiptDonations,
  receipts,
  registrationAnswers,
  registrationLines,
  registrations,
  staff,
  users,
} from "#db/schema";
import { actionLabel, entityLabel } from "~/domain/audit/labels";
import { donationStatusLabel, monthlyStatusLabel } from "~/domain/donations/labels";
import { emailKey } from "~/domain/newsletter/subscriptions.server";
import { personEmail } from "~/domain/people/people.server";
import { registrationStatusLabel } from "~/domain/registrations/labels";
import { orderStatusLabel } from "~/domain/shop/statuses";
import { roleLabels, isRole } from "~/domain/admin/roles";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { loose, type RecordTable } from "~/domain/admin/loose-db.server";
import {
  ACTIVE_MONTHLY_GIFT,
  ANONYMISED,
  categories,
  categoryKeys,
  RECEIPTS_KEPT,
  type CategoryKey,
  type CategoryView,
  type ErasureSummary,
  type PersonalDataView,
} from "./categories";

/** The first 12 hexadecimal digits of the address's SHA-256: names a request in the journal. */
export function emailFingerprint(email: string): string {
  return createHash("sha256").update(personEmail(email)).digest("hex").slice(0, 12);
}

/** Sensitive columns of an account are never read: the export holds who, not how they sign in. */
const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  active: users.active,
  totpEnabledAt: users.totpEnabledAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** The gifts an official receipt attests (single or year-end): kept as they are (CRA). */
function attestedDonationIds(found: {
  receiptDonations: { donationId: number }[];
  receipts: { donationId: number | null }[];
}): Set<number> {
  return new Set([
    ...found.receiptDonations.map((row) => row.donationId),
    ...found.receipts.flatMap((row) => (row.donationId === null ? [] : [row.donationId])),
  ]);
}

async function gather(db: Db, email: string) {
  const same = (column: AnyPgColumn): SQL => sql`lower(trim(${column})) = ${email}`;
  const anyOf = (...conditions: SQL[]) => or(...conditions)!;

  const person = await db.select().from(people).where(same(people.email));
  const personIds = person.map((row) => row.id);
  const ofPerson = (column: AnyPgColumn) => inArray(column, personIds);
  // The rows of `table` that carry the address or belong to the person (a merged record).
  const heldBy = <T extends RecordTable & { personId: AnyPgColumn }>(
    table: T,
    addressColumn: AnyPgColumn,
  ) =>
    loose(db)
      .select()
      .from(table)
      .where(anyOf(same(addressColumn), ofPerson(table.personId)))
      .orderBy(table.id) as PromiseLike<T["$inferSelect"][]>;

  const [
    directDonations,
    gifts,
    shopOrders,
    requests,
    eventRegistrations,
    messages,
    subscribers,
    links,
    donorSpaceSessions,
    outbox,
    limits,
    accounts,
    staffRows,
    board,
    committees,
    group,
  ] = await Promise.all([
    heldBy(donations, donations.email),
    heldBy(monthlyGifts, monthlyGifts.email),
    heldBy(orders, orders.customerEmail),
    heldBy(eventRequests, eventRequests.requesterEmail),
    heldBy(registrations, registrations.email),
    db
      .select()
      .from(contactMessages)
      .where(same(contactMessages.email))
      .orderBy(contactMessages.id),
    heldBy(newsletterSubscribers, newsletterSubscribers.email),
    db.select().from(donorLinks).where(ofPerson(donorLinks.personId)).orderBy(donorLinks.id),
    db.select().from(donorSessions).where(ofPerson(donorSessions.personId)),
    db.select().from(emailOutbox).where(same(emailOutbox.to)).orderBy(emailOutbox.id),
    // Counters keyed by the address ("contact:ack:…", "login:account:…", "donor-link:email:…"),
    // or by its hash (the newsletter's confirmation e-mails).
    db
      .select()
      .from(rateLimits)
      .where(
        anyOf(
          sql`right(lower(${rateLimits.key}), ${email.length + 1}) = ${`:${email}`}`,
          sql`${rateLimits.key} = ${`newsletter:email:${emailKey(email)}`}`,
        ),
      ),
    db.select(accountColumns).from(users).where(same(users.email)),
    db.select().from(staff).where(same(staff.email)).orderBy(staff.id),
    db.select().from(boardMembers).where(same(boardMembers.email)).orderBy(boardMembers.id),
    db
      .select()
      .from(committeeMembers)
      .where(sql`position(${email} in lower(coalesce(${committeeMembers.contact}, ''))) > 0`)
      .orderBy(committeeMembers.id),
    db.select().from(groupMembers).where(same(groupMembers.email)).orderBy(groupMembers.id),
  ]);

  // Receipts: issued to the address, or attesting one of its gifts (single or year-end).
  const donationIds = directDonations.map((row) => row.id);
  const receiptRows = await db
    .select()
    .from(receipts)
    .where(
      anyOf(
        same(receipts.donorEmail),
        inArray(receipts.donationId, donationIds),
        inArray(
          receipts.id,
          db
            .select({ id: receiptDonations.receiptId })
            .from(receiptDonations)
            .where(inArray(receiptDonations.donationId, donationIds)),
        ),
      ),
    )
    .orderBy(receipts.serialNumber);
  const receiptIds = receiptRows.map((row) => row.id);
  const attested = await db
    .select()
    .from(receiptDonations)
    .where(
      anyOf(
        inArray(receiptDonations.receiptId, receiptIds),
        inArray(receiptDonations.donationId, donationIds),
      ),
    )
    .orderBy(receiptDonations.receiptId, receiptDonations.donationId);
  // The gifts a found receipt attests belong to the person too, whatever address they carry.
  const attestedIds = attestedDonationIds({ receiptDonations: attested, receipts: receiptRows });
  const missing = [...attestedIds].filter((id) => !donationIds.includes(id));
  const donationRows = missing.length
    ? [
        ...directDonations,
        ...(await db.select().from(donations).where(inArray(donations.id, missing))),
      ].sort((a, b) => a.id - b.id)
    : directDonations;

  const orderIds = shopOrders.map((row) => row.id);
  const subscriberIds = subscribers.map((row) => row.id);
  const registrationIds = eventRegistrations.map((row) => row.id);
  const [items, lines, deliveries, tickets, answers] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(orderItems.id),
    db
      .select()
      .from(bankLines)
      .where(
        anyOf(
          inArray(
            bankLines.donationId,
            donationRows.map((row) => row.id),
          ),
          inArray(bankLines.orderId, orderIds),
        ),
      )
      .orderBy(bankLines.id),
    db
      .select()
      .from(newsletterDeliveries)
      .where(inArray(newsletterDeliveries.subscriberId, subscriberIds))
      .orderBy(newsletterDeliveries.id),
    db
      .select()
      .from(registrationLines)
      .where(inArray(registrationLines.registrationId, registrationIds))
      .orderBy(registrationLines.id),
    db
      .select()
      .from(registrationAnswers)
      .where(inArray(registrationAnswers.registrationId, registrationIds))
      .orderBy(registrationAnswers.registrationId, registrationAnswers.questionId),
  ]);

  // The journal: entries whose details mention the address or one of the person's full names.
  const needles = mentions(email, {
    people: person,
    donations: donationRows,
    monthlyGifts: gifts,
    orders: shopOrders,
    eventRequests: requests,
    registrations: eventRegistrations,
    contactMessages: messages,
  });
  const journal = await db
    .select()
    .from(auditLog)
    .where(
      or(
        ...needles.map(
          (needle) =>
            sql`position(${needle} in lower(coalesce(${auditLog.details}::text, ''))) > 0`,
        ),
      ),
    )
    .orderBy(auditLog.id);

  const stripe = [
    ...donationRows.flatMap((row) =>
      stripeRefs("Don", row.reference, {
        session: row.stripeSessionId,
        paymentIntent: row.stripePaymentIntentId,
        invoice: row.stripeInvoiceId,
      }),
    ),
    ...gifts.flatMap((row) =>
      stripeRefs("Don mensuel", row.reference, {
        session: row.stripeSessionId,
        subscription: row.stripeSubscriptionId,
        customer: row.stripeCustomerId,
      }),
    ),
    ...shopOrders.flatMap((row) =>
      stripeRefs("Commande", row.reference, {
        session: row.stripeSessionId,
        paymentIntent: row.stripePaymentIntentId,
      }),
    ),
  ];

  return {
    people: person,
    donations: donationRows,
    receipts: receiptRows,
    receiptDonations: attested,
    monthlyGifts: gifts,
    orders: shopOrders,
    orderItems: items,
    bankLines: lines,
    stripe,
    eventRequests: requests,
    registrations: eventRegistrations,
    registrationLines: tickets,
    registrationAnswers: answers,
    contactMessages: messages,
    newsletterSubscribers: subscribers,
    newsletterDeliveries: deliveries,
    donorLinks: links,
    donorSessions: donorSpaceSessions,
    emails: outbox,
    auditLog: journal,
    rateLimits: limits,
    users: accounts,
    staff: staffRows,
    boardMembers: board,
    committeeMembers: committees,
    groupMembers: group,
  } satisfies Record<CategoryKey, unknown[]>;
}

export type PersonalData = Awaited<ReturnType<typeof gather>> & { email: string };

const stripeKinds = {
  session: "Session de paiement",
  paymentIntent: "Paiement",
  invoice: "Facture",
  subscription: "Abonnement",
  customer: "Client",
} as const;

function stripeRefs(
  record: string,
  reference: string,
  ids: Partial<Record<keyof typeof stripeKinds, string | null>>,
) {
  return (Object.entries(ids) as [keyof typeof stripeKinds, string | null][])
    .filter(([, id]) => id)
    .map(([kind, id]) => ({ record, reference, kind: stripeKinds[kind], id: id! }));
}

type FullName = { firstName: string; lastName: string };

/** The records that carry the person's name, by category. */
interface NamedRecords {
  people: FullName[];
  donations: FullName[];
  monthlyGifts: FullName[];
  orders: { customerName: string }[];
  eventRequests: { requesterName: string }[];
  registrations: FullName[];
  contactMessages: { name: string }[];
}

/**
 * The address and the distinct full names (5 characters or more) its records carry, lower-cased:
 * what a journal entry about the person may mention.
 */
function mentions(email: string, records: NamedRecords): string[] {
  const nameOf = (row: FullName) => `${row.firstName} ${row.lastName}`;
  const names = [
    ...records.people.map(nameOf),
    ...records.donations.map(nameOf),
    ...records.monthlyGifts.map(nameOf),
    ...records.orders.map((row) => row.customerName),
    ...records.eventRequests.map((row) => row.requesterName),
    ...records.registrations.map(nameOf),
    ...records.contactMessages.map((row) => row.name),
  ];
  const found = new Set([email]);
  for (const name of names) {
    const clean = name.replace(/\s+/g, " ").trim().toLowerCase();
    if (clean.length >= 5 && clean !== ANONYMISED.toLowerCase()) found.add(clean);
  }
  return [...found];
}

/** Every record held about `email` (trimmed, any case), by category. */
export async function findPersonalData(db: Db, email: string): Promise<PersonalData> {
  const normal = personEmail(email);
  return { email: normal, ...(await gather(db, normal)) };
}

// ---------------------------------------------------------------- the screen's words

const yesNo = (value: boolean) => (value ? "Oui" : "Non");
const when = (value: Date | string | null) => (value ? formatDateTime(value) : "—");
const day = (value: Date | string | null) => (value ? formatDate(value) : "—");
const text = (value: string | null | undefined) => (value && value.trim() ? value : "—");
const fullName = (first: string, last: string) => text(`${first} ${last}`.trim());
const place = (row: {
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
}) => text([row.address, row.city, row.province, row.postalCode].filter(Boolean).join(", "));

/** A roster's record (staff, board, group): its name, its role and how to reach it. */
const rosterRow = (r: {
  id: number;
  name: string;
  role: string;
  email: string | null;
  phone: string | null;
}) => ({ id: String(r.id), cells: [r.name, r.role, text(r.email), text(r.phone)] });

type Table<K extends CategoryKey> = {
  columns: string[];
  row: (row: PersonalData[K][number]) => { id: string; cells: string[] };
};

const tables: { [K in CategoryKey]: Table<K> } = {
  people: {
    columns: ["Nom", "Courriel", "Téléphone", "Adresse", "Créée le"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        fullName(r.firstName, r.lastName),
        r.email,
        text(r.phone),
        place(r),
        when(r.createdAt),
      ],
    }),
  },
  donations: {
    columns: ["Référence", "Date", "Nom", "Courriel", "Montant", "Statut"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        r.reference,
        when(r.createdAt),
        fullName(r.firstName, r.lastName),
        r.email,
        formatMoney(r.amountCents),
        donationStatusLabel(r.status),
      ],
    }),
  },
  receipts: {
    columns: ["N° de reçu", "Émis le", "Donateur", "Montant admissible", "État"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        String(r.serialNumber),
        when(r.issuedAt),
        r.donorName,
        formatMoney(r.eligibleCents),
        r.voidedAt ? "Annulé" : "Valide",
      ],
    }),
  },
  receiptDonations: {
    columns: ["Reçu (n° interne)", "Don (n° interne)"],
    row: (r) => ({
      id: `${r.receiptId}-${r.donationId}`,
      cells: [String(r.receiptId), String(r.donationId)],
    }),
  },
  monthlyGifts: {
    columns: ["Référence", "Nom", "Montant mensuel", "Statut", "Créé le"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        r.reference,
        fullName(r.firstName, r.lastName),
        formatMoney(r.amountCents),
        monthlyStatusLabel(r.status),
        when(r.createdAt),
      ],
    }),
  },
  orders: {
    columns: ["Référence", "Date", "Client", "Téléphone", "Total", "Statut"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        r.reference,
        when(r.createdAt),
        r.customerName,
        text(r.customerPhone),
        formatMoney(r.totalCents),
        orderStatusLabel(r.status),
      ],
    }),
  },
  orderItems: {
    columns: ["Commande (n° interne)", "Article", "Quantité", "Prix unitaire"],
    row: (r) => ({
      id: String(r.id),
      cells: [String(r.orderId), r.productName, String(r.quantity), formatMoney(r.unitPriceCents)],
    }),
  },
  bankLines: {
    columns: ["Date", "Montant", "Libellé"],
    row: (r) => ({
      id: String(r.id),
      cells: [day(r.lineDate), formatMoney(r.amountCents), r.description],
    }),
  },
  stripe: {
    columns: ["Dossier", "Type", "Identifiant"],
    row: (r) => ({ id: r.id, cells: [`${r.record} ${r.reference}`, r.kind, r.id] }),
  },
  eventRequests: {
    columns: ["Référence", "Titre", "Date de l'événement", "Demandeur", "Téléphone"],
    row: (r) => ({
      id: String(r.id),
      cells: [r.reference, r.title, day(r.date), r.requesterName, text(r.requesterPhone)],
    }),
  },
  registrations: {
    columns: ["Référence", "Inscrit le", "Nom", "Téléphone", "Places", "État"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        r.reference,
        when(r.createdAt),
        fullName(r.firstName, r.lastName),
        text(r.phone),
        String(r.places),
        registrationStatusLabel(r.status),
      ],
    }),
  },
  registrationLines: {
    columns: ["Inscription (n° interne)", "Type de billet (n°)", "Quantité", "Prix unitaire"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        String(r.registrationId),
        String(r.ticketTypeId),
        String(r.quantity),
        formatMoney(r.unitPriceCents),
      ],
    }),
  },
  registrationAnswers: {
    columns: ["Inscription (n° interne)", "Question (n°)", "Réponse"],
    row: (r) => ({
      id: `${r.registrationId}-${r.questionId}`,
      cells: [String(r.registrationId), String(r.questionId), r.answer],
    }),
  },
  contactMessages: {
    columns: ["Reçu le", "Nom", "Objet"],
    row: (r) => ({ id: String(r.id), cells: [when(r.createdAt), r.name, r.subject] }),
  },
  newsletterSubscribers: {
    columns: ["Courriel", "Nom", "Statut", "Consentement donné le"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        r.email,
        text(r.name),
        { pending: "En attente", confirmed: "Confirmé", unsubscribed: "Désabonné" }[r.status] ??
          r.status,
        when(r.consentedAt),
      ],
    }),
  },
  newsletterDeliveries: {
    columns: ["Infolettre (n°)", "État", "Créé le"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        String(r.campaignId),
        { waiting: "En attente", queued: "Envoyé", skipped: "Sauté" }[r.status] ?? r.status,
        when(r.createdAt),
      ],
    }),
  },
  donorLinks: {
    columns: ["Créé le", "Expire le", "Utilisé le"],
    row: (r) => ({
      id: String(r.id),
      cells: [when(r.createdAt), when(r.expiresAt), when(r.usedAt)],
    }),
  },
  donorSessions: {
    columns: ["Ouverte le", "Expire le"],
    row: (r) => ({ id: r.id, cells: [when(r.createdAt), when(r.expiresAt)] }),
  },
  emails: {
    columns: ["Créé le", "Objet", "État"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        when(r.createdAt),
        r.subject,
        { pending: "À envoyer", sent: "Envoyé", failed: "Échec" }[r.status] ?? r.status,
      ],
    }),
  },
  auditLog: {
    columns: ["Date", "Action", "Élément"],
    row: (r) => ({
      id: String(r.id),
      cells: [
        when(r.createdAt),
        actionLabel(r.action),
        r.entityId ? `${entityLabel(r.entity)} (${r.entityId})` : entityLabel(r.entity),
      ],
    }),
  },
  rateLimits: {
    columns: ["Compteur", "Depuis le", "Nombre"],
    row: (r) => ({
      id: r.key,
      cells: [r.key.split(":").slice(0, 2).join(" › "), when(r.windowStart), String(r.count)],
    }),
  },
  users: {
    columns: ["Nom", "Courriel", "Rôle", "Actif"],
    row: (r) => ({
      id: String(r.id),
      cells: [r.name, r.email, isRole(r.role) ? roleLabels[r.role] : r.role, yesNo(r.active)],
    }),
  },
  staff: {
    columns: ["Nom", "Fonction", "Courriel", "Téléphone"],
    row: rosterRow,
  },
  boardMembers: {
    columns: ["Nom", "Poste", "Courriel", "Téléphone"],
    row: rosterRow,
  },
  committeeMembers: {
    columns: ["Nom", "Rôle", "Contact"],
    row: (r) => ({ id: String(r.id), cells: [r.name, text(r.role), text(r.contact)] }),
  },
  groupMembers: {
    columns: ["Nom", "Rôle", "Courriel", "Téléphone"],
    row: rosterRow,
  },
};

function categoryView<K extends CategoryKey>(found: PersonalData, key: K): CategoryView {
  const table = tables[key];
  const rows = found[key] as PersonalData[K][number][];
  return {
    key,
    ...categories[key],
    count: rows.length,
    columns: table.columns,
    rows: rows.map((row) => table.row(row)),
  };
}

/** What the screen shows: the categories that hold something, worded in French. */
export function personalDataView(found: PersonalData): PersonalDataView {
  const shown = categoryKeys.map((key) => categoryView(found, key)).filter((view) => view.count);
  return {
    email: found.email,
    total: shown.reduce((sum, view) => sum + view.count, 0),
    categories: shown,
    onlyKept: shown.every((view) => keptAfterErasure(found, view.key)),
  };
}

/** True when an erasure leaves this category as it is (receipts, records managed elsewhere). */
function keptAfterErasure(found: PersonalData, key: CategoryKey): boolean {
  const { fate } = categories[key];
  if (fate === "kept" || fate === "managed-elsewhere") return true;
  const kept = attestedDonationIds(found);
  if (key === "donations") return found.donations.every((row) => kept.has(row.id));
  if (key === "bankLines") {
    return found.bankLines.every((row) => row.donationId !== null && kept.has(row.donationId));
  }
  return false;
}

// ---------------------------------------------------------------- export

export const EXPORT_README =
  "Ce fichier contient tous les renseignements que le site de la fondation détient sur cette adresse courriel, à la date indiquée, classés par catégorie : chaque enregistrement y figure en entier (montants en cents, dates en temps universel ISO 8601). " +
  RECEIPTS_KEPT;

/** `renseignements-2026-11-28.json` */
export function exportFilename(now = new Date()): string {
  const dayInQuebec = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return `renseignements-${dayInQuebec}.json`;
}

/** The export document: every category with its French label, count and complete rows. */
export function personalDataExport(found: PersonalData, now = new Date()) {
  return {
    lisezMoi: EXPORT_README,
    adresse: found.email,
    exporteLe: now.toISOString(),
    categories: Object.fromEntries(
      categoryKeys.map((key) => [
        key,
        {
          libelle: categories[key].label,
          nombre: found[key].length,
          effacement: categories[key].erasure,
          enregistrements: found[key],
        },
      ]),
    ),
  };
}

function countsOf(found: PersonalData): Partial<Record<CategoryKey, number>> {
  return Object.fromEntries(
    categoryKeys.filter((key) => found[key].length).map((key) => [key, found[key].length]),
  );
}

/** Finds, journals (counts and fingerprint, no address) and answers the export's JSON text. */
export async function exportPersonalData(db: Db, userId: number, email: string, now = new Date()) {
  const found = await findPersonalData(db, email);
  await audit(db, {
    userId,
    action: "personal_data.export",
    entity: "personal_data",
    entityId: emailFingerprint(found.email),
    details: { empreinte: emailFingerprint(found.email), nombres: countsOf(found) },
  });
  return `${JSON.stringify(personalDataExport(found, now), null, 2)}\n`;
}

// ---------------------------------------------------------------- erasure

/** A monthly gift Stripe still charges: an erasure would leave it running with no donor. */
const ACTIVE_AT_STRIPE = new Set(["active", "past_due"]);

export type ErasureOutcome =
  | { ok: true; summary: ErasureSummary }
  | { ok: false; reason: "active-monthly-gift"; message: string };

/** `value` with every occurrence of the needles (any case) replaced by « Anonymisé ». */
function scrub(value: unknown, needles: RegExp[]): unknown {
  if (typeof value === "string") {
    return needles.reduce((textSoFar, needle) => textSoFar.replace(needle, ANONYMISED), value);
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, needles));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrub(item, needles)]),
    );
  }
  return value;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Erases the person of `email` in one transaction (see the file's header and categories.ts for
 * what happens to each category); refused, nothing changed, while one of their monthly gifts is
 * active at Stripe. Journaled with counts and the address's fingerprint only.
 */
export function erasePersonalData(db: Db, userId: number, email: string): Promise<ErasureOutcome> {
  return db.transaction(async (tx) => {
    const found = await findPersonalData(tx, email);
    if (found.monthlyGifts.some((gift) => ACTIVE_AT_STRIPE.has(gift.status))) {
      return { ok: false, reason: "active-monthly-gift", message: ACTIVE_MONTHLY_GIFT } as const;
    }
    const kept = attestedDonationIds(found);
    const erasedDonations = found.donations.filter((row) => !kept.has(row.id)).map((row) => row.id);
    const orderIds = found.orders.map((row) => row.id);
    const giftIds = found.monthlyGifts.map((row) => row.id);
    const deleteFound = (table: PgTable & { id: AnyPgColumn }, rows: { id: number | string }[]) =>
      tx.delete(table).where(
        inArray(
          table.id,
          rows.map((row) => row.id),
        ),
      );
    const blankContact = {
      phone: null,
      address: null,
      city: null,
      province: null,
      postalCode: null,
      personId: null,
    };

    await tx
      .update(donations)
      .set({ firstName: ANONYMISED, lastName: "", email: ANONYMISED, ...blankContact })
      .where(inArray(donations.id, erasedDonations));
    await tx
      .update(monthlyGifts)
      .set({
        firstName: ANONYMISED,
        lastName: "",
        email: ANONYMISED,
        ...blankContact,
        stripeCustomerId: null,
      })
      .where(inArray(monthlyGifts.id, giftIds));
    await tx
      .update(orders)
      .set({
        customerName: ANONYMISED,
        customerEmail: ANONYMISED,
        customerPhone: null,
        personId: null,
      })
      .where(inArray(orders.id, orderIds));
    const erasedLines = found.bankLines
      .filter((row) => !(row.donationId !== null && kept.has(row.donationId)))
      .map((row) => row.id);
    await tx
      .update(bankLines)
      .set({ description: ANONYMISED })
      .where(inArray(bankLines.id, erasedLines));

    await deleteFound(newsletterDeliveries, found.newsletterDeliveries);
    await deleteFound(newsletterSubscribers, found.newsletterSubscribers);
    await deleteFound(eventRequests, found.eventRequests);
    // Their lines go with them (cascade); their places are free again.
    await deleteFound(registrations, found.registrations);
    await deleteFound(contactMessages, found.contactMessages);
    await deleteFound(emailOutbox, found.emails);
    await deleteFound(donorLinks, found.donorLinks);
    await deleteFound(donorSessions, found.donorSessions);
    await tx.delete(rateLimits).where(
      inArray(
        rateLimits.key,
        found.rateLimits.map((row) => row.key),
      ),
    );
    // Kept gifts lose their tie to the person (set null): the receipt has its own copy.
    await deleteFound(people, found.people);

    const needles = mentions(found.email, found).map(
      (needle) => new RegExp(escapeRegExp(needle), "gi"),
    );
    for (const entry of found.auditLog) {
      await tx
        .update(auditLog)
        .set({ details: scrub(entry.details, needles) })
        .where(sql`${auditLog.id} = ${entry.id}`);
    }

    const deleted =
      found.people.length +
      found.newsletterSubscribers.length +
      found.newsletterDeliveries.length +
      found.eventRequests.length +
      found.registrations.length +
      found.registrationLines.length +
      found.registrationAnswers.length +
      found.contactMessages.length +
      found.emails.length +
      found.donorLinks.length +
      found.donorSessions.length +
      found.rateLimits.length;
    const anonymised =
      erasedDonations.length +
      giftIds.length +
      orderIds.length +
      erasedLines.length +
      found.auditLog.length;
    const summary: ErasureSummary = {
      deleted,
      anonymised,
      kept: found.receipts.length + kept.size,
      counts: countsOf(found),
    };
    await audit(tx, {
      userId,
      action: "personal_data.erase",
      entity: "personal_data",
      entityId: emailFingerprint(found.email),
      details: {
        empreinte: emailFingerprint(found.email),
        supprimes: summary.deleted,
        anonymises: summary.anonymised,
        conserves: summary.kept,
        nombres: summary.counts,
      },
    });
    return { ok: true, summary } as const;
  });
}
