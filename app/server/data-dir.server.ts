/**
 * The data folder (DATA_DIR, default ./data): the PGlite database, uploads, the secret key and
 * the backups all live under it. A module of its own, below everything that reads it, so the
 * database, storage and backup modules need not import one another to find it.
 */
import path from "node:path";

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || "./data");
}
