/**
 * A form posting one cart intent to /panier. Without JavaScript it is a plain form (the action
 * answers with a redirect to the cart); once hydrated it goes through a fetcher (no navigation)
 * and says so with the `js` field, so the action answers with data for the toast instead.
 */
import type { ReactNode } from "react";
import type { useFetcher } from "react-router";
import type { CartIntent } from "~/domain/shop/cart-form";
import { useHydrated } from "~/lib/use-hydrated";

export interface CartActionData {
  ok: boolean;
  error?: string;
  intent?: CartIntent;
  productName?: string;
}

export function CartFetcherForm({
  fetcher,
  intent,
  productId,
  className,
  children,
}: {
  fetcher: ReturnType<typeof useFetcher<CartActionData>>;
  intent: CartIntent;
  productId: number;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/panier" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="produit" value={productId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
