/**
 * What the buttons of /admin/donations do (spec back-office.md §2 "Donations", decision 0015):
 * confirm a pending gift (issuing its receipt), mark it failed or cancelled with a reason, delete
 * one that is neither completed nor receipted, send a receipt not sent yet; the receipts' own
 * buttons (receipt-intents), the money-in tabs' (money-in-intents) and the payment options'
 * switch (payment-option-intents) join them in the screen's action below. Each answers a toast back to
 * the list (its filters, page and details panel kept) or the same refused-form answer as every
 * form of the site. The screen's action (route.tsx): the form read and the answer chosen here, the
 * rules in domain/donations and domain/receipts.
 */
import type { IntentContext } from "~/domain/admin/crud-description.server";
import {
  runIntent,
  type RouteIntentHandler as IntentHandler,
} from "~/routes/admin/+shared/intents.server";
import { RECEIPTED_UNDELETABLE } from "~/domain/receipts/receipt-rules";
import { sendDonationReceipt } from "~/domain/receipts/receipts.server";
import { requireUser } from "~/routes/+shared/access.server";
import { postedRecord } from "~/lib/forms/form-mode";
import { validateForm } from "~/lib/forms/validate";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { tryReadFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import {
  ALREADY_CLOSED,
  COMPLETED_UNDELETABLE,
  DONATION_NOT_FOUND,
  DONATIONS_PATH,
  NOT_COMPLETED_REFUND,
  NOT_PENDING,
  reasonSchema,
  REFUND_AT_STRIPE,
} from "~/domain/donations/admin-schema";
import { deleteDonation } from "~/domain/donations/donations-admin.server";
import { byUser, closeGift, confirmGift, type ChangeResult } from "~/domain/gifts/lifecycle.server";
import {
  BANK_FILE_TOO_LARGE,
  BANK_PREVIEW_INTENT,
  BANK_REQUEST_MAX_BYTES,
} from "~/domain/donations/bank-import";
import { moneyInIntents, type BankPreviewAnswer } from "./money-in-intents.server";
import { togglePaymentOption } from "./payment-option-intents.server";
import { receiptIntents } from "./receipt-intents.server";

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

/** Each closing intent: the status it gives, its toast, and its refusal of a wrong status. */
const CLOSINGS = {
  fail: { title: "Don marqué comme échoué", wrong: ALREADY_CLOSED },
  cancel: { title: "Don annulé", wrong: ALREADY_CLOSED },
  refund: { title: "Don marqué comme remboursé", wrong: NOT_COMPLETED_REFUND },
} as const;

/** 'Marquer comme échoué' / 'Annuler le don' / 'Marquer comme remboursé': the reason is kept. */
const close = onDonation(async (context) => {
  const { db, me, id, intent, form, back } = context;
  const parsed = validateForm(reasonSchema, form);
  if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
  const exit = intent as keyof typeof CLOSINGS;
  const closing = CLOSINGS[exit];
  const result = await closeGift(db, byUser(me.id), id, exit, parsed.data.reason);
  if (result === "by-card") return refuseForm(intent, { form: REFUND_AT_STRIPE }, form, 409);
  if (result !== "done") return refuseChange(context, result, closing.wrong);
  return redirectWithToast(back, {
    title: closing.title,
    description: "La raison est enregistrée avec le don.",
  });
});

const donationIntents: Record<string, IntentHandler> = {
  confirm: onDonation(async (context) => {
    const { db, me, id, back } = context;
    const { result, receipt } = await confirmGift(db, byUser(me.id), id);
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
  refund: close,

  delete: onDonation(async (context) => {
    const { db, me, id, backWithout } = context;
    const result = await deleteDonation(db, me.id, id);
    if (result !== "done") return refuseChange(context, result, COMPLETED_UNDELETABLE);
    return redirectWithToast(backWithout(["details"]), {
      title: "Don supprimé",
      description: "Le don a été supprimé.",
    });
  }),
};

/**
 * The screen's action: a change keeps the list's filters and page, and the details panel open.
 * It is `intentAction` (routes/admin/+shared/intents.server.ts) with a larger body limit, for the
 * bank file and the preview that carries it back: a file over the limit is told on the upload's field instead
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
    ...receiptIntents,
    ...moneyInIntents(request),
    // Switching payment options is a role of its own.
    "toggle-option": async (context) => {
      await requireUser(request, "payment-options");
      return togglePaymentOption(context);
    },
  };
  const { form } = read;
  const { intent, id } = postedRecord(form);
  const posted = { db: await getDb(), me, form, intent, id };
  return runIntent(intents, posted, request, DONATIONS_PATH, ["remplacer"]);
}
