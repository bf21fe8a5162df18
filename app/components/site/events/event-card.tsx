import { ArrowLink } from "~/components/site/shared/arrow-link";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import { Eyebrow } from "~/components/site/shared/title-stack";
import type { PublicEvent } from "~/domain/events/events.server";
import { eventCategoryLabel, excerpt } from "~/domain/events/filters";
import { EventCover } from "./event-cover";
import { StatusBadge } from "./status-badge";
import { EventMeta } from "./event-meta";

/** One event of the /evenements grid (its h2 is the event's title). */
export function EventCard({ event }: { event: PublicEvent }) {
  return (
    <TeaserCard
      image={<EventCover src={event.image} faded={event.cancelled} />}
      badge={event.cancelled ? <StatusBadge /> : null}
    >
      <Eyebrow>{eventCategoryLabel(event.category)}</Eyebrow>
      <h2 className="text-xl font-bold text-primary">
        {event.title}
        {event.cancelled ? <span className="sr-only"> (annulé)</span> : null}
      </h2>
      {event.cancelled ? (
        <p className="text-sm font-semibold text-destructive">Cet événement est annulé.</p>
      ) : null}
      <EventMeta startsAt={event.startsAt} location={event.location} />
      <p className="leading-relaxed text-foreground">{excerpt(event.description)}</p>
      <ArrowLink
        to={`/evenements/${event.slug}`}
        variant="outline"
        context={event.title}
        className="mt-auto self-start"
      >
        Plus de détails
      </ArrowLink>
    </TeaserCard>
  );
}
