/**
 * Split receipting: a gift for which the donor received something back (the meal of a
 * fundraising dinner, an item given in thanks) is receipted for its eligible amount only, the
 * amount of the gift less the value of the advantage (Income Tax Act s. 248(30)–(32); CRA,
 * "Split receipting" and Income Tax Regulations s. 3501(1)(h.1)–(h.3): the receipt states the
 * amount of the gift, the value and description of the advantage, and the eligible amount).
 * Two thresholds of the CRA's guidance, each one constant here:
 * - an advantage worth no more than 75 $ or 10 % of the gift, whichever is less, is nominal and
 *   is not deducted (the receipt is for the whole gift);
 * - when the advantage is worth more than 80 % of the gift, there was no intention to give and no
 *   receipt is issued.
 * Pure and isomorphic: the receipts (receipts.server.ts) and the back-office screens read it.
 */
import { formatMoney } from "~/lib/format";

/** Nominal advantage: at most 75 $… */
export const NOMINAL_ADVANTAGE_MAX_CENTS = 75 * 100;
/** …and at most 10 % of the gift (the lesser of the two). */
export const NOMINAL_ADVANTAGE_PERCENT = 10;
/** Past this share of the gift, the advantage leaves no gift to receipt. */
export const ADVANTAGE_RECEIPT_LIMIT_PERCENT = 80;

export type SplitGift =
  /** The receipt's figures: the advantage it prints (0 when nominal) and the eligible amount. */
  | { receiptable: true; amountCents: number; advantageCents: number; eligibleCents: number }
  | { receiptable: false; reason: "advantage-too-large" };

/** Whether an advantage is nominal for a gift (not deducted, not printed). */
export function isNominalAdvantage(amountCents: number, advantageCents: number): boolean {
  return (
    advantageCents <= NOMINAL_ADVANTAGE_MAX_CENTS &&
    advantageCents * 100 <= amountCents * NOMINAL_ADVANTAGE_PERCENT
  );
}

/** What a receipt for this gift says, or why it gets none. */
export function splitGift(amountCents: number, advantageCents: number): SplitGift {
  if (advantageCents * 100 > amountCents * ADVANTAGE_RECEIPT_LIMIT_PERCENT) {
    return { receiptable: false, reason: "advantage-too-large" };
  }
  const printed = isNominalAdvantage(amountCents, advantageCents) ? 0 : advantageCents;
  return {
    receiptable: true,
    amountCents,
    advantageCents: printed,
    eligibleCents: amountCents - printed,
  };
}

/** The refusal of a receipt for a gift whose advantage is too large. */
export const ADVANTAGE_TOO_LARGE = `L'avantage reçu dépasse ${ADVANTAGE_RECEIPT_LIMIT_PERCENT} % du montant du don : aucun reçu officiel ne peut être émis (règles de l'Agence du revenu du Canada sur les reçus fractionnés).`;

/** The hint of the advantage's value in the back-office gift form. */
export const ADVANTAGE_HINT = `Facultatif : la juste valeur marchande de ce que le donateur a reçu en retour (repas, objet). Le reçu est établi pour le montant admissible ; un avantage d'au plus ${formatMoney(NOMINAL_ADVANTAGE_MAX_CENTS)} et ${NOMINAL_ADVANTAGE_PERCENT} % du don n'est pas déduit ; au-delà de ${ADVANTAGE_RECEIPT_LIMIT_PERCENT} % du don, aucun reçu.`;

/** The back-office line under a gift with an advantage: what its receipt will say. */
export function splitGiftSummary(amountCents: number, advantageCents: number): string {
  const split = splitGift(amountCents, advantageCents);
  if (!split.receiptable) return ADVANTAGE_TOO_LARGE;
  if (split.advantageCents === 0) {
    return `Avantage de ${formatMoney(advantageCents)} jugé négligeable (au plus ${formatMoney(NOMINAL_ADVANTAGE_MAX_CENTS)} et ${NOMINAL_ADVANTAGE_PERCENT} % du don) : le reçu est établi pour le don entier.`;
  }
  return `Montant admissible du reçu : ${formatMoney(split.eligibleCents)} (${formatMoney(amountCents)} moins l'avantage de ${formatMoney(split.advantageCents)}).`;
}
