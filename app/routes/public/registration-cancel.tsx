/**
 * /inscription/annuler/{token} — the cancel link of a registration's confirmation e-mail.
 * Opening it shows the registration and one « Annuler mon inscription » button (a mail scanner
 * fetching the link changes nothing); the button's POST cancels it and its places are offered
 * again. A second cancel changes nothing; an unknown link is a French 404. No JavaScript needed.
 */
import { data, Form, useNavigation } from "react-router";
import { notFound, notFoundBoundary } from "~/components/site/page/not-found-boundary";
import { RegistrationSummary } from "~/components/site/events/registration-summary";
import { Button } from "~/components/ui/button";
import { people } from "~/domain/registrations/emails";
import {
  cancelRegistration,
  readCancelToken,
  registrationByToken,
} from "~/domain/registrations/registrations.server";
import { noindexMeta } from "~/lib/seo";
import { refundCancelledTickets } from "~/domain/payments/ticket-payments.server";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";
import type { Route } from "./+types/registration-cancel";

const TITLE = "Annuler mon inscription";

export async function loader({ params }: Route.LoaderArgs) {
  const registration = await registrationByToken(await getDb(), readCancelToken(params.token));
  if (!registration) notFound();
  return data({ registration, justCancelled: false }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const cancelled = await cancelRegistration(
    db,
    readCancelToken(params.token),
    new Date(),
    absoluteUrl(request, "/"),
  );
  if (!cancelled) notFound();
  const { registrationId, ...registration } = cancelled;
  // Asked now, once the cancellation is committed; the sweep asks again if Stripe was away.
  if (registration.paidByCard) await refundCancelledTickets(db, [registrationId]);
  return data({ registration, justCancelled: true }, { headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = () => noindexMeta(TITLE);

export const ErrorBoundary = notFoundBoundary({
  title: "Inscription introuvable",
  text: "Ce lien d'annulation ne correspond à aucune inscription. Vérifiez qu'il est complet dans votre courriel.",
  backTo: "/evenements",
  backLabel: "Voir les événements",
});

export default function RegistrationCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { registration } = actionData ?? loaderData;
  const navigation = useNavigation();
  const { event } = registration;
  return (
    <RegistrationSummary
      title={TITLE}
      event={event}
      places={{ label: "Places", text: people(registration.places) }}
      reference={registration.reference}
    >
      {registration.cancelled ? (
        <p role="status" className="text-lg font-medium text-primary">
          {actionData?.justCancelled
            ? "Votre inscription est annulée. Merci de nous avoir prévenus : vos places sont offertes à d'autres personnes."
            : "Cette inscription est annulée."}
          {actionData?.justCancelled && registration.paidByCard
            ? " Le prix de vos billets est remboursé sur votre carte : comptez quelques jours selon votre banque."
            : null}
        </p>
      ) : registration.started ? (
        <p>Cet événement a commencé : l&apos;inscription ne peut plus être annulée ici.</p>
      ) : (
        <>
          <p>
            {registration.waitlisted
              ? "Vous êtes sur la liste d'attente. Vous ne souhaitez plus venir ? Quittez-la."
              : registration.paidByCard
                ? "Vous ne pourrez pas venir ? Annulez votre inscription : vos places seront rendues et le prix de vos billets remboursé sur votre carte."
                : "Vous ne pourrez pas venir ? Annulez votre inscription : vos places seront rendues."}
          </p>
          <Form method="post" replace>
            <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
              {registration.waitlisted ? "Quitter la liste d'attente" : "Annuler mon inscription"}
            </Button>
          </Form>
        </>
      )}
    </RegistrationSummary>
  );
}
