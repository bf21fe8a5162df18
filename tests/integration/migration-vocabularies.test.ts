/**
 * The vocabularies migration (decision 0040): a database migrated up to the migration before it,
 * holding legacy and unknown values, keeps every row once migrated, with each value moved to a
 * known one; afterwards the database itself refuses a value outside a column's vocabulary.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type Database } from "~/server/db.server";
import { migrationsFolder } from "~/server/migrations-folder.server";

const TAG = "0017_vocabularies";

function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A copy of db/migrations whose journal stops before the vocabularies migration. */
function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const TABLES = [
  "payment_options",
  "donations",
  "orders",
  "products",
  "users",
  "newsletter_subscribers",
  "staff",
] as const;

describe("migration des vocabulaires", () => {
  let database: Database;
  let before: Record<string, number>;

  const count = async (table: string) =>
    Number(
      rows<{ n: string | number }>(
        await database.db.execute(sql.raw(`select count(*) as n from "${table}"`)),
      )[0].n,
    );
  const select = async <T>(query: string) => rows<T>(await database.db.execute(sql.raw(query)));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
    const older = migrationsBefore(TAG);
    try {
      await migrate(database, older.folder);
    } finally {
      older.remove();
    }
    // What a site migrated before 0040 may hold: the seed's "interact", and values no code wrote.
    const legacy = `
      insert into payment_options (name, type, enabled) values
        ('Virement Interac', 'interact', true), ('Carte', 'card', false), ('Chèque postal', 'mandat', false);
      insert into donations (reference, first_name, last_name, email, amount_cents, payment_method, status) values
        ('DON-AAAAAA', 'Awa', 'Diop', 'awa@example.ca', 5000, 'interact', 'completed'),
        ('DON-BBBBBB', 'Moussa', 'Ba', 'moussa@example.ca', 2500, 'interac', 'en_cours');
      insert into orders (reference, customer_name, customer_email, status, payment_method, total_cents) values
        ('CMD-AAAAAA', 'Awa Diop', 'awa@example.ca', 'expediee', 'interact', 1500);
      insert into products (name, price_cents, category, status) values
        ('Chapelet', 1500, 'accessoires', 'epuise'), ('Coran', 3000, 'livres', 'active');
      insert into users (email, name, password_hash, role) values
        ('a@example.ca', 'Admin', 'x', 'administrateur'), ('b@example.ca', 'Bénévole', 'x', 'superviseur');
      insert into newsletter_subscribers (email, status, consent_text, consent_source, consented_at) values
        ('c@example.ca', 'actif', 'Oui', '/infolettre', now());
      insert into staff (name, role, department, hire_date, status) values
        ('Fatou', 'Secrétaire', 'accueil', '2020-01-01', 'ancien');
    `;
    for (const statement of legacy.split(";").filter((text) => text.trim())) {
      await database.db.execute(sql.raw(statement));
    }
    before = Object.fromEntries(
      await Promise.all(TABLES.map(async (table) => [table, await count(table)] as const)),
    );
    await migrate(database);
  });

  afterAll(async () => {
    await database?.close();
  });

  it("garde chaque ligne", async () => {
    for (const table of TABLES) expect([table, await count(table)]).toEqual([table, before[table]]);
  });

  it("écrit Interac d'une seule façon", async () => {
    expect(await select(`select name, type from payment_options order by id`)).toEqual([
      { name: "Virement Interac", type: "interac" },
      { name: "Carte", type: "card" },
      { name: "Chèque postal", type: "other" },
    ]);
    expect(
      await select(`select reference, payment_method from donations order by reference`),
    ).toEqual([
      { reference: "DON-AAAAAA", payment_method: "interac" },
      { reference: "DON-BBBBBB", payment_method: "interac" },
    ]);
    expect(await select(`select payment_method, status from orders`)).toEqual([
      { payment_method: "interac", status: "processing" },
    ]);
  });

  it("range une valeur inconnue là où le site la traitait déjà", async () => {
    // An unknown donation status counted in no total: cancelled, the old value kept in the reason.
    expect(
      await select(`select status, status_reason from donations where reference = 'DON-BBBBBB'`),
    ).toEqual([
      { status: "cancelled", status_reason: "Statut inconnu avant la migration : en_cours" },
    ]);
    expect(await select(`select name, status from products order by id`)).toEqual([
      { name: "Chapelet", status: "out_of_stock" },
      { name: "Coran", status: "active" },
    ]);
    // A role the code did not know could not sign in: the account stays closed.
    expect(await select(`select email, role, active from users order by id`)).toEqual([
      { email: "a@example.ca", role: "administrateur", active: true },
      { email: "b@example.ca", role: "editeur", active: false },
    ]);
    expect(await select(`select status from newsletter_subscribers`)).toEqual([
      { status: "unsubscribed" },
    ]);
    expect(await select(`select department, status from staff`)).toEqual([
      { department: "administration", status: "termine" },
    ]);
  });

  it("refuse ensuite une valeur hors du vocabulaire", async () => {
    /** The constraint that refused the statement (drizzle wraps the database's error). */
    const refusedBy = (statement: ReturnType<typeof sql>) =>
      database.db.execute(statement).then(
        () => null,
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(
      await refusedBy(sql`insert into payment_options (name, type) values ('Interac', 'interact')`),
    ).toBe("payment_options_type_check");
    expect(await refusedBy(sql`update donations set status = 'approuve'`)).toBe(
      "donations_status_check",
    );
    expect(await refusedBy(sql`update users set role = 'superviseur'`)).toBe("users_role_check");
    // A nullable column stays nullable.
    await expect(
      database.db.execute(
        sql`insert into carousel_slides (image, title, button_text, action) values ('/a.jpg', 'A', 'B', null)`,
      ),
    ).resolves.toBeDefined();
  });
});
