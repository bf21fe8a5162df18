/** Today's five prayers and sunrise, as a list of name → time (the page and the home block). */
import type { PrayerDay } from "~/domain/prayer/prayer-times.server";
import { PRAYER_TIMES } from "~/domain/prayer/times";
import { formatTime } from "~/lib/format";
import { cn } from "~/lib/utils";

const LOOKS = {
  /** /horaires-priere: one card a time, sunrise tinted. */
  cards: {
    list: "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6",
    item: "flex flex-col items-center rounded-lg border border-border bg-white px-3 py-3 text-center",
    sunrise: "bg-secondary/60",
    name: "text-sm font-medium text-muted-foreground",
    time: "text-xl font-bold text-primary tabular-nums",
  },
  /** The home page's band: each name over its time, unboxed. */
  band: {
    list: "grid flex-1 grid-cols-3 gap-x-4 gap-y-2 sm:grid-cols-6",
    item: "flex flex-col",
    sunrise: undefined,
    name: "text-xs text-muted-foreground",
    time: "text-base font-semibold text-primary tabular-nums",
  },
};

export function TodayTimes({
  day,
  look = "cards",
  className,
}: {
  day: PrayerDay;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const classes = LOOKS[look];
  return (
    <dl className={cn(classes.list, className)}>
      {PRAYER_TIMES.map(({ key, label }) => (
        <div key={key} className={cn(classes.item, key === "sunrise" && classes.sunrise)}>
          <dt className={classes.name}>{label}</dt>
          <dd className={classes.time}>
            <time dateTime={day[key]}>{formatTime(day[key])}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
