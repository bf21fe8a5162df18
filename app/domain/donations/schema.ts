/**
 * The donation form of /don (spec public-site.md §2.5, §5, §9). The server action is the
 * authority: it parses the posted strings with `donationSchema` and stores only what passes.
 */
import { z } from "zod";
import { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS, parseAmountCents, presetCents } from "./amount";
import { REQUIRED, requiredEmail } from "~/lib/form-rules";

export const DONATION_FIELDS = [
  "amount",
  "customAmount",
  "projectId",
  "firstName",
  "lastName",
  "email",
  "phone",
  "receiptRequested",
  "address",
  "city",
  "province",
  "postalCode",
  "country",
] as const;
export type DonationField = (typeof DONATION_FIELDS)[number];
export type DonationValues = Record<DonationField, string>;

/** Value of the "Fonds général (non affecté)" choice: a donation without a project. */
export const GENERAL_FUND = "general";
export const GENERAL_FUND_LABEL = "Fonds général (non affecté)";

/** Provinces and territories (Canada Post codes), for the receipt address. */
export const PROVINCES: readonly (readonly [code: string, name: string])[] = [
  ["AB", "Alberta"],
  ["BC", "Colombie-Britannique"],
  ["PE", "Île-du-Prince-Édouard"],
  ["MB", "Manitoba"],
  ["NB", "Nouveau-Brunswick"],
  ["NS", "Nouvelle-Écosse"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["QC", "Québec"],
  ["SK", "Saskatchewan"],
  ["NL", "Terre-Neuve-et-Labrador"],
  ["NT", "Territoires du Nord-Ouest"],
  ["YT", "Yukon"],
];

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

export const AMOUNT_REQUIRED = {
  title: "Montant requis",
  text: "Veuillez sélectionner ou saisir un montant de don.",
} as const;

/** /don and the donation dialog while the Interac payment option is turned off (back-office). */
export const INTERAC_UNAVAILABLE = {
  title: "Virement Interac indisponible",
  text: "Les dons par virement Interac ne sont pas offerts pour le moment. Veuillez réessayer plus tard ou communiquer avec la fondation.",
} as const;

const POSTAL_CODE = /^([A-Z]\d[A-Z])[ -]?(\d[A-Z]\d)$/;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const requiredText = (max: number, tooLong: string) => text(max, tooLong).min(1, REQUIRED);

/**
 * The amount chosen: a filled custom amount wins over the preset (both can arrive without
 * JavaScript, when the page cannot clear one as the other is chosen).
 */
function chosenAmount(
  amount: string,
  customAmount: string,
): { cents?: number; error?: string; missing?: true } {
  if (customAmount !== "") {
    const cents = parseAmountCents(customAmount);
    if (cents === null) return { error: "Montant invalide. Exemple : 25 ou 25,50." };
    if (cents < MIN_AMOUNT_CENTS) return { error: "Le don minimum est de 1 $." };
    if (cents > MAX_AMOUNT_CENTS) return { error: "Le don maximum en ligne est de 100 000 $." };
    return { cents };
  }
  const cents = presetCents(amount);
  return cents === null ? { missing: true } : { cents };
}

/** `activeProjectIds`: the projects a donor may choose (public and active). */
export function donationSchema(activeProjectIds: ReadonlySet<number>) {
  return z
    .object({
      amount: z.string(),
      customAmount: z.string().trim(),
      projectId: z.string().trim(),
      firstName: requiredText(100, "Le prénom ne peut pas dépasser 100 caractères."),
      lastName: requiredText(100, "Le nom ne peut pas dépasser 100 caractères."),
      email: requiredEmail(),
      phone: text(40, "Numéro de téléphone trop long."),
      receiptRequested: z.string().transform((value) => value === "on"),
      address: text(200, "L'adresse ne peut pas dépasser 200 caractères."),
      city: text(100, "La ville ne peut pas dépasser 100 caractères."),
      province: z.string().trim(),
      postalCode: z.string().trim().toUpperCase(),
      country: text(100, "Le pays ne peut pas dépasser 100 caractères."),
    })
    .superRefine((input, ctx) => {
      const amount = chosenAmount(input.amount, input.customAmount);
      if (amount.missing) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: AMOUNT_REQUIRED.text });
      } else if (amount.error) {
        ctx.addIssue({ code: "custom", path: ["customAmount"], message: amount.error });
      }
      if (projectIdOf(input.projectId, activeProjectIds) === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["projectId"],
          message: "Veuillez choisir un projet de la liste.",
        });
      }
      if (!input.receiptRequested) return;
      // An official receipt needs the donor's address (CRA).
      for (const field of ["address", "city", "country"] as const) {
        if (input[field] === "") ctx.addIssue({ code: "custom", path: [field], message: REQUIRED });
      }
      if (!PROVINCES.some(([code]) => code === input.province)) {
        ctx.addIssue({
          code: "custom",
          path: ["province"],
          message: "Veuillez choisir une province.",
        });
      }
      if (input.postalCode === "") {
        ctx.addIssue({ code: "custom", path: ["postalCode"], message: REQUIRED });
      } else if (!POSTAL_CODE.test(input.postalCode)) {
        ctx.addIssue({
          code: "custom",
          path: ["postalCode"],
          message: "Code postal invalide. Format attendu : A1A 1A1.",
        });
      }
    })
    .transform((input) => {
      const amount = chosenAmount(input.amount, input.customAmount);
      const withReceipt = input.receiptRequested;
      return {
        amountCents: amount.cents ?? 0,
        projectId: projectIdOf(input.projectId, activeProjectIds) ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        receiptRequested: withReceipt,
        // The address is kept only for a receipt: no personal data without a reason.
        address: withReceipt ? input.address : null,
        city: withReceipt ? input.city : null,
        province: withReceipt ? input.province : null,
        postalCode: withReceipt ? input.postalCode.replace(POSTAL_CODE, "$1 $2") : null,
        country: withReceipt ? input.country : "Canada",
      };
    });
}
export type DonationInput = z.output<ReturnType<typeof donationSchema>>;

/** The chosen project id, null for the general fund, undefined when not a choice offered. */
function projectIdOf(
  raw: string,
  activeProjectIds: ReadonlySet<number>,
): number | null | undefined {
  if (raw === GENERAL_FUND) return null;
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return activeProjectIds.has(id) ? id : undefined;
}
