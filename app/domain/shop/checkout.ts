/**
 * The checkout form of /panier (issue 5 §5): who orders (name, e-mail, optional phone), how they
 * pay (Interac transfer when offered, or on the spot), and the snapshot of the cart the buyer saw,
 * so an order is never placed for other quantities or prices than the ones on their screen.
 * Isomorphic: the server parses with `checkoutSchema`, the form reads the field names.
 */
import { z } from "zod";
import { CART_MAX_LINES, CART_MAX_QUANTITY } from "./cart";
import { paymentMethodKeys, type PaymentMethod } from "./statuses";
import { REQUIRED, requiredEmail } from "~/lib/form-rules";

export const CHECKOUT_INTENT = "checkout";

export const CHECKOUT_FIELDS = ["name", "email", "phone", "paymentMethod"] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

/** The hidden field carrying what the buyer saw (see `cartSnapshot`). */
export const SNAPSHOT_FIELD = "panierVu";

export { REQUIRED };
export const PAYMENT_REQUIRED = "Choisissez un mode de paiement.";
export const INTERAC_NOT_OFFERED =
  "Le virement Interac n'est pas offert pour le moment : choisissez le paiement sur place.";
export const PHONE_INVALID = "Numéro de téléphone invalide. Exemple : 418 555-0123.";
export const EMPTY_CART = "Votre panier est vide : ajoutez des articles avant de commander.";
export const CART_CHANGED =
  "Votre panier a changé depuis l'affichage de la page : vérifiez-le, puis confirmez de nouveau.";

/**
 * An empty form. The payment method is preselected only when it is the only one offered: with
 * two, the buyer chooses, since one of them means sending a transfer.
 */
export function emptyCheckoutValues(interacEnabled: boolean): CheckoutValues {
  return { name: "", email: "", phone: "", paymentMethod: interacEnabled ? "" : "on_pickup" };
}

export function postedCheckoutValues(form: FormData): CheckoutValues {
  const values = {} as CheckoutValues;
  for (const field of CHECKOUT_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Phone characters only, with 7 to 15 digits (local, North American or international numbers). */
function isPhone(value: string): boolean {
  if (!/^[+()\d\s.-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
}

export function checkoutSchema(interacEnabled: boolean) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, REQUIRED)
        .max(200, "Le nom ne peut pas dépasser 200 caractères."),
      email: requiredEmail(),
      phone: z
        .string()
        .trim()
        .max(40, "Numéro de téléphone trop long.")
        .refine((value) => value === "" || isPhone(value), PHONE_INVALID),
      paymentMethod: z.string().trim(),
    })
    .superRefine((input, ctx) => {
      const method = paymentMethodKeys.find((key) => key === input.paymentMethod);
      if (!method) {
        ctx.addIssue({ code: "custom", path: ["paymentMethod"], message: PAYMENT_REQUIRED });
      } else if (method === "interac" && !interacEnabled) {
        ctx.addIssue({ code: "custom", path: ["paymentMethod"], message: INTERAC_NOT_OFFERED });
      }
    })
    .transform((input) => ({
      customerName: input.name,
      customerEmail: input.email.toLowerCase(),
      customerPhone: input.phone || null,
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
