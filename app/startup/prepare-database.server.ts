/**
 * What the app does to its database at start, once it is open and migrated: the sample content on
 * an empty database (db/seed; not with SEED=false) and, while there is no account, the first
 * administrator from ADMIN_EMAIL / ADMIN_PASSWORD. Both write through the domain, so this sits
 * above it, with the entry modules: app/entry.server.tsx hands it to `getDatabase()` through
 * `prepareDatabaseWith`, and `npm run db:reset` does the same.
 */
import { backfillPeople } from "~/domain/people/people.server";
import { ensureFirstAdministrator } from "~/domain/users/users.server";
import type { Database } from "~/server/db.server";

export async function prepareDatabase(database: Database): Promise<void> {
  if (process.env.SEED !== "false") {
    // Loaded only here: the sample content and its pictures are not needed once the site runs.
    const { seedIfEmpty } = await import("#db/seed/index");
    // The sample gifts, orders and requests are written below the domain: tie them to their
    // person (one per e-mail) as the site's own forms do, once, right after they are written
    // (records older than people were tied by migration 0005). Not at every start: it reads
    // every gift, order and request.
    if (await seedIfEmpty(database.db)) await backfillPeople(database.db);
  }
  await ensureFirstAdministrator(database.db);
}
