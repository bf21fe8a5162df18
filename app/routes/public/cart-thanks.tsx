/**
 * /panier/merci — where Stripe sends a buyer back: after paying (?session=cs_…), the order as
 * the record stands (paid only once Stripe's signed event says so), or after leaving Stripe's
 * page (?annule=CMD-…).
 */
import {
  OrderReturn,
  PaymentReturnPage,
  paymentReturnMeta,
} from "~/components/site/payments/payment-return";
import { orderOfSession, referenceParam } from "~/domain/payments/return-pages.server";
import { getSettings } from "~/domain/settings/settings.server";
import { visibleUrl } from "~/lib/visible-url";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/cart-thanks";

const PAGE = { route: "/panier/merci", title: "Votre commande", fixedTitle: true };

export async function loader({ request }: Route.LoaderArgs) {
  const params = visibleUrl(request).searchParams;
  const cancelledReference = referenceParam(params.get("annule"), ["CMD"]);
  const [[order, { general }], text] = await loadPageWith(request, PAGE, (db) =>
    Promise.all([
      cancelledReference ? null : orderOfSession(db, params.get("session") ?? ""),
      getSettings(db, ["general"]),
    ]),
  );
  return { ...text, order, cancelledReference, pickupAddress: general.address };
}

/** The status changes when Stripe's event arrives: never kept by the page cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ data }) => paymentReturnMeta(data);

export default function CartThanks({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentReturnPage title={loaderData.title} eyebrow="Boutique">
      <OrderReturn
        order={loaderData.order}
        cancelledReference={loaderData.cancelledReference}
        pickupAddress={loaderData.pickupAddress}
      />
    </PaymentReturnPage>
  );
}
