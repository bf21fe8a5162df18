import { describe, expect, it } from "vitest";
import { addDays, eventTypeLabel, publicEventTitle } from "./labels";
import { earliestEventDay } from "./schema";

describe("event request rules", () => {
  it("counts calendar days across months and leap years", () => {
    expect(addDays("2028-02-20", 10)).toBe("2028-03-01");
    expect(addDays("2026-12-10", 28)).toBe("2027-01-07");
    expect(earliestEventDay("2026-11-21")).toBe("2026-12-19");
  });

  it("labels event types in French", () => {
    expect(eventTypeLabel("conference")).toBe("Conférence");
    expect(eventTypeLabel("education")).toBe("Éducation");
    expect(eventTypeLabel("inconnu")).toBe("Autre");
  });

  it("titles a published request by its type and day, in French", () => {
    expect(publicEventTitle("mariage", "2026-12-12")).toBe("Mariage — 12 décembre 2026");
    expect(publicEventTitle("conference", "2027-01-01")).toBe("Conférence — 1 janvier 2027");
  });
});
