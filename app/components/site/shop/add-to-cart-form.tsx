import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ShoppingCart } from "~/components/ui/icons";
import { notify, preloadNotifications } from "~/components/ui/toaster";
import { cn } from "~/lib/utils";
import { CartFetcherForm, useQuantityForm, type CartActionData } from "./cart-fetcher-form";

/**
 * "Ajouter au panier" (spec §2.7, §8): a toast on success; a refusal (stock…) changes nothing and
 * is said in a toast and, with `showQuantity` (product page), next to the button too, where a
 * quantity out of bounds is said before the form is even sent.
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
  const { form, error } = useQuantityForm(fetcher, stock);

  useEffect(() => {
    if (!result) return;
    if ("ok" in result) {
      notify.success("Produit ajouté", {
        description: `${result.productName ?? productName} a été ajouté à votre panier.`,
      });
    } else if (result.refused.errors.form) {
      notify.error("Impossible d'ajouter ce produit", {
        description: result.refused.errors.form,
      });
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
      form={showQuantity ? form : undefined}
      className={cn("flex flex-wrap items-end gap-3", className)}
    >
      {showQuantity ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={quantityId} className="text-sm font-medium">
            Quantité
          </label>
          <input
            {...form.constraint("quantite")}
            id={quantityId}
            type="number"
            name="quantite"
            defaultValue={1}
            inputMode="numeric"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
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
      {showQuantity && error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </CartFetcherForm>
  );
}
