import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ShoppingCart } from "~/components/ui/icons";
import { notify, preloadNotifications } from "~/components/ui/toaster";
import { CART_MAX_QUANTITY } from "~/domain/shop/cart";
import { cn } from "~/lib/utils";
import { CartFetcherForm, type CartActionData } from "./cart-fetcher-form";

/**
 * "Ajouter au panier" (spec §2.7, §8): a toast on success; a refusal (stock…) changes nothing and
 * is said in a toast and, with `showQuantity` (product page), next to the button too.
 */
export function AddToCartForm({
  productId,
  productName,
  available,
  stock,
  showQuantity = false,
  className,
}: {
  productId: number;
  productName: string;
  available: boolean;
  stock: number;
  showQuantity?: boolean;
  className?: string;
}) {
  const fetcher = useFetcher<CartActionData>();
  const quantityId = useId();
  const errorId = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      notify.success("Produit ajouté", {
        description: `${result.productName ?? productName} a été ajouté à votre panier.`,
      });
    } else if (result.error) {
      notify.error("Impossible d'ajouter ce produit", { description: result.error });
    }
  }, [result, productName]);

  if (!available) {
    return (
      <p className={cn("text-sm font-semibold text-destructive", className)}>Rupture de stock</p>
    );
  }

  return (
    <CartFetcherForm
      fetcher={fetcher}
      intent="add"
      productId={productId}
      className={cn("flex flex-wrap items-end gap-3", className)}
    >
      {showQuantity ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={quantityId} className="text-sm font-medium">
            Quantité
          </label>
          <input
            id={quantityId}
            type="number"
            name="quantite"
            min={1}
            max={Math.min(stock, CART_MAX_QUANTITY)}
            defaultValue={1}
            required
            inputMode="numeric"
            aria-describedby={showQuantity && result?.error ? errorId : undefined}
            className="h-10 w-24 rounded-md border border-input bg-white px-3 text-base"
          />
        </div>
      ) : null}
      <Button
        type="submit"
        aria-busy={busy || undefined}
        onFocus={() => void preloadNotifications()}
        onPointerEnter={() => void preloadNotifications()}
      >
        <ShoppingCart aria-hidden="true" />
        Ajouter au panier
        {showQuantity ? null : <span className="sr-only"> : {productName}</span>}
      </Button>
      {showQuantity && result?.error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-destructive">
          {result.error}
        </p>
      ) : null}
    </CartFetcherForm>
  );
}
