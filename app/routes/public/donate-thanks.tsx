/**
 * /don/merci — where Stripe sends a donor back after paying (?session=cs_…). It shows the gift as
 * the record stands: « en cours de confirmation » until Stripe's signed event completes it
 * (webhook), never marking anything paid itself.
 */
import {
  GiftReturn,
  PaymentReturnPage,
  paymentReturnMeta,
} from "~/components/site/payments/payment-return";
import { giftOfSession } from "~/domain/payments/return-pages.server";
import { visibleUrl } from "~/lib/visible-url";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/donate-thanks";

const PAGE = { route: "/don/merci", title: "Merci pour votre don", fixedTitle: true };

export async function loader({ request }: Route.LoaderArgs) {
  const session = visibleUrl(request).searchParams.get("session") ?? "";
  const [gift, text] = await loadPageWith(request, PAGE, (db) => giftOfSession(db, session));
  return { ...text, gift };
}

/** The status changes when Stripe's event arrives: never kept by the page cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ data }) => paymentReturnMeta(data);

export default function DonateThanks({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentReturnPage title={loaderData.title} eyebrow="Soutenir la fondation">
      <GiftReturn gift={loaderData.gift} />
    </PaymentReturnPage>
  );
}
