/**
 * /inscription/offre/{token} — the link of the e-mail that offers a freed place to someone on
 * the waiting list. Opening it shows the offer and until when it holds, with one « Confirmer ma
 * place » button (a mail scanner fetching the link changes nothing); the POST confirms the
 * registration and sends its confirmation. A lapsed offer says so; an unknown link is a French
 * 404. No JavaScript needed.
 */
import { data, Form, useNavigation } from "react-router";
import { notFound, notFoundBoundary } from "~/components/site/page/not-found-boundary";
import { RegistrationSummary } from "~/components/site/events/registration-summary";
import { Button } from "~/components/ui/button";
import { placesText } from "~/domain/registrations/emails";
import { readCancelToken } from "~/domain/registrations/registrations.server";
import { confirmOffer, offerByToken, type OfferView } from "~/domain/registrations/waitlist.server";
import { formatDateTime } from "~/lib/format";
import { noindexMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";
import type { Route } from "./+types/registration-offer";

const TITLE = "Une place pour vous";

export async function loader({ params }: Route.LoaderArgs) {
  const offer = await offerByToken(await getDb(), readCancelToken(params.token));
  if (!offer) notFound();
  return data({ offer, justConfirmed: false }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  const token = readCancelToken(params.token);
  const offer = await confirmOffer(await getDb(), token, new Date(), absoluteUrl(request, "/"));
  if (!offer) notFound();
  return data({ offer, justConfirmed: offer.state === "confirmed" }, { headers: PRIVATE_HEADERS });
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
          <Form method="post" replace>
            <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
              Confirmer ma place
            </Button>
          </Form>
        </>
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
  const { offer, justConfirmed } = actionData ?? loaderData;
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
      <Outcome offer={offer} justConfirmed={justConfirmed} />
    </RegistrationSummary>
  );
}
