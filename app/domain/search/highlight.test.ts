import { describe, expect, it } from "vitest";
import { highlightPieces, MARK_END, MARK_START } from "./highlight";
import { noResultText, resultCountText, searchKinds } from "./labels";

const marked = (word: string) => `${MARK_START}${word}${MARK_END}`;

describe("mots surlignés", () => {
  it("découpe le texte en morceaux, les mots trouvés marqués", () => {
    expect(highlightPieces(`Le ${marked("Gamou")} et la ${marked("Tabaski")}.`)).toEqual([
      { text: "Le ", mark: false },
      { text: "Gamou", mark: true },
      { text: " et la ", mark: false },
      { text: "Tabaski", mark: true },
      { text: ".", mark: false },
    ]);
  });

  it("garde le HTML du texte comme du texte, et un texte sans marque entier", () => {
    expect(highlightPieces(`<b>${marked("fête")}</b>`)).toEqual([
      { text: "<b>", mark: false },
      { text: "fête", mark: true },
      { text: "</b>", mark: false },
    ]);
    expect(highlightPieces("Aucune marque")).toEqual([{ text: "Aucune marque", mark: false }]);
    expect(highlightPieces("")).toEqual([]);
  });

  it("réunit deux mots marqués qui se suivent", () => {
    expect(highlightPieces(`${marked("voie")}${marked(" spirituelle")}`)).toEqual([
      { text: "voie spirituelle", mark: true },
    ]);
  });
});

describe("libellés de la recherche", () => {
  it("nomme chaque sorte de résultat en français", () => {
    expect(searchKinds.values.map(searchKinds.label)).toEqual([
      "Page",
      "Article",
      "Événement",
      "Discours",
      "Projet",
      "Produit",
    ]);
  });

  it("compte les résultats à la française", () => {
    expect(resultCountText(1, "gamou")).toBe("1 résultat pour « gamou »");
    expect(resultCountText(1234, "prière")).toBe("1\u00a0234 résultats pour « prière »");
    expect(noResultText("xyz")).toBe(
      "Aucun résultat pour « xyz ». Vérifiez l’orthographe ou essayez d’autres mots.",
    );
  });
});
