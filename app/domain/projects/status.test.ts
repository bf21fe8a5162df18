import { describe, expect, it } from "vitest";
import { deadlineText, projectState } from "./status";

const TODAY = "2026-11-21";

describe("projectState", () => {
  it("is 'completed' whatever the dates when the project is marked completed", () => {
    expect(
      projectState({ status: "completed", startDate: "2030-01-01", endDate: null }, TODAY),
    ).toBe("completed");
  });

  it("is 'upcoming' only when the start day is after today", () => {
    const base = { status: "active", endDate: "2027-12-31" };
    expect(projectState({ ...base, startDate: "2026-11-22" }, TODAY)).toBe("upcoming");
    expect(projectState({ ...base, startDate: TODAY }, TODAY)).toBe("ongoing");
  });

  it("is 'permanent' without an end day and 'ongoing' with one", () => {
    expect(projectState({ status: "active", startDate: "2025-01-01", endDate: null }, TODAY)).toBe(
      "permanent",
    );
    expect(
      projectState({ status: "active", startDate: "2025-01-01", endDate: "2027-12-31" }, TODAY),
    ).toBe("ongoing");
  });
});

describe("deadlineText", () => {
  it("says until when an ongoing project runs, in French", () => {
    const project = { status: "active", startDate: "2025-01-01", endDate: "2027-12-31" };
    expect(deadlineText(project, "ongoing")).toBe("Jusqu'au 31 décembre 2027");
  });

  it("names permanent, upcoming and completed projects", () => {
    expect(
      deadlineText({ status: "active", startDate: "2025-01-01", endDate: null }, "permanent"),
    ).toBe("Projet permanent");
    expect(
      deadlineText({ status: "active", startDate: "2027-03-05", endDate: null }, "upcoming"),
    ).toBe("À partir du 5 mars 2027");
    expect(
      deadlineText(
        { status: "completed", startDate: "2024-01-01", endDate: "2025-10-01" },
        "completed",
      ),
    ).toBe("Terminé le 1 octobre 2025");
  });
});
