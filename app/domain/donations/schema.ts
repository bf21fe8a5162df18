/**
 * The rules of the donation form of /don (spec public-site.md §2.5, §5, §9), one schema for the
 * server (the authority: it parses the posted strings and stores only what passes) and for the
 * browser, which loads this module when the visitor reaches the form. What the page draws
 * without zod (field names, provinces, alerts) is in donation-form.ts.
 */
import { z } from "zod";
import {
  checkbox,
  normalPostalCode,
  optionalPhone,
  optionalText,
  POSTAL_CODE_INVALID,
  REQUIRED,
  requiredEmail,
  requiredText,
} from "~/lib/forms/rules";
import { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS, parseAmountCents, presetCents } from "./amount";
import { AMOUNT_REQUIRED, GENERAL_FUND, PROVINCES } from "./donation-form";

export {
  AMOUNT_REQUIRED,
  DONATION_FIELDS,
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  INTERAC_UNAVAILABLE,
  PROVINCES,
  defaultDonationValues,
  type DonationField,
  type DonationValues,
} from "./donation-form";

const AMOUNT_INVALID = "Montant invalide. Exemple : 25 ou 25,50.";

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
    if (cents === null) return { error: AMOUNT_INVALID };
    if (cents < MIN_AMOUNT_CENTS) return { error: "Le don minimum est de 1 $." };
    if (cents > MAX_AMOUNT_CENTS) return { error: "Le don maximum en ligne est de 100 000 $." };
    return { cents };
  }
  const cents = presetCents(amount);
  return cents === null ? { missing: true } : { cents };
}

/**
 * `activeProjectIds`: the projects a donor may choose (public and active). A radio left unchecked
 * or a box left unticked is not posted at all: those fields may be missing.
 */
export function donationSchema(activeProjectIds: ReadonlySet<number>) {
  return z
    .object({
      amount: z.string().default(""),
      customAmount: z.string().trim().max(20, AMOUNT_INVALID).default(""),
      projectId: z.string().trim().default(""),
      firstName: requiredText(100, "Le prénom ne peut pas dépasser 100 caractères."),
      lastName: requiredText(100, "Le nom ne peut pas dépasser 100 caractères."),
      email: requiredEmail(),
      phone: optionalPhone(),
      receiptRequested: checkbox(),
      // Required only for a receipt (below).
      address: optionalText(200, "L'adresse ne peut pas dépasser 200 caractères."),
      city: optionalText(100, "La ville ne peut pas dépasser 100 caractères."),
      province: z.string().trim().default(""),
      postalCode: z.string().trim().default(""),
      country: optionalText(100, "Le pays ne peut pas dépasser 100 caractères."),
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
      } else if (!normalPostalCode(input.postalCode)) {
        ctx.addIssue({ code: "custom", path: ["postalCode"], message: POSTAL_CODE_INVALID });
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
        phone: input.phone,
        receiptRequested: withReceipt,
        // The address is kept only for a receipt: no personal data without a reason.
        address: withReceipt ? input.address : null,
        city: withReceipt ? input.city : null,
        province: withReceipt ? input.province : null,
        postalCode: withReceipt ? normalPostalCode(input.postalCode) : null,
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
