import { EventCover } from "~/components/site/events/event-cover";
import { Fact } from "~/components/site/shared/icon-facts";
import { StretchedTitle } from "~/components/site/shared/stretched-title";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import { CalendarDays, MapPin } from "~/components/ui/icons";
import type { GroupEvent } from "~/domain/group/group.server";
import { groupEventStatusLabel } from "~/domain/group/labels";
import { excerpt } from "~/domain/events/filters";
import { formatDate } from "~/lib/format";
import { GroupEventStatusBadge } from "./group-event-status";

/** A meeting of the group in the 'Prochains Événements' grid; the whole title is the link. */
export function GroupEventCard({ event }: { event: GroupEvent }) {
  const status = groupEventStatusLabel(event.status);
  return (
    <TeaserCard
      image={<EventCover src={event.image} faded={status !== null} />}
      badge={status ? <GroupEventStatusBadge status={event.status} /> : null}
      className="relative focus-within:ring-2 focus-within:ring-ring"
    >
      <StretchedTitle
        as="h3"
        to={`/sope-naby/${event.id}`}
        className="text-xl font-bold text-primary"
        linkClassName="outline-none hover:underline"
      >
        {event.title}
        {status ? <span className="sr-only"> ({status.toLowerCase()})</span> : null}
      </StretchedTitle>
      <Fact as="p" icon={CalendarDays} className="text-sm text-muted-foreground">
        <time dateTime={event.date}>{formatDate(event.date)}</time>
      </Fact>
      <p className="leading-relaxed">{excerpt(event.description)}</p>
      <Fact as="p" icon={MapPin} wraps="sm" className="mt-auto text-sm text-muted-foreground">
        {event.location}
      </Fact>
    </TeaserCard>
  );
}
