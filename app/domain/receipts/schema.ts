/**
 * The receipt forms of /admin/donations: 'Annuler et remplacer' (a required reason, and the
 * donor's name and address as they must appear on the replacement) and the year-end receipt
 * (a donor's e-mail and a calendar year). French messages; isomorphic.
 */
import { z } from "zod";
import { todayInSaguenay } from "~/lib/format";
import { EMAIL_INVALID } from "~/lib/form-rules";

export const VOID_REASON_REQUIRED = "Indiquez la raison de l'annulation (au moins 3 caractères).";
export const VOID_REASON_MAX = 500;
export const DONOR_NAME_MAX = 200;
export const DONOR_ADDRESS_MAX = 500;
export const YEAR_INVALID = "Indiquez une année entre 2000 et l'année en cours.";
export { EMAIL_INVALID };

export const voidReceiptSchema = z.object({
  reason: z
    .string({ error: VOID_REASON_REQUIRED })
    .trim()
    .min(3, VOID_REASON_REQUIRED)
    .max(VOID_REASON_MAX, `La raison ne doit pas dépasser ${VOID_REASON_MAX} caractères.`),
  donorName: z
    .string({ error: "Indiquez le nom du donateur." })
    .trim()
    .min(2, "Indiquez le nom du donateur.")
    .max(DONOR_NAME_MAX, `Le nom ne doit pas dépasser ${DONOR_NAME_MAX} caractères.`),
  donorAddress: z
    .string({ error: "Indiquez l'adresse du donateur." })
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
        .min(5, "Indiquez l'adresse du donateur.")
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
    email: z
      .string({ error: EMAIL_INVALID })
      .trim()
      .toLowerCase()
      .max(254, EMAIL_INVALID)
      .pipe(z.email(EMAIL_INVALID)),
    year: z
      .string({ error: YEAR_INVALID })
      .trim()
      .regex(/^\d{4}$/, YEAR_INVALID)
      .transform(Number)
      .refine((year) => year >= 2000 && year <= currentYear(now), YEAR_INVALID),
  });
}
export type YearEndInput = z.output<ReturnType<typeof yearEndSchema>>;
