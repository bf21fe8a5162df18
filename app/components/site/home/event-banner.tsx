import { pageContainer } from "~/components/site/page/page-header";
import { ArrowLink } from "~/components/site/shared/arrow-link";
import { Fact } from "~/components/site/shared/icon-facts";
import { CalendarDays, Clock, MapPin } from "~/components/ui/icons";
import type { HomeEvent } from "~/domain/home/types";
import { formatDateTime } from "~/lib/format";

/** The next event (spec §2.3, item 4); nothing when no event is planned. */
export function EventBanner({ event }: { event: HomeEvent | null }) {
  if (!event) return null;
  return (
    <section aria-labelledby="prochain-evenement-titre" className="border-b border-border bg-white">
      <div
        className={`${pageContainer} flex flex-col gap-5 py-8 md:flex-row md:items-center md:gap-8`}
      >
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
            <Fact icon={Clock}>
              <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>
            </Fact>
            {event.location ? <Fact icon={MapPin}>{event.location}</Fact> : null}
          </ul>
        </div>
        <ArrowLink
          to={`/evenements/${event.slug}`}
          context={event.title}
          className="self-start md:self-center"
        >
          Voir l&apos;événement
        </ArrowLink>
      </div>
    </section>
  );
}
