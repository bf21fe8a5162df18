/**
 * The test database helper itself, on whichever backend is active: PGlite in memory by default,
 * a throw-away PostgreSQL database otherwise.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { contactMessages, settings } from "#db/schema";
import { getDb } from "~/server/db.server";
import { migrationsFolder } from "~/server/migrations-folder.server";
import { createTestDatabase, withTempDataDir, type TestDatabase } from "../helpers/db";
import { testDatabaseServer } from "../helpers/test-database-server";

function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
) as {
  entries: { tag: string }[];
};

const onServer = testDatabaseServer() !== undefined;

describe(`base de test (${onServer ? "PostgreSQL" : "PGlite"})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it("utilise le bon moteur", () => {
    expect(database.kind).toBe(onServer ? "postgres" : "pglite");
    if (onServer) expect(database.name).toMatch(/^vitest_/);
  });

  it("applique toutes les migrations", async () => {
    const applied = rows<{ count: number | string }>(
      await database.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
    );
    expect(Number(applied[0].count)).toBe(journal.entries.length);

    const tables = rows<{ tablename: string }>(
      await database.db.execute(
        sql`select tablename from pg_catalog.pg_tables where schemaname = 'public'`,
      ),
    ).map((row) => row.tablename);
    expect(tables).toEqual(
      expect.arrayContaining(["users", "contact_messages", "settings", "projects"]),
    );
  });

  it("est celle que getDb() renvoie aux loaders et actions", async () => {
    expect(await getDb()).toBe(database.db);
  });

  it("reset() vide les tables et remet les identités à 1", async () => {
    const message = {
      name: "Awa Diop",
      email: "awa@example.ca",
      subject: "Bonjour",
      message: "Un message de test.",
    };
    const [first] = await database.db.insert(contactMessages).values(message).returning();
    await database.db.insert(contactMessages).values(message);
    await database.db.insert(settings).values({ key: "test", value: { ok: true } });
    expect(await database.db.$count(contactMessages)).toBe(2);

    await database.reset();

    expect(await database.db.$count(contactMessages)).toBe(0);
    expect(await database.db.$count(settings)).toBe(0);
    const [again] = await database.db.insert(contactMessages).values(message).returning();
    expect(again.id).toBe(first.id);

    // The migrations journal survives a reset.
    const applied = rows<{ count: number | string }>(
      await database.db.execute(sql`select count(*) as count from drizzle.__drizzle_migrations`),
    );
    expect(Number(applied[0].count)).toBe(journal.entries.length);
  });
});

describe("withTempDataDir", () => {
  it("pointe DATA_DIR vers un dossier neuf puis le restaure", async () => {
    const before = process.env.DATA_DIR;
    const temp = withTempDataDir();
    expect(process.env.DATA_DIR).toBe(temp.dir);
    expect(temp.dir).not.toBe(before);
    await temp.cleanup();
    expect(process.env.DATA_DIR).toBe(before);
  });
});
