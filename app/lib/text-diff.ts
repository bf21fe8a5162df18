/**
 * What changed between two texts, as the compare screen of the revisions shows it (decision
 * 0032): the lines (paragraphs) are matched first, then the words of a changed line with the line
 * that replaced it, both by a longest common subsequence. Every part is the same, added or
 * removed text; put end to end, the same and removed parts give the first text back, the same and
 * added parts the second. Pure and isomorphic.
 *
 *   diffText("le chat noir", "le chien noir")
 *   // [{ kind: "same", text: "le " }, { kind: "removed", text: "chat" },
 *   //  { kind: "added", text: "chien" }, { kind: "same", text: " noir" }]
 */

export type DiffKind = "same" | "added" | "removed";
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/**
 * The largest table (tokens of one side × tokens of the other, once the common start and end are
 * set aside) a comparison fills: beyond it, the part is told as removed then added, whole.
 */
export const DIFF_CELL_LIMIT = 2_000_000;

/** Lines, each with its line break (the last one without). */
function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Words, the spaces between them and each punctuation mark, in order. */
function words(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{M}\p{N}_'’-]+|[^\s\p{L}\p{M}\p{N}_'’-]/gu) ?? [];
}

/** Adds a part, merged with the previous one when of the same kind. */
function push(parts: DiffPart[], kind: DiffKind, text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * The parts between two lists of tokens: a common start and end, and between them a longest
 * common subsequence (or, past `DIFF_CELL_LIMIT`, everything removed then added).
 */
function diffTokens(a: readonly string[], b: readonly string[]): DiffPart[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, "same", a.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > DIFF_CELL_LIMIT) {
    push(parts, "removed", midA.join(""));
    push(parts, "added", midB.join(""));
  } else {
    // lengths[i * (m + 1) + j]: the longest common subsequence of midA[i..] and midB[j..].
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1] + 1
            : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        push(parts, "same", midA[i++]);
        j++;
      } else if (j < m && (i === n || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j])) {
        push(parts, "added", midB[j++]);
      } else {
        push(parts, "removed", midA[i++]);
      }
    }
  }
  push(parts, "same", a.slice(endA).join(""));
  return reorder(parts);
}

/** Within a run of changes, the removed text first, then the added text (easier to read). */
function reorder(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    push(out, "removed", removed);
    push(out, "added", added);
    removed = added = "";
  };
  for (const part of parts) {
    if (part.kind === "removed") removed += part.text;
    else if (part.kind === "added") added += part.text;
    else {
      flush();
      push(out, "same", part.text);
    }
  }
  flush();
  return out;
}

/** The changes from `before` to `after`: lines first, then the words of each changed line. */
export function diffText(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: "same", text: before }] : [];
  const parts: DiffPart[] = [];
  const byLine = diffTokens(lines(before), lines(after));
  for (let k = 0; k < byLine.length; k++) {
    const part = byLine[k];
    const next = byLine[k + 1];
    if (part.kind === "removed" && next?.kind === "added") {
      for (const inner of diffTokens(words(part.text), words(next.text))) {
        push(parts, inner.kind, inner.text);
      }
      k++;
    } else push(parts, part.kind, part.text);
  }
  return reorder(parts);
}

/** True when the parts hold a change. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== "same");
}
