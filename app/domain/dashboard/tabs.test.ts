import { describe, expect, it } from "vitest";
import { dashboardTabsFor, parseDashboardTab } from "./tabs";

describe("dashboard tabs", () => {
  it("gives each role the tabs of its areas", () => {
    expect(dashboardTabsFor("administrateur").map((t) => t.id)).toEqual([
      "apercu",
      "dons",
      "evenements",
    ]);
    expect(dashboardTabsFor("editeur").map((t) => t.id)).toEqual(["apercu", "evenements"]);
    expect(dashboardTabsFor("tresorier").map((t) => t.id)).toEqual(["apercu", "dons"]);
  });

  it("falls back to the overview for an unknown or forbidden tab", () => {
    expect(parseDashboardTab("dons", "editeur")).toBe("apercu");
    expect(parseDashboardTab("evenements", "tresorier")).toBe("apercu");
    expect(parseDashboardTab("n'importe", "administrateur")).toBe("apercu");
    expect(parseDashboardTab("dons", "tresorier")).toBe("dons");
  });
});
