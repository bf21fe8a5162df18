/**
 * The official receipt's part of any form that asks for one (/don, the back-office's received
 * gift, an event's fundraising tickets): the box, and the donor's address, required only when a
 * receipt is asked (Income Tax Regulations s. 3501(1)). Isomorphic, with zod (loaded with the
 * forms' schemas).
 */
import { z } from "zod";
import {
  checkbox,
  normalPostalCode,
  optionalText,
  POSTAL_CODE_INVALID,
  REQUIRED,
} from "~/lib/forms/rules";
import { PROVINCES } from "./receipt-address";

/**
 * The official receipt's part of a gift's form (/don and the back-office's received gift): the
 * box, and the donor's address, required only for a receipt (`checkReceiptAddress`).
 */
export const receiptShape = {
  receiptRequested: checkbox(),
  address: optionalText(200, "L'adresse ne peut pas dépasser 200 caractères."),
  city: optionalText(100, "La ville ne peut pas dépasser 100 caractères."),
  province: z.string().trim().default(""),
  postalCode: z.string().trim().default(""),
  country: optionalText(100, "Le pays ne peut pas dépasser 100 caractères."),
};
export type ReceiptPart = z.output<z.ZodObject<typeof receiptShape>>;

export const PROVINCE_REQUIRED = "Veuillez choisir une province.";

/** An official receipt needs the donor's full address (CRA): the issues of one asked without. */
export function checkReceiptAddress(
  input: ReceiptPart,
  issue: (field: Exclude<keyof ReceiptPart, "receiptRequested">, message: string) => void,
): void {
  if (!input.receiptRequested) return;
  for (const field of ["address", "city", "country"] as const) {
    if (input[field] === "") issue(field, REQUIRED);
  }
  if (!PROVINCES.some(([code]) => code === input.province)) issue("province", PROVINCE_REQUIRED);
  if (input.postalCode === "") issue("postalCode", REQUIRED);
  else if (!normalPostalCode(input.postalCode)) issue("postalCode", POSTAL_CODE_INVALID);
}

/** What is stored of the receipt's part: the address only for a receipt (no data without a reason). */
export function receiptOf(input: ReceiptPart) {
  const withReceipt = input.receiptRequested;
  return {
    receiptRequested: withReceipt,
    address: withReceipt ? input.address : null,
    city: withReceipt ? input.city : null,
    province: withReceipt ? input.province : null,
    postalCode: withReceipt ? normalPostalCode(input.postalCode) : null,
    country: withReceipt ? input.country : "Canada",
  };
}
