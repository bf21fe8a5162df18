/**
 * The forms of the donor space (/mon-espace): asking for a sign-in link (the e-mail address),
 * correcting the address printed on receipts, and a monthly gift's new amount or pause. Isomorphic: the page loads this module when the
 * visitor reaches a form (decision 0021), so it holds the schemas and nothing else.
 */
import { z } from "zod";
import { AMOUNT_INVALID, typedAmountCents } from "~/domain/donations/amount";
import { receiptAddressSchema } from "~/domain/receipts/schema";
import { requiredEmail } from "~/lib/forms/rules";
import { AMOUNT_MISSING, PAUSE_LENGTH_INVALID } from "./messages";

export const donorLinkSchema = z.object({ email: requiredEmail() });
export type DonorLinkInput = z.infer<typeof donorLinkSchema>;
export type DonorLinkField = keyof DonorLinkInput;

/** « Mon adresse pour les reçus » corrects the address receipts print: the receipts' own form. */
export const donorAddressSchema = receiptAddressSchema;
export type DonorAddressInput = z.output<typeof donorAddressSchema>;
export type DonorAddressField = keyof DonorAddressInput;

/**
 * « Modifier le montant » of a monthly gift: the amount typed as on /don's « Autre montant », with
 * its rule and messages (1 $ to the site's maximum).
 */
export const monthlyAmountSchema = z
  .object({ amount: z.string().trim().max(20, AMOUNT_INVALID).default("") })
  .superRefine(({ amount }, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["amount"], message });
    if (amount === "") return issue(AMOUNT_MISSING);
    const typed = typedAmountCents(amount);
    if ("error" in typed) issue(typed.error);
  })
  .transform(({ amount }) => {
    const typed = typedAmountCents(amount);
    return { amountCents: "cents" in typed ? typed.cents : 0 };
  });
export type MonthlyAmountInput = z.output<typeof monthlyAmountSchema>;
export type MonthlyAmountField = "amount";

/** The pauses offered, in months: a longer break is a stop (« Arrêter mon don »). */
export const PAUSE_MONTHS = ["1", "2", "3"] as const;

export const monthlyPauseSchema = z
  .object({ months: z.enum(PAUSE_MONTHS, { error: PAUSE_LENGTH_INVALID }) })
  .transform(({ months }) => ({ months: Number(months) }));
export type MonthlyPauseInput = z.output<typeof monthlyPauseSchema>;
export type MonthlyPauseField = "months";
