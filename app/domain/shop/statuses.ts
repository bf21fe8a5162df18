/**
 * Product and order statuses of the shop (spec back-office.md §4) with their French labels, the
 * order payment methods, and how the back-office shows a product's description. Isomorphic.
 */
import { ORDER_METHODS, ORDER_STATUSES, PRODUCT_STATUSES } from "#db/vocabularies";
import { truncate } from "~/domain/audit/labels";
import { asStored, labelsFor } from "~/lib/labels";

/** Set by hand in the product form; only "active" with stock can be bought, "hidden" is not public. */
export const {
  labels: productStatuses,
  values: productStatusKeys,
  label: productStatusLabel,
} = labelsFor(
  PRODUCT_STATUSES,
  { active: "Actif", out_of_stock: "Rupture de stock", hidden: "Masqué" },
  "Inconnu",
);
export type ProductStatus = (typeof productStatusKeys)[number];

/**
 * The order's way: pending → processing → shipped → delivered, or cancelled (see below). Every order
 * is collected at the foundation (decision 0016): "shipped", the spec's name, is shown as « Prête à
 * récupérer » and tells the buyer to come (order-emails.ts), never « Expédiée ».
 */
export const {
  labels: orderStatuses,
  values: orderStatusKeys,
  label: orderStatusLabel,
} = labelsFor(
  ORDER_STATUSES,
  {
    pending: "En attente",
    processing: "En traitement",
    shipped: "Prête à récupérer",
    delivered: "Livrée",
    cancelled: "Annulée",
  },
  "Inconnu",
);
export type OrderStatus = (typeof orderStatusKeys)[number];

/**
 * The statuses an order may move to from `status`. Forward only, skipping steps allowed (a
 * volunteer may hand over an order without having marked it "En traitement"), and "Annulée" until
 * the buyer has it. "Livrée" and "Annulée" are final: going back would mean taking the stock again
 * (cancelling gave it back) or undoing a hand-over, which a new order does more honestly.
 */
const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "shipped", "delivered", "cancelled"],
  processing: ["shipped", "delivered", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

export function nextOrderStatuses(status: string): readonly OrderStatus[] {
  return nextStatuses[status as OrderStatus] ?? [];
}

/** The statuses from which an order may move to `to` (the precondition of the SQL update). */
export function orderStatusesBefore(to: OrderStatus): OrderStatus[] {
  return orderStatusKeys.filter((from) => nextStatuses[from].includes(to));
}

export const {
  labels: paymentMethods,
  values: paymentMethodKeys,
  label: paymentMethodLabel,
} = labelsFor(
  ORDER_METHODS,
  { interac: "Virement Interac", on_pickup: "Paiement sur place", card: "Carte bancaire" },
  asStored,
);
export type PaymentMethod = (typeof paymentMethodKeys)[number];

/** Spec back-office.md §9: product descriptions are cut at 50 characters in the table. */
export const PRODUCT_DESCRIPTION_MAX = 50;

export function shortDescription(text: string): string {
  return truncate(text.replace(/\s+/g, " ").trim(), PRODUCT_DESCRIPTION_MAX);
}
