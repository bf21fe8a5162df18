import { describe, expect, it } from "vitest";
import { loadFormMode, parseRecordId, readFormMode, searchWith } from "./form-mode";

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

describe("loadFormMode", () => {
  const params = (search: string) => new URLSearchParams(search);
  const find = async (id: number) => (id === 7 ? { id, name: "Awa" } : null);

  it("gives the record of an edit form", async () => {
    expect(await loadFormMode(params("?modifier=7"), find, "Introuvable")).toEqual({
      mode: { kind: "edit", id: 7 },
      edited: { id: 7, name: "Awa" },
      notice: null,
    });
  });

  it("shows the list with the notice when the record no longer exists", async () => {
    expect(await loadFormMode(params("?modifier=8"), find, "Introuvable")).toEqual({
      mode: { kind: "view" },
      edited: null,
      notice: "Introuvable",
    });
  });

  it("looks nothing up for the add form or the list", async () => {
    const never = async () => {
      throw new Error("not called");
    };
    expect(await loadFormMode(params("?mode=ajout"), never, "x")).toEqual({
      mode: { kind: "add" },
      edited: null,
      notice: null,
    });
    expect((await loadFormMode(params(""), never, "x")).mode).toEqual({ kind: "view" });
  });
});
