/**
 * /don/annule — where Stripe sends a donor who left its payment page without paying
 * (?ref=DON-…). Nothing is charged; the pending gift fails when its session expires (webhook).
 */
import {
  GiftCancelled,
  PaymentReturnPage,
  paymentReturnMeta,
} from "~/components/site/payments/payment-return";
import { referenceParam } from "~/domain/payments/return-pages.server";
import { visibleUrl } from "~/lib/visible-url";
import { loadPageText } from "./+shared/fixed-page.server";
import type { Route } from "./+types/donate-cancelled";

const PAGE = { route: "/don/annule", title: "Paiement annulé", fixedTitle: true };

export async function loader({ request }: Route.LoaderArgs) {
  const text = await loadPageText(request, PAGE);
  const reference = referenceParam(visibleUrl(request).searchParams.get("ref"), ["DON", "MEN"]);
  return { ...text, reference };
}

export const meta: Route.MetaFunction = ({ data }) => paymentReturnMeta(data);

export default function DonateCancelled({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentReturnPage title={loaderData.title} eyebrow="Soutenir la fondation">
      <GiftCancelled reference={loaderData.reference} />
    </PaymentReturnPage>
  );
}
