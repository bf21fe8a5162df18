/**
 * /evenements/{slug}: one event; an old numeric link (/evenements/6) redirects to its slug.
 * When the event takes registrations, the page shows its places and the registration form,
 * which posts here (without JavaScript too).
 */
import { data, redirect } from "react-router";
import { EventActions } from "~/components/site/events/event-actions";
import { EventDetail, EventNotice } from "~/components/site/events/event-detail";
import { RegistrationSection } from "~/components/site/events/registration-section";
import { StatusBadge } from "~/components/site/events/status-badge";
import { detailPage, notFound } from "~/components/site/page/not-found-boundary";
import { recordSeo } from "~/components/site/page/record-seo.server";
import { useFormAnswer } from "~/components/site/use-form-answer";
import { getEventBySlug, getEventSlugById } from "~/domain/events/events.server";
import { eventCategoryLabel } from "~/domain/events/filters";
import { REGISTRATION_INTENT } from "~/domain/registrations/form";
import {
  registrationOffer,
  structuredOffers,
  submitRegistration,
} from "~/domain/registrations/registrations.server";
import { eventLd } from "~/domain/site/structured-data";
import { openTicketCheckout } from "~/domain/payments/ticket-payments.server";
import { parseId } from "~/lib/params";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { clientIpContext } from "~/server/load-context";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/event";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const event = await getEventBySlug(db, params.slug);
  if (!event) {
    const id = parseId(params.slug);
    const slug = id ? await getEventSlugById(db, id) : null;
    if (slug) throw redirect(`/evenements/${encodeURIComponent(slug)}`, 301);
    notFound();
  }
  const past = new Date(event.startsAt).getTime() < Date.now();
  const [seo, registration] = await Promise.all([
    recordSeo(db, request, event),
    registrationOffer(db, event.id),
  ]);
  const jsonLd = eventLd(
    event,
    seo.siteName,
    (path) => absoluteUrl(request, path),
    structuredOffers(registration),
  );
  // Back from Stripe's page (the signed event, not this visit, confirms the tickets).
  const paid = new URL(request.url).searchParams.get("paiement");
  const payment: "recu" | "annule" | null = paid === "recu" || paid === "annule" ? paid : null;
  return { event, past, jsonLd, registration, payment, ...seo };
}

/** The registration form: 400 with French messages, 409 when full or closed, 429 when abused. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const db = await getDb();
  const event = await getEventBySlug(db, params.slug);
  if (!event) notFound();
  const result = await submitRegistration(db, event.id, await readFormData(request), {
    ip: context.get(clientIpContext),
    siteUrl: absoluteUrl(request, "/"),
  });
  if (!result) notFound();
  if (result.status === "registered" && result.payment === "card") {
    // The places are held: the visitor pays on Stripe's page; its signed event confirms.
    const checkout = await openTicketCheckout(db, result.reference, {
      siteUrl: absoluteUrl(request, "/"),
    });
    if (checkout.ok) return redirect(checkout.url, 303);
    return refuseForm(REGISTRATION_INTENT, { form: checkout.message }, {}, 503);
  }
  if (result.status === "registered") {
    const dueAtDoorCents = result.payment === "door" ? result.totalCents : 0;
    return data({ ...result, dueAtDoorCents }, { status: 200 });
  }
  if (result.status === "waitlisted") {
    return data(result, { status: 200 });
  }
  const status = { invalid: 400, "rate-limited": 429, closed: 409, full: 409 }[result.status];
  return refuseForm(REGISTRATION_INTENT, result.errors, result.values, status);
}

export const { meta, ErrorBoundary } = detailPage({
  title: "Événement introuvable",
  text: "Cet événement n'existe pas ou a été retiré.",
  backTo: "/evenements",
  backLabel: "Retour aux événements",
});

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, past, registration, payment } = loaderData;
  const registered = actionData && "reference" in actionData ? actionData : undefined;
  const { submitting, refused } = useFormAnswer<string>(actionData, REGISTRATION_INTENT, {
    accepted: registered?.reference,
    toast:
      registered?.status === "waitlisted"
        ? {
            title: "Vous êtes sur la liste d'attente",
            description: "Un courriel vous a été envoyé.",
          }
        : {
            title: "Inscription confirmée",
            description: "Un courriel de confirmation vous a été envoyé.",
          },
  });
  return (
    <EventDetail
      title={event.title}
      eyebrow={eventCategoryLabel(event.category)}
      image={event.image}
      description={event.description}
      notice={
        event.cancelled ? (
          <EventNotice badge={<StatusBadge />} className="text-destructive">
            Cet événement est annulé.
          </EventNotice>
        ) : past ? (
          <EventNotice className="text-muted-foreground">Cet événement a eu lieu.</EventNotice>
        ) : null
      }
      date={{ startsAt: event.startsAt, endsAt: event.endsAt, location: event.location }}
      actions={<EventActions slug={event.slug} title={event.title} />}
      registration={
        registration && !event.cancelled && !past ? (
          <RegistrationSection
            eventTitle={event.title}
            offer={registration}
            refused={refused}
            registered={registered}
            submitting={submitting}
            payment={payment}
          />
        ) : null
      }
    />
  );
}
