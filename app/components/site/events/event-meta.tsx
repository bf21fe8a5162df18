import { Fact } from "~/components/site/shared/icon-facts";
import { CalendarDays, Clock, MapPin } from "~/components/ui/icons";
import { formatDate, formatTime } from "~/lib/format";
import { cn } from "~/lib/utils";

/**
 * Date, time range and place of an event, in French and in Saguenay's time zone. A meeting of
 * the group has a day but no hour (`withTime={false}`). Small print on a card, `large` on the
 * event's own page.
 */
export function EventMeta({
  startsAt,
  endsAt,
  withTime = true,
  location,
  large = false,
}: {
  startsAt: string;
  endsAt?: string | null;
  withTime?: boolean;
  location: string;
  large?: boolean;
}) {
  return (
    <ul
      className={cn("flex flex-col gap-1.5 text-muted-foreground", large ? "text-base" : "text-sm")}
    >
      <Fact icon={CalendarDays}>
        <time dateTime={startsAt}>{formatDate(startsAt)}</time>
      </Fact>
      {withTime ? (
        <Fact icon={Clock}>
          <span>
            <time dateTime={startsAt}>{formatTime(startsAt)}</time>
            {endsAt ? (
              <>
                {" à "}
                <time dateTime={endsAt}>{formatTime(endsAt)}</time>
              </>
            ) : null}
          </span>
        </Fact>
      ) : null}
      {location ? (
        <Fact icon={MapPin} wraps={large ? "base" : "sm"}>
          <span>{location}</span>
        </Fact>
      ) : null}
    </ul>
  );
}
