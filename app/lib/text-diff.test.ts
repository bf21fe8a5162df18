import { describe, expect, it } from "vitest";
import { DIFF_CELL_LIMIT, diffText, hasChanges, type DiffPart } from "./text-diff";

const side = (parts: DiffPart[], kind: "removed" | "added") =>
  parts
    .filter((part) => part.kind === "same" || part.kind === kind)
    .map((p) => p.text)
    .join("");

describe("diffText", () => {
  it("marks the replaced word between the words kept", () => {
    expect(diffText("le chat noir", "le chien noir")).toEqual([
      { kind: "same", text: "le " },
      { kind: "removed", text: "chat" },
      { kind: "added", text: "chien" },
      { kind: "same", text: " noir" },
    ]);
  });

  it("tells identical texts as one same part, and two empty texts as nothing", () => {
    expect(diffText("Bonjour", "Bonjour")).toEqual([{ kind: "same", text: "Bonjour" }]);
    expect(diffText("", "")).toEqual([]);
    expect(hasChanges(diffText("a b", "a b"))).toBe(false);
  });

  it("tells added and removed words at the start and the end", () => {
    expect(diffText("", "Nouveau texte")).toEqual([{ kind: "added", text: "Nouveau texte" }]);
    expect(diffText("Ancien texte", "")).toEqual([{ kind: "removed", text: "Ancien texte" }]);
    expect(diffText("Un deux", "Un deux trois")).toEqual([
      { kind: "same", text: "Un deux" },
      { kind: "added", text: " trois" },
    ]);
    expect(diffText("zéro un deux", "un deux")).toEqual([
      { kind: "removed", text: "zéro " },
      { kind: "same", text: "un deux" },
    ]);
  });

  it("keeps unchanged paragraphs whole and compares the words of a changed one", () => {
    const before = "Premier paragraphe.\nDeuxième paragraphe ici.\nTroisième.";
    const after = "Premier paragraphe.\nDeuxième paragraphe là.\nNouveau.\nTroisième.";
    expect(diffText(before, after)).toEqual([
      { kind: "same", text: "Premier paragraphe.\nDeuxième paragraphe " },
      { kind: "removed", text: "ici" },
      { kind: "added", text: "là.\nNouveau" },
      { kind: "same", text: ".\nTroisième." },
    ]);
  });

  it("gives each text back from its parts", () => {
    const cases: [string, string][] = [
      ["a b c d e", "a x c y e z"],
      ["ligne 1\nligne 2\nligne 3\n", "ligne 0\nligne 2\nligne 3 bis\n"],
      ["Le vent souffle sur le Saguenay", "Le Saguenay souffle sur le vent"],
      ["   espaces   ", "espaces"],
    ];
    for (const [before, after] of cases) {
      const parts = diffText(before, after);
      expect(side(parts, "removed")).toBe(before);
      expect(side(parts, "added")).toBe(after);
      // No two neighbours of the same kind.
      parts.slice(1).forEach((part, k) => expect(part.kind).not.toBe(parts[k].kind));
    }
  });

  it("tells a punctuation mark apart from the word it follows", () => {
    expect(diffText("fête, communauté", "fête")).toEqual([
      { kind: "same", text: "fête" },
      { kind: "removed", text: ", communauté" },
    ]);
    expect(diffText("l'Aïd.", "l'Aïd !")).toEqual([
      { kind: "same", text: "l'Aïd" },
      { kind: "removed", text: "." },
      { kind: "added", text: " !" },
    ]);
  });

  it("puts the removed text before the added text in a run of changes", () => {
    const parts = diffText("un deux trois", "un quatre cinq trois");
    expect(parts.map((p) => p.kind)).toEqual(["same", "removed", "added", "same"]);
  });

  it("tells a part too large to compare as removed then added, still giving both texts back", () => {
    const count = Math.ceil(Math.sqrt(DIFF_CELL_LIMIT)) + 10;
    const before = Array.from({ length: count }, (_, k) => `a${k}`).join(" ");
    const after = Array.from({ length: count }, (_, k) => `b${k}`).join(" ");
    const parts = diffText(`Début ${before} fin`, `Début ${after} fin`);
    expect(side(parts, "removed")).toBe(`Début ${before} fin`);
    expect(side(parts, "added")).toBe(`Début ${after} fin`);
    expect(parts[0]).toEqual({ kind: "same", text: "Début " });
  });
});
