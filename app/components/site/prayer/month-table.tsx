/**
 * A month of prayer times, one row per day, today's row marked. It is what the page prints
 * (app.css, "print-region"): the table alone, on one page.
 */
import type { PrayerDay } from "~/domain/prayer/prayer-times.server";
import { PRAYER_TIMES } from "~/domain/prayer/times";
import { formatTime } from "~/lib/format";

const weekday = new Intl.DateTimeFormat("fr-CA", {
  weekday: "short",
  day: "numeric",
  timeZone: "UTC",
});

export function MonthTable({
  days,
  caption,
  today,
}: {
  days: PrayerDay[];
  caption: string;
  /** Today's date "YYYY-MM-DD" (marked when the month holds it). */
  today: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-white print:overflow-visible print:border-0">
      <table className="w-full min-w-[36rem] border-collapse text-sm tabular-nums print:min-w-0 print:text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-secondary/60">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Jour
            </th>
            {PRAYER_TIMES.map(({ key, label }) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const isToday = day.day === today;
            return (
              <tr
                key={day.day}
                aria-current={isToday ? "date" : undefined}
                className="border-t border-border aria-[current=date]:bg-accent aria-[current=date]:font-semibold"
              >
                <th scope="row" className="px-3 py-1.5 text-left font-medium capitalize">
                  <time dateTime={day.day}>{weekday.format(new Date(`${day.day}T12:00:00Z`))}</time>
                  {isToday ? <span className="sr-only"> (aujourd&apos;hui)</span> : null}
                </th>
                {PRAYER_TIMES.map(({ key }) => (
                  <td key={key} className="px-3 py-1.5 text-right">
                    {formatTime(day[key])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
