/**
 * The intents of /admin/donations for money received outside the /don form (issue 13): record a
 * cash, cheque or in-kind gift, import the bank's file (preview, then confirm the ticked matches), cancel
 * a monthly gift, merge two person records, and check that Stripe answers ('Configurer' of the
 * card option). Each answers a toast back to its tab, the same refused-form answer as every form
 * of the site, or — the bank file's preview — the proposals to show.
 */
import type { RouteIntentHandler as IntentHandler } from "~/routes/admin/+shared/intents.server";
import { cancelMonthlyGift } from "~/domain/donations/monthly-gifts.server";
import { checkStripe } from "~/domain/payment-options/stripe-config.server";
import { mergePeople, PERSON_NOT_FOUND } from "~/domain/people/people.server";
import { requireUser } from "~/routes/+shared/access.server";
import { formatMoney } from "~/lib/format";
import { parseRecordId } from "~/lib/forms/form-mode";
import { validateForm } from "~/lib/forms/validate";
import { visibleUrl } from "~/lib/visible-url";
import { redirectWithToast, type FlashInput } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { DONATIONS_PATH } from "~/domain/donations/admin-schema";
import {
  BANK_CONFIRM_INTENT,
  BANK_PREVIEW_INTENT,
  type BankPreview,
} from "~/domain/donations/bank-import";
import {
  confirmBankImport,
  previewBankImport,
  type BankImportOutcome,
} from "~/domain/donations/bank-import.server";
import type { ConfirmReceipt } from "~/domain/gifts/lifecycle.server";
import { BANK_TAB, MERGE_PARAM, MERGE_SEARCH_PARAM } from "~/domain/donations/money-in-tabs";
import { OFFLINE_GIFT_INTENT, offlineGiftSchema } from "~/domain/donations/offline-gift";
import { recordOfflineGift } from "~/domain/donations/offline-gift.server";
import { offlineGiftChoices } from "~/domain/donations/money-in-tabs.server";
import { choicesOf } from "~/domain/funds/designation";

export const MONTHLY_GIFT_NOT_FOUND = "Don mensuel introuvable.";

/** What the bank file's preview answers (shown by the Rapprochement tab). */
export interface BankPreviewAnswer {
  bankPreview: BankPreview;
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** The toast after a received gift is recorded, saying what became of its receipt. */
function recordedToast(
  reference: string,
  gift: { amountCents: number; inKindDescription: string | null },
  receipt: ConfirmReceipt,
): FlashInput {
  // A gift in kind is property: its amount is a value, not money received.
  const recorded = gift.inKindDescription
    ? `Le don en nature ${reference} (juste valeur marchande : ${formatMoney(gift.amountCents)}) est enregistré comme complété.`
    : `Le don ${reference} de ${formatMoney(gift.amountCents)} est enregistré comme complété.`;
  if (receipt.kind === "problem") {
    return {
      title: "Don enregistré, reçu non émis",
      description: `${recorded} Son reçu officiel n'a pas été émis : ${receipt.message}`,
      type: "error",
    };
  }
  return {
    title: "Don enregistré",
    description:
      receipt.kind === "issued"
        ? `${recorded} Le reçu officiel no ${receipt.serialNumber} a été envoyé à ${receipt.email}.`
        : recorded,
  };
}

/** The toast after a bank file's import, with its counts. */
function importToast(outcome: BankImportOutcome): FlashInput {
  if (outcome.stored === 0) {
    return {
      title: "Aucune ligne nouvelle",
      description:
        "Toutes les lignes de ce fichier avaient déjà été importées : rien n'a été confirmé.",
    };
  }
  const parts = [
    `${plural(outcome.donations, "don confirmé", "dons confirmés")}`,
    `${plural(outcome.orders, "commande payée", "commandes payées")}`,
    `${plural(outcome.receipts, "reçu officiel envoyé", "reçus officiels envoyés")}`,
  ];
  const lines = plural(outcome.stored, "ligne enregistrée", "lignes enregistrées");
  const skipped =
    outcome.skipped > 0
      ? ` ${plural(outcome.skipped, "ligne cochée n'était", "lignes cochées n'étaient")} plus à confirmer.`
      : "";
  const problems =
    outcome.receiptProblems.length > 0
      ? ` Reçus non émis : ${[...new Set(outcome.receiptProblems)].join(" ")}`
      : "";
  return {
    title: "Rapprochement enregistré",
    description: `${parts.join(", ")} ; ${lines}.${skipped}${problems}`,
    ...(problems ? { type: "error" as const } : {}),
  };
}

const tabPath = (tab: string) => `${DONATIONS_PATH}?onglet=${tab}`;

/** The intents, for the screen's action (`request`: the merge reads its panel from the URL). */
export function moneyInIntents(request: Request): Record<string, IntentHandler<BankPreviewAnswer>> {
  return {
    [OFFLINE_GIFT_INTENT]: async ({ db, me, intent, form, backWithout }) => {
      const { funds, projects, today } = await offlineGiftChoices(db);
      const schema = offlineGiftSchema(choicesOf(funds, projects), today);
      const parsed = validateForm(schema, form);
      if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
      const { reference, receipt } = await recordOfflineGift(db, me.id, parsed.data);
      return redirectWithToast(
        backWithout(["mode"]),
        recordedToast(reference, parsed.data, receipt),
      );
    },

    [BANK_PREVIEW_INTENT]: async ({ db, intent, form }) => {
      const previewed = await previewBankImport(db, form);
      // The refusal never echoes the file back: it may be large, and it is to be chosen again.
      if (!previewed.ok) return refuseForm(intent, previewed.errors, {});
      return { bankPreview: previewed.preview };
    },

    [BANK_CONFIRM_INTENT]: async ({ db, me, intent, form }) => {
      const confirmed = await confirmBankImport(db, me.id, form);
      if (!confirmed.ok) return refuseForm(intent, confirmed.errors, {});
      return redirectWithToast(tabPath(BANK_TAB), importToast(confirmed.outcome));
    },

    "cancel-monthly": async ({ db, me, id, intent, form, back }) => {
      const cancelled =
        id === null
          ? ({ ok: false, status: 404, message: MONTHLY_GIFT_NOT_FOUND } as const)
          : await cancelMonthlyGift(db, id, { userId: me.id });
      if (!cancelled.ok) {
        return refuseForm(intent, { form: cancelled.message }, form, cancelled.status);
      }
      return redirectWithToast(back, {
        title: "Don mensuel annulé",
        description: "Aucun autre prélèvement ne sera fait ; les dons déjà reçus restent acquis.",
      });
    },

    "merge-people": async ({ db, me, id, intent, form, backWithout }) => {
      // The panel (`?fusionner=ID`) names the record merged away; the button, the one kept.
      const mergedId = parseRecordId(visibleUrl(request).searchParams.get(MERGE_PARAM));
      if (id === null || mergedId === null) {
        return refuseForm(intent, { form: PERSON_NOT_FOUND }, form, 404);
      }
      const merged = await mergePeople(db, me.id, id, mergedId);
      if (!merged.ok) return refuseForm(intent, { form: merged.message }, form, merged.status);
      const { donations, orders, eventRequests, monthlyGifts, registrations } = merged.moved;
      return redirectWithToast(backWithout([MERGE_PARAM, MERGE_SEARCH_PARAM]), {
        title: "Fiches fusionnées",
        description: `${plural(donations, "don", "dons")}, ${plural(orders, "commande", "commandes")}, ${plural(eventRequests, "demande", "demandes")}, ${plural(registrations, "inscription", "inscriptions")} et ${plural(monthlyGifts, "don mensuel", "dons mensuels")} ont rejoint la fiche conservée.`,
      });
    },

    "check-stripe": async ({ db }) => {
      // Configuring the card option is the options' role.
      await requireUser(request, "payment-options");
      const answer = await checkStripe(db);
      const back = `${DONATIONS_PATH}?onglet=options`;
      if (!answer.configured) {
        return redirectWithToast(back, {
          title: "Stripe n'est pas configuré",
          description:
            "Les clés manquent : indiquez STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET dans l'environnement du serveur (fichier .env), ou un administrateur les saisit dans Paramètres › API.",
          type: "error",
        });
      }
      if (!answer.ok) {
        return redirectWithToast(back, {
          title: "Stripe ne répond pas",
          description: `Le paiement par carte ne fonctionnera pas tant que ce problème n'est pas réglé : ${answer.reason}`,
          type: "error",
        });
      }
      return redirectWithToast(back, {
        title: "Stripe répond",
        description: "Les clés sont valides : les paiements par carte peuvent être reçus.",
      });
    },
  };
}
