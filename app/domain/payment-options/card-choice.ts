/**
 * The card choice of /don, the donation dialog and the shop's checkout (issue 13, items 1 and 3):
 * the names of the posted fields, their values and the French texts shown around a card payment.
 * Isomorphic and without zod.
 */

/** The posted field choosing how a gift is paid: "card" or "interac" (absent: Interac). */
export const PAY_WITH_FIELD = "paymentMethod";
/** The posted field choosing a one-time or a monthly card gift. */
export const FREQUENCY_FIELD = "frequency";

/**
 * The card method's name on /don and in the donation dialog: what is offered (cards through
 * Stripe), as the back-office's payment option calls it; PayPal is never offered.
 */
export const CARD_METHOD_LABEL = "Carte bancaire";

export type GiftFrequency = "once" | "monthly";

export const FREQUENCY_LABELS: Record<GiftFrequency, string> = {
  once: "Don unique",
  monthly: "Don mensuel",
};

/** "monthly" only when asked for; anything else is a one-time gift. */
export function parseFrequency(raw: FormDataEntryValue | null | undefined): GiftFrequency {
  return raw === "monthly" ? "monthly" : "once";
}

export const CARD_UNAVAILABLE = {
  title: "Paiement par carte indisponible",
  text: "Le paiement en ligne par carte n'est pas offert pour le moment. Veuillez choisir le virement Interac ou réessayer plus tard.",
} as const;

export const CHECKOUT_FAILED = {
  title: "Paiement par carte momentanément indisponible",
  text: "La page de paiement sécurisée n'a pas pu être ouverte. Aucun montant n'a été prélevé : veuillez réessayer dans quelques minutes ou choisir le virement Interac.",
} as const;

/** Under the card choice: what happens after the button. */
export const CARD_EXPLANATION =
  "Vous serez dirigé vers la page de paiement sécurisée de Stripe (carte de crédit, Apple Pay ou Google Pay). Aucun numéro de carte ne transite par notre site.";
