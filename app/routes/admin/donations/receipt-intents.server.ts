/**
 * The receipts' buttons of /admin/donations (decision 0015): a year-end receipt (with the donor's
 * address entered when neither the gifts nor the file hold one) and a receipt voided and
 * replaced. Each answers a toast back to the list or the refused form.
 */
import type { RouteIntentHandler as IntentHandler } from "~/routes/admin/+shared/intents.server";
import { RECEIPT_NOT_FOUND } from "~/domain/receipts/receipt-rules";
import { VOIDED_MARK } from "~/domain/receipts/receipt-document";
import {
  enterYearEndDonor,
  issueYearEndReceipt,
  voidAndReplaceReceipt,
} from "~/domain/receipts/receipts.server";
import {
  voidReceiptSchema,
  YEAR_END_DONOR_INTENT,
  yearEndDonorSchema,
  yearEndSchema,
} from "~/domain/receipts/schema";
import { parseRecordId } from "~/lib/forms/form-mode";
import { validateForm } from "~/lib/forms/validate";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";

export const receiptIntents: Record<string, IntentHandler> = {
  "year-end-receipt": async ({ db, me, intent, form, back }) => {
    const parsed = validateForm(yearEndSchema(), form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    const issued = await issueYearEndReceipt(db, me.id, parsed.data);
    if (!issued.ok && issued.missingDonor) {
      // No address on the gifts nor on file: the form where the treasurer enters it, started
      // with the receipt's e-mail and year and the name the gifts carry.
      const { email, year } = parsed.data;
      return refuseForm(
        YEAR_END_DONOR_INTENT,
        { form: issued.message },
        { email, year: String(year), ...issued.missingDonor, province: "QC", country: "Canada" },
      );
    }
    if (!issued.ok) return refuseForm(intent, { form: issued.message }, form, issued.status);
    return redirectWithToast(back, {
      title: "Reçu annuel envoyé",
      description: `Le reçu no ${issued.serialNumber} regroupe les dons de ${parsed.data.year} ; il a été envoyé à ${issued.email}.`,
    });
  },

  /** The donor's name and address entered for a year-end receipt, saved, then the receipt. */
  [YEAR_END_DONOR_INTENT]: async ({ db, me, intent, form, back }) => {
    const parsed = validateForm(yearEndDonorSchema(), form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    const saved = await enterYearEndDonor(db, me.id, parsed.data);
    if (!saved.ok) return refuseForm(intent, { form: saved.message }, form, saved.status);
    const { email, year } = parsed.data;
    const issued = await issueYearEndReceipt(db, me.id, { email, year });
    if (!issued.ok) {
      // The address is kept: the receipt can be issued once what blocks it is fixed.
      return refuseForm(
        "year-end-receipt",
        {
          form: `L'adresse du donateur est enregistrée, mais le reçu annuel n'a pas été émis : ${issued.message}`,
        },
        { email, year: String(year) },
        issued.status,
      );
    }
    return redirectWithToast(back, {
      title: "Reçu annuel envoyé",
      description: `L'adresse du donateur est enregistrée. Le reçu no ${issued.serialNumber} regroupe les dons de ${year} ; il a été envoyé à ${issued.email}.`,
    });
  },

  "replace-receipt": async ({ db, me, intent, form, back }) => {
    const parsed = validateForm(voidReceiptSchema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    const receiptId = parseRecordId(String(form.get("receipt") ?? ""));
    const replaced =
      receiptId === null
        ? ({ ok: false, status: 404, message: RECEIPT_NOT_FOUND } as const)
        : await voidAndReplaceReceipt(db, me.id, receiptId, parsed.data);
    if (!replaced.ok) return refuseForm(intent, { form: replaced.message }, form, replaced.status);
    return redirectWithToast(back, {
      title: "Reçu remplacé",
      description: `L'ancien reçu est marqué ${VOIDED_MARK} ; le reçu no ${replaced.serialNumber} qui le remplace a été envoyé au donateur.`,
    });
  },
};
