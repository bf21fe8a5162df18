/**
 * The forms of the donor space (/mon-espace): asking for a sign-in link (the e-mail address) and
 * correcting the address printed on receipts. Isomorphic: the page loads this module when the
 * visitor reaches a form (decision 0021), so it holds the schemas and nothing else.
 */
import { z } from "zod";
import { receiptAddressSchema } from "~/domain/receipts/schema";
import { requiredEmail } from "~/lib/forms/rules";

export const donorLinkSchema = z.object({ email: requiredEmail() });
export type DonorLinkInput = z.infer<typeof donorLinkSchema>;
export type DonorLinkField = keyof DonorLinkInput;

/** « Mon adresse pour les reçus » corrects the address receipts print: the receipts' own form. */
export const donorAddressSchema = receiptAddressSchema;
export type DonorAddressInput = z.output<typeof donorAddressSchema>;
export type DonorAddressField = keyof DonorAddressInput;
