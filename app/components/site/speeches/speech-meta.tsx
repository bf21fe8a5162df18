import { MetaItem } from "~/components/site/shared/icon-facts";
import { CalendarDays, Clock, User } from "~/components/ui/icons";
import type { SpeechCard } from "~/domain/speeches/types";
import { formatDate } from "~/lib/format";

/** Speaker, French date and duration of a speech, each with its icon. */
export function SpeechMeta({
  speech,
}: {
  speech: Pick<SpeechCard, "speaker" | "date" | "durationText">;
}) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <MetaItem icon={User}>
        <span className="sr-only">Orateur : </span>
        {speech.speaker}
      </MetaItem>
      <MetaItem icon={CalendarDays}>
        <time dateTime={speech.date}>{formatDate(speech.date)}</time>
      </MetaItem>
      {speech.durationText ? (
        <MetaItem icon={Clock}>
          <span className="sr-only">Durée : </span>
          {speech.durationText}
        </MetaItem>
      ) : null}
    </ul>
  );
}
