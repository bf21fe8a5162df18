import { describe, expect, it } from "vitest";
import { searchSite } from "~/domain/search/search.server";
import { setupSeededDatabase } from "../helpers/fixtures";

const database = setupSeededDatabase();

describe("smoke", () => {
  it("runs", async () => {
    const r = await searchSite(database.db, "évènement", 1);
    console.log(JSON.stringify(r, null, 1).slice(0, 3000));
    expect(r.total).toBeGreaterThan(0);
  });
});
