/** /evenements/{slug}: one event; an old numeric link (/evenements/6) redirects to its slug. */
import { redirect } from "react-router";
import { EventActions } from "~/components/site/events/event-actions";
import { EventDetail, EventNotice } from "~/components/site/events/event-detail";
import { StatusBadge } from "~/components/site/events/status-badge";
import { detailPage, notFound } from "~/components/site/page/not-found-boundary";
import { recordSeo } from "~/components/site/page/record-seo.server";
import { getEventBySlug, getEventSlugById } from "~/domain/events/events.server";
import { eventCategoryLabel } from "~/domain/events/filters";
import { eventLd } from "~/domain/site/structured-data";
import { parseId } from "~/lib/params";
import { getDb } from "~/server/db.server";
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
  const seo = await recordSeo(db, request, event);
  const jsonLd = eventLd(event, seo.siteName, (path) => absoluteUrl(request, path));
  return { event, past, jsonLd, ...seo };
}

export const { meta, ErrorBoundary } = detailPage({
  title: "Événement introuvable",
  text: "Cet événement n'existe pas ou a été retiré.",
  backTo: "/evenements",
  backLabel: "Retour aux événements",
});

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, past } = loaderData;
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
    />
  );
}
