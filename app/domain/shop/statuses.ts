/**
 * Product and order statuses of the shop (spec back-office.md §4) with their French labels, the
 * order payment methods, and how the back-office shows a product's description. Isomorphic.
 */
import { truncate } from "~/domain/audit/labels";

/** Set by hand in the product form; only "active" with stock can be bought, "hidden" is not public. */
export const productStatuses = {
  active: "Actif",
  out_of_stock: "Rupture de stock",
  hidden: "Masqué",
} as const;
export type ProductStatus = keyof typeof productStatuses;
export const productStatusKeys = Object.keys(productStatuses) as ProductStatus[];

/** The order's way: pending → processing → shipped → delivered, or cancelled (see below). */
export const orderStatuses = {
  pending: "En attente",
  processing: "En traitement",
  shipped: "Expédiée",
  delivered: "Livrée",
  cancelled: "Annulée",
} as const;
export type OrderStatus = keyof typeof orderStatuses;
export const orderStatusKeys = Object.keys(orderStatuses) as OrderStatus[];

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

export const paymentMethods = {
  interac: "Virement Interac",
  on_pickup: "Paiement sur place",
} as const;
export type PaymentMethod = keyof typeof paymentMethods;
export const paymentMethodKeys = Object.keys(paymentMethods) as PaymentMethod[];

export function productStatusLabel(status: string): string {
  return productStatuses[status as ProductStatus] ?? "Inconnu";
}

export function orderStatusLabel(status: string): string {
  return orderStatuses[status as OrderStatus] ?? "Inconnu";
}

export function paymentMethodLabel(method: string): string {
  return paymentMethods[method as PaymentMethod] ?? method;
}

/** Spec back-office.md §9: product descriptions are cut at 50 characters in the table. */
export const PRODUCT_DESCRIPTION_MAX = 50;

export function shortDescription(text: string): string {
  return truncate(text.replace(/\s+/g, " ").trim(), PRODUCT_DESCRIPTION_MAX);
}
