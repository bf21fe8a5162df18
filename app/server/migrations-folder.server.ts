/**
 * db/migrations of the project this module belongs to: found by walking up from this file, which
 * sits at different depths in the sources (app/server) and in the build (build/server/assets).
 * Read by `migrate()` and by the backups (which migrations an archive holds).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const migrationsFolder = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "db", "migrations");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve("db/migrations");
    dir = parent;
  }
})();
