/** /evenements/{slug}: one event; an old numeric link (/evenements/6) redirects to its slug. */
import { redirect } from "react-router";
import { StatusBadge } from "~/components/site/events/status-badge";
import { EventActions } from "~/components/site/events/event-actions";
import { EventMeta } from "~/components/site/events/event-meta";
import { PlainText } from "~/components/site/events/plain-text";
import {
  notFound,
  notFoundBoundary,
  notFoundMeta,
} from "~/components/site/page/not-found-boundary";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { getEventBySlug, getEventSlugById } from "~/domain/events/events.server";
import { eventCategoryLabel } from "~/domain/events/filters";
import { pageSeo } from "~/domain/site/seo.server";
import { parseId } from "~/lib/params";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
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
  const { seo, siteName } = await pageSeo(db, request, {
    title: event.title,
    description: event.description,
    image: event.image,
  });
  return { event, past: new Date(event.startsAt).getTime() < Date.now(), seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta(data.seo, data.siteName) : notFoundMeta("Événement introuvable");

export const ErrorBoundary = notFoundBoundary({
  title: "Événement introuvable",
  text: "Cet événement n'existe pas ou a été retiré.",
  backTo: "/evenements",
  backLabel: "Retour aux événements",
});

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, past } = loaderData;
  return (
    <>
      <PageHeader title={event.title} eyebrow={eventCategoryLabel(event.category)} />
      <div className={`${pageContainer} grid gap-10 py-12 lg:grid-cols-[3fr_2fr]`}>
        <ResponsiveImage
          src={event.image}
          alt=""
          sizes="(min-width: 1024px) 720px, 100vw"
          width={1600}
          height={900}
          priority
          className="aspect-video w-full rounded-xl bg-muted object-cover shadow-sm"
        />
        <div className="flex flex-col gap-6">
          {event.cancelled ? (
            <p className="flex flex-wrap items-center gap-3 font-semibold text-destructive">
              <StatusBadge />
              Cet événement est annulé.
            </p>
          ) : past ? (
            <p className="font-semibold text-muted-foreground">Cet événement a eu lieu.</p>
          ) : null}
          <section aria-labelledby="infos-pratiques" className="flex flex-col gap-3">
            <h2 id="infos-pratiques" className="text-xl font-bold text-primary">
              Date et lieu
            </h2>
            <EventMeta
              startsAt={event.startsAt}
              endsAt={event.endsAt}
              location={event.location}
              className="text-base"
            />
          </section>
          <EventActions slug={event.slug} title={event.title} />
        </div>
        <section aria-labelledby="description" className="lg:col-span-2">
          <h2 id="description" className="mb-4 text-2xl font-bold text-primary">
            Description
          </h2>
          <PlainText text={event.description} className="max-w-3xl text-lg" />
        </section>
      </div>
    </>
  );
}
