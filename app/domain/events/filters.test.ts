import { describe, expect, it } from "vitest";
import { eventCategoryLabel, eventFilterParams, excerpt, parseEventFilters } from "./filters";

const parse = (query: string) => parseEventFilters(new URLSearchParams(query));

describe("parseEventFilters", () => {
  it("reads the past tab and a known type", () => {
    expect(parse("periode=passes&type=education")).toEqual({ period: "past", type: "education" });
  });

  it("falls back to upcoming and every type for missing or unknown values", () => {
    expect(parse("")).toEqual({ period: "upcoming", type: null });
    expect(parse("periode=demain&type=mariage")).toEqual({ period: "upcoming", type: null });
    expect(parse("type=CONFERENCE")).toEqual({ period: "upcoming", type: null });
  });

  it("gives back the URL parameters of the filters", () => {
    expect(eventFilterParams({ period: "past", type: "community" })).toEqual({
      periode: "passes",
      type: "community",
    });
    expect(eventFilterParams({ period: "upcoming", type: null })).toEqual({
      periode: null,
      type: null,
    });
  });
});

describe("labels and excerpts", () => {
  it("names the categories in French", () => {
    expect(eventCategoryLabel("celebration")).toBe("Célébration");
    expect(eventCategoryLabel("Atelier")).toBe("Atelier");
  });

  it("cuts a long description on a word and keeps a short one whole", () => {
    expect(excerpt("Une courte description.")).toBe("Une courte description.");
    const long = excerpt("mot ".repeat(100), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/^mot( mot)*…$/);
  });
});
