import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/server/db.server";
import { setupTestDatabase } from "../../tests/helpers/db";
import { claimScheduledRun } from "./run-once.server";

const test = setupTestDatabase();
/** A second server's connections (PostgreSQL); on PGlite the same database. */
let other: Database | undefined;
beforeAll(async () => {
  if (test.database.url) other = await openDatabase({ url: test.database.url });
});
afterAll(async () => {
  await other?.close();
});

describe("travail planifié fait une seule fois", () => {
  it("donne chaque période d'une tâche à un seul des serveurs qui la réclament ensemble", async () => {
    const servers = [test.db, (other ?? test.database).db];
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        claimScheduledRun(servers[i % 2]!, "sauvegarde-nuit", "2026-03-14"),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // A later claim of the same night, after the winner finished, is refused too.
    expect(await claimScheduledRun(servers[1]!, "sauvegarde-nuit", "2026-03-14")).toBe(false);
    // The next night, or another task, is free again.
    expect(await claimScheduledRun(servers[1]!, "sauvegarde-nuit", "2026-03-15")).toBe(true);
    expect(await claimScheduledRun(servers[0]!, "autre-tache", "2026-03-14")).toBe(true);
  });
});
