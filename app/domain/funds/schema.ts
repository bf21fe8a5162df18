/**
 * The forms of /admin/fonds (decision 0046): a fund, a disbursement, and the zakat's rates.
 * Isomorphic: the browser checks with the same rules the server parses with.
 */
import { z } from "zod";
import { DISBURSEMENT_CATEGORIES } from "#db/vocabularies";
import {
  checkbox,
  dollars,
  isoDay,
  nullableText,
  oneOf,
  optionalText,
  requiredText,
  wholeNumber,
} from "~/lib/forms/rules";
import { DESIGNATION_UNKNOWN, designationOf, type DesignationChoices } from "./designation";
import { NISAB_METALS } from "./zakat";

export const FUND_NOT_FOUND = "Fonds introuvable : il a peut-être été supprimé.";
export const DISBURSEMENT_NOT_FOUND = "Décaissement introuvable : il a peut-être été supprimé.";
export const FUND_NAME_TAKEN = "Un fonds porte déjà ce nom.";
export const FUND_HAS_MONEY =
  "Ce fonds a reçu des dons ou des décaissements : il ne peut pas être supprimé. Désactivez-le plutôt : il ne sera plus proposé aux donateurs.";

export const fundSchema = z.object({
  name: requiredText(100, "Le nom ne peut pas dépasser 100 caractères."),
  description: optionalText(1000),
  restricted: checkbox(),
  active: checkbox(),
});
export type FundInput = z.infer<typeof fundSchema>;
export type FundField = keyof FundInput;

/** The largest disbursement typed: 10 000 000 $. */
export const MAX_DISBURSEMENT_CENTS = 1_000_000_000;
const AMOUNT_INVALID = "Montant invalide. Exemple : 250 ou 250,50.";
export const PAID_IN_FUTURE = "La date du décaissement ne peut pas être dans le futur.";

/**
 * `choices`: the funds and projects money can be paid out of; `today`: Saguenay's day, the
 * latest date a disbursement may carry.
 */
export function disbursementSchema(choices: DesignationChoices, today: string) {
  return z
    .object({
      designation: z.string().trim().default(""),
      paidOn: isoDay().refine((day) => day <= today, PAID_IN_FUTURE),
      amountCents: dollars(
        1,
        MAX_DISBURSEMENT_CENTS,
        AMOUNT_INVALID,
        "Le montant doit être compris entre 0,01 $ et 10 000 000 $.",
      ),
      purpose: requiredText(200, "L'objet ne peut pas dépasser 200 caractères."),
      beneficiaryCategory: oneOf(DISBURSEMENT_CATEGORIES, "Choisissez une catégorie de la liste."),
      note: optionalText(1000),
      overdraftReason: nullableText(500),
    })
    .superRefine((input, ctx) => {
      if (designationOf(input.designation, choices) === undefined) {
        ctx.addIssue({ code: "custom", path: ["designation"], message: DESIGNATION_UNKNOWN });
      }
    })
    .transform(({ designation, ...input }) => ({
      ...input,
      ...(designationOf(designation, choices) ?? { fundId: null, projectId: null }),
    }));
}
export type DisbursementInput = z.output<ReturnType<typeof disbursementSchema>>;
export type DisbursementField = keyof z.input<ReturnType<typeof disbursementSchema>>;

/** A restricted fund spent below zero: the reason is asked for, then journaled. */
export function overdraftRefusal(fund: string, balanceCents: string): string {
  return `Ce décaissement porterait le solde de « ${fund} », un fonds affecté, à ${balanceCents}. Indiquez le motif du dépassement pour l'enregistrer.`;
}

const PRICE_INVALID = "Prix invalide : un montant en dollars, 0 s'il n'est pas encore fixé.";
const PRICE_BOUNDS = "Le prix doit être compris entre 0 $ et 100 000 $.";
const price = () => dollars(0, 100_000_00, PRICE_INVALID, PRICE_BOUNDS);

/** Fonds › Zakat: what the calculators of /don compute with. */
export const zakatForm = z.object({
  nisabMetal: oneOf(NISAB_METALS, "Choisissez l'or ou l'argent."),
  goldGramCents: price(),
  silverGramCents: price(),
  fitrPersonCents: price(),
  fitrYear: wholeNumber(2000, 2100, "L'année doit être comprise entre 2000 et 2100."),
});
export type ZakatField = keyof z.input<typeof zakatForm>;
