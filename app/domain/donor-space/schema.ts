/**
 * The forms of the donor space (/mon-espace): asking for a sign-in link (the e-mail address) and
 * correcting the address printed on receipts. Isomorphic: the page loads this module when the
 * visitor reaches a form (decision 0021), so it holds the schemas and nothing else.
 */
import { z } from "zod";
import { PROVINCES } from "~/domain/donations/donation-form";
import { oneOf, requiredEmail, requiredPostalCode, requiredText } from "~/lib/forms/rules";

export const donorLinkSchema = z.object({ email: requiredEmail() });
export type DonorLinkInput = z.infer<typeof donorLinkSchema>;
export type DonorLinkField = keyof DonorLinkInput;

export const donorAddressSchema = z.object({
  address: requiredText(200, "L'adresse ne peut pas dépasser 200 caractères."),
  city: requiredText(100, "La ville ne peut pas dépasser 100 caractères."),
  province: oneOf(
    PROVINCES.map(([code]) => code),
    "Veuillez choisir une province.",
  ),
  postalCode: requiredPostalCode(),
  country: requiredText(100, "Le pays ne peut pas dépasser 100 caractères."),
});
export type DonorAddressInput = z.output<typeof donorAddressSchema>;
export type DonorAddressField = keyof DonorAddressInput;
