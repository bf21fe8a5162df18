import { ExternalLink } from "~/components/ui/icons";
import type { SpeechMedia } from "~/domain/speeches/media";

/** The browser's own player for a recorded file: its look, its name, its download fallback. */
const PLAYERS = {
  audio: { className: "w-full", verb: "Écouter", fallback: "Télécharger l'enregistrement" },
  video: {
    className: "aspect-video w-full rounded-lg bg-black",
    verb: "Regarder",
    fallback: "Télécharger la vidéo",
  },
} as const;

/**
 * The recording of a speech: the browser's own player for a file (nothing loads before the
 * visitor presses play), or a plain link to the page that hosts it.
 */
export function SpeechPlayer({ media, title }: { media: SpeechMedia; title: string }) {
  if (media.kind === "audio" || media.kind === "video") {
    const Player = media.kind;
    const { className, verb, fallback } = PLAYERS[media.kind];
    return (
      <Player
        controls
        preload="none"
        src={media.url}
        className={className}
        aria-label={`${verb} : ${title}`}
      >
        <a href={media.url}>{fallback}</a>
      </Player>
    );
  }
  return (
    <a
      href={media.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-primary px-4 font-medium text-primary hover:bg-accent"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      Écouter / Regarder sur le site d'origine
      <span className="sr-only"> (nouvel onglet)</span>
    </a>
  );
}
