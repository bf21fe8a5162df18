import { CalendarDays, Clock, MapPin } from "~/components/ui/icons";
import { formatDate, formatTime } from "~/lib/format";
import { cn } from "~/lib/utils";

/** Date, time range and place of an event, in French and in Saguenay's time zone. */
export function EventMeta({
  startsAt,
  endsAt,
  location,
  className,
}: {
  startsAt: string;
  endsAt?: string | null;
  location: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-col gap-1.5 text-sm text-muted-foreground", className)}>
      <li className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <time dateTime={startsAt}>{formatDate(startsAt)}</time>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span>
          <time dateTime={startsAt}>{formatTime(startsAt)}</time>
          {endsAt ? (
            <>
              {" à "}
              <time dateTime={endsAt}>{formatTime(endsAt)}</time>
            </>
          ) : null}
        </span>
      </li>
      {location ? (
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{location}</span>
        </li>
      ) : null}
    </ul>
  );
}
