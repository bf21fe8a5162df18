/**
 * The thank-you state of /panier once an order is placed: its reference, lines and total, where to
 * pick it up, and for an Interac order where to send the transfer and what to write in it.
 */
import { Link } from "react-router";
import { InteracAddress, ThankYouDetails, ThankYouPanel } from "~/components/site/thank-you-panel";
import { buttonVariants } from "~/components/ui/button";
import type { OrderSummary } from "~/domain/shop/checkout.server";
import { orderLinesText, transferMessage } from "~/domain/shop/order-emails";
import { paymentMethodLabel } from "~/domain/shop/statuses";
import { formatMoney } from "~/lib/format";

export function OrderConfirmation({ order }: { order: OrderSummary }) {
  const total = formatMoney(order.totalCents);
  const interac = order.interacEmail;

  return (
    <ThankYouPanel
      id="commande-merci"
      title={<>Merci pour votre commande&nbsp;!</>}
      className="mx-auto max-w-3xl"
    >
      <p>
        Votre commande est enregistrée et vos articles vous sont réservés. Une confirmation est
        envoyée à <strong className="break-all">{order.customerEmail}</strong> ; nous vous écrirons
        quand elle sera prête à être récupérée.
      </p>
      <ThankYouDetails
        details={[
          {
            label: "Référence",
            value: order.reference,
            className: "font-mono text-lg font-semibold tracking-wider",
          },
          { label: "Articles", value: orderLinesText(order), className: "whitespace-pre-line" },
          { label: "Total", value: total, className: "text-lg font-semibold" },
          {
            label: "Retrait",
            value: `À la fondation${order.pickupAddress ? ` : ${order.pickupAddress}` : ""}`,
          },
          { label: "Paiement", value: paymentMethodLabel(order.paymentMethod) },
          interac
            ? { label: "Virement à envoyer à", value: <InteracAddress email={interac} /> }
            : null,
          interac
            ? {
                label: "Message du virement",
                value: transferMessage(order),
                className: "break-words",
              }
            : null,
        ]}
      />
      <p>
        {interac
          ? `Envoyez maintenant votre virement Interac de ${total} avec la référence ${order.reference} dans son message : nous préparons la commande dès sa réception.`
          : `Vous réglerez ${total} sur place, au moment de récupérer vos articles.`}
      </p>
      <div>
        <Link to="/boutique" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Retour à la boutique
        </Link>
      </div>
    </ThankYouPanel>
  );
}
