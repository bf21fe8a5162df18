/**
 * Which donations get an official receipt, and what the back-office says when one cannot be
 * issued. Pure and isomorphic: the server (receipts.server.ts) applies these rules inside its
 * transaction, the screen uses the same ones to decide which buttons to show.
 */
import { PROVINCES } from "./receipt-address";
import { ADVANTAGE_TOO_LARGE, splitGift } from "./split-receipt";
import {
  isReceiptable,
  RECEIPT_MINIMUM_SENTENCES,
  yearEndBelowMinimumSentence,
} from "./receipt-minimum";

export const RECEIPT_NOT_FOUND = "Reçu introuvable.";
export const DONATION_NOT_FOUND = "Don introuvable : il a peut-être été supprimé.";
export const RECEIPT_ALREADY_VOIDED = "Ce reçu est déjà annulé : il ne peut plus être remplacé.";
export const RECEIPT_ALREADY_SENT = "Le reçu de ce don a déjà été envoyé.";
export const NOT_COMPLETED =
  "Un reçu officiel n'est émis que pour un don complété (réception confirmée).";
export const BELOW_MINIMUM = RECEIPT_MINIMUM_SENTENCES.giftRefusal;
export const NOT_REQUESTED = "Le donateur n'a pas demandé de reçu officiel pour ce don.";
export const MISSING_DONOR =
  "Le nom et l'adresse complète du donateur (adresse, ville) sont requis sur un reçu officiel : ils manquent pour ce don.";
/** Where the settings of receipts are entered: Paramètres (administrateur only). */
const SETTINGS_PLACE = "Un administrateur doit l'indiquer dans Paramètres › Dons.";
export const MISSING_REGISTRATION_NUMBER = `Le numéro d'enregistrement de l'organisme de bienfaisance n'est pas saisi : aucun reçu officiel ne peut être émis. ${SETTINGS_PLACE}`;
export const MISSING_SIGNER = `Le nom de la personne autorisée à signer les reçus n'est pas saisi : aucun reçu officiel ne peut être émis. ${SETTINGS_PLACE}`;
export const MISSING_PLACE = `Le lieu d'émission des reçus n'est pas saisi : aucun reçu officiel ne peut être émis. ${SETTINGS_PLACE}`;
export const NOTHING_TO_RECEIPT = (year: number) =>
  `Aucun don complété sans reçu pour ce courriel en ${year} : il n'y a rien à inclure dans un reçu annuel.`;
export const YEAR_END_BELOW_MINIMUM = yearEndBelowMinimumSentence;
/** A gift named by an official receipt (even a voided one) stays, like the receipt. */
export const RECEIPTED_UNDELETABLE =
  "Ce don figure sur un reçu officiel (même annulé) : il est conservé et ne peut pas être supprimé.";
export const REPLACEMENT_NOT_COMPLETED =
  "Un des dons de ce reçu n'est plus complété : le reçu ne peut pas être remplacé.";
/**
 * A year-end receipt whose gifts carry no address, for a donor with none on file either: the
 * back-office then offers the form to enter them (Income Tax Regulations s. 3501(1)).
 */
export const YEAR_END_MISSING_DONOR =
  "Le nom et l'adresse complète du donateur sont requis sur un reçu officiel : ils manquent sur ces dons et aucune adresse n'est connue pour ce courriel. Indiquez-les ci-dessous pour émettre le reçu.";

/** Why one gift gets no receipt of its own (`receiptRefusal`), in the order they are checked. */
export const GIFT_REFUSALS = [
  "not-completed",
  "advantage-too-large",
  "below-minimum",
  "not-requested",
  "missing-donor",
] as const;
export type GiftRefusal = (typeof GIFT_REFUSALS)[number];

/** What the settings miss for any receipt to be printed (`receiptSettingsRefusal`). */
export const SETTINGS_REFUSALS = [
  "missing-registration-number",
  "missing-signer",
  "missing-place",
] as const;
export type SettingsRefusal = (typeof SETTINGS_REFUSALS)[number];

/**
 * Why a receipt command did nothing: the code callers decide on, never the French sentence.
 * The two year-end refusals carry what their sentence names.
 */
export type ReceiptRefusal =
  | { reason: GiftRefusal | SettingsRefusal }
  | {
      reason:
        | "donation-not-found"
        | "receipt-not-found"
        | "already-sent"
        | "already-voided"
        | "replacement-not-completed"
        | "year-end-missing-donor";
    }
  | { reason: "nothing-to-receipt"; year: number }
  | { reason: "year-end-below-minimum"; year: number; totalCents: number };
export type ReceiptRefusalReason = ReceiptRefusal["reason"];

/** The French sentence of a refusal: the one place a code becomes words. */
export function receiptRefusalMessage(refusal: ReceiptRefusal): string {
  switch (refusal.reason) {
    case "not-completed":
      return NOT_COMPLETED;
    case "advantage-too-large":
      return ADVANTAGE_TOO_LARGE;
    case "below-minimum":
      return BELOW_MINIMUM;
    case "not-requested":
      return NOT_REQUESTED;
    case "missing-donor":
      return MISSING_DONOR;
    case "missing-registration-number":
      return MISSING_REGISTRATION_NUMBER;
    case "missing-signer":
      return MISSING_SIGNER;
    case "missing-place":
      return MISSING_PLACE;
    case "donation-not-found":
      return DONATION_NOT_FOUND;
    case "receipt-not-found":
      return RECEIPT_NOT_FOUND;
    case "already-sent":
      return RECEIPT_ALREADY_SENT;
    case "already-voided":
      return RECEIPT_ALREADY_VOIDED;
    case "replacement-not-completed":
      return REPLACEMENT_NOT_COMPLETED;
    case "year-end-missing-donor":
      return YEAR_END_MISSING_DONOR;
    case "nothing-to-receipt":
      return NOTHING_TO_RECEIPT(refusal.year);
    case "year-end-below-minimum":
      return YEAR_END_BELOW_MINIMUM(refusal.year, refusal.totalCents);
  }
}

/**
 * Gifts that simply get no receipt — under the minimum, or not asked for: nothing is wrong with
 * them, so confirming one tells the treasurer nothing and its details show no problem.
 */
export const NO_RECEIPT_DUE: ReadonlySet<GiftRefusal> = new Set(["below-minimum", "not-requested"]);
export function isNoReceiptDue(reason: ReceiptRefusalReason): boolean {
  return (NO_RECEIPT_DUE as ReadonlySet<string>).has(reason);
}

/** The donation fields the rules read. */
export interface ReceiptCandidate {
  status: string;
  amountCents: number;
  advantageCents: number;
  receiptRequested: boolean;
  firstName: string;
  lastName: string;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
}

/** The donor's full name as printed: "Awa Ndiaye". */
export function donorFullName(d: Pick<ReceiptCandidate, "firstName" | "lastName">): string {
  return `${d.firstName.trim()} ${d.lastName.trim()}`.trim();
}

/**
 * The postal address as printed on the receipt, two or three lines:
 * "45, rue Price Ouest\nChicoutimi (Québec) G7J 1G5" (+ the country when it is not Canada).
 * Empty when the street or the city is missing: the CRA requires the donor's address.
 */
export function donorPostalAddress(
  d: Pick<ReceiptCandidate, "address" | "city" | "province" | "postalCode" | "country">,
): string {
  const street = d.address?.trim() ?? "";
  const city = d.city?.trim() ?? "";
  if (!street || !city) return "";
  const code = d.province?.trim() ?? "";
  const province = PROVINCES.find(([known]) => known === code)?.[1] ?? code;
  const cityLine = [city, province ? `(${province})` : "", d.postalCode?.trim() ?? ""]
    .filter(Boolean)
    .join(" ");
  const country = d.country?.trim() ?? "";
  return [street, cityLine, country && country.toLowerCase() !== "canada" ? country : ""]
    .filter(Boolean)
    .join("\n");
}

/**
 * Why this donation cannot have its own official receipt (a code), or null when it can (the settings and
 * an existing receipt are checked by the server). Order: the gift first, then the donor.
 */
export function receiptRefusal(d: ReceiptCandidate): GiftRefusal | null {
  if (d.status !== "completed") return "not-completed";
  const split = splitGift(d.amountCents, d.advantageCents);
  if (!split.receiptable) return "advantage-too-large";
  // The minimum is the receipt's: the eligible amount, what the donor may claim.
  if (!isReceiptable(split.eligibleCents)) return "below-minimum";
  if (!d.receiptRequested) return "not-requested";
  if (!donorFullName(d) || !donorPostalAddress(d)) return "missing-donor";
  return null;
}

/**
 * An address complete enough to take from the donor's file for a receipt: street, city,
 * province and postal code all there, as /don and « Mon adresse pour les reçus » require.
 */
export function isCompleteAddress(
  d: Pick<ReceiptCandidate, "address" | "city" | "province" | "postalCode">,
): boolean {
  return [d.address, d.city, d.province, d.postalCode].every((part) => Boolean(part?.trim()));
}

/** The settings a receipt prints (Paramètres › Dons), the first one missing, or null. */
export function receiptSettingsRefusal(settings: {
  charityNumber: string;
  receiptPlace: string;
  receiptSigner: string;
}): SettingsRefusal | null {
  if (!settings.charityNumber.trim()) return "missing-registration-number";
  if (!settings.receiptSigner.trim()) return "missing-signer";
  if (!settings.receiptPlace.trim()) return "missing-place";
  return null;
}

/**
 * 'Envoyer le reçu' is offered for a completed donation whose receipt was not sent and that
 * qualifies for one (spec back-office §2: only completed donations whose receipt is not sent).
 */
export function canSendReceipt(d: ReceiptCandidate & { receiptSentAt: Date | string | null }) {
  return !d.receiptSentAt && receiptRefusal(d) === null;
}

/** "recu-officiel-12.pdf", "recu-officiel-12-annule.pdf" for a voided one. */
export function receiptFilename(serialNumber: number, voided: boolean): string {
  return `recu-officiel-${serialNumber}${voided ? "-annule" : ""}.pdf`;
}

/** URL of a receipt's PDF in the back-office (routes/admin/receipt-pdf.ts). */
export function receiptPdfPath(id: number): string {
  return `/admin/recus/${id}.pdf`;
}
