/** /evenements (spec public-site.md §2.10): upcoming and past events, filtered by type. */
import { Link } from "react-router";
import { EventCard } from "~/components/site/events/event-card";
import { EventTypeFilter } from "~/components/site/events/event-type-filter";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import {
  EmptyState,
  FilterTabs,
  listHref,
  ResultCount,
} from "~/components/site/page/list-controls";
import { RichText } from "~/components/site/page/rich-text";
import { CardGrid } from "~/components/site/shared/card-grid";
import { buttonVariants } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { listEvents } from "~/domain/events/events.server";
import {
  EVENT_CATEGORY_LABELS,
  eventFilterParams,
  parseEventFilters,
  PAST_PARAM,
} from "~/domain/events/filters";
import { getPageText } from "~/domain/pages/page-text.server";
import { pageSeo } from "~/domain/site/seo.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/events";
import { visibleUrl } from "~/lib/visible-url";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseEventFilters(visibleUrl(request).searchParams);
  const db = await getDb();
  const [page, list] = await Promise.all([
    getPageText(db, "/evenements"),
    listEvents(db, filters, new Date()),
  ]);
  const title = page?.title || "Événements";
  const { seo, siteName } = await pageSeo(db, request, {
    title,
    description: page?.summary ?? "",
  });
  return { page, title, filters, events: list, seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Events({ loaderData }: Route.ComponentProps) {
  const { page, title, filters, events } = loaderData;
  const params = eventFilterParams(filters);
  const upcoming = filters.period === "upcoming";
  const typeLabel = filters.type ? EVENT_CATEGORY_LABELS[filters.type].toLowerCase() : null;
  return (
    <>
      <PageHeader title={title} intro={page?.summary || undefined}>
        <Link to="/demande-evenements" className={buttonVariants({ variant: "gold" })}>
          Demander un événement
          <ArrowRight aria-hidden="true" />
        </Link>
      </PageHeader>
      <div className={`${pageContainer} flex flex-col gap-8 py-12`}>
        {page?.content ? <RichText html={page.content} className="mx-auto" /> : null}
        <div className="flex flex-col items-center gap-4 md:flex-row md:items-end md:justify-between">
          <FilterTabs
            label="Période"
            options={[
              { value: null, label: "À venir" },
              { value: PAST_PARAM, label: "Passés" },
            ]}
            active={params.periode}
            hrefFor={(periode) => listHref("/evenements", params, { periode })}
          />
          <EventTypeFilter filters={filters} />
        </div>
        <ResultCount count={events.length} noun={["événement", "événements"]} />
        <CardGrid items={events} empty={<EmptyState>{emptyText(upcoming, typeLabel)}</EmptyState>}>
          {(event) => <EventCard event={event} />}
        </CardGrid>
      </div>
    </>
  );
}

function emptyText(upcoming: boolean, typeLabel: string | null): string {
  const what = upcoming ? "Aucun événement à venir" : "Aucun événement passé";
  if (typeLabel) return `${what} de type « ${typeLabel} ».`;
  return upcoming ? `${what} pour le moment.` : `${what}.`;
}
