/**
 * The embedded PostgreSQL's backup without pg_dump (its binaries have none): every table's rows,
 * read in the caller's REPEATABLE READ READ ONLY transaction (one snapshot, so a transaction is
 * in it whole or not at all), written as JSON lines; the archive's manifest says at which
 * migration level. A restore migrates an empty database to that very level, loads the rows, sets
 * the sequences; the newer migrations then run at the server's start as for any database.
 *
 * File (`base/donnees.jsonl`), one JSON value per line:
 *   {"format":"fondation-chicoutimi/donnees","version":1}
 *   {"table":"donations","columns":["id",…]}   then that table's rows, in batches:
 *   [{"id":1,…},{"id":2,…}]
 *   …
 *   {"sequences":{"donations_id_seq":"42",…}}
 */
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Db } from "~/server/db.server";
import {
  clearMigrationRows,
  loadBatch,
  prepareLoad,
  readSequences,
  readTable,
  setSequences,
  tablesInOrder,
  type SequenceState,
  type TableInfo,
} from "./table-copy.server";

const FORMAT = "fondation-chicoutimi/donnees";
const VERSION = 1;

/** The dump cannot be read back (damaged, or written by a newer version). French message. */
export class RowsDumpError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RowsDumpError";
  }
}

/** Writes every table of the transaction's snapshot into `file`. */
export async function writeRows(tx: Db, file: string): Promise<void> {
  const handle = await open(file, "wx", 0o600);
  try {
    const line = (value: unknown) => handle.write(`${JSON.stringify(value)}\n`);
    await line({ format: FORMAT, version: VERSION });
    for (const table of await tablesInOrder(tx)) {
      await line({ table: table.name, columns: table.columns });
      await readTable(tx, table.name, async (json) => {
        await handle.write(`${json}\n`);
      });
    }
    await line({ sequences: await readSequences(tx) });
  } finally {
    await handle.close();
  }
}

/** Loads a dump into the empty tables of `db` (at the dump's migration level), in one transaction. */
export async function loadRows(db: Db, file: string): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await prepareLoad(tx);
    await clearMigrationRows(tx, await tablesInOrder(tx));
    const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
    let header = false;
    let table: TableInfo | undefined;
    let sequences: SequenceState | undefined;
    for await (const text of lines) {
      if (!text) continue;
      if (text.startsWith("[")) {
        if (!table) throw new RowsDumpError("Sauvegarde endommagée : des lignes sans table.");
        await loadBatch(tx, table, text);
        continue;
      }
      const value = JSON.parse(text) as {
        format?: string;
        version?: number;
        table?: string;
        columns?: string[];
        sequences?: SequenceState;
      };
      if (!header) {
        if (value.format !== FORMAT || (value.version ?? 0) > VERSION)
          throw new RowsDumpError("Ces données viennent d'une version plus récente du site.");
        header = true;
      } else if (value.table && value.columns) {
        table = { name: value.table, columns: value.columns };
      } else if (value.sequences) {
        sequences = value.sequences;
      }
    }
    if (!header || !sequences)
      throw new RowsDumpError("Sauvegarde endommagée : les données sont incomplètes.");
    await setSequences(tx, sequences);
  });
}
