/**
 * The e-mails of a shop order: the buyer's confirmation and the foundation's notice when it is
 * placed (/panier), and the buyer's news when a volunteer changes its status (/admin/boutique).
 * Content only; `sendEmail` lays it out and queues it.
 */
import type { EmailContent } from "~/domain/mail/layout";
import { NOT_AN_OFFICIAL_RECEIPT } from "~/domain/tax/acknowledgement";
import { formatMoney } from "~/lib/format";
import { orderStatusLabel, paymentMethodLabel, type OrderStatus } from "./statuses";

export interface OrderForEmail {
  reference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  paymentMethod: string;
  totalCents: number;
  lines: { productName: string; quantity: number; unitPriceCents: number }[];
}

/** The last words of the buyer's e-mails (placed, paid by card). */
export const ORDER_CLOSING =
  "Gardez la référence ci-dessus : elle nous permet de retrouver votre commande. Pour toute question, écrivez-nous ou appelez-nous : nos coordonnées sont ci-dessous.";

/** Where and how the buyer collects and pays: the foundation's address and Interac e-mail. */
export interface PickupDetails {
  address: string;
  interacEmail: string;
}

/** "2 × Coran bilingue (25,00 $) — 50,00 $", one line per item. */
export function orderLinesText(order: Pick<OrderForEmail, "lines">): string {
  return order.lines
    .map(
      (line) =>
        `${line.quantity} × ${line.productName} (${formatMoney(line.unitPriceCents)}) — ${formatMoney(line.quantity * line.unitPriceCents)}`,
    )
    .join("\n");
}

/** An order's rows in an e-mail: reference, items, total and `payment` (how it is paid). */
export function orderDetails(
  order: Pick<OrderForEmail, "reference" | "lines" | "totalCents">,
  payment: string,
): [string, string][] {
  return [
    ["Référence", order.reference],
    ["Articles", orderLinesText(order)],
    ["Total", formatMoney(order.totalCents)],
    ["Paiement", payment],
  ];
}

/** The buyer's rows in the foundation's notice. */
export function customerDetails(
  order: Pick<OrderForEmail, "customerName" | "customerEmail" | "customerPhone">,
): [string, string][] {
  return [
    ["Client", order.customerName],
    ["Courriel", order.customerEmail],
    ["Téléphone", order.customerPhone || "—"],
  ];
}

/** Where the buyer collects the order: the foundation, at its address when one is set. */
export function pickupRow(address: string): [string, string] {
  return ["Retrait", address ? `À la fondation : ${address}` : "À la fondation"];
}

/** What to write in the transfer so the treasurer matches it to the order. */
export function transferMessage(order: Pick<OrderForEmail, "reference" | "customerName">) {
  return `${order.reference} — ${order.customerName}`;
}

export function orderConfirmationEmail(order: OrderForEmail, pickup: PickupDetails): EmailContent {
  const total = formatMoney(order.totalCents);
  const interac = order.paymentMethod === "interac";
  const details = orderDetails(order, paymentMethodLabel(order.paymentMethod));
  details.push(pickupRow(pickup.address));
  if (interac) {
    details.push(
      ["Virement à envoyer à", pickup.interacEmail],
      ["Message du virement", transferMessage(order)],
    );
  }
  return {
    subject: `Votre commande ${order.reference} est enregistrée`,
    heading: "Merci pour votre commande",
    paragraphs: [
      `Bonjour ${order.customerName},`,
      "Votre commande est enregistrée et vos articles vous sont réservés. Nous vous écrirons à chaque étape, et quand elle sera prête à être récupérée à la fondation.",
      interac
        ? `Pour la régler, envoyez un virement Interac de ${total} à ${pickup.interacEmail} en indiquant la référence ${order.reference} dans le message du virement.`
        : `Vous réglerez ${total} sur place, au moment de récupérer vos articles.`,
    ],
    details,
    closing: [ORDER_CLOSING, NOT_AN_OFFICIAL_RECEIPT],
  };
}

export function orderNotificationEmail(
  order: OrderForEmail,
  adminUrl: string | null,
): EmailContent {
  return {
    subject: `Nouvelle commande ${order.reference} : ${formatMoney(order.totalCents)} (${paymentMethodLabel(order.paymentMethod)})`,
    heading: "Nouvelle commande de la boutique",
    paragraphs: [
      `${order.customerName} a passé une commande à récupérer à la fondation. Le stock des articles est déjà réservé.`,
    ],
    details: [
      ...orderDetails(order, paymentMethodLabel(order.paymentMethod)),
      ...customerDetails(order),
    ],
    action: adminUrl ? { label: "Voir la commande", url: adminUrl } : undefined,
  };
}

/** What each new status means for someone who collects the order at the foundation. */
function statusNews(status: OrderStatus, order: OrderForEmail, pickup: PickupDetails): string {
  switch (status) {
    case "pending":
      return "Votre commande est en attente de traitement.";
    case "processing":
      return "Nous préparons votre commande. Nous vous écrirons dès qu'elle sera prête.";
    case "shipped":
      return pickup.address
        ? `Votre commande est prête : vous pouvez venir la chercher à la fondation, ${pickup.address}.`
        : "Votre commande est prête : vous pouvez venir la chercher à la fondation.";
    case "delivered":
      return "Votre commande vous a été remise. Merci de votre achat !";
    case "cancelled":
      if (order.paymentMethod === "interac")
        return "Votre commande a été annulée. Si vous avez déjà envoyé votre virement Interac, nous communiquerons avec vous pour vous rembourser.";
      if (order.paymentMethod === "card")
        return "Votre commande a été annulée. Si votre carte a déjà été débitée, le montant vous sera remboursé sur cette même carte.";
      return "Votre commande a été annulée. Rien ne vous sera demandé.";
  }
}

/** Why an order was cancelled without a volunteer: not collected within `days` days. */
export interface NotCollected {
  days: number;
}

/** The news of an order cancelled because it waited longer than the pick-up delay. */
function notCollectedNews(order: OrderForEmail, { days }: NotCollected): string {
  return `Votre commande ${order.reference} a été annulée parce qu'elle n'a pas été récupérée dans les ${days} jours suivant la commande. Ses articles sont remis en vente et rien ne vous sera demandé. Vous pouvez passer une nouvelle commande sur notre boutique en ligne.`;
}

export function orderStatusEmail(
  order: OrderForEmail,
  status: OrderStatus,
  pickup: PickupDetails,
  notCollected?: NotCollected,
): EmailContent {
  const label = orderStatusLabel(status);
  const news = notCollected
    ? notCollectedNews(order, notCollected)
    : statusNews(status, order, pickup);
  return {
    subject: `Votre commande ${order.reference} : ${label}`,
    heading: `Commande ${order.reference} : ${label}`,
    paragraphs: [`Bonjour ${order.customerName},`, news],
    details: [
      ["Nouveau statut", label],
      ...orderDetails(order, paymentMethodLabel(order.paymentMethod)),
    ],
    closing: [
      "Pour toute question, écrivez-nous ou appelez-nous : nos coordonnées sont ci-dessous.",
    ],
  };
}
