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

/** Any status may follow any other (a mistaken change can be undone). */
export const orderStatuses = {
  pending: "En attente",
  processing: "En traitement",
  shipped: "Expédiée",
  delivered: "Livrée",
  cancelled: "Annulée",
} as const;
export type OrderStatus = keyof typeof orderStatuses;
export const orderStatusKeys = Object.keys(orderStatuses) as OrderStatus[];

export const paymentMethods: Record<string, string> = {
  interac: "Virement Interac",
  on_pickup: "Paiement au retrait",
};

export function productStatusLabel(status: string): string {
  return productStatuses[status as ProductStatus] ?? "Inconnu";
}

export function orderStatusLabel(status: string): string {
  return orderStatuses[status as OrderStatus] ?? "Inconnu";
}

export function paymentMethodLabel(method: string): string {
  return paymentMethods[method] ?? method;
}

/** Spec back-office.md §9: product descriptions are cut at 50 characters in the table. */
export const PRODUCT_DESCRIPTION_MAX = 50;

export function shortDescription(text: string): string {
  return truncate(text.replace(/\s+/g, " ").trim(), PRODUCT_DESCRIPTION_MAX);
}
