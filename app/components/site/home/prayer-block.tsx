/**
 * Today's prayer times on the home page: a small band under the next event, drawn on the server
 * (no script, nothing that moves once the page is shown), with a link to the month.
 */
import { pageContainer } from "~/components/site/page/page-header";
import { ArrowLink } from "~/components/site/shared/arrow-link";
import { TodayTimes } from "~/components/site/prayer/today-times";
import type { PrayerDay } from "~/domain/prayer/prayer-times.server";

export function PrayerBlock({ day }: { day: PrayerDay }) {
  return (
    <section
      aria-labelledby="horaires-priere-titre"
      className="border-b border-border bg-secondary/60"
    >
      <div
        className={`${pageContainer} flex flex-col gap-4 py-6 lg:flex-row lg:items-center lg:gap-8`}
      >
        <h2
          id="horaires-priere-titre"
          className="shrink-0 font-sans text-sm font-semibold tracking-wider text-gold-dark uppercase"
        >
          Horaires de prière du jour
        </h2>
        <TodayTimes day={day} look="band" />
        <ArrowLink
          to="/horaires-priere"
          variant="outline"
          size="sm"
          className="self-start lg:self-center"
        >
          Horaires du mois
        </ArrowLink>
      </div>
    </section>
  );
}
