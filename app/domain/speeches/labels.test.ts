import { describe, expect, it } from "vitest";
import { parseSpeechKind, speechKindLabel, speechTypeLabel } from "./labels";

describe("speech labels", () => {
  it("reads the tab from ?type=, anything else is « Tous »", () => {
    expect(parseSpeechKind("khutba")).toBe("khutba");
    expect(parseSpeechKind("conference")).toBe("conference");
    expect(parseSpeechKind("video")).toBeNull();
    expect(parseSpeechKind(null)).toBeNull();
  });

  it("names kinds and types in French", () => {
    expect(speechKindLabel("conference")).toBe("Conférence");
    expect(speechTypeLabel("video")).toBe("Vidéo");
    expect(speechTypeLabel("text")).toBe("Texte");
  });
});
