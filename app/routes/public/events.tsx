/** /evenements (spec public-site.md §2.10): upcoming and past events, filtered by type. */
import { Link } from "react-router";
import { EventCard } from "~/components/site/events/event-card";
import { EventTypeFilter } from "~/components/site/events/event-type-filter";
import {
  EmptyState,
  FilterTabs,
  listHref,
  ResultCount,
} from "~/components/site/page/list-controls";
import { TextPage } from "~/components/site/page/text-page";
import { CardGrid } from "~/components/site/shared/card-grid";
import { FeedLink } from "~/components/site/shared/feed-link";
import { buttonVariants } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { listEvents } from "~/domain/events/events.server";
import {
  EVENT_CATEGORY_LABELS,
  eventFilterParams,
  parseEventFilters,
  PAST_PARAM,
} from "~/domain/events/filters";
import { FEEDS, feedAlternates, seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/events";
import { visibleUrl } from "~/lib/visible-url";

const PAGE = { route: "/evenements", title: "Événements" };

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseEventFilters(visibleUrl(request).searchParams);
  const [events, text] = await loadPageWith(request, PAGE, (db) =>
    listEvents(db, filters, new Date()),
  );
  // The same calendar as webcal://…: a click offers to subscribe in the visitor's application.
  const subscribeUrl = new URL(FEEDS.calendar.path, text.seo.url).href.replace(
    /^https?:/,
    "webcal:",
  );
  return { filters, events, subscribeUrl, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo, data?.siteName),
  ...feedAlternates(data?.seo, ["calendar"]),
];

export default function Events({ loaderData }: Route.ComponentProps) {
  const { filters, events, subscribeUrl } = loaderData;
  const params = eventFilterParams(filters);
  const upcoming = filters.period === "upcoming";
  const typeLabel = filters.type ? EVENT_CATEGORY_LABELS[filters.type].toLowerCase() : null;
  return (
    <TextPage
      text={loaderData}
      actions={
        <>
          <Link to="/demande-evenements" className={buttonVariants({ variant: "gold" })}>
            Demander un événement
            <ArrowRight aria-hidden="true" />
          </Link>
          <FeedLink feed="calendar" href={subscribeUrl}>
            S'abonner au calendrier des événements
          </FeedLink>
          <FeedLink feed="calendar">Télécharger le calendrier (.ics)</FeedLink>
        </>
      }
      contentClassName="mx-auto"
    >
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
    </TextPage>
  );
}

function emptyText(upcoming: boolean, typeLabel: string | null): string {
  const what = upcoming ? "Aucun événement à venir" : "Aucun événement passé";
  if (typeLabel) return `${what} de type « ${typeLabel} ».`;
  return upcoming ? `${what} pour le moment.` : `${what}.`;
}
