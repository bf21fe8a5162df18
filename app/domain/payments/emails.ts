/**
 * The e-mails of card payments (issue 13): a card gift confirmed without a receipt, a monthly
 * instalment declined (with the link to update the card), a shop order paid by card (the buyer's
 * confirmation and the foundation's notice). Content only; `sendEmail` lays it out and queues it.
 */
import type { EmailContent } from "~/domain/mail/layout";
import {
  customerDetails,
  ORDER_CLOSING,
  orderDetails,
  pickupRow,
} from "~/domain/shop/order-emails";
import { NOT_AN_OFFICIAL_RECEIPT } from "~/domain/tax/acknowledgement";
import { RECEIPT_MINIMUM_SENTENCES } from "~/domain/receipts/receipt-minimum";
import { formatDate, formatMoney } from "~/lib/format";

export interface GiftForEmail {
  reference: string;
  firstName: string;
  amountCents: number;
  projectTitle: string;
}

/** A card gift confirmed by Stripe when no receipt is e-mailed (under the receipt minimum, or not asked for). */
export function cardGiftThanksEmail(gift: GiftForEmail, monthly: boolean): EmailContent {
  return {
    subject: `Merci pour votre don de ${formatMoney(gift.amountCents)} (${gift.reference})`,
    heading: "Merci pour votre don !",
    paragraphs: [
      `Bonjour ${gift.firstName},`,
      monthly
        ? "Votre versement mensuel par carte est bien reçu. Merci de votre soutien fidèle !"
        : "Votre paiement par carte est bien reçu. Merci de votre générosité !",
    ],
    details: [
      ["Référence", gift.reference],
      ["Montant", formatMoney(gift.amountCents)],
      ["Projet", gift.projectTitle],
    ],
    closing: [RECEIPT_MINIMUM_SENTENCES.cardThanksEmail, NOT_AN_OFFICIAL_RECEIPT],
  };
}

/** A monthly instalment declined: the donor is asked to update the card in the donor space. */
export function monthlyPaymentFailedEmail(
  gift: { reference: string; firstName: string; amountCents: number },
  donorSpaceUrl: string | null,
  nextAttempt: Date | null,
): EmailContent {
  return {
    subject: `Votre don mensuel ${gift.reference} : le paiement a été refusé`,
    heading: "Le paiement de votre don mensuel a été refusé",
    paragraphs: [
      `Bonjour ${gift.firstName},`,
      `Le versement mensuel de ${formatMoney(gift.amountCents)} n'a pas pu être prélevé sur votre carte (carte expirée, plafond atteint ou refus de la banque).`,
      nextAttempt
        ? `Une nouvelle tentative aura lieu vers le ${formatDate(nextAttempt)}. Pour qu'elle réussisse, mettez à jour votre carte dans votre espace donateur.`
        : "Pour poursuivre votre don mensuel, mettez à jour votre carte dans votre espace donateur.",
    ],
    details: [
      ["Référence", gift.reference],
      ["Montant mensuel", formatMoney(gift.amountCents)],
    ],
    action: donorSpaceUrl ? { label: "Mettre à jour ma carte", url: donorSpaceUrl } : undefined,
    closing: [
      "Si vous souhaitez arrêter votre don mensuel, vous pouvez aussi le faire depuis votre espace donateur, ou nous écrire.",
    ],
  };
}

export interface CardOrderForEmail {
  reference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  totalCents: number;
  lines: { productName: string; quantity: number; unitPriceCents: number }[];
}

/** A card order is paid before anyone reads these e-mails. */
const PAID_BY_CARD = "Carte bancaire (payée)";

/** The buyer's confirmation, once Stripe says the order is paid. */
export function cardOrderPaidEmail(order: CardOrderForEmail, pickupAddress: string): EmailContent {
  return {
    subject: `Votre commande ${order.reference} est payée`,
    heading: "Merci pour votre commande",
    paragraphs: [
      `Bonjour ${order.customerName},`,
      `Votre paiement par carte de ${formatMoney(order.totalCents)} est bien reçu et vos articles vous sont réservés. Nous vous écrirons à chaque étape, et quand la commande sera prête à être récupérée à la fondation.`,
    ],
    details: [...orderDetails(order, PAID_BY_CARD), pickupRow(pickupAddress)],
    closing: [ORDER_CLOSING, NOT_AN_OFFICIAL_RECEIPT],
  };
}

/** The foundation's notice of an order paid by card. */
export function cardOrderNotificationEmail(
  order: CardOrderForEmail,
  adminUrl: string | null,
): EmailContent {
  return {
    subject: `Nouvelle commande ${order.reference} : ${formatMoney(order.totalCents)} (Carte bancaire, payée)`,
    heading: "Nouvelle commande de la boutique",
    paragraphs: [
      `${order.customerName} a passé et payé par carte une commande à récupérer à la fondation. Le stock des articles est déjà réservé.`,
    ],
    details: [...orderDetails(order, PAID_BY_CARD), ...customerDetails(order)],
    action: adminUrl ? { label: "Voir la commande", url: adminUrl } : undefined,
  };
}
