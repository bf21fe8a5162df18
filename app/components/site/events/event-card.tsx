import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PublicEvent } from "~/domain/events/events.server";
import { eventCategoryLabel, excerpt } from "~/domain/events/filters";
import { cn } from "~/lib/utils";
import { StatusBadge } from "./status-badge";
import { EventMeta } from "./event-meta";

/** One event of the /evenements grid (its h2 is the event's title). */
export function EventCard({ event }: { event: PublicEvent }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <div className="relative">
        <ResponsiveImage
          src={event.image}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={1600}
          height={900}
          className={cn(
            "aspect-video w-full bg-muted object-cover",
            event.cancelled && "grayscale",
          )}
        />
        {event.cancelled ? <StatusBadge className="absolute top-3 left-3" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold tracking-wider text-gold-dark uppercase">
          {eventCategoryLabel(event.category)}
        </p>
        <h2 className="text-xl font-bold text-primary">
          {event.title}
          {event.cancelled ? <span className="sr-only"> (annulé)</span> : null}
        </h2>
        {event.cancelled ? (
          <p className="text-sm font-semibold text-destructive">Cet événement est annulé.</p>
        ) : null}
        <EventMeta startsAt={event.startsAt} location={event.location} />
        <p className="leading-relaxed text-foreground">{excerpt(event.description)}</p>
        <Button asChild variant="outline" className="mt-auto self-start">
          <Link to={`/evenements/${event.slug}`}>
            Plus de détails
            <span className="sr-only"> : {event.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
