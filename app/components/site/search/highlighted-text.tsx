import type { TextPiece } from "~/domain/search/highlight";

/**
 * Text with the words a search matched inside <mark>: the pieces are rendered as text, so only
 * the highlight is markup, whatever the text holds.
 */
export function HighlightedText({ pieces }: { pieces: TextPiece[] }) {
  return pieces.map((piece, index) =>
    piece.mark ? (
      <mark key={index} className="rounded-sm bg-gold-light/60 px-0.5 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
