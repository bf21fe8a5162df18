/**
 * Official donation receipts (decision 0015): issue one for a completed gift, e-mail it with its
 * PDF through the outbox, send it again when it was not sent, void and replace it, group a
 * donor's gifts of a calendar year in one year-end receipt, and render any stored receipt again
 * as a PDF for download.
 *
 * Every command runs in one transaction with its audit row and its e-mail: the receipt, its
 * links, the queued message and `receiptSentAt` exist together or not at all. The donations a
 * receipt covers are locked (`FOR UPDATE`) before checking that no valid receipt covers them yet,
 * and that check is its own statement, so two treasurers cannot both receipt the same gift.
 * Serial numbers come from the `receipt_serial` sequence (the column's default), never computed.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { donations, people, receiptDonations, receipts } from "#db/schema";
import type { DONATION_METHODS } from "#db/vocabularies";
import { giftDate } from "~/domain/ledger/gift-date.server";
import { CONFIRMED } from "~/domain/ledger/money-in.server";
import { sendEmail } from "~/domain/mail/mail.server";
import { personEmail, personFor } from "~/domain/people/people.server";
import type { SettingsValue } from "~/domain/settings/schema";
import { getSettings } from "~/domain/settings/settings.server";
import { formatDate, formatMoney, todayInSaguenay } from "~/lib/format";
import { zonedInstant } from "~/lib/zoned-time";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import type { ReceiptDocument } from "./receipt-document";
import { isReceiptable } from "./receipt-minimum";
import { splitGift } from "./split-receipt";
import { renderReceiptPdf } from "./receipt-pdf.server";
import {
  donorFullName,
  isCompleteAddress,
  donorPostalAddress,
  receiptFilename,
  isNoReceiptDue,
  receiptRefusal,
  receiptRefusalMessage,
  receiptSettingsRefusal,
  type ReceiptRefusal,
  type ReceiptRefusalReason,
  type SettingsRefusal,
} from "./receipt-rules";
import type { VoidReceiptInput, YearEndDonorInput, YearEndInput } from "./schema";

export const RECEIPT_EMAIL_TOPIC = "donation.receipt";

/**
 * What a receipt command gives: the receipt issued (or sent), or a refusal — its code to decide
 * on, its French sentence to show (`receiptRefusalMessage`).
 */
export type ReceiptOutcome =
  | { ok: true; receiptId: number; serialNumber: number; email: string }
  | {
      ok: false;
      status: 400 | 404;
      reason: ReceiptRefusalReason;
      message: string;
      /**
       * A year-end receipt lacking the donor's address, nowhere on file: the name its gifts
       * carry, to start the form where the treasurer enters them.
       */
      missingDonor?: { firstName: string; lastName: string };
    };

type ReceiptRefused = Extract<ReceiptOutcome, { ok: false }>;

const refuse = (refusal: ReceiptRefusal, status: 400 | 404 = 400): ReceiptRefused => ({
  ok: false,
  status,
  reason: refusal.reason,
  message: receiptRefusalMessage(refusal),
});

/** The donor's postal address as a donation stores it: what `donorPostalAddress` prints. */
export const donorAddressColumns = {
  address: donations.address,
  city: donations.city,
  province: donations.province,
  postalCode: donations.postalCode,
  country: donations.country,
};

/** A gift of property: receipted on its own, describing the property (s. 3501(1)). */
const IN_KIND = "in_kind" satisfies (typeof DONATION_METHODS)[number];

const donationFields = {
  id: donations.id,
  reference: donations.reference,
  firstName: donations.firstName,
  lastName: donations.lastName,
  email: donations.email,
  ...donorAddressColumns,
  amountCents: donations.amountCents,
  advantageCents: donations.advantageCents,
  advantageDescription: donations.advantageDescription,
  paymentMethod: donations.paymentMethod,
  inKindDescription: donations.inKindDescription,
  appraiserName: donations.appraiserName,
  appraiserAddress: donations.appraiserAddress,
  status: donations.status,
  receiptRequested: donations.receiptRequested,
  receiptSentAt: donations.receiptSentAt,
  receivedAt: donations.receivedAt,
  createdAt: donations.createdAt,
};
type CoveredDonation = Pick<typeof donations.$inferSelect, keyof typeof donationFields>;

type ReceiptRow = typeof receipts.$inferSelect;

/** The day a gift was received in Saguenay; a gift completed without a date counts its creation. */
const giftDay = (d: Pick<CoveredDonation, "receivedAt" | "createdAt">) =>
  todayInSaguenay(d.receivedAt ?? d.createdAt);
/** The same instant in SQL, to sort and select gifts by when they were received. */
const giftReceived = giftDate;

interface ReceiptIssuer {
  charity: ReceiptDocument["charity"];
  placeOfIssue: string;
  signer: string;
}

type ReceiptSettings = { general: SettingsValue<"general">; donation: SettingsValue<"donation"> };

/** The charity's identity and the receipt settings as today's settings say them. */
function issuerOf({ general, donation }: ReceiptSettings): ReceiptIssuer {
  return {
    charity: {
      name: general.siteName,
      address: general.address,
      registrationNumber: donation.charityNumber.trim(),
    },
    placeOfIssue: donation.receiptPlace.trim(),
    signer: donation.receiptSigner.trim(),
  };
}

/** The receipt's issuer, or the refusal when the settings miss what a receipt prints. */
async function receiptIssuer(db: Db): Promise<ReceiptIssuer | SettingsRefusal> {
  const settings = await getSettings(db, ["general", "donation"]);
  return receiptSettingsRefusal(settings.donation) ?? issuerOf(settings);
}

/**
 * What a stored receipt prints: everything comes from its row, the issuer included (the charity's
 * name, address and registration number and the signer as they were when it was issued), so a
 * copy downloaded later is the same receipt. A row written before the issuer was stored
 * (migration 0003) prints `fallback`, today's settings.
 */
function documentOf(
  row: ReceiptRow,
  fallback: Pick<ReceiptIssuer, "charity" | "signer">,
  giftDays: string[],
  replacesSerialNumber: number | null,
): ReceiptDocument {
  const stored = row.charityNumber !== "";
  return {
    serialNumber: row.serialNumber,
    charity: stored
      ? {
          name: row.charityName,
          address: row.charityAddress,
          registrationNumber: row.charityNumber,
        }
      : fallback.charity,
    placeOfIssue: row.placeOfIssue,
    issuedOn: todayInSaguenay(row.issuedAt),
    received:
      row.year === null
        ? { date: row.dateReceived }
        : { year: row.year, dates: [...giftDays].sort() },
    donor: { name: row.donorName, address: row.donorAddress },
    amountCents: row.amountCents,
    advantageCents: row.advantageCents,
    advantageDescription: row.advantageDescription,
    inKind: row.inKindDescription
      ? {
          description: row.inKindDescription,
          appraiser:
            row.appraiserName && row.appraiserAddress
              ? { name: row.appraiserName, address: row.appraiserAddress }
              : null,
        }
      : null,
    eligibleCents: row.eligibleCents,
    signer: stored ? row.signer : fallback.signer,
    voided: row.voidedAt !== null,
    replacesSerialNumber,
  };
}

/** The donations a receipt covers, oldest gift first. */
async function coveredDonations(db: Db, receiptId: number): Promise<CoveredDonation[]> {
  return db
    .select(donationFields)
    .from(receiptDonations)
    .innerJoin(donations, eq(donations.id, receiptDonations.donationId))
    .where(eq(receiptDonations.receiptId, receiptId))
    .orderBy(asc(giftReceived), donations.id);
}

/** Of `ids`, those a non-voided receipt already covers. */
async function alreadyReceipted(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ donationId: receiptDonations.donationId })
    .from(receiptDonations)
    .innerJoin(receipts, eq(receipts.id, receiptDonations.receiptId))
    .where(and(inArray(receiptDonations.donationId, ids), isNull(receipts.voidedAt)));
  return new Set(rows.map((row) => row.donationId));
}

async function serialOf(db: Db, receiptId: number | null): Promise<number | null> {
  if (receiptId === null) return null;
  const [row] = await db
    .select({ serialNumber: receipts.serialNumber })
    .from(receipts)
    .where(eq(receipts.id, receiptId));
  return row?.serialNumber ?? null;
}

/** Queues the receipt's e-mail with its PDF; marks the receipt and its donations sent. */
async function mailReceipt(
  tx: Db,
  row: ReceiptRow,
  covered: CoveredDonation[],
  issuer: ReceiptIssuer,
  replacesSerialNumber: number | null,
): Promise<void> {
  const document = documentOf(row, issuer, covered.map(giftDay), replacesSerialNumber);
  const pdf = await renderReceiptPdf(document);
  const first = covered[0]!;
  const references = covered.map((d) => d.reference).join(", ");
  await sendEmail(
    tx,
    {
      to: row.donorEmail,
      topic: RECEIPT_EMAIL_TOPIC,
      relatedReference: first.reference,
      attachments: [
        {
          filename: receiptFilename(row.serialNumber, false),
          contentType: "application/pdf",
          contentBase64: Buffer.from(pdf).toString("base64"),
        },
      ],
    },
    {
      subject: `Votre reçu officiel de don no ${row.serialNumber}`,
      heading: "Votre reçu officiel de don",
      paragraphs: [
        `Bonjour ${first.firstName.trim() || row.donorName},`,
        row.year === null
          ? `Merci pour votre don à ${issuer.charity.name}. Vous trouverez ci-joint votre reçu officiel aux fins de l'impôt sur le revenu.`
          : `Merci pour vos dons de ${row.year} à ${issuer.charity.name}. Vous trouverez ci-joint votre reçu officiel annuel aux fins de l'impôt sur le revenu : il regroupe vos dons de l'année.`,
        ...(replacesSerialNumber
          ? [
              `Ce reçu annule et remplace le reçu no ${replacesSerialNumber}, qui n'est plus valide.`,
            ]
          : []),
      ],
      details: [
        ["Numéro de série du reçu", String(row.serialNumber)],
        row.year === null
          ? ["Date de réception du don", formatDate(row.dateReceived)]
          : [`Dons reçus en ${row.year}`, String(covered.length)],
        ...(row.inKindDescription
          ? ([
              ["Description du bien reçu", row.inKindDescription],
              ["Juste valeur marchande du bien", formatMoney(row.amountCents)],
            ] satisfies [string, string][])
          : []),
        ["Montant admissible", formatMoney(row.eligibleCents)],
        [covered.length > 1 ? "Références" : "Référence", references],
      ],
      closing: ["Conservez ce reçu avec vos documents fiscaux."],
    },
  );
  const now = new Date();
  await tx.update(receipts).set({ sentAt: now }).where(eq(receipts.id, row.id));
  await tx
    .update(donations)
    .set({ receiptSentAt: now, updatedAt: now })
    .where(
      inArray(
        donations.id,
        covered.map((d) => d.id),
      ),
    );
}

/**
 * Writes a receipt for `covered` (already locked and checked), its links, its e-mail and its
 * audit row. `donor` overrides the name and address read from the donations (a replacement).
 */
async function writeReceipt(
  tx: Db,
  actorId: number | null,
  covered: CoveredDonation[],
  issuer: ReceiptIssuer,
  options: {
    year: number | null;
    donor: { name: string; address: string; email: string };
    replaces: { id: number; serialNumber: number } | null;
    /** "file": a year-end receipt's address taken from the donor's file, not from its gifts. */
    addressFrom?: "gift" | "file";
  },
): Promise<ReceiptOutcome> {
  const { amountCents, advantageCents, eligibleCents, advantageDescription } =
    receiptFigures(covered);
  const days = covered.map(giftDay).sort();
  // A receipt for property is that one gift's (year-end receipts leave gifts in kind out).
  const inKind =
    options.year === null && covered[0]!.paymentMethod === IN_KIND ? covered[0]! : null;
  const [row] = await tx
    .insert(receipts)
    .values({
      donationId: options.year === null ? covered[0]!.id : null,
      year: options.year,
      donorName: options.donor.name,
      donorAddress: options.donor.address,
      donorEmail: options.donor.email,
      amountCents,
      advantageCents,
      advantageDescription,
      inKindDescription: inKind?.inKindDescription ?? null,
      appraiserName: inKind?.appraiserName ?? null,
      appraiserAddress: inKind?.appraiserAddress ?? null,
      eligibleCents,
      dateReceived: days[days.length - 1]!,
      issuedAt: new Date(),
      placeOfIssue: issuer.placeOfIssue,
      charityName: issuer.charity.name,
      charityAddress: issuer.charity.address,
      charityNumber: issuer.charity.registrationNumber,
      signer: issuer.signer,
      replacesReceiptId: options.replaces?.id ?? null,
    })
    .returning();
  await tx
    .insert(receiptDonations)
    .values(covered.map((d) => ({ receiptId: row!.id, donationId: d.id })));
  await mailReceipt(tx, row!, covered, issuer, options.replaces?.serialNumber ?? null);
  await audit(tx, {
    userId: actorId,
    action: options.replaces ? "receipt.replace" : "receipt.issue",
    entity: "receipt",
    entityId: row!.id,
    details: {
      serialNumber: row!.serialNumber,
      references: covered.map((d) => d.reference),
      amountCents,
      ...(options.year === null ? {} : { year: options.year }),
      ...(options.replaces ? { replaces: options.replaces.serialNumber } : {}),
      ...(options.addressFrom === "file" ? { addressFrom: "file" } : {}),
    },
  });
  return { ok: true, receiptId: row!.id, serialNumber: row!.serialNumber, email: row!.donorEmail };
}

/** Marks a receipt voided, with the reason, journaled (a replacement is the caller's to issue). */
async function voidReceipt(
  tx: Db,
  actorId: number | null,
  row: Pick<ReceiptRow, "id" | "serialNumber">,
  reason: string,
): Promise<void> {
  await tx
    .update(receipts)
    .set({ voidedAt: new Date(), voidReason: reason })
    .where(eq(receipts.id, row.id));
  await audit(tx, {
    userId: actorId,
    action: "receipt.void",
    entity: "receipt",
    entityId: row.id,
    details: { serialNumber: row.serialNumber, reason },
  });
}

async function lockDonation(tx: Db, donationId: number): Promise<CoveredDonation | undefined> {
  const [row] = await tx
    .select(donationFields)
    .from(donations)
    .where(eq(donations.id, donationId))
    .for("update");
  return row;
}

/**
 * Issues and e-mails the receipt of one donation, inside the caller's transaction (used when a
 * treasurer confirms a gift, and by 'Envoyer le reçu'). Refuses a gift that does not qualify,
 * one a valid receipt already covers, and any receipt while the settings lack what it prints.
 */
export async function issueDonationReceiptTx(
  tx: Db,
  actorId: number | null,
  donationId: number,
): Promise<ReceiptOutcome> {
  const donation = await lockDonation(tx, donationId);
  if (!donation) return refuse({ reason: "donation-not-found" }, 404);
  const refusal = receiptRefusal(donation);
  if (refusal) return refuse({ reason: refusal });
  if ((await alreadyReceipted(tx, [donation.id])).size > 0)
    return refuse({ reason: "already-sent" });
  const issuer = await receiptIssuer(tx);
  if (typeof issuer === "string") return refuse({ reason: issuer });
  return writeReceipt(tx, actorId, [donation], issuer, {
    year: null,
    donor: {
      name: donorFullName(donation),
      address: donorPostalAddress(donation),
      email: donation.email,
    },
    replaces: null,
  });
}

/**
 * 'Envoyer le reçu': for a completed donation whose receipt was not sent. Issues the receipt, or
 * when a valid receipt already covers the gift without having been sent, e-mails that one.
 */
export async function sendDonationReceipt(
  db: Db,
  actorId: number,
  donationId: number,
): Promise<ReceiptOutcome> {
  return db.transaction(async (tx) => {
    const donation = await lockDonation(tx, donationId);
    if (!donation) return refuse({ reason: "donation-not-found" }, 404);
    if (donation.receiptSentAt) return refuse({ reason: "already-sent" });
    const [existing] = await tx
      .select()
      .from(receipts)
      .innerJoin(receiptDonations, eq(receiptDonations.receiptId, receipts.id))
      .where(and(eq(receiptDonations.donationId, donationId), isNull(receipts.voidedAt)))
      .for("update", { of: receipts });
    if (!existing) return issueDonationReceiptTx(tx, actorId, donationId);

    const issuer = await receiptIssuer(tx);
    if (typeof issuer === "string") return refuse({ reason: issuer });
    const row = existing.receipts;
    await mailReceipt(
      tx,
      row,
      await coveredDonations(tx, row.id),
      issuer,
      await serialOf(tx, row.replacesReceiptId),
    );
    await audit(tx, {
      userId: actorId,
      action: "receipt.send",
      entity: "receipt",
      entityId: row.id,
      details: { serialNumber: row.serialNumber, reference: donation.reference },
    });
    return { ok: true, receiptId: row.id, serialNumber: row.serialNumber, email: row.donorEmail };
  });
}

/**
 * 'Annuler et remplacer': the receipt is kept, marked voided with the reason, and a new one (new
 * serial number, citing the voided one) covering the same gifts is issued and e-mailed, with the
 * donor's name and address as corrected by the treasurer.
 */
export async function voidAndReplaceReceipt(
  db: Db,
  actorId: number,
  receiptId: number,
  input: VoidReceiptInput,
): Promise<ReceiptOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for("update");
    if (!row) return refuse({ reason: "receipt-not-found" }, 404);
    if (row.voidedAt) return refuse({ reason: "already-voided" });
    const ids = (await coveredDonations(tx, row.id)).map((d) => d.id);
    const covered = await tx
      .select(donationFields)
      .from(donations)
      .where(inArray(donations.id, ids))
      .orderBy(asc(giftReceived), donations.id)
      .for("update");
    if (covered.length === 0 || covered.some((d) => d.status !== CONFIRMED)) {
      return refuse({ reason: "replacement-not-completed" });
    }
    const issuer = await receiptIssuer(tx);
    if (typeof issuer === "string") return refuse({ reason: issuer });

    await voidReceipt(tx, actorId, row, input.reason);
    return writeReceipt(tx, actorId, covered, issuer, {
      year: row.year,
      donor: { name: input.donorName, address: input.donorAddress, email: row.donorEmail },
      replaces: { id: row.id, serialNumber: row.serialNumber },
    });
  });
}

/**
 * Voids, without replacement, the valid receipts covering a donation that is no longer completed
 * (marked failed or cancelled: a refunded gift cannot stay receipted). Runs in the caller's
 * transaction. The other gifts of a voided year-end receipt become receiptable again ('Envoyer
 * le reçu' or a new year-end receipt).
 */
export async function voidReceiptsOfDonationTx(
  tx: Db,
  /** null: Stripe's signed event (a refunded card gift). */
  actorId: number | null,
  donationId: number,
  reason: string,
): Promise<number[]> {
  const rows = await tx
    .select({ id: receipts.id, serialNumber: receipts.serialNumber })
    .from(receipts)
    .innerJoin(receiptDonations, eq(receiptDonations.receiptId, receipts.id))
    .where(and(eq(receiptDonations.donationId, donationId), isNull(receipts.voidedAt)))
    .for("update", { of: receipts });
  for (const row of rows) {
    await voidReceipt(tx, actorId, row, reason);
    // Its gifts no longer have a sent receipt: the screen must not say "Reçu envoyé".
    const covered = (await coveredDonations(tx, row.id)).map((d) => d.id);
    await tx
      .update(donations)
      .set({ receiptSentAt: null, updatedAt: new Date() })
      .where(inArray(donations.id, covered));
  }
  return rows.map((row) => row.serialNumber);
}

/**
 * The gifts a year-end receipt of `email` for `year` covers, locked: the donor's completed gifts
 * received that calendar year (Saguenay's) that no valid receipt covers yet, oldest first. A gift
 * in kind is never among them: a receipt for property describes that property, so it has its own
 * receipt ('Envoyer le reçu'), not a line in a sum of money.
 */
async function yearEndGifts(tx: Db, email: string, year: number): Promise<CoveredDonation[]> {
  const start = zonedInstant(`${year}-01-01`, "00:00");
  const end = zonedInstant(`${year + 1}-01-01`, "00:00");
  const candidates = await tx
    .select(donationFields)
    .from(donations)
    .where(
      and(
        sql`lower(${donations.email}) = ${email.toLowerCase()}`,
        eq(donations.status, CONFIRMED),
        ne(donations.paymentMethod, IN_KIND),
        gte(giftReceived, start),
        lt(giftReceived, end),
      ),
    )
    .orderBy(asc(giftReceived), donations.id)
    .for("update");
  const taken = await alreadyReceipted(
    tx,
    candidates.map((d) => d.id),
  );
  // A gift whose advantage leaves nothing to receipt stays out of the year's receipt too.
  return candidates.filter(
    (d) => !taken.has(d.id) && splitGift(d.amountCents, d.advantageCents).receiptable,
  );
}

/**
 * What a receipt for these gifts prints: their amounts, the advantages that are deducted (a
 * nominal one is not) with their descriptions, and the eligible amount (split-receipt.ts).
 */
function receiptFigures(covered: CoveredDonation[]) {
  let amountCents = 0;
  let advantageCents = 0;
  const descriptions: string[] = [];
  for (const d of covered) {
    const split = splitGift(d.amountCents, d.advantageCents);
    amountCents += d.amountCents;
    if (split.receiptable && split.advantageCents > 0) {
      advantageCents += split.advantageCents;
      descriptions.push(d.advantageDescription);
    }
  }
  return {
    amountCents,
    advantageCents,
    eligibleCents: amountCents - advantageCents,
    advantageDescription: [...new Set(descriptions)].join(" ; "),
  };
}

type OnFile = Pick<CoveredDonation, "firstName" | "lastName" | keyof typeof donorAddressColumns>;

/**
 * The donor's address on file, for a year-end receipt whose gifts carry none (cash or cheque
 * gifts entered without « Reçu officiel demandé »): first the person's record of that e-mail —
 * the address the donor saved in « Mon adresse pour les reçus », or else the latest one any of
 * her gifts carried (people.server.ts `personFor`) — then the latest gift of that e-mail, of any
 * year, carrying one. Only a complete address counts (`isCompleteAddress`); null when none.
 */
async function addressOnFile(tx: Db, email: string): Promise<OnFile | null> {
  const [person] = await tx
    .select({
      firstName: people.firstName,
      lastName: people.lastName,
      address: people.address,
      city: people.city,
      province: people.province,
      postalCode: people.postalCode,
      country: people.country,
    })
    .from(people)
    .where(eq(people.email, personEmail(email)))
    .limit(1);
  if (person && isCompleteAddress(person)) return person;
  const gifts = await tx
    .select({
      firstName: donations.firstName,
      lastName: donations.lastName,
      ...donorAddressColumns,
    })
    .from(donations)
    .where(
      and(
        sql`lower(trim(${donations.email})) = ${personEmail(email)}`,
        sql`coalesce(trim(${donations.address}), '') <> ''`,
        sql`coalesce(trim(${donations.city}), '') <> ''`,
      ),
    )
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(20);
  return gifts.find(isCompleteAddress) ?? null;
}

/**
 * A year-end receipt: one receipt for all the completed gifts of a donor (by e-mail) received in
 * `year` (Saguenay's calendar) that no valid receipt covers yet. The name and address are those
 * of the latest gift that has them; when none has, the donor's address on file (`addressOnFile`)
 * with the latest gift's name. With no address anywhere, the refusal carries the gifts' name for
 * the form where the treasurer enters the address (`enterYearEndDonor`).
 */
export async function issueYearEndReceipt(
  db: Db,
  actorId: number,
  { email, year }: YearEndInput,
): Promise<ReceiptOutcome> {
  return db.transaction(async (tx) => {
    const covered = await yearEndGifts(tx, email, year);
    if (covered.length === 0) return refuse({ reason: "nothing-to-receipt", year });
    const total = receiptFigures(covered).eligibleCents;
    if (!isReceiptable(total)) {
      return refuse({ reason: "year-end-below-minimum", year, totalCents: total });
    }
    const latest = [...covered].reverse();
    let donor = latest.find((d) => donorFullName(d) && donorPostalAddress(d));
    let addressFrom: "gift" | "file" = "gift";
    if (!donor) {
      const named = latest.find((d) => donorFullName(d));
      const onFile = await addressOnFile(tx, email);
      if (onFile && (named || donorFullName(onFile))) {
        donor = { ...latest[0]!, ...onFile, ...(named ? pickName(named) : {}) };
        addressFrom = "file";
      } else {
        return {
          ...refuse({ reason: "year-end-missing-donor" }),
          missingDonor: pickName(named ?? latest[0]!),
        };
      }
    }
    const issuer = await receiptIssuer(tx);
    if (typeof issuer === "string") return refuse({ reason: issuer });
    return writeReceipt(tx, actorId, covered, issuer, {
      year,
      donor: {
        name: donorFullName(donor),
        address: donorPostalAddress(donor),
        email: donor.email,
      },
      replaces: null,
      addressFrom,
    });
  });
}

const pickName = ({ firstName, lastName }: Pick<CoveredDonation, "firstName" | "lastName">) => ({
  firstName,
  lastName,
});

/**
 * The donor's name and full address entered by a treasurer for a year-end receipt (its gifts
 * and the donor's file had none): written on the gifts that receipt will cover and on the
 * donor's person record (so her next receipts and her donor space have it), journaled without
 * the address itself. Refuses, writing nothing, when there are no such gifts.
 */
export async function enterYearEndDonor(
  db: Db,
  actorId: number,
  input: YearEndDonorInput,
): Promise<{ ok: true } | ReceiptRefused> {
  const { email, year, ...donor } = input;
  return db.transaction(async (tx) => {
    const covered = await yearEndGifts(tx, email, year);
    if (covered.length === 0) {
      return refuse({ reason: "nothing-to-receipt", year });
    }
    const personId = await personFor(tx, { email, ...donor });
    const now = new Date();
    await tx
      .update(donations)
      .set({ ...donor, personId, updatedAt: now })
      .where(
        inArray(
          donations.id,
          covered.map((d) => d.id),
        ),
      );
    await audit(tx, {
      userId: actorId,
      action: "person.address_entered",
      entity: "person",
      entityId: personId,
      // Which gifts got the address, not the address itself.
      details: { year, references: covered.map((d) => d.reference) },
    });
    return { ok: true as const };
  });
}

// ---------------------------------------------------------------- reading

export interface DonationReceipt {
  id: number;
  serialNumber: number;
  issuedAt: Date;
  year: number | null;
  amountCents: number;
  /** Less than the amount on a split receipt (split-receipt.ts). */
  eligibleCents: number;
  donorName: string;
  donorAddress: string;
  sentAt: Date | null;
  voidedAt: Date | null;
  voidReason: string | null;
  replacesSerialNumber: number | null;
}

/** The receipts covering a donation (voided ones included), oldest first. */
export async function listDonationReceipts(db: Db, donationId: number): Promise<DonationReceipt[]> {
  const replaced = alias(receipts, "replaced");
  return db
    .select({
      id: receipts.id,
      serialNumber: receipts.serialNumber,
      issuedAt: receipts.issuedAt,
      year: receipts.year,
      amountCents: receipts.amountCents,
      eligibleCents: receipts.eligibleCents,
      donorName: receipts.donorName,
      donorAddress: receipts.donorAddress,
      sentAt: receipts.sentAt,
      voidedAt: receipts.voidedAt,
      voidReason: receipts.voidReason,
      replacesSerialNumber: replaced.serialNumber,
    })
    .from(receiptDonations)
    .innerJoin(receipts, eq(receipts.id, receiptDonations.receiptId))
    .leftJoin(replaced, eq(replaced.id, receipts.replacesReceiptId))
    .where(eq(receiptDonations.donationId, donationId))
    .orderBy(asc(receipts.serialNumber));
}

/**
 * Why a completed donation whose receipt is not sent has none: the gift's own reason, else the
 * missing settings; null when 'Envoyer le reçu' would work. Gifts that simply get no receipt
 * (`isNoReceiptDue`: under the minimum, not requested) give null too: nothing is wrong with them.
 */
export async function receiptProblem(
  db: Db,
  donation: Parameters<typeof receiptRefusal>[0] & { receiptSentAt: Date | null },
): Promise<string | null> {
  if (donation.status !== CONFIRMED || donation.receiptSentAt) return null;
  const refusal = receiptRefusal(donation);
  if (refusal) return isNoReceiptDue(refusal) ? null : receiptRefusalMessage({ reason: refusal });
  const issuer = await receiptIssuer(db);
  return typeof issuer === "string" ? receiptRefusalMessage({ reason: issuer }) : null;
}

/** The PDF of a stored receipt, as it was issued (a voided one carries the "ANNULÉ" mark). */
export async function receiptPdf(
  db: Db,
  receiptId: number,
): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, receiptId));
  if (!row) return null;
  const settings = await getSettings(db, ["general", "donation"]);
  const covered = await coveredDonations(db, row.id);
  const document = documentOf(
    row,
    issuerOf(settings),
    covered.map(giftDay),
    await serialOf(db, row.replacesReceiptId),
  );
  return {
    bytes: await renderReceiptPdf(document),
    filename: receiptFilename(row.serialNumber, row.voidedAt !== null),
  };
}
