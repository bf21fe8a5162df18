/** /sope-naby/{id}: one meeting of the Sope Naby group. */
import { Link } from "react-router";
import { PlainText } from "~/components/site/events/plain-text";
import { StatusBadge } from "~/components/site/events/status-badge";
import {
  notFound,
  notFoundBoundary,
  notFoundMeta,
} from "~/components/site/page/not-found-boundary";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { buttonVariants } from "~/components/ui/button";
import { ArrowRight, CalendarDays, MapPin } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { getGroupEvent } from "~/domain/group/group.server";
import { groupEventStatusLabel } from "~/domain/group/labels";
import { pageSeo } from "~/domain/site/seo.server";
import { formatDate } from "~/lib/format";
import { parseId } from "~/lib/params";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/group-event";

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const db = await getDb();
  const event = id ? await getGroupEvent(db, id) : null;
  if (!event) notFound();
  const { seo, siteName } = await pageSeo(db, request, {
    title: event.title,
    description: event.description,
    image: event.image,
  });
  return { event, seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? seoMeta(data.seo, data.siteName) : notFoundMeta("Événement introuvable");

export const ErrorBoundary = notFoundBoundary({
  title: "Événement introuvable",
  text: "Cet événement n'existe pas ou a été retiré.",
  backTo: "/sope-naby",
  backLabel: "Retour au groupe Sope Naby",
});

export default function GroupEventPage({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  const status = groupEventStatusLabel(event.status);
  return (
    <>
      <PageHeader title={event.title} eyebrow="Groupe Sope Naby" />
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
          {status ? (
            <p className="flex flex-wrap items-center gap-3 font-semibold">
              <StatusBadge
                label={status}
                tone={event.status === "cancelled" ? "danger" : "muted"}
              />
              {event.status === "cancelled"
                ? "Cette rencontre est annulée."
                : "Cette rencontre a eu lieu."}
            </p>
          ) : null}
          <section aria-labelledby="date-lieu" className="flex flex-col gap-3">
            <h2 id="date-lieu" className="text-xl font-bold text-primary">
              Date et lieu
            </h2>
            <ul className="flex flex-col gap-1.5 text-muted-foreground">
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <time dateTime={event.date}>{formatDate(event.date)}</time>
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                {event.location}
              </li>
            </ul>
          </section>
          <Link to="/sope-naby" className={`${buttonVariants({ variant: "outline" })} self-start`}>
            <ArrowRight aria-hidden="true" className="rotate-180" />
            Retour au groupe Sope Naby
          </Link>
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
