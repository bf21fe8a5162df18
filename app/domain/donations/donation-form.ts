/**
 * The donation form of /don as its page draws it (spec public-site.md §2.5, §5, §9): the field
 * names, an empty form, and the titled alerts over a refused form. Isomorphic and
 * without zod, so the page's first load stays small: the rules are in schema.ts, which the page
 * loads when the visitor reaches the form and the server parses with.
 */
import { RECEIPT_ADDRESS_FIELDS } from "~/domain/receipts/receipt-address";
import type { FieldErrors } from "~/lib/forms/validate";

/** The `intent` of the donation form's refusal (the page has one form). */
export const DONATION_INTENT = "donation";

/** The official receipt's box and the address it requires: the last fields of a gift's form. */
export const RECEIPT_FIELDS = ["receiptRequested", ...RECEIPT_ADDRESS_FIELDS] as const;

export const DONATION_FIELDS = [
  "amount",
  "customAmount",
  "projectId",
  "firstName",
  "lastName",
  "email",
  "phone",
  ...RECEIPT_FIELDS,
] as const;
export type DonationField = (typeof DONATION_FIELDS)[number];
export type DonationValues = Record<DonationField, string>;

/** The choice of "Fonds général (non affecté)": a gift to neither a fund nor a project. */
export { GENERAL_FUND, GENERAL_FUND_LABEL } from "~/domain/funds/designation";

/** What an empty form holds: amount 50, default province and country (spec §4). */
export function defaultDonationValues(projectId: string): DonationValues {
  return {
    amount: "50",
    customAmount: "",
    projectId,
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    receiptRequested: "",
    address: "",
    city: "",
    province: "QC",
    postalCode: "",
    country: "Canada",
  };
}

/** The title and text of the alert over a refused form (spec §5). */
export interface TitledMessage {
  title: string;
  text: string;
}

export const AMOUNT_REQUIRED = {
  title: "Montant requis",
  text: "Veuillez sélectionner ou saisir un montant de don.",
} as const;

/** /don and the donation dialog while the Interac payment option is turned off (back-office). */
export const INTERAC_UNAVAILABLE = {
  title: "Virement Interac indisponible",
  text: "Les dons par virement Interac ne sont pas offerts pour le moment. Veuillez réessayer plus tard ou communiquer avec la fondation.",
} as const;

export const RATE_LIMITED = {
  title: "Trop de tentatives",
  text: "Vous avez envoyé trop de formulaires de don depuis votre adresse. Veuillez réessayer dans une heure.",
} as const;

/**
 * The titled alert over a refused form, read from its messages: the same whether the browser or
 * the server refused it (the whole form refused: its text is `errors.form`).
 */
export function donationAlert(errors: FieldErrors<DonationField>): TitledMessage | undefined {
  if (errors.form) {
    return [RATE_LIMITED, INTERAC_UNAVAILABLE].find((alert) => alert.text === errors.form);
  }
  return errors.amount === AMOUNT_REQUIRED.text ? AMOUNT_REQUIRED : undefined;
}
