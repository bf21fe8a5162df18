/**
 * The rules of the donation form of /don (spec public-site.md §2.5, §5, §9), one schema for the
 * server (the authority: it parses the posted strings and stores only what passes) and for the
 * browser, which loads this module when the visitor reaches the form. What the page draws
 * without zod (field names, provinces, alerts) is in donation-form.ts.
 */
import { z } from "zod";
import { optionalPhone, requiredEmail, requiredText } from "~/lib/forms/rules";
import { AMOUNT_INVALID, presetCents, typedAmountCents } from "./amount";
import { AMOUNT_REQUIRED, type DonationField } from "./donation-form";
import {
  DESIGNATION_UNKNOWN,
  designationOf,
  type DesignationChoices,
} from "~/domain/funds/designation";

export {
  AMOUNT_REQUIRED,
  DONATION_FIELDS,
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  INTERAC_UNAVAILABLE,
  defaultDonationValues,
  type DonationField,
  type DonationValues,
} from "./donation-form";

/**
 * The amount chosen: a filled custom amount wins over the preset (both can arrive without
 * JavaScript, when the page cannot clear one as the other is chosen).
 */
function chosenAmount(
  amount: string,
  customAmount: string,
): { cents?: number; error?: string; missing?: true } {
  if (customAmount !== "") return typedAmountCents(customAmount);
  const cents = presetCents(amount);
  return cents === null ? { missing: true } : { cents };
}

import { checkReceiptAddress, receiptOf, receiptShape } from "~/domain/receipts/receipt-request";

export {
  checkReceiptAddress,
  PROVINCE_REQUIRED,
  receiptOf,
  receiptShape,
} from "~/domain/receipts/receipt-request";

/**
 * `choices`: the funds and projects a donor may choose (active ones). A radio left unchecked or a
 * box left unticked is not posted at all: those fields may be missing.
 */
export function donationSchema(choices: DesignationChoices) {
  return z
    .object({
      amount: z.string().default(""),
      customAmount: z.string().trim().max(20, AMOUNT_INVALID).default(""),
      projectId: z.string().trim().default(""),
      firstName: requiredText(100, "Le prénom ne peut pas dépasser 100 caractères."),
      lastName: requiredText(100, "Le nom ne peut pas dépasser 100 caractères."),
      email: requiredEmail(),
      phone: optionalPhone(),
      ...receiptShape,
    })
    .superRefine((input, ctx) => {
      const issue = (path: DonationField, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const amount = chosenAmount(input.amount, input.customAmount);
      if (amount.missing) issue("amount", AMOUNT_REQUIRED.text);
      else if (amount.error) issue("customAmount", amount.error);
      if (designationOf(input.projectId, choices) === undefined) {
        issue("projectId", DESIGNATION_UNKNOWN);
      }
      // An official receipt needs the donor's address (CRA).
      checkReceiptAddress(input, issue);
    })
    .transform((input) => {
      const amount = chosenAmount(input.amount, input.customAmount);
      return {
        amountCents: amount.cents ?? 0,
        ...(designationOf(input.projectId, choices) ?? { fundId: null, projectId: null }),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        phone: input.phone,
        ...receiptOf(input),
      };
    });
}
export type DonationInput = z.output<ReturnType<typeof donationSchema>>;
