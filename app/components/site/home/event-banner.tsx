import { Link } from "react-router";
import { ArrowRight, CalendarDays, Clock, MapPin } from "~/components/ui/icons";
import type { HomeEvent } from "~/domain/home/types";
import { formatDateTime } from "~/lib/format";
import { Button } from "~/components/ui/button";
import { container } from "./section-heading";

/** The next event (spec §2.3, item 4); nothing when no event is planned. */
export function EventBanner({ event }: { event: HomeEvent | null }) {
  if (!event) return null;
  return (
    <section aria-labelledby="prochain-evenement-titre" className="border-b border-border bg-white">
      <div className={`${container} flex flex-col gap-5 py-8 md:flex-row md:items-center md:gap-8`}>
        <div
          aria-hidden="true"
          className="hidden size-16 shrink-0 items-center justify-center rounded-xl bg-primary text-gold-light md:flex"
        >
          <CalendarDays className="size-8" />
        </div>
        <div className="flex-1">
          <h2
            id="prochain-evenement-titre"
            className="font-sans text-sm font-semibold tracking-wider text-gold-dark uppercase"
          >
            Prochain événement
          </h2>
          <h3 className="mt-1 text-2xl font-bold text-primary">{event.title}</h3>
          <ul className="mt-2 flex flex-col gap-x-6 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>
            </li>
            {event.location ? (
              <li className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {event.location}
              </li>
            ) : null}
          </ul>
        </div>
        <Button asChild className="self-start md:self-center">
          <Link to={`/evenements/${event.slug}`}>
            Voir l&apos;événement
            <span className="sr-only"> : {event.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
