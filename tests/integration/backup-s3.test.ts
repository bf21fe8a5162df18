/**
 * Backups when the uploads live in an S3-compatible bucket (s3rver on loopback): the archive
 * still holds the files, read through the storage interface, and a restore puts them into the
 * target's bucket (refusing a bucket that holds files, unless forced, and then leaving exactly
 * the archive's files). PGlite in a temporary folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readManifest } from "~/server/backup/archive-files.server";
import { createBackup } from "~/server/backup/create-backup.server";
import { restoreBackup, RestoreRefusedError } from "~/server/backup/restore-backup.server";
import {
  migrate,
  openDatabase,
  useDatabase as installDatabase,
  type Database,
} from "~/server/db.server";
import { getStorage } from "~/server/storage.server";
import { withTempDataDir, type TempDataDir } from "../helpers/db";
import { startS3Bucket, type S3Bucket } from "../helpers/s3";

let temp: TempDataDir;
let database: Database;
let source: S3Bucket;
let target: S3Bucket;
const targetDir = mkdtempSync(path.join(os.tmpdir(), "fondation-restauration-s3-"));

beforeAll(async () => {
  temp = withTempDataDir();
  database = await openDatabase({ dataDir: path.join(temp.dir, "db") });
  await migrate(database);
  installDatabase(database);
  source = await startS3Bucket("site");
  target = await startS3Bucket("site-restaure");
});

afterAll(async () => {
  installDatabase(undefined);
  await database?.close();
  await source?.close();
  await target?.close();
  await temp?.cleanup();
  rmSync(targetDir, { recursive: true, force: true });
});

async function contents(): Promise<Map<string, string>> {
  const storage = getStorage();
  const found = new Map<string, string>();
  for await (const key of storage.list()) {
    const file = await storage.get(key);
    found.set(key, `${file!.contentType}:${Buffer.from(file!.data).toString("hex")}`);
  }
  return found;
}

describe("sauvegarde avec un compartiment S3", () => {
  it("met les fichiers du compartiment dans l'archive et les restaure dans un autre", async () => {
    source.use();
    const storage = getStorage();
    await storage.put("images/a1/960.webp", randomBytes(1500), "image/webp");
    await storage.put("images/a1/480.webp", randomBytes(700), "image/webp");
    await storage.put("exports/dons.csv", Buffer.from("a;b\n"), "text/csv; charset=utf-8");
    const original = await contents();
    expect(original.size).toBe(3);

    const backup = await createBackup(database, { reason: "commande" });
    const manifest = await readManifest(backup!.file);
    expect(manifest.uploads).toEqual({ files: 3, bytes: 1500 + 700 + 4 });
    await source.close();

    // The new site's bucket holds a stray file: refused, then replaced with --force.
    target.use();
    await getStorage().put("images/ancien/960.webp", randomBytes(10), "image/webp");
    const refusal = await restoreBackup(backup!.file, { dataDir: targetDir }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect((refusal as Error).message).toContain("compartiment S3 « site-restaure »");
    expect(await getStorage().get("images/a1/960.webp")).toBeNull();

    await restoreBackup(backup!.file, { dataDir: targetDir, force: true });
    expect(await contents()).toEqual(original);
  });
});
