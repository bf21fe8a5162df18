/**
 * /inscription/offre/{token} — the link of the e-mail that offers a freed place to someone on
 * the waiting list. Opening it shows the offer and until when it holds, with one « Confirmer ma
 * place » button (a mail scanner fetching the link changes nothing); the POST confirms the
 * registration and sends its confirmation. A lapsed offer says so; an unknown link is a French
 * 404. No JavaScript needed.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { notFound, notFoundBoundary } from "~/components/site/page/not-found-boundary";
import { RegistrationSummary } from "~/components/site/events/registration-summary";
import { Button } from "~/components/ui/button";
import { openTicketCheckout } from "~/domain/payments/ticket-payments.server";
import { placesText } from "~/domain/registrations/emails";
import { offerButtonLabel } from "~/domain/registrations/waitlist-emails";
import { readCancelToken } from "~/domain/registrations/registrations.server";
import { confirmOffer, offerByToken, type OfferView } from "~/domain/registrations/waitlist.server";
import { formatDateTime, formatMoney } from "~/lib/format";
import { noindexMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";
import type { Route } from "./+types/registration-offer";

const TITLE = "Une place pour vous";

export async function loader({ params }: Route.LoaderArgs) {
  const offer = await offerByToken(await getDb(), readCancelToken(params.token));
  if (!offer) notFound();
  return data({ offer, justConfirmed: false, error: null }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const token = readCancelToken(params.token);
  const siteUrl = absoluteUrl(request, "/");
  const confirmed = await confirmOffer(db, token, new Date(), siteUrl);
  if (!confirmed) notFound();
  const { payNow, ...offer } = confirmed;
  if (payNow) {
    // Held for the card payment: the visitor pays on Stripe's page; its signed event confirms.
    const checkout = await openTicketCheckout(db, offer.reference, { siteUrl });
    if (checkout.ok) throw redirect(checkout.url, 303);
    const after = (await offerByToken(db, token))!;
    return data(
      { offer: after, justConfirmed: false, error: checkout.message },
      { status: 503, headers: PRIVATE_HEADERS },
    );
  }
  return data(
    { offer, justConfirmed: offer.state === "confirmed", error: null },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = () => noindexMeta(TITLE);

export const ErrorBoundary = notFoundBoundary({
  title: "Offre introuvable",
  text: "Ce lien ne correspond à aucune place offerte. Vérifiez qu'il est complet dans votre courriel.",
  backTo: "/evenements",
  backLabel: "Voir les événements",
});

function Outcome({ offer, justConfirmed }: { offer: OfferView; justConfirmed: boolean }) {
  const navigation = useNavigation();
  switch (offer.state) {
    case "offered":
      return (
        <>
          <p>
            Une place s&apos;est libérée : elle vous est réservée jusqu&apos;au{" "}
            <strong>{formatDateTime(offer.expiresAt!)}</strong>.
          </p>
          {offer.payment ? (
            <p>
              Vos billets coûtent <strong>{formatMoney(offer.payment.cents)}</strong>
              {offer.payment.byCard
                ? " : en confirmant, vous les payez par carte sur la page sécurisée de Stripe."
                : ", à payer à la porte le jour de l'événement."}
            </p>
          ) : null}
          <Form method="post" replace>
            <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
              {offerButtonLabel(offer.payment)}
            </Button>
          </Form>
        </>
      );
    case "paying":
      return (
        <p role="status" className="text-lg font-medium">
          Votre paiement par carte est en cours sur la page de Stripe. Vos places vous sont
          réservées jusqu&apos;au {formatDateTime(offer.expiresAt!)} ; sans paiement d&apos;ici là,
          elles seront offertes à la personne suivante de la liste d&apos;attente.
        </p>
      );
    case "confirmed":
      return (
        <p role="status" className="text-lg font-medium text-primary">
          {justConfirmed
            ? "Votre place est confirmée. Un courriel de confirmation vous a été envoyé."
            : "Cette place est confirmée."}
        </p>
      );
    case "lapsed":
      return (
        <p role="status" className="text-lg font-medium text-destructive">
          Cette offre a expiré : la place n&apos;a pas été confirmée dans les 24 heures et a été
          offerte à la personne suivante de la liste d&apos;attente.
        </p>
      );
    default:
      return (
        <p role="status" className="text-lg font-medium">
          Cette offre n&apos;est plus valable.
        </p>
      );
  }
}

export default function RegistrationOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, justConfirmed, error } = actionData ?? loaderData;
  return (
    <RegistrationSummary
      title={TITLE}
      event={offer.event}
      places={{
        label: offer.tickets.length ? "Billets" : "Places",
        text: placesText(offer.places, offer.tickets),
      }}
      reference={offer.reference}
    >
      {error ? (
        <p role="alert" className="font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Outcome offer={offer} justConfirmed={justConfirmed} />
    </RegistrationSummary>
  );
}
