/**
 * The checkout of /panier (issue 5 §5): who orders (name, e-mail, optional phone), how they pay
 * (Interac transfer when offered, or on the spot), and the snapshot of the cart the buyer saw, so
 * an order is never placed for other quantities or prices than the ones on their screen.
 * Isomorphic: one schema for the server and for the browser, which loads this module when the
 * visitor reaches the form. What the page draws without zod is in checkout-form.ts.
 */
import { z } from "zod";
import { CART_MAX_LINES, CART_MAX_QUANTITY } from "./cart";
import { CHECKOUT_FIELDS, type CheckoutValues } from "./checkout-form";
import { paymentMethodKeys, type PaymentMethod } from "./statuses";
import { optionalPhone, requiredEmail, requiredText } from "~/lib/forms/rules";

export {
  CHECKOUT_FIELDS,
  CHECKOUT_INTENT,
  SNAPSHOT_FIELD,
  emptyCheckoutValues,
  type CheckoutField,
  type CheckoutValues,
} from "./checkout-form";
export { PHONE_INVALID, REQUIRED } from "~/lib/forms/rules";
export const PAYMENT_REQUIRED = "Choisissez un mode de paiement.";
export const INTERAC_NOT_OFFERED =
  "Le virement Interac n'est pas offert pour le moment : choisissez le paiement sur place.";
export const CARD_NOT_OFFERED =
  "Le paiement par carte n'est pas offert pour le moment : choisissez un autre mode de paiement.";
export const EMPTY_CART = "Votre panier est vide : ajoutez des articles avant de commander.";
export const CART_CHANGED =
  "Votre panier a changé depuis l'affichage de la page : vérifiez-le, puis confirmez de nouveau.";

export function postedCheckoutValues(form: FormData): CheckoutValues {
  const values = {} as CheckoutValues;
  for (const field of CHECKOUT_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** `cardEnabled`: card payments offered (the option enabled and Stripe configured). */
export function checkoutSchema(interacEnabled: boolean, cardEnabled = false) {
  return z
    .object({
      name: requiredText(200, "Le nom ne peut pas dépasser 200 caractères."),
      email: requiredEmail(),
      phone: optionalPhone(),
      // A radio left unchecked is not posted at all.
      paymentMethod: z.string().trim().default(""),
    })
    .superRefine((input, ctx) => {
      const method = paymentMethodKeys.find((key) => key === input.paymentMethod);
      if (!method) {
        ctx.addIssue({ code: "custom", path: ["paymentMethod"], message: PAYMENT_REQUIRED });
      } else if (method === "interac" && !interacEnabled) {
        ctx.addIssue({ code: "custom", path: ["paymentMethod"], message: INTERAC_NOT_OFFERED });
      } else if (method === "card" && !cardEnabled) {
        ctx.addIssue({ code: "custom", path: ["paymentMethod"], message: CARD_NOT_OFFERED });
      }
    })
    .transform((input) => ({
      customerName: input.name,
      customerEmail: input.email.toLowerCase(),
      customerPhone: input.phone,
      paymentMethod: input.paymentMethod as PaymentMethod,
    }));
}
export type CheckoutInput = z.output<ReturnType<typeof checkoutSchema>>;

export interface SnapshotLine {
  productId: number;
  quantity: number;
  priceCents: number;
}

/** "12:2:2500,5:1:900": product, quantity and unit price of each line shown to the buyer. */
export function cartSnapshot(lines: readonly SnapshotLine[]): string {
  return lines.map((line) => `${line.productId}:${line.quantity}:${line.priceCents}`).join(",");
}

/** The lines of a snapshot, or null when it is missing or not one we wrote. */
export function parseCartSnapshot(raw: FormDataEntryValue | null): SnapshotLine[] | null {
  if (typeof raw !== "string" || raw === "") return null;
  const parts = raw.split(",");
  if (parts.length > CART_MAX_LINES) return null;
  const lines: SnapshotLine[] = [];
  for (const part of parts) {
    const match = /^([1-9]\d{0,9}):([1-9]\d?):(\d{1,9})$/.exec(part);
    if (!match) return null;
    const [productId, quantity, priceCents] = match.slice(1).map(Number);
    if (productId > 2_147_483_647 || quantity > CART_MAX_QUANTITY) return null;
    if (lines.some((line) => line.productId === productId)) return null;
    lines.push({ productId, quantity, priceCents });
  }
  return lines;
}
