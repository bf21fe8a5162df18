/**
 * The embedded PostgreSQL (decision 0023), with its real binaries in a temporary DATA_DIR: a site
 * installed with PGlite moves into it at its first start with every row (the old folder kept);
 * its backups need no pg_dump: gifts acknowledged before a backup made under load are in it, and
 * a restore into an empty DATA_DIR gives the same site, row for row (in PGlite too); a server left
 * running by a process that was killed is stopped and the cluster starts again.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donations } from "#db/schema";
import { seed } from "#db/seed/index";
import { submitDonation } from "~/domain/donations/donation.server";
import { readManifest } from "~/server/backup/archive-files.server";
import { createBackup } from "~/server/backup/create-backup.server";
import { restoreBackup } from "~/server/backup/restore-backup.server";
import { tablesInOrder } from "~/server/backup/table-copy.server";
import {
  closeDatabase,
  getDatabase,
  migrate,
  openDatabase,
  useDatabase as installDatabase,
  type Database,
  type Db,
} from "~/server/db.server";
import { startEmbeddedPostgres } from "~/server/embedded-postgres.server";
import { withTempDataDir, type TempDataDir } from "../helpers/db";

let temp: TempDataDir;
const folders: string[] = [];
const saved = { url: process.env.DATABASE_URL, engine: process.env.EMBEDDED_DATABASE };

beforeAll(() => {
  temp = withTempDataDir();
  delete process.env.DATABASE_URL;
  delete process.env.EMBEDDED_DATABASE;
  installDatabase(undefined);
});

afterAll(async () => {
  await closeDatabase();
  if (saved.url !== undefined) process.env.DATABASE_URL = saved.url;
  if (saved.engine !== undefined) process.env.EMBEDDED_DATABASE = saved.engine;
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  await temp?.cleanup();
});

/**
 * Every row of every table, as text, table by table: two databases compared whole. Only the
 * stored columns: generated ones (the search documents) are computed by each engine, and
 * PostgreSQL 17's `unaccent` rules differ from PGlite's in details (« becomes `<<`).
 */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const { name, columns } of await tablesInOrder(db)) {
    const stored = sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const result = (await db.execute(
      sql`select row_to_json(t)::text as r from (select ${stored} from ${sql.identifier(name)}) t order by 1`,
    )) as unknown as { rows: { r: string }[] };
    all[name] = result.rows.map((row) => row.r);
  }
  return all;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function give(db: Db, n: number): Promise<string> {
  const result = await submitDonation(
    db,
    form({
      amount: "50",
      customAmount: "",
      projectId: "general",
      firstName: "Awa",
      lastName: `Diop ${n}`,
      email: `awa${n}@example.org`,
      phone: "418 555-0123",
    }),
    { ip: `10.1.${(n >> 8) & 255}.${n & 255}` },
  );
  if (result.status !== "recorded") throw new Error(`don refusé : ${JSON.stringify(result)}`);
  return result.summary.reference;
}

describe("base intégrée PostgreSQL", () => {
  let before: Record<string, string[]>;

  it("déplace une base PGlite existante avec chaque ligne et garde l'ancien dossier", async () => {
    const pglite = await openDatabase({ dataDir: path.join(temp.dir, "db") });
    await migrate(pglite);
    await seed(pglite.db, { images: false });
    await give(pglite.db, 1);
    before = await contents(pglite.db);
    await pglite.close();
    expect(before.donations!.length).toBeGreaterThan(1);

    const database = await getDatabase();
    expect(database).toMatchObject({ kind: "postgres", embedded: true });
    expect(await contents(database.db)).toEqual(before);
    expect(existsSync(path.join(temp.dir, "db"))).toBe(false);
    const kept = readdirSync(temp.dir).filter((name) => name.startsWith("db.pglite-"));
    expect(kept).toHaveLength(1);
    expect(existsSync(path.join(temp.dir, kept[0]!, "PG_VERSION"))).toBe(true);

    // The identity sequences follow the copied rows: a new gift gets the next id.
    const maxId = Math.max(...before.donations!.map((row) => JSON.parse(row).id as number));
    await give(database.db, 2);
    const [last] = await database.db
      .select({ id: donations.id })
      .from(donations)
      .orderBy(sql`${donations.id} desc`)
      .limit(1);
    expect(last!.id).toBe(maxId + 1);

    // A second client connects with the URL (what LISTEN needs).
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n from donations");
    await client.end();
    expect(rows[0].n).toBe(before.donations!.length + 1);

    await closeDatabase();
    expect(existsSync(path.join(temp.dir, "pg", "postmaster.pid"))).toBe(false);
  }, 120_000);

  it("sauvegarde sous charge sans pg_dump ; la restauration dans un DATA_DIR vide rend le même site", async () => {
    // Opened again after the previous test closed it (closeDatabase() closes for good).
    installDatabase(undefined);
    const database = await getDatabase();
    const acknowledged: string[] = [];
    let stop = false;
    let n = 100;
    const givers = Array.from({ length: 5 }, async () => {
      while (!stop) acknowledged.push(await give(database.db, n++));
    });
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 10));
    const ackedBefore = [...acknowledged];
    const underLoad = await createBackup(database, { reason: "commande" });
    stop = true;
    await Promise.all(givers);
    const manifest = await readManifest(underLoad!.file);
    expect(manifest.database).toMatchObject({ kind: "embedded-postgres", file: "donnees.jsonl" });

    const loaded = mkdtempSync(path.join(os.tmpdir(), "fondation-restauree-"));
    folders.push(loaded);
    await restoreBackup(underLoad!.file, { dataDir: loaded });
    expect(readdirSync(loaded)).toContain("pg");
    const fromLoad = await openDatabase({ clusterDir: path.join(loaded, "pg") });
    try {
      const refs = new Set(
        (await fromLoad.db.select({ r: donations.reference }).from(donations)).map((x) => x.r),
      );
      expect(ackedBefore.filter((ref) => !refs.has(ref))).toEqual([]);
      expect(refs.size).toBe(manifest.counts.donations);
    } finally {
      await fromLoad.close();
    }

    // A quiet backup, restored: the same rows in every table, and the next id follows them.
    const quiet = await createBackup(database, { reason: "commande" });
    const now = await contents(database.db);
    const empty = mkdtempSync(path.join(os.tmpdir(), "fondation-restauree-"));
    folders.push(empty);
    await restoreBackup(quiet!.file, { dataDir: empty });
    const restored: Database = await openDatabase({ clusterDir: path.join(empty, "pg") });
    try {
      await migrate(restored);
      expect(await contents(restored.db)).toEqual(now);
      const next = await give(restored.db, 9999);
      expect(next).toMatch(/^DON-/);
    } finally {
      await restored.close();
    }

    // The same archive restores into PGlite too (EMBEDDED_DATABASE=pglite).
    const forPglite = mkdtempSync(path.join(os.tmpdir(), "fondation-restauree-"));
    folders.push(forPglite);
    await restoreBackup(quiet!.file, { dataDir: forPglite, engine: "pglite" });
    const pglite = await openDatabase({ dataDir: path.join(forPglite, "db") });
    try {
      expect(await contents(pglite.db)).toEqual(now);
    } finally {
      await pglite.close();
    }
  }, 180_000);

  it("arrête le serveur orphelin d'un processus tué, puis redémarre la base", async () => {
    await closeDatabase();
    const cluster = path.join(temp.dir, "pg");
    // A site process that dies without stopping its PostgreSQL (SIGKILL).
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `const { startEmbeddedPostgres } = await import(${JSON.stringify(path.resolve("app/server/embedded-postgres.server.ts"))});
         await startEmbeddedPostgres(${JSON.stringify(cluster)});
         console.log("prêt");
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("prêt")) resolve();
      });
      child.once("exit", () => reject(new Error("le processus enfant s'est arrêté")));
    });
    const orphan = Number(
      readFileSync(path.join(cluster, "postmaster.pid"), "utf8").split("\n")[0],
    );
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(() => process.kill(orphan, 0)).not.toThrow();

    const started = await startEmbeddedPostgres(cluster);
    try {
      expect(() => process.kill(orphan, 0)).toThrow();
      const database = await openDatabase({ url: started.url });
      const result = (await database.db.execute(
        sql`select count(*)::int as n from donations`,
      )) as unknown as { rows: { n: number }[] };
      await database.close();
      expect(result.rows[0]!.n).toBeGreaterThan(before.donations!.length);
    } finally {
      await started.stop();
    }
  }, 120_000);
});
