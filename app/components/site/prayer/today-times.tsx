/** Today's five prayers and sunrise, as a list of name → time (the page and the home block). */
import type { PrayerDay } from "~/domain/prayer/prayer-times.server";
import { PRAYER_TIMES } from "~/domain/prayer/times";
import { formatTime } from "~/lib/format";
import { cn } from "~/lib/utils";

export function TodayTimes({ day, className }: { day: PrayerDay; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6", className)}>
      {PRAYER_TIMES.map(({ key, label }) => (
        <div
          key={key}
          className={cn(
            "flex flex-col items-center rounded-lg border border-border bg-white px-3 py-3 text-center",
            key === "sunrise" && "bg-secondary/60",
          )}
        >
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="text-xl font-bold text-primary tabular-nums">
            <time dateTime={day[key]}>{formatTime(day[key])}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
