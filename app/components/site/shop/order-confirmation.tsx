/**
 * The thank-you state of /panier once an order is placed: its reference, lines and total, where to
 * pick it up, and for an Interac order where to send the transfer and what to write in it. The
 * heading takes the keyboard, since the form the buyer was in is gone.
 */
import * as React from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CircleCheck } from "~/components/ui/icons";
import type { OrderSummary } from "~/domain/shop/checkout.server";
import { orderLinesText, transferMessage } from "~/domain/shop/order-emails";
import { paymentMethodLabel } from "~/domain/shop/statuses";
import { formatMoney } from "~/lib/format";

export function OrderConfirmation({ order }: { order: OrderSummary }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => headingRef.current?.focus(), []);
  const total = formatMoney(order.totalCents);

  return (
    <section
      aria-labelledby="commande-merci"
      className="mx-auto grid max-w-3xl gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2
        id="commande-merci"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-3 text-2xl font-bold text-primary outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-7 shrink-0" />
        Merci pour votre commande&nbsp;!
      </h2>
      <p>
        Votre commande est enregistrée et vos articles vous sont réservés. Une confirmation est
        envoyée à <strong className="break-all">{order.customerEmail}</strong> ; nous vous écrirons
        quand elle sera prête à être récupérée.
      </p>
      <dl className="grid gap-3 rounded-lg border border-border bg-muted p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium text-muted-foreground">Référence</dt>
        <dd className="font-mono text-lg font-semibold tracking-wider">{order.reference}</dd>
        <dt className="font-medium text-muted-foreground">Articles</dt>
        <dd className="whitespace-pre-line">{orderLinesText(order)}</dd>
        <dt className="font-medium text-muted-foreground">Total</dt>
        <dd className="text-lg font-semibold">{total}</dd>
        <dt className="font-medium text-muted-foreground">Retrait</dt>
        <dd>À la fondation{order.pickupAddress ? ` : ${order.pickupAddress}` : ""}</dd>
        <dt className="font-medium text-muted-foreground">Paiement</dt>
        <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        {order.interacEmail ? (
          <>
            <dt className="font-medium text-muted-foreground">Virement à envoyer à</dt>
            <dd>
              <a
                href={`mailto:${order.interacEmail}`}
                className="prose-link font-semibold break-all"
              >
                {order.interacEmail}
              </a>
            </dd>
            <dt className="font-medium text-muted-foreground">Message du virement</dt>
            <dd className="break-words">{transferMessage(order)}</dd>
          </>
        ) : null}
      </dl>
      <p>
        {order.interacEmail
          ? `Envoyez maintenant votre virement Interac de ${total} avec la référence ${order.reference} dans son message : nous préparons la commande dès sa réception.`
          : `Vous réglerez ${total} sur place, au moment de récupérer vos articles.`}
      </p>
      <div>
        <Link to="/boutique" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Retour à la boutique
        </Link>
      </div>
    </section>
  );
}
