import { ExternalLink } from "~/components/ui/icons";
import type { SpeechMedia } from "~/domain/speeches/media";

/**
 * The recording of a speech: the browser's own player for a file (nothing loads before the
 * visitor presses play), or a plain link to the page that hosts it.
 */
export function SpeechPlayer({ media, title }: { media: SpeechMedia; title: string }) {
  if (media.kind === "audio") {
    return (
      <audio
        controls
        preload="none"
        src={media.url}
        className="w-full"
        aria-label={`Écouter : ${title}`}
      >
        <a href={media.url}>Télécharger l'enregistrement</a>
      </audio>
    );
  }
  if (media.kind === "video") {
    return (
      <video
        controls
        preload="none"
        src={media.url}
        className="aspect-video w-full rounded-lg bg-black"
        aria-label={`Regarder : ${title}`}
      >
        <a href={media.url}>Télécharger la vidéo</a>
      </video>
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
