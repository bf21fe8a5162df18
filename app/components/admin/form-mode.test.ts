import { describe, expect, it } from "vitest";
import { parseRecordId, readFormMode, searchWith } from "./form-mode";

describe("back-office form modes", () => {
  it("reads view, add and edit from the URL", () => {
    expect(readFormMode(new URLSearchParams(""))).toEqual({ kind: "view" });
    expect(readFormMode(new URLSearchParams("mode=ajout"))).toEqual({ kind: "add" });
    expect(readFormMode(new URLSearchParams("modifier=12"))).toEqual({ kind: "edit", id: 12 });
    expect(readFormMode(new URLSearchParams("modifier=abc"))).toEqual({ kind: "view" });
    expect(readFormMode(new URLSearchParams("mode=autre"))).toEqual({ kind: "view" });
    const keys = { add: "ajout-membre", edit: "modifier-membre" };
    expect(readFormMode(new URLSearchParams("mode=ajout"), keys)).toEqual({ kind: "view" });
    expect(readFormMode(new URLSearchParams("mode=ajout-membre"), keys)).toEqual({ kind: "add" });
    expect(readFormMode(new URLSearchParams("modifier-membre=5"), keys)).toEqual({
      kind: "edit",
      id: 5,
    });
  });

  it("accepts only database-sized positive ids", () => {
    expect(parseRecordId("7")).toBe(7);
    for (const bad of [null, "", "0", "-1", "1.5", " 2", "99999999999", "2147483648"]) {
      expect(parseRecordId(bad), String(bad)).toBeNull();
    }
  });

  it("builds links that keep the filters and leave the form modes", () => {
    expect(searchWith("?onglet=evenements&page=2&mode=ajout")).toBe("?onglet=evenements&page=2");
    expect(searchWith("?comite=3&confirmer=x", { mode: "ajout-membre" })).toBe(
      "?comite=3&mode=ajout-membre",
    );
    expect(searchWith("?comite=3&modifier=3", { comite: null }, ["modifier"])).toBe("?");
  });
});
