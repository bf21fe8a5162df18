import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { speechKindLabel } from "~/domain/speeches/labels";
import type { SpeechCard as SpeechCardData } from "~/domain/speeches/types";
import { SpeechMeta } from "./speech-meta";

/** A card of /discours: cover, kind, title (h2), speaker, date, duration, excerpt, 'Lire plus'. */
export function SpeechCard({ speech }: { speech: SpeechCardData }) {
  const titleId = `discours-${speech.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <ResponsiveImage
        src={speech.image}
        alt=""
        sizes="(min-width: 1024px) 600px, 100vw"
        width={960}
        height={540}
        className="aspect-video w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 border-t-2 border-gold p-5">
        <p className="text-xs font-semibold tracking-wider text-gold-dark uppercase">
          {speechKindLabel(speech.kind)}
        </p>
        <h2 id={titleId} className="text-xl font-semibold text-foreground">
          {speech.title}
        </h2>
        <SpeechMeta
          speaker={speech.speaker}
          date={speech.date}
          durationText={speech.durationText}
        />
        {speech.excerpt ? (
          <p className="leading-relaxed text-foreground">{speech.excerpt}</p>
        ) : null}
        <Link
          to={`/discours/${speech.id}`}
          aria-describedby={titleId}
          className="mt-auto inline-flex items-center gap-2 self-start pt-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          Lire plus
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
