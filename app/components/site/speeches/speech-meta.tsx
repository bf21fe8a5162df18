import { CalendarDays, Clock, User } from "~/components/ui/icons";
import { formatDate } from "~/lib/format";
import { cn } from "~/lib/utils";

/** Speaker, French date and duration of a speech, each with its icon. */
export function SpeechMeta({
  speaker,
  date,
  durationText,
  className,
}: {
  speaker: string;
  date: string;
  durationText: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <li className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Orateur : </span>
        {speaker}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={date}>{formatDate(date)}</time>
      </li>
      {durationText ? (
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Durée : </span>
          {durationText}
        </li>
      ) : null}
    </ul>
  );
}
