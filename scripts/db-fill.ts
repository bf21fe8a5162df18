/**
 * npm run db:fill -- --rows 100000
 *
 * Adds that many donations, orders (with their lines), contact messages and journal entries of
 * realistic French data (db/fill) to the configured database: DATABASE_URL, else the embedded one
 * in DATA_DIR, opened as the site opens it (migrated; the sample content and first administrator
 * when it is new). The embedded database is held with DATA_DIR's lock while it works: stop the
 * server first. For measuring the back-office at volume (npm run bench:rows), never for a
 * production database.
 */
import { acquireDataLock, type DataLock } from "~/server/data-lock.server";
import { dataDir } from "~/server/data-dir.server";
import {
  closeDatabase,
  getDatabase,
  optionsFromEnv,
  prepareDatabaseWith,
} from "~/server/db.server";
import { prepareDatabase } from "~/startup/prepare-database.server";
import { fillDatabase } from "#db/fill/index";

const MAX_ROWS = 5_000_000;

/** `--rows N` (or `--rows=N`); default 100 000. */
export function rowsArgument(argv: readonly string[]): number {
  const at = argv.findIndex((arg) => arg === "--rows" || arg.startsWith("--rows="));
  if (at === -1) return 100_000;
  const raw = argv[at].includes("=") ? argv[at].split("=")[1] : argv[at + 1];
  if (!/^\d{1,7}$/.test(raw ?? "") || Number(raw) < 1 || Number(raw) > MAX_ROWS)
    throw new Error(
      `--rows attend un nombre entier entre 1 et ${MAX_ROWS.toLocaleString("fr-CA")}.`,
    );
  return Number(raw);
}

async function main(): Promise<void> {
  const rows = rowsArgument(process.argv.slice(2));
  const options = optionsFromEnv();
  // PostgreSQL serves several clients; the embedded database only one process at a time.
  const lock: DataLock | null = options.url ? null : acquireDataLock(dataDir(), "remplissage");
  const started = performance.now();
  try {
    prepareDatabaseWith(prepareDatabase);
    const database = await getDatabase();
    const where = options.url ? "PostgreSQL" : `PGlite (${options.dataDir})`;
    console.log(`Remplissage de ${where} : ${rows.toLocaleString("fr-CA")} lignes par table…`);
    const added = await fillDatabase(database.db, {
      rows,
      onProgress: (table, done, total) =>
        console.log(
          `  ${table} : ${done.toLocaleString("fr-CA")} / ${total.toLocaleString("fr-CA")}`,
        ),
    });
    const seconds = ((performance.now() - started) / 1000).toLocaleString("fr-CA", {
      maximumFractionDigits: 1,
    });
    console.log(
      `Ajouté en ${seconds} s : ${added.donations} dons, ${added.orders} commandes ` +
        `(${added.orderItems} lignes), ${added.messages} messages, ${added.journal} entrées du ` +
        `journal, ${added.people} personnes.`,
    );
  } finally {
    await closeDatabase();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(
    `Remplissage impossible : ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
