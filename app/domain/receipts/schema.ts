/**
 * The receipt forms of /admin/donations: 'Annuler et remplacer' (a required reason, and the
 * donor's name and address as they must appear on the replacement), the year-end receipt
 * (a donor's e-mail and a calendar year) and, when neither its gifts nor the donor's file have
 * an address, the donor's name and full address for it. French messages; isomorphic.
 */
import { z } from "zod";
import { todayInSaguenay } from "~/lib/format";
import {
  EMAIL_INVALID,
  oneOf,
  requiredEmail,
  requiredPostalCode,
  requiredText,
} from "~/lib/forms/rules";
import { PROVINCES } from "./receipt-address";

export const VOID_REASON_REQUIRED = "Indiquez la raison de l'annulation (au moins 3 caractères).";
export const VOID_REASON_MAX = 500;
export const DONOR_NAME_MAX = 200;
export const DONOR_ADDRESS_MAX = 500;
export const YEAR_INVALID = "Indiquez une année entre 2000 et l'année en cours.";
export { EMAIL_INVALID };

/** The donor's full postal address a receipt prints, every part required. */
export const receiptAddressSchema = z.object({
  address: requiredText(200, "L'adresse ne peut pas dépasser 200 caractères."),
  city: requiredText(100, "La ville ne peut pas dépasser 100 caractères."),
  province: oneOf(
    PROVINCES.map(([code]) => code),
    "Veuillez choisir une province.",
  ),
  postalCode: requiredPostalCode(),
  country: requiredText(100, "Le pays ne peut pas dépasser 100 caractères."),
});

const ADDRESS_REQUIRED = "Indiquez l'adresse du donateur.";

export const voidReceiptSchema = z.object({
  reason: requiredText(
    VOID_REASON_MAX,
    `La raison ne doit pas dépasser ${VOID_REASON_MAX} caractères.`,
    { min: 3, message: VOID_REASON_REQUIRED },
  ),
  donorName: requiredText(
    DONOR_NAME_MAX,
    `Le nom ne doit pas dépasser ${DONOR_NAME_MAX} caractères.`,
    {
      min: 2,
      message: "Indiquez le nom du donateur.",
    },
  ),
  donorAddress: z
    .string({ error: ADDRESS_REQUIRED })
    .min(1, ADDRESS_REQUIRED)
    // Lines typed in a textarea: trimmed one by one, empty lines dropped.
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .pipe(
      z
        .string()
        .min(5, ADDRESS_REQUIRED)
        .max(DONOR_ADDRESS_MAX, `L'adresse ne doit pas dépasser ${DONOR_ADDRESS_MAX} caractères.`),
    ),
});
export type VoidReceiptInput = z.output<typeof voidReceiptSchema>;

/** The latest year a year-end receipt can cover: the current one in Saguenay. */
export function currentYear(now: Date = new Date()): number {
  return Number(todayInSaguenay(now).slice(0, 4));
}

export function yearEndSchema(now: Date = new Date()) {
  return z.object({
    // Matched to the gifts whatever its case (receipts.server.ts).
    email: requiredEmail().transform((email) => email.toLowerCase()),
    year: z
      .string({ error: YEAR_INVALID })
      .trim()
      .min(1, YEAR_INVALID)
      .regex(/^\d{4}$/, YEAR_INVALID)
      .transform(Number)
      .pipe(z.number().min(2000, YEAR_INVALID).max(currentYear(now), YEAR_INVALID)),
  });
}
export type YearEndInput = z.output<ReturnType<typeof yearEndSchema>>;

/** The form's intent: the donor's name and address entered for a year-end receipt. */
export const YEAR_END_DONOR_INTENT = "year-end-donor";

/**
 * The donor's name and full address as the year-end receipt prints them (Income Tax
 * Regulations s. 3501(1)), with the receipt's e-mail and year; the address as the donor space
 * asks for it (« Mon adresse pour les reçus »).
 */
export function yearEndDonorSchema(now: Date = new Date()) {
  return yearEndSchema(now).extend({
    firstName: requiredText(100, "Le prénom ne peut pas dépasser 100 caractères."),
    lastName: requiredText(100, "Le nom ne peut pas dépasser 100 caractères."),
    ...receiptAddressSchema.shape,
  });
}
export type YearEndDonorInput = z.output<ReturnType<typeof yearEndDonorSchema>>;
