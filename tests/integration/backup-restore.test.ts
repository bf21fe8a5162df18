/**
 * `npm run backup` / `npm run restore` (decision 0017), on PGlite in a temporary folder, and on
 * PostgreSQL (the default project): a site under load (20 submitters sending donations,
 * contact messages and event requests through the domain functions) is backed up; the archive is
 * restored into an empty target, which holds every submission acknowledged before the backup
 * started, every official receipt serial and every uploaded file. A non-empty target is refused
 * without --force, and a file that is not one of our archives is refused before anything.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, donations, eventRequests, receipts } from "#db/schema";
import { seed } from "#db/seed/index";
import { submitContactForm } from "~/domain/contact/contact.server";
import { byUser, confirmGift } from "~/domain/gifts/lifecycle.server";
import { submitDonation } from "~/domain/donations/donation.server";
import { submitEventRequest } from "~/domain/event-requests/event-request.server";
import { defaultSettings } from "~/domain/settings/schema";
import { saveSettings } from "~/domain/settings/settings.server";
import { createUser } from "~/domain/users/users.server";
import { todayInSaguenay } from "~/lib/format";
import { readManifest, ArchiveError } from "~/server/backup/archive-files.server";
import { createBackup, type BackupResult } from "~/server/backup/create-backup.server";
import { restoreBackup, RestoreRefusedError } from "~/server/backup/restore-backup.server";
import {
  migrate,
  openDatabase,
  useDatabase as installDatabase,
  type Database,
} from "~/server/db.server";
import { KEY_FILE, openSecret, sealSecret } from "~/server/secret-box.server";
import { getStorage } from "~/server/storage.server";
import { runPgTool } from "~/server/backup/database-dump.server";
import { adminQuery, testDatabaseServer } from "../helpers/test-database-server";
import { createTestDatabase, withTempDataDir, type TempDataDir } from "../helpers/db";

const serverUrl = testDatabaseServer()?.url;
const kind = serverUrl ? "postgres" : "pglite";

/**
 * A server's backup is pg_dump's, which must be at least as new as the server
 * (database-dump.server.ts): Debian 12's pg_dump is 15, the run's embedded cluster 17. CI runs this
 * file once more on the machine's PostgreSQL 15 (.ci/run), where it can.
 */
async function pgDumpReaches(url: string): Promise<boolean> {
  const client = Number(
    /(\d+)/.exec(await runPgTool("pg_dump", ["--version"]).catch(() => ""))?.[1],
  );
  const { rows } = await adminQuery(url, (admin) =>
    admin.query<{ v: string }>("select current_setting('server_version_num') as v"),
  );
  return client >= Math.floor(Number(rows[0]?.v) / 10000);
}
const dumpable = serverUrl ? await pgDumpReaches(serverUrl) : true;

let temp: TempDataDir;
let database: Database;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  temp = withTempDataDir();
  if (serverUrl) {
    database = await createTestDatabase();
  } else {
    database = await openDatabase({ dataDir: path.join(temp.dir, "db") });
    await migrate(database);
    installDatabase(database);
  }
  await seed(database.db, { images: false });
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  installDatabase(undefined);
  await database?.close();
  await temp?.cleanup();
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Ack = { kind: "donation" | "message" | "request"; key: string };

/** One submission of the n-th kind, from its own address (the hourly limits are per address). */
async function submit(n: number): Promise<Ack> {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const db = database.db;
  switch (n % 3) {
    case 0: {
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
        { ip },
      );
      if (result.status !== "recorded") throw new Error(`don refusé : ${JSON.stringify(result)}`);
      return { kind: "donation", key: result.summary.reference };
    }
    case 1: {
      const subject = `Charge ${n}`;
      const result = await submitContactForm(
        db,
        form({
          name: "Fatou Ndiaye",
          email: `fatou${n}@example.org`,
          subject,
          message: "Bonjour.",
        }),
        { ip },
      );
      if (result.status !== "sent") throw new Error(`message refusé : ${JSON.stringify(result)}`);
      return { kind: "message", key: subject };
    }
    default: {
      const result = await submitEventRequest(
        db,
        form({
          name: `Awa Diop ${n}`,
          email: `demande${n}@example.org`,
          phone: "418 555-0123",
          eventType: "conference",
          eventDate: addDays(todayInSaguenay(), 40),
          eventTime: "14:30",
          location: "Salle de conférence",
          attendees: "120",
          description: "Conférence.",
        }),
        { ip },
      );
      if (result.status !== "sent") throw new Error(`demande refusée : ${JSON.stringify(result)}`);
      return { kind: "request", key: result.reference };
    }
  }
}

/** An official receipt: a qualifying gift confirmed by a treasurer. */
async function issueReceipt(): Promise<number> {
  await saveSettings(database.db, "donation", {
    ...defaultSettings.donation,
    charityNumber: "123456789 RR 0001",
    receiptSigner: "Mamadou Diallo, trésorier",
  });
  const treasurer = await createUser(database.db, {
    email: "tresorier@example.org",
    name: "Trésorier",
    password: "une phrase de passe solide",
    role: "tresorier",
  });
  const [row] = await database.db
    .insert(donations)
    .values({
      reference: "DON-SAUVE1",
      firstName: "Awa",
      lastName: "Ndiaye",
      email: "awa.ndiaye@example.org",
      address: "45, rue Price Ouest",
      city: "Chicoutimi",
      province: "QC",
      postalCode: "G7J 1G5",
      country: "Canada",
      amountCents: 123_456,
      paymentMethod: "interac",
      status: "pending",
      receiptRequested: true,
    })
    .returning({ id: donations.id });
  await confirmGift(database.db, byUser(treasurer.id), row!.id);
  const [receipt] = await database.db.select().from(receipts);
  expect(receipt?.serialNumber).toBeTruthy();
  return receipt!.serialNumber as unknown as number;
}

async function openRestored(target: { dataDir: string; databaseUrl?: string }) {
  const restored = await openDatabase(
    target.databaseUrl ? { url: target.databaseUrl } : { dataDir: path.join(target.dataDir, "db") },
  );
  cleanups.push(() => restored.close());
  return restored;
}

/** An empty target of the same kind: a folder, and on PostgreSQL a new empty database. */
async function emptyTarget(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "fondation-restauration-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { dataDir };
  const { default: pg } = await import("pg");
  const name = `vitest_${Math.floor(Date.now() / 1000)}_${process.pid}_r${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const again = new pg.Client({ connectionString: serverUrl });
    await again.connect();
    await again.query(`drop database if exists "${name}" with (force)`);
    await again.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

describe.skipIf(!dumpable)(`backup and restore (${kind})`, () => {
  let backup: BackupResult;
  let before: Ack[] = [];
  let serial: number;
  let sealed: string;
  const uploads = new Map<string, Buffer>();

  it("backs up a site under load without losing an acknowledged submission", async () => {
    serial = await issueReceipt();
    // A secret sealed with the key of DATA_DIR (an API key, a two-step secret): the archive must
    // let it be read again after a restore.
    sealed = sealSecret("clé API de test", "api:stripe");
    const storage = getStorage();
    for (let i = 0; i < 5; i++) {
      const key = `images/sauvegarde-${i}/960.webp`;
      const bytes = randomBytes(2048 + i);
      await storage.put(key, bytes, "image/webp");
      uploads.set(key, bytes);
    }

    const acknowledged: Ack[] = [];
    let next = 0;
    let stop = false;
    let failure: unknown;
    const submitters = Array.from({ length: 20 }, async () => {
      try {
        while (!stop) {
          acknowledged.push(await submit(next++));
          // Each visitor sends five forms a second: 100 a second in all, far above the site's
          // real traffic, and the level where PGlite (in this very thread) still leaves the
          // backup's file work a share of the CPU. Flat out, the submitters alone fill it.
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } catch (error) {
        failure ??= error;
        stop = true;
      }
    });
    // Let the load run, then take the backup in the middle of it.
    while (acknowledged.length < 40 && !failure)
      await new Promise((resolve) => setTimeout(resolve, 10));
    if (failure) throw failure;
    before = [...acknowledged];
    const result = await createBackup(database, { reason: "commande" });
    const after = acknowledged.length;
    stop = true;
    await Promise.all(submitters);
    if (failure) throw failure;
    expect(result).not.toBeNull();
    backup = result!;
    expect(path.basename(backup.file)).toMatch(/^sauvegarde-\d{8}-\d{6}\.tar\.gz$/);
    expect(path.dirname(backup.file)).toBe(path.join(temp.dir, "backups"));
    // The load really ran while the backup was made.
    expect(after).toBeGreaterThanOrEqual(before.length);

    const manifest = await readManifest(backup.file);
    expect(manifest).toMatchObject({
      version: 1,
      reason: "commande",
      database: { kind, migrationsApplied: expect.any(Number) },
      uploads: { files: uploads.size },
      encryptionKey: "fichier",
    });
    expect(manifest.database.migrationLevel).toMatch(/^\d{4}_/);
    expect(manifest.counts.receipts).toBe(1);
  }, 180_000);

  it("restores into an empty target: every acknowledged submission, receipt serial and file", async () => {
    const target = await emptyTarget();
    const { manifest } = await restoreBackup(backup.file, target);
    const restored = await openRestored(target);
    const db = restored.db;

    const refs = new Set(
      (await db.select({ r: donations.reference }).from(donations)).map((x) => x.r),
    );
    const subjects = new Set(
      (await db.select({ s: contactMessages.subject }).from(contactMessages)).map((x) => x.s),
    );
    const requests = new Set(
      (await db.select({ r: eventRequests.reference }).from(eventRequests)).map((x) => x.r),
    );
    const missing = before.filter(
      (ack) =>
        !(ack.kind === "donation" ? refs : ack.kind === "message" ? subjects : requests).has(
          ack.key,
        ),
    );
    expect(missing).toEqual([]);
    // The counts of the manifest were read in the same instant as the dump.
    expect(refs.size).toBe(manifest.counts.donations);

    const serials = (await db.select().from(receipts)).map((row) => row.serialNumber);
    expect(serials).toEqual([serial]);
    const [gift] = await db.select().from(donations).where(eq(donations.reference, "DON-SAUVE1"));
    expect(gift?.status).toBe("completed");

    for (const [key, bytes] of uploads) {
      const file = path.join(target.dataDir, "uploads", ...key.split("/"));
      expect(readFileSync(file).equals(bytes), key).toBe(true);
    }
    expect(readFileSync(path.join(target.dataDir, KEY_FILE), "utf8")).toBe(
      readFileSync(path.join(temp.dir, KEY_FILE), "utf8"),
    );
    const { deriveKey } = await import("~/server/secret-box.server");
    const restoredKey = readFileSync(path.join(target.dataDir, KEY_FILE), "utf8").trim();
    expect(openSecret(sealed, "api:stripe", deriveKey(restoredKey))).toBe("clé API de test");

    // The target now holds data: refused without --force, with what was found.
    const refusal = await restoreBackup(backup.file, target).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect((refusal as Error).message).toContain("La destination n'est pas vide");
    expect((refusal as Error).message).toContain("des fichiers téléversés");
    expect((refusal as Error).message).toContain("--force");
  });

  it("replaces a non-empty target with --force", async () => {
    const target = await emptyTarget();
    writeFileSync(path.join(target.dataDir, KEY_FILE), "autre-clé");
    await expect(restoreBackup(backup.file, target)).rejects.toThrow(/clé de chiffrement/);
    await restoreBackup(backup.file, { ...target, force: true });
    const restored = await openRestored(target);
    const serials = (await restored.db.select().from(receipts)).map((row) => row.serialNumber);
    expect(serials).toEqual([serial]);
  });

  it("refuses a file that is not one of our archives, and one of a newer format", async () => {
    const target = await emptyTarget();
    const notOurs = path.join(target.dataDir, "autre.tar.gz");
    writeFileSync(notOurs, "ceci n'est pas une archive");
    await expect(restoreBackup(notOurs, target)).rejects.toBeInstanceOf(ArchiveError);

    const { create } = await import("tar");
    const staging = mkdtempSync(path.join(os.tmpdir(), "fondation-format-"));
    cleanups.push(async () => rmSync(staging, { recursive: true, force: true }));
    writeFileSync(
      path.join(staging, "manifest.json"),
      JSON.stringify({ format: "fondation-chicoutimi/sauvegarde", version: 99 }),
    );
    const newer = path.join(target.dataDir, "sauvegarde-20990101-000000.tar.gz");
    await create({ gzip: true, cwd: staging, file: newer }, ["manifest.json"]);
    await expect(restoreBackup(newer, target)).rejects.toThrow(/version plus récente/);
  });
});
