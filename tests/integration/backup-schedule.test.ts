/**
 * The automatic backups (decision 0017): the nightly time in Saguenay across the changes of hour,
 * BACKUP_TIME / BACKUP_KEEP, the pruning of old automatic archives (manual ones kept), and the
 * backup taken before a new migration changes a database that holds data.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listArchives, readManifest } from "~/server/backup/archive-files.server";
import { backupBeforeMigration } from "~/server/backup/before-migration.server";
import { createBackup } from "~/server/backup/create-backup.server";
import {
  nextRun,
  pruneAutomaticArchives,
  scheduleFromEnv,
} from "~/server/backup/nightly-schedule.server";
import { migrate, openDatabase, type Database } from "~/server/db.server";
import { withTempDataDir, type TempDataDir } from "../helpers/db";

describe("nextRun", () => {
  it("03:00 à Saguenay, en hiver (UTC−5) comme en été (UTC−4)", () => {
    expect(nextRun({ hour: 3, minute: 0 }, new Date("2026-01-15T12:00:00Z")).toISOString()).toBe(
      "2026-01-16T08:00:00.000Z",
    );
    expect(nextRun({ hour: 3, minute: 0 }, new Date("2026-07-15T12:00:00Z")).toISOString()).toBe(
      "2026-07-16T07:00:00.000Z",
    );
  });

  it("le jour même quand l'heure n'est pas encore passée, jamais l'instant présent", () => {
    expect(nextRun({ hour: 23, minute: 30 }, new Date("2026-01-15T12:00:00Z")).toISOString()).toBe(
      "2026-01-16T04:30:00.000Z",
    );
    const now = new Date("2026-01-16T08:00:00Z"); // 03:00 in Saguenay
    expect(nextRun({ hour: 3, minute: 0 }, now).toISOString()).toBe("2026-01-17T08:00:00.000Z");
  });

  it("la nuit du passage à l'heure d'été et à l'heure normale", () => {
    // 2026-03-08: 02:00 → 03:00 (UTC−4 from then on); 2026-11-01: 02:00 → 01:00 (UTC−5).
    expect(nextRun({ hour: 3, minute: 0 }, new Date("2026-03-08T05:00:00Z")).toISOString()).toBe(
      "2026-03-08T07:00:00.000Z",
    );
    expect(nextRun({ hour: 3, minute: 0 }, new Date("2026-11-01T04:00:00Z")).toISOString()).toBe(
      "2026-11-01T08:00:00.000Z",
    );
  });
});

describe("scheduleFromEnv", () => {
  it("03:00 et 14 archives par défaut, off désactive, une valeur invalide reprend le défaut", () => {
    expect(scheduleFromEnv({})).toEqual({ time: { hour: 3, minute: 0 }, keep: 14 });
    expect(scheduleFromEnv({ BACKUP_TIME: "off", BACKUP_KEEP: "7" })).toEqual({
      time: null,
      keep: 7,
    });
    expect(scheduleFromEnv({ BACKUP_TIME: "1:15" }).time).toEqual({ hour: 1, minute: 15 });
    expect(scheduleFromEnv({ BACKUP_TIME: "25:00", BACKUP_KEEP: "zéro" })).toEqual({
      time: { hour: 3, minute: 0 },
      keep: 14,
    });
  });
});

describe("sauvegardes automatiques", () => {
  let temp: TempDataDir;
  let database: Database;

  beforeAll(async () => {
    temp = withTempDataDir();
    database = await openDatabase({ dataDir: path.join(temp.dir, "db") });
  });

  afterAll(async () => {
    await database?.close();
    await temp?.cleanup();
  });

  it("rien avant la première migration d'une base neuve", async () => {
    await backupBeforeMigration(database);
    expect(await listArchives(path.join(temp.dir, "backups"))).toEqual([]);
  });

  it("une sauvegarde avant une nouvelle migration d'une base qui a des données", async () => {
    await migrate(database);
    await backupBeforeMigration(database); // up to date: nothing
    expect(await listArchives(path.join(temp.dir, "backups"))).toEqual([]);
    // As if this version brought a migration the database has not applied yet.
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await backupBeforeMigration(database);
    const [archive] = await listArchives(path.join(temp.dir, "backups"));
    expect(archive).toBeDefined();
    const manifest = await readManifest(archive!.file);
    expect(manifest.reason).toBe("avant-migration");
    expect(manifest.database.migrationLevel).toMatch(/^\d{4}_/);
    expect(manifest.database.migrationsApplied).toBeGreaterThan(0);
  });

  it("ne garde que les N dernières archives automatiques, jamais les manuelles", async () => {
    const dir = path.join(temp.dir, "backups");
    await createBackup(database, { reason: "manuelle" });
    for (let i = 0; i < 3; i++) await createBackup(database, { reason: "nuit" });
    const before = readdirSync(dir).filter((name) => name.endsWith(".tar.gz"));
    expect(before).toHaveLength(5); // + the one before the migration
    const deleted = await pruneAutomaticArchives(2, dir);
    expect(deleted).toHaveLength(2);
    const reasons = await Promise.all(
      (await listArchives(dir)).map(async (a) => (await readManifest(a.file)).reason),
    );
    expect(reasons.sort()).toEqual(["manuelle", "nuit", "nuit"]);
  });
});
