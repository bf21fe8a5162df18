/**
 * What the buttons of /admin/donations do (spec back-office.md §2 "Donations", decision 0015):
 * confirm a pending gift (issuing its receipt), mark it failed or cancelled with a reason, delete
 * one that is neither completed nor receipted, send a receipt not sent yet, void and replace a
 * receipt, issue a year-end receipt, and switch a payment option. Each answers a toast back to
 * the list (its filters, page and details panel kept) or the same refused-form answer as every
 * form of the site. The screen's action (route.tsx): the form read and the answer chosen here, the
 * rules in domain/donations and domain/receipts.
 */
import type { IntentContext } from "~/domain/admin/crud-description.server";
import type { RouteIntentHandler as IntentHandler } from "~/routes/admin/+shared/crud.server";
import { configuredStripe } from "~/domain/payment-options/stripe-config.server";
import { RECEIPT_NOT_FOUND, RECEIPTED_UNDELETABLE } from "~/domain/receipts/receipt-rules";
import { VOIDED_MARK } from "~/domain/receipts/receipt-document";
import {
  enterYearEndDonor,
  issueYearEndReceipt,
  sendDonationReceipt,
  voidAndReplaceReceipt,
} from "~/domain/receipts/receipts.server";
import {
  voidReceiptSchema,
  YEAR_END_DONOR_INTENT,
  yearEndDonorSchema,
  yearEndSchema,
} from "~/domain/receipts/schema";
import { requireUser } from "~/routes/+shared/access.server";
import { backTo, parseRecordId, postedRecord } from "~/lib/forms/form-mode";
import { validateForm } from "~/lib/forms/validate";
import { getDb } from "~/server/db.server";
import { redirectWithToast, type FlashInput } from "~/server/flash.server";
import { tryReadFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import {
  ALREADY_CLOSED,
  COMPLETED_UNDELETABLE,
  DONATION_NOT_FOUND,
  DONATIONS_PATH,
  NOT_PENDING,
  parseEnabled,
  PAYMENT_OPTION_NOT_FOUND,
  reasonSchema,
} from "~/domain/donations/admin-schema";
import {
  closeDonation,
  confirmDonation,
  deleteDonation,
  setPaymentOptionEnabled,
  type ChangeResult,
} from "~/domain/donations/donations-admin.server";
import {
  BANK_FILE_TOO_LARGE,
  BANK_PREVIEW_INTENT,
  BANK_REQUEST_MAX_BYTES,
} from "~/domain/donations/bank-import";
import { moneyInIntents, type BankPreviewAnswer } from "./money-in-intents.server";
import { offeredOnDonationPage } from "~/domain/donations/payment-options";

/** The French answer of a status change that did not happen. */
function refuseChange(
  { intent, form }: IntentContext,
  result: Exclude<ChangeResult, "done">,
  wrongStatus: string,
) {
  if (result === "not-found") return refuseForm(intent, { form: DONATION_NOT_FOUND }, form, 404);
  if (result === "has-receipt") return refuseForm(intent, { form: RECEIPTED_UNDELETABLE }, form);
  return refuseForm(intent, { form: wrongStatus }, form);
}

/** An intent on the posted donation; an id that is not a number is a donation not found. */
function onDonation(
  run: (
    context: IntentContext & { id: number },
  ) => Promise<Response | ReturnType<typeof refuseForm>>,
): IntentHandler {
  return (context) =>
    context.id === null
      ? Promise.resolve(refuseForm(context.intent, { form: DONATION_NOT_FOUND }, context.form, 404))
      : run({ ...context, id: context.id });
}

/** 'Marquer comme échoué' / 'Annuler le don': the reason is required and kept. */
const close = onDonation(async (context) => {
  const { db, me, id, intent, form, back } = context;
  const parsed = validateForm(reasonSchema, form);
  if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
  const failed = intent === "fail";
  const result = await closeDonation(
    db,
    me.id,
    id,
    failed ? "failed" : "cancelled",
    parsed.data.reason,
  );
  if (result !== "done") return refuseChange(context, result, ALREADY_CLOSED);
  return redirectWithToast(back, {
    title: failed ? "Don marqué comme échoué" : "Don annulé",
    description: "La raison est enregistrée avec le don.",
  });
});

const donationIntents: Record<string, IntentHandler> = {
  confirm: onDonation(async (context) => {
    const { db, me, id, back } = context;
    const { result, receipt } = await confirmDonation(db, me.id, id);
    if (result !== "done") return refuseChange(context, result, NOT_PENDING);
    if (receipt.kind === "problem") {
      // The gift is confirmed; the treasurer must learn why its receipt did not go out.
      return redirectWithToast(back, {
        title: "Réception confirmée, reçu non émis",
        description: `Le don est maintenant complété, mais son reçu officiel n'a pas été émis : ${receipt.message}`,
        type: "error",
      });
    }
    return redirectWithToast(back, {
      title: "Réception confirmée",
      description:
        receipt.kind === "issued"
          ? `Le don est maintenant complété. Le reçu officiel no ${receipt.serialNumber} a été envoyé au donateur.`
          : "Le don est maintenant complété.",
    });
  }),

  "send-receipt": onDonation(async ({ db, me, id, intent, form, back }) => {
    const sent = await sendDonationReceipt(db, me.id, id);
    if (!sent.ok) return refuseForm(intent, { form: sent.message }, form, sent.status);
    return redirectWithToast(back, {
      title: "Reçu envoyé",
      description: "Le reçu a été envoyé au donateur",
    });
  }),

  fail: close,
  cancel: close,

  delete: onDonation(async (context) => {
    const { db, me, id, backWithout } = context;
    const result = await deleteDonation(db, me.id, id);
    if (result !== "done") return refuseChange(context, result, COMPLETED_UNDELETABLE);
    return redirectWithToast(backWithout(["details"]), {
      title: "Don supprimé",
      description: "Le don a été supprimé.",
    });
  }),

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

/** What the 'Options de paiement' switch tells the volunteer, true to what donors get. */
function paymentOptionToast(
  option: { name: string; type: string },
  enabled: boolean,
  cardReady = false,
): FlashInput {
  if (!offeredOnDonationPage(option.type, cardReady)) {
    return enabled
      ? {
          title: "Option de paiement activée",
          description: `${option.name} est activé, mais n'est pas proposé aux donateurs : aucun service de paiement en ligne n'est relié au site.`,
        }
      : {
          title: "Option de paiement désactivée",
          description: `${option.name} est désactivé. Il n'était pas proposé aux donateurs : aucun service de paiement en ligne n'est relié au site.`,
        };
  }
  return enabled
    ? {
        title: "Option de paiement activée",
        description: `${option.name} est maintenant proposé aux donateurs.`,
      }
    : {
        title: "Option de paiement désactivée",
        description: `${option.name} n'est plus proposé aux donateurs.`,
      };
}

/** 'Options de paiement': one option switched on or off; the toast says what donors get. */
const togglePaymentOption: IntentHandler = async ({ db, me, id, intent, form }) => {
  const enabled = parseEnabled(form.get("enabled"));
  if (enabled === null) return refuseForm(intent, { form: "Valeur invalide." }, form);
  const option = id === null ? null : await setPaymentOptionEnabled(db, me.id, id, enabled);
  if (!option) return refuseForm(intent, { form: PAYMENT_OPTION_NOT_FOUND }, form, 404);
  const cardReady = (await configuredStripe(db)) !== null;
  return redirectWithToast(
    `${DONATIONS_PATH}?onglet=options`,
    paymentOptionToast(option, enabled, cardReady),
  );
};

/**
 * The screen's action: a change keeps the list's filters and page, and the details panel open.
 * It is `intentAction` (routes/admin/+shared/crud.server.ts) with a larger body limit, for the bank file and
 * the preview that carries it back: a file over the limit is told on the upload's field instead
 * of the error page.
 */
export async function donationsAction(request: Request) {
  const me = await requireUser(request, "donations");
  const read = await tryReadFormData(request, {
    maxBytes: BANK_REQUEST_MAX_BYTES,
    tooLargeMessage: BANK_FILE_TOO_LARGE,
  });
  if (!read.ok) {
    return refuseForm(BANK_PREVIEW_INTENT, { file: read.message }, new FormData(), read.status);
  }
  const intents: Record<string, IntentHandler<BankPreviewAnswer>> = {
    ...donationIntents,
    ...moneyInIntents(request),
    // Switching payment options is a role of its own.
    "toggle-option": async (context) => {
      await requireUser(request, "payment-options");
      return togglePaymentOption(context);
    },
  };
  const { form } = read;
  const { intent, id } = postedRecord(form);
  const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!handler) return refuseForm(intent, { form: "Action inconnue." }, form);
  const backWithout = (drop: readonly string[]) =>
    backTo(DONATIONS_PATH, request, ["remplacer", ...drop]);
  return handler({ db: await getDb(), me, form, intent, id, back: backWithout([]), backWithout });
}
