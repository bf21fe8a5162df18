/**
 * A form posting one cart intent to /panier. Without JavaScript it is a plain form (the action
 * answers with a redirect to the cart, or the cart page with the refusal); once hydrated it goes
 * through a fetcher (no navigation) and says so with the `js` field, so the action answers with
 * data for the toast instead: `{ ok: true, … }`, or the site's one refused answer `{ refused }`.
 */
import { useCallback, useMemo, type ReactNode } from "react";
import type { useFetcher } from "react-router";
import { useSchemaForm, type SchemaForm } from "~/components/forms/use-schema-form";
import { quantityLimits } from "~/domain/shop/cart";
import type { CartIntent } from "~/domain/shop/cart-form";
import type { FormRefusal } from "~/lib/forms/refusal";
import { useHydrated } from "~/lib/use-hydrated";

export type CartActionData =
  { ok: true; intent: CartIntent; productName: string } | { refused: FormRefusal };

type CartFetcher = ReturnType<typeof useFetcher<CartActionData>>;

/** The refusal of the fetcher's last answer, once it is back. */
export function cartRefusal(fetcher: CartFetcher): FormRefusal | undefined {
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  return data && "refused" in data ? data.refused : undefined;
}

/**
 * A quantity form of a product with `stock` left: the quantity rule checked in the browser
 * before sending (loaded when the visitor reaches the field), its limits on the field, and the
 * message to show, the browser's or the server's.
 */
export function useQuantityForm(fetcher: CartFetcher, stock: number) {
  // One loader and one set of limits per stock: a new one would load the rule again.
  const schema = useCallback(
    () => import("~/domain/shop/cart-form").then((rules) => rules.cartQuantitySchema(stock)),
    [stock],
  );
  const constraints = useMemo(() => ({ quantite: quantityLimits(stock) }), [stock]);
  const form = useSchemaForm<"quantite">({
    schema,
    refused: cartRefusal(fetcher),
    order: ["quantite"],
    fallback: "quantite",
    constraints,
  });
  return { form, error: form.errors.quantite ?? form.errors.form };
}

export function CartFetcherForm({
  fetcher,
  intent,
  productId,
  form,
  className,
  children,
}: {
  fetcher: CartFetcher;
  intent: CartIntent;
  productId: number;
  /** The form's checks before sending (a quantity form). */
  form?: SchemaForm<"quantite">;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form {...form?.props} method="post" action="/panier" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="produit" value={productId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
