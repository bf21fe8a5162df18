import {
  DONATION_METHODS,
  DONATION_STATUSES,
  MONTHLY_GIFT_STATUSES,
  PAYMENT_OPTION_TYPES,
} from "#db/vocabularies";
import { labelsFor } from "~/lib/labels";

/**
 * French labels of donation statuses (spec back-office.md §4: Complété, En attente, Échoué), in
 * the order of the back-office filter; a card gift refunded from Stripe is « Remboursé ».
 */
export const {
  labels: donationStatusLabels,
  values: donationStatuses,
  label: donationStatusLabel,
} = labelsFor(
  DONATION_STATUSES,
  {
    completed: "Complété",
    pending: "En attente",
    failed: "Échoué",
    cancelled: "Annulé",
    refunded: "Remboursé",
  },
  "Inconnu",
);
export type DonationStatus = (typeof donationStatuses)[number];

/** Labels of the status filter (plural, as in a list heading). */
export const donationStatusFilterLabels: Record<DonationStatus, string> = {
  completed: "Complétés",
  pending: "En attente",
  failed: "Échoués",
  cancelled: "Annulés",
  refunded: "Remboursés",
};

/**
 * How a donation was (or is to be) paid (spec back-office.md §9). The brand is spelled "Interac"
 * (the prototype's "Interact" is a typo; the public /don page says "Virement Interac").
 */
export const {
  labels: paymentMethodLabels,
  values: paymentMethods,
  label: paymentMethodLabel,
} = labelsFor(
  DONATION_METHODS,
  {
    card: "Carte bancaire",
    interac: "Interac",
    paypal: "PayPal",
    cash: "Comptant",
    cheque: "Chèque",
    in_kind: "Don en nature",
    other: "Autre",
  },
  "Autre",
);
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * The ways of a gift received in person ('Enregistrer un don reçu'): no hour is kept. "in_kind"
 * is property, not money (its amount is the fair market value).
 */
export const OFFLINE_METHODS = [
  "cash",
  "cheque",
  "in_kind",
] as const satisfies readonly PaymentMethod[];

/** The ways of a gift received in person ('Enregistrer un don reçu'). */
export const offlineMethodLabels = {
  cash: paymentMethodLabels.cash,
  cheque: paymentMethodLabels.cheque,
  in_kind: paymentMethodLabels.in_kind,
} as const;

/**
 * Monthly gifts (issue 13, item 3): pending while the donor has not finished Stripe Checkout,
 * active, past due after a failed instalment, cancelled, or expired (Checkout never finished).
 */
export const {
  labels: monthlyStatusLabels,
  values: monthlyStatuses,
  label: monthlyStatusLabel,
} = labelsFor(
  MONTHLY_GIFT_STATUSES,
  {
    pending: "En attente",
    active: "Actif",
    past_due: "Paiement en retard",
    cancelled: "Annulé",
    expired: "Expiré",
  },
  "Inconnu",
);
export type MonthlyGiftStatus = (typeof monthlyStatuses)[number];

/** A monthly gift a treasurer (or its donor) may still stop. */
export function monthlyGiftCancellable(status: string): boolean {
  return status === "pending" || status === "active" || status === "past_due";
}

/** Payment option types (spec §3; the spec's "interact" is spelled "interac", decision 0040). */
export const {
  labels: paymentOptionTypeLabels,
  values: paymentOptionTypes,
  label: paymentOptionTypeLabel,
} = labelsFor(
  PAYMENT_OPTION_TYPES,
  { card: "Carte bancaire", interac: "Interac", paypal: "PayPal", other: "Autre" },
  "Autre",
);
export type PaymentOptionType = (typeof paymentOptionTypes)[number];

/**
 * Where the official receipt stands, read from the donation (list, details panel, CSV). Whether
 * one can be sent is decided by domain/receipts/receipt-rules.ts (`canSendReceipt`).
 */
export function receiptStateLabel(donation: {
  receiptRequested: boolean;
  receiptSentAt: Date | string | null;
}): string {
  if (donation.receiptSentAt) return "Reçu envoyé";
  return donation.receiptRequested ? "Reçu demandé" : "Reçu non envoyé";
}
