import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate, openDatabase, type Database } from "~/server/db.server";
import { countRows, MIGRATION_FILLED_TABLES, tablesInOrder } from "./table-copy.server";

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
});

afterAll(() => database.close());

it("names every table a freshly migrated database holds rows in (a PGlite folder replaces them)", async () => {
  const counts = await countRows(database.db, await tablesInOrder(database.db));
  const filled = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table]) => table)
    .sort();
  // A migration that writes rows into another table must add it to MIGRATION_FILLED_TABLES, or
  // the first start of a PGlite site on the embedded PostgreSQL would refuse to move it.
  expect(filled).toEqual([...MIGRATION_FILLED_TABLES].sort());
});
