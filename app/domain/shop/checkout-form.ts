/**
 * The checkout form of /panier as its page draws it (issue 5 §5): the field names, the hidden
 * snapshot of the cart, an empty form. Isomorphic and without zod, so the page's first load stays
 * small: the rules are in checkout.ts, which the page loads when the visitor reaches the form and
 * the server parses with.
 */
export const CHECKOUT_INTENT = "checkout";

export const CHECKOUT_FIELDS = ["name", "email", "phone", "paymentMethod"] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

/** The hidden field carrying what the buyer saw (see `cartSnapshot`). */
export const SNAPSHOT_FIELD = "panierVu";

/**
 * An empty form. The payment method is preselected only when it is the only one offered: with
 * two, the buyer chooses, since one of them means sending a transfer.
 */
export function emptyCheckoutValues(interacEnabled: boolean): CheckoutValues {
  return { name: "", email: "", phone: "", paymentMethod: interacEnabled ? "" : "on_pickup" };
}
