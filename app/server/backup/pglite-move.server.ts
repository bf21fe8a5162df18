/**
 * A site installed before the embedded PostgreSQL keeps its database in a PGlite folder
 * (DATA_DIR/db). At its first start with the embedded PostgreSQL, every row moves into the new
 * cluster, once: the PGlite folder is saved then migrated like any database, every table is copied
 * in one transaction of the cluster, the counts are compared, and only then is the old folder
 * renamed (kept, never deleted: the log says where). A crash midway leaves the folder in place and
 * the cluster's tables empty, so the next start does it again.
 */
import { rename } from "node:fs/promises";
import type { Database, Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import {
  clearMigrationRows,
  countRows,
  loadBatch,
  MIGRATION_FILLED_TABLES,
  prepareLoad,
  readSequences,
  readTable,
  setSequences,
  tablesInOrder,
} from "./table-copy.server";

/** The name the old folder keeps once moved: `db.pglite-20250314-030000`. */
export function movedFolderName(folder: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${folder}.pglite-${stamp}`;
}

/**
 * Copies `source` (the PGlite folder, opened, saved and migrated to the same level as `target`
 * by db.server.ts) into `target`, closes it, and renames its folder. Returns the new name.
 */
export async function movePgliteFolder(
  source: Database,
  folder: string,
  target: Database,
): Promise<string> {
  const started = Date.now();
  let counts: Record<string, number>;
  try {
    counts = await copyEverything(source.db, target.db);
  } finally {
    await source.close();
  }
  const kept = movedFolderName(folder);
  await rename(folder, kept);
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  logger.info("base PGlite copiée dans la base intégrée PostgreSQL ; l'ancien dossier est gardé", {
    kept,
    tables: Object.keys(counts).length,
    rows,
    ms: Date.now() - started,
  });
  return kept;
}

/**
 * Every row of `from` into `to`, in one transaction on each side. `to` must be new: rows in any
 * table but those its migrations fill mean a site already runs on it, and nothing is copied.
 */
export async function copyEverything(from: Db, to: Db): Promise<Record<string, number>> {
  return from.transaction(async (reader) => {
    const tables = await tablesInOrder(reader as unknown as Db);
    const sequences = await readSequences(reader as unknown as Db);
    return to.transaction(async (writer) => {
      const w = writer as unknown as Db;
      const already = await countRows(w, tables);
      const filled = Object.entries(already).filter(
        ([table, n]) => n > 0 && !MIGRATION_FILLED_TABLES.has(table),
      );
      if (filled.length > 0) {
        throw new Error(
          `La base intégrée PostgreSQL contient déjà des données (${filled
            .map(([table, n]) => `${table} : ${n}`)
            .join(", ")}) : la base PGlite n'y est pas copiée. Rien n'a été modifié.`,
        );
      }
      await prepareLoad(w);
      await clearMigrationRows(w, tables);
      const expected: Record<string, number> = {};
      for (const table of tables) {
        expected[table.name] = await readTable(reader as unknown as Db, table.name, (json) =>
          loadBatch(w, table, json),
        );
      }
      await setSequences(w, sequences);
      const copied = await countRows(w, tables);
      for (const table of tables) {
        if (copied[table.name] !== expected[table.name]) {
          throw new Error(
            `Copie incomplète de ${table.name} (${copied[table.name]} lignes sur ${expected[table.name]}) : rien n'a été modifié.`,
          );
        }
      }
      return copied;
    });
  });
}
