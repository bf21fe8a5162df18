import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../../tests/helpers/db";
import { hit, reset } from "./rate-limit.server";

const database = setupTestDatabase();

describe("fixed-window rate limiter", () => {
  it("allows `limit` hits per window, then refuses with the time left", async () => {
    let now = Date.parse("2025-03-01T12:00:00Z");
    const options = { limit: 3, windowMs: 60_000, now: () => now };
    for (let i = 1; i <= 3; i++) {
      const result = await hit(database.db, "k", options);
      expect(result).toMatchObject({ allowed: true, count: i, retryAfterMs: 0 });
      now += 1000;
    }
    const refused = await hit(database.db, "k", options);
    expect(refused.allowed).toBe(false);
    expect(refused.count).toBe(4);
    expect(refused.retryAfterMs).toBe(57_000);
    // Other keys are counted apart.
    expect((await hit(database.db, "autre", options)).allowed).toBe(true);
  });

  it("opens a new window once the previous one is over", async () => {
    let now = Date.parse("2025-03-01T12:00:00Z");
    const options = { limit: 2, windowMs: 60_000, now: () => now };
    await hit(database.db, "k", options);
    await hit(database.db, "k", options);
    expect((await hit(database.db, "k", options)).allowed).toBe(false);
    now += 59_999;
    expect((await hit(database.db, "k", options)).allowed).toBe(false);
    now += 1;
    expect(await hit(database.db, "k", options)).toMatchObject({ allowed: true, count: 1 });
  });

  it("reset forgets the counter", async () => {
    const options = { limit: 1, windowMs: 60_000 };
    await hit(database.db, "k", options);
    expect((await hit(database.db, "k", options)).allowed).toBe(false);
    await reset(database.db, "k");
    expect((await hit(database.db, "k", options)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly (atomic upsert)", async () => {
    const options = { limit: 5, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => hit(database.db, "parallele", options)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });
});
