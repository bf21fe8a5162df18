import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import type { ResolvedCartLine } from "~/domain/shop/cart.server";
import { formatMoney } from "~/lib/format";
import {
  CartFetcherForm,
  cartRefusal,
  useQuantityForm,
  type CartActionData,
} from "./cart-fetcher-form";

/**
 * One line of /panier: quantity form (max = stock), subtotal and "Retirer". The line unmounts as
 * soon as its removal is done, so the page (which outlives it) announces the removal.
 */
export function CartLineRow({ line }: { line: ResolvedCartLine }) {
  const update = useFetcher<CartActionData>();
  const remove = useFetcher<CartActionData>();
  const quantityId = useId();
  const errorId = useId();
  const quantity = useQuantityForm(update, line.stock);
  const error = quantity.error ?? cartRefusal(remove)?.errors.form;

  return (
    <li className="grid grid-cols-[5rem_1fr] gap-4 border-b border-border py-5 sm:grid-cols-[6rem_1fr_auto]">
      <ShapedImage
        src={line.image}
        shape="square"
        sizes="96px"
        className="w-20 rounded-lg sm:w-24"
      />
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">
          <Link to={`/boutique/${line.productId}`} className="hover:text-primary hover:underline">
            {line.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {line.categoryLabel} · Prix unitaire : {formatMoney(line.priceCents)}
        </p>
        {line.adjusted ? (
          <p className="text-sm text-destructive">
            Quantité ramenée au stock disponible ({line.stock}).
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <CartFetcherForm
            fetcher={update}
            intent="update"
            productId={line.productId}
            form={quantity.form}
            className="flex items-end gap-2"
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={quantityId} className="text-sm font-medium">
                Quantité <span className="sr-only">de {line.name}</span>
              </label>
              <input
                {...quantity.form.constraint("quantite")}
                id={quantityId}
                // A new key when the server's quantity changes shows it (after a reload too).
                key={line.quantity}
                type="number"
                name="quantite"
                defaultValue={line.quantity}
                inputMode="numeric"
                aria-invalid={quantity.error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="h-10 w-20 rounded-md border border-input bg-white px-3 text-base"
              />
            </div>
            <Button
              type="submit"
              variant="outline"
              aria-busy={update.state !== "idle" || undefined}
            >
              Mettre à jour
            </Button>
          </CartFetcherForm>
          <CartFetcherForm fetcher={remove} intent="remove" productId={line.productId}>
            <Button type="submit" variant="ghost" aria-busy={remove.state !== "idle" || undefined}>
              Retirer <span className="sr-only">{line.name} du panier</span>
            </Button>
          </CartFetcherForm>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <p className="col-start-2 font-semibold sm:col-start-3 sm:text-right">
        <span className="sr-only">Sous-total : </span>
        {formatMoney(line.lineTotalCents)}
      </p>
    </li>
  );
}
