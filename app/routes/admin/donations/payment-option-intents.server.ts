/**
 * The 'Options de paiement' tab's switch of /admin/donations: one option switched on or off, and
 * a toast true to what donors get (/don honours Interac, and the card once Stripe is configured).
 */
import type { RouteIntentHandler as IntentHandler } from "~/routes/admin/+shared/intents.server";
import { configuredStripe } from "~/domain/payment-options/stripe-config.server";
import {
  DONATIONS_PATH,
  parseEnabled,
  PAYMENT_OPTION_NOT_FOUND,
} from "~/domain/donations/admin-schema";
import { setPaymentOptionEnabled } from "~/domain/donations/donations-admin.server";
import { offeredOnDonationPage } from "~/domain/donations/payment-options";
import { redirectWithToast, type FlashInput } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";

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
export const togglePaymentOption: IntentHandler = async ({ db, me, id, intent, form }) => {
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
