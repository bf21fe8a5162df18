/**
 * The site's receipt minimum (spec public-site.md §9): official tax receipts are issued from
 * 20 $ (the Canada Revenue Agency does not require one below it). Every page, e-mail and refusal
 * that states it is written here, from the one constant, so changing the minimum changes every
 * sentence at once. Isomorphic (components import it).
 */
import { formatMoney, formatMoneyWhole } from "~/lib/format";

export const RECEIPT_MINIMUM_CENTS = 20 * 100;

/** Whether an amount (one gift, or a year's gifts together) is large enough for a receipt. */
export function isReceiptable(amountCents: number): boolean {
  return amountCents >= RECEIPT_MINIMUM_CENTS;
}

/** "20 $" as the visitor-facing sentences write it; refusals give the cents ("20,00 $"). */
const minimum = formatMoneyWhole(RECEIPT_MINIMUM_CENTS);

/** Each place that states the minimum, in its own words. */
export const RECEIPT_MINIMUM_SENTENCES = {
  /** Back-office refusal of one gift's receipt ('Envoyer le reçu'). */
  giftRefusal: `Aucun reçu officiel n'est émis pour un don de moins de ${formatMoney(RECEIPT_MINIMUM_CENTS)}.`,
  /** /don, the Interac instructions of a gift under the minimum. */
  donationPage: `Les reçus officiels aux fins de l'impôt sont émis pour les dons de ${minimum} ou plus.`,
  /** The return page of a monthly card gift. */
  monthlyReturn: `Un reçu officiel aux fins de l'impôt vous est envoyé par courriel pour chaque versement de ${minimum} ou plus.`,
  /** The hint of « Reçu officiel demandé » in the back-office gift form. */
  offlineGiftHint: `Le reçu demande l'adresse complète du donateur ; il est émis à partir de ${minimum} et envoyé par courriel.`,
  /** The Interac instructions e-mail, when a receipt was asked for. */
  interacEmail: `Un reçu officiel aux fins de l'impôt vous sera envoyé par courriel dès la réception de votre virement (dons de ${minimum} et plus).`,
  /** The thanks e-mail of a card gift that gets no receipt. */
  cardThanksEmail: `Aucun reçu officiel n'est émis pour ce don (moins de ${minimum} ou reçu non demandé) ; écrivez-nous si vous en souhaitez un.`,
} as const;

/** Back-office refusal of a year-end receipt whose gifts together stay under the minimum. */
export function yearEndBelowMinimumSentence(year: number, totalCents: number): string {
  return `Les dons sans reçu de ${year} totalisent ${formatMoney(totalCents)} : un reçu officiel n'est émis qu'à partir de ${formatMoney(RECEIPT_MINIMUM_CENTS)}.`;
}
