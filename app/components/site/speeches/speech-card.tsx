import { Link } from "react-router";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import { ArrowRight } from "~/components/ui/icons";
import { speechKindLabel } from "~/domain/speeches/labels";
import type { SpeechCard as SpeechCardData } from "~/domain/speeches/types";
import { SpeechMeta } from "./speech-meta";

/** A card of /discours: cover, kind, title (h2), speaker, date, duration, excerpt, 'Lire plus'. */
export function SpeechCard({ speech }: { speech: SpeechCardData }) {
  const titleId = `discours-${speech.id}`;
  return (
    <TeaserCard
      aria-labelledby={titleId}
      image={
        <ShapedImage src={speech.image} shape="wide" sizes="(min-width: 1024px) 600px, 100vw" />
      }
      goldRule
    >
      <p className="text-xs font-semibold tracking-wider text-gold-dark uppercase">
        {speechKindLabel(speech.kind)}
      </p>
      <h2 id={titleId} className="text-xl font-semibold text-foreground">
        {speech.title}
      </h2>
      <SpeechMeta speech={speech} />
      {speech.excerpt ? <p className="leading-relaxed text-foreground">{speech.excerpt}</p> : null}
      <Link
        to={`/discours/${speech.id}`}
        aria-describedby={titleId}
        className="mt-auto inline-flex items-center gap-2 self-start pt-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        Lire plus
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </TeaserCard>
  );
}
