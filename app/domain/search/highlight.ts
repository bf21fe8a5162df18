/**
 * The highlighted text of a search result, as pieces: the database marks each matching word with
 * two control characters (search.server.ts asks ts_headline for them), and this splits on them.
 * The page renders the pieces as text and the marked ones inside <mark>, so what a volunteer
 * typed is never read as HTML. The site removes control characters from everything it receives
 * (server/form-data.server.ts), so stored text never holds one of its own.
 */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

export interface TextPiece {
  text: string;
  /** A word the search matched. */
  mark: boolean;
}

export function highlightPieces(marked: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let mark = false;
  let text = "";
  const flush = () => {
    if (text) pieces.push({ text, mark });
    text = "";
  };
  for (const char of marked) {
    if (char === MARK_START || char === MARK_END) {
      flush();
      mark = char === MARK_START;
    } else text += char;
  }
  flush();
  // Neighbouring pieces of the same kind (a lone marker) are one piece.
  return pieces.reduce<TextPiece[]>((merged, piece) => {
    const last = merged.at(-1);
    if (last && last.mark === piece.mark) last.text += piece.text;
    else merged.push({ ...piece });
    return merged;
  }, []);
}
