/**
 * 'Enregistrer un don reçu' (issue 13, item 4): a gift a treasurer received in person, in cash, by
 * cheque or in kind (issue 25, item 5). One zod schema for the server and the back-office form
 * (decision 0021). Isomorphic.
 *
 * The receipt rules are those of an online gift (receipt-rules.ts): an official receipt needs the
 * donor's name and full address, and the site delivers it by e-mail, so when a receipt is wanted
 * the address and the e-mail are required; without a receipt the e-mail is optional (a donor who
 * gave cash at an event may have left only a name) and the address is not kept.
 *
 * A gift in kind is property, not money: the amount typed is its fair market value, and its
 * receipt describes the property and names the appraiser when it was appraised (Income Tax
 * Regulations s. 3501(1)). The form shows every field (it works without JavaScript): a cheque
 * number typed for a gift in kind is ignored, as for cash, but a property's description or an
 * appraiser typed for cash or a cheque is refused — the treasurer most likely forgot to choose
 * « Don en nature », and recording the property as money would be the worse mistake.
 */
import { z } from "zod";
import {
  isoDay,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
} from "~/lib/forms/rules";
import { parseAmountCents } from "~/lib/amount";
import { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS } from "./amount";
import { RECEIPT_FIELDS } from "./donation-form";
import {
  DESIGNATION_UNKNOWN,
  designationOf,
  GENERAL_FUND,
  type DesignationChoices,
} from "~/domain/funds/designation";
import { OFFLINE_METHODS } from "./labels";
import { checkReceiptAddress, receiptOf, receiptShape } from "./schema";

export const OFFLINE_GIFT_INTENT = "record-gift";
/** `?mode=don-recu` opens the form on the Dons tab. */
export const OFFLINE_GIFT_MODE = "don-recu";

export { OFFLINE_METHODS };
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

export const OFFLINE_AMOUNT_INVALID = "Montant invalide. Exemple : 25 ou 25,50.";
export const OFFLINE_AMOUNT_MIN = "Le montant minimum est de 1 $.";
export const OFFLINE_AMOUNT_MAX = "Le montant maximum est de 100 000 $.";
export const RECEIVED_IN_FUTURE = "La date de réception ne peut pas être dans le futur.";
export const METHOD_REQUIRED =
  "Choisissez le mode de paiement : comptant, chèque ou don en nature.";
export const CHEQUE_NUMBER_REQUIRED = "Indiquez le numéro du chèque.";
export const ADVANTAGE_INVALID = "Valeur de l'avantage invalide. Exemple : 45 ou 45,50.";
export const ADVANTAGE_OVER_AMOUNT =
  "La valeur de l'avantage ne peut pas dépasser le montant du don.";
export const ADVANTAGE_NEEDS_DESCRIPTION =
  "Décrivez l'avantage reçu (par exemple : le repas du souper-bénéfice) : le reçu officiel le mentionne.";
export const IN_KIND_DESCRIPTION_REQUIRED =
  "Décrivez le bien reçu (par exemple : un ordinateur portable Dell Latitude, 2022) : le reçu officiel le mentionne.";
export const APPRAISER_NEEDS_NAME =
  "Indiquez le nom de l'évaluateur : le reçu officiel porte son nom et son adresse.";
export const APPRAISER_NEEDS_ADDRESS =
  "Indiquez l'adresse de l'évaluateur : le reçu officiel porte son nom et son adresse.";
export const IN_KIND_ONLY =
  "Ce champ ne vaut que pour un don en nature : choisissez « Don en nature » comme mode de paiement, ou videz-le.";
export const RECEIPT_NEEDS_EMAIL =
  "Le reçu officiel est envoyé par courriel : indiquez le courriel du donateur, ou décochez « Reçu officiel demandé ».";

export const OFFLINE_GIFT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "amount",
  "advantage",
  "advantageDescription",
  "receivedOn",
  "paymentMethod",
  "chequeNumber",
  "inKindDescription",
  "appraiserName",
  "appraiserAddress",
  "projectId",
  ...RECEIPT_FIELDS,
] as const;
export type OfflineGiftField = (typeof OFFLINE_GIFT_FIELDS)[number];

/**
 * `choices`: the funds and projects a gift may go to (any of the site's: a cheque may name a
 * project that is no longer shown publicly); `today`: Saguenay's day ("YYYY-MM-DD"), the latest
 * date of reception.
 */
export function offlineGiftSchema(choices: DesignationChoices, today: string) {
  return z
    .object({
      firstName: requiredText(100, "Le prénom ne peut pas dépasser 100 caractères."),
      lastName: requiredText(100, "Le nom ne peut pas dépasser 100 caractères."),
      email: optionalEmail(),
      phone: optionalPhone(),
      amount: requiredText(20, OFFLINE_AMOUNT_INVALID),
      advantage: optionalText(20, ADVANTAGE_INVALID),
      advantageDescription: optionalText(
        200,
        "La description de l'avantage ne peut pas dépasser 200 caractères.",
      ),
      receivedOn: isoDay().refine((day) => day <= today, RECEIVED_IN_FUTURE),
      paymentMethod: z.enum(OFFLINE_METHODS, { error: METHOD_REQUIRED }),
      chequeNumber: optionalText(30, "Le numéro du chèque ne peut pas dépasser 30 caractères."),
      inKindDescription: optionalText(
        500,
        "La description du bien ne peut pas dépasser 500 caractères.",
      ),
      appraiserName: optionalText(
        200,
        "Le nom de l'évaluateur ne peut pas dépasser 200 caractères.",
      ),
      appraiserAddress: optionalText(
        300,
        "L'adresse de l'évaluateur ne peut pas dépasser 300 caractères.",
      ),
      projectId: z.string().trim().default(GENERAL_FUND),
      ...receiptShape,
    })
    .superRefine((input, ctx) => {
      const issue = (path: OfflineGiftField, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const cents = parseAmountCents(input.amount);
      if (cents === null) issue("amount", OFFLINE_AMOUNT_INVALID);
      else if (cents < MIN_AMOUNT_CENTS) issue("amount", OFFLINE_AMOUNT_MIN);
      else if (cents > MAX_AMOUNT_CENTS) issue("amount", OFFLINE_AMOUNT_MAX);
      const advantage = advantageCentsOf(input.advantage);
      if (advantage === null) issue("advantage", ADVANTAGE_INVALID);
      else if (cents !== null && advantage > cents) issue("advantage", ADVANTAGE_OVER_AMOUNT);
      if (advantage && !input.advantageDescription) {
        issue("advantageDescription", ADVANTAGE_NEEDS_DESCRIPTION);
      }
      if (input.paymentMethod === "cheque" && input.chequeNumber === "") {
        issue("chequeNumber", CHEQUE_NUMBER_REQUIRED);
      }
      checkInKind(input, issue);
      if (designationOf(input.projectId, choices) === undefined) {
        issue("projectId", DESIGNATION_UNKNOWN);
      }
      if (input.receiptRequested && input.email === null) issue("email", RECEIPT_NEEDS_EMAIL);
      // An official receipt needs the donor's address (CRA), as on /don.
      checkReceiptAddress(input, issue);
    })
    .transform((input) => {
      const advantageCents = advantageCentsOf(input.advantage) ?? 0;
      const inKind = input.paymentMethod === "in_kind";
      return {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone,
        amountCents: parseAmountCents(input.amount) ?? 0,
        advantageCents,
        // Without an advantage, a description typed by mistake is not kept.
        advantageDescription: advantageCents ? input.advantageDescription : "",
        receivedOn: input.receivedOn,
        paymentMethod: input.paymentMethod,
        chequeNumber: input.paymentMethod === "cheque" ? input.chequeNumber : null,
        inKindDescription: inKind ? input.inKindDescription : null,
        appraiserName: inKind ? input.appraiserName || null : null,
        appraiserAddress: inKind ? input.appraiserAddress || null : null,
        ...(designationOf(input.projectId, choices) ?? { fundId: null, projectId: null }),
        ...receiptOf(input),
      };
    });
}
export type OfflineGiftInput = z.output<ReturnType<typeof offlineGiftSchema>>;

const IN_KIND_FIELDS = ["inKindDescription", "appraiserName", "appraiserAddress"] as const;

/**
 * A gift in kind: its property described; an appraiser named with an address, or neither. For
 * cash or a cheque, these fields left empty (see the file's comment).
 */
function checkInKind(
  input: Record<(typeof IN_KIND_FIELDS)[number], string> & { paymentMethod: OfflineMethod },
  issue: (path: OfflineGiftField, message: string) => void,
) {
  if (input.paymentMethod !== "in_kind") {
    for (const field of IN_KIND_FIELDS) if (input[field]) issue(field, IN_KIND_ONLY);
    return;
  }
  if (!input.inKindDescription) issue("inKindDescription", IN_KIND_DESCRIPTION_REQUIRED);
  if (input.appraiserName && !input.appraiserAddress) {
    issue("appraiserAddress", APPRAISER_NEEDS_ADDRESS);
  }
  if (input.appraiserAddress && !input.appraiserName) issue("appraiserName", APPRAISER_NEEDS_NAME);
}

/** The advantage's value in cents: 0 when left empty, null when not an amount. */
function advantageCentsOf(typed: string): number | null {
  return typed === "" ? 0 : parseAmountCents(typed);
}
