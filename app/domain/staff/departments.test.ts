import { describe, expect, it } from "vitest";
import { hiredSinceLabel, parseStaffTab, staffEmptyText, staffStatusLabel } from "./departments";

describe("staff departments", () => {
  it("reads the tab from ?departement=, anything else is « Tous »", () => {
    expect(parseStaffTab("education")).toBe("education");
    expect(parseStaffTab("evenements")).toBe("evenements");
    expect(parseStaffTab("Education")).toBeNull();
    expect(parseStaffTab("social")).toBeNull();
    expect(parseStaffTab("")).toBeNull();
    expect(parseStaffTab(null)).toBeNull();
  });

  it("labels statuses as the back-office does", () => {
    expect(staffStatusLabel("actif")).toBe("Actif");
    expect(staffStatusLabel("conge")).toBe("En congé");
    expect(staffStatusLabel("autre")).toBe("Inconnu");
  });

  it("writes the hire date as « Depuis mois année », whatever the server's time zone", () => {
    expect(hiredSinceLabel("2019-09-03")).toBe("Depuis septembre 2019");
    expect(hiredSinceLabel("2024-01-01")).toBe("Depuis janvier 2024");
  });

  it("has an empty-state sentence per tab", () => {
    expect(staffEmptyText(null)).toBe("Aucun membre du personnel pour le moment.");
    expect(staffEmptyText("education")).toContain("Éducation");
  });
});
