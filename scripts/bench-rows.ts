/**
 * npm run bench:rows — server time of every back-office list at volume (after npm run db:fill).
 *
 * Calls the domain functions the screens' loaders call (donations and their tabs, the shop's
 * orders, the messages, the journal, the donations' CSV export) directly against the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR, under its lock: stop the server
 * first), and prints the median of several runs of each. Budget (issue 14): every list, filter,
 * search and deep page under 100 ms; the export's first byte under 200 ms and 100,000 rows under
 * 2 s with flat memory. It prints; it does not fail on a missed budget.
 *
 * `--explain` prints EXPLAIN ANALYZE of the key queries instead (scripts/bench-rows-explain.ts).
 *
 * Environment: BENCH_RUNS (runs per measure after one warm-up, default 7).
 */
import { acquireDataLock } from "~/server/data-lock.server";
import { dataDir } from "~/server/data-dir.server";
import { closeDatabase, getDatabase, optionsFromEnv, type Db } from "~/server/db.server";
import { listJournal, journalFilterOptions } from "~/domain/audit/audit.server";
import { listMessages } from "~/domain/contact/messages-inbox.server";
import { donationTotals, listDonations } from "~/domain/donations/donations-admin.server";
import { listMonthlyGifts } from "~/domain/donations/monthly-gifts-admin.server";
import { findPeople } from "~/domain/people/people.server";
import { listOrders, shopStatistics } from "~/domain/shop/orders-admin.server";
import { explainAll } from "./bench-rows-explain";
import { measureDonationsExport } from "./bench-rows-export";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
/** A page far down every list: the last one (a page past the end gives the last). */
const DEEP = 1_000_000;

type Measure = [name: string, run: (db: Db) => Promise<unknown>];

const measures: Measure[] = [
  ["Dons : cartes de synthèse", (db) => donationTotals(db)],
  ["Dons : page 1", (db) => listDonations(db, { page: 1, status: null, q: "" })],
  ["Dons : page 2", (db) => listDonations(db, { page: 2, status: null, q: "" })],
  ["Dons : dernière page", (db) => listDonations(db, { page: DEEP, status: null, q: "" })],
  ["Dons : statut en attente", (db) => listDonations(db, { page: 1, status: "pending", q: "" })],
  [
    "Dons : statut complété, dernière page",
    (db) => listDonations(db, { page: DEEP, status: "completed", q: "" }),
  ],
  [
    "Dons : recherche « tremblay »",
    (db) => listDonations(db, { page: 1, status: null, q: "tremblay" }),
  ],
  [
    "Dons : recherche « marie gagnon »",
    (db) => listDonations(db, { page: 1, status: null, q: "marie gagnon" }),
  ],
  [
    "Dons : recherche référence « DON-A »",
    (db) => listDonations(db, { page: 1, status: null, q: "DON-A" }),
  ],
  [
    "Dons : recherche sans résultat",
    (db) => listDonations(db, { page: 1, status: null, q: "zzzzqx" }),
  ],
  [
    "Dons : recherche + statut, dernière page",
    (db) => listDonations(db, { page: DEEP, status: "completed", q: "tremblay" }),
  ],
  ["Dons mensuels : page 1", (db) => listMonthlyGifts(db, 1)],
  ["Donateurs : page 1", (db) => findPeople(db, "", 1)],
  ["Donateurs : dernière page", (db) => findPeople(db, "", DEEP)],
  ["Donateurs : recherche « tremblay »", (db) => findPeople(db, "tremblay", 1)],
  ["Commandes : page 1", (db) => listOrders(db, { page: 1, status: null })],
  ["Commandes : dernière page", (db) => listOrders(db, { page: DEEP, status: null })],
  ["Commandes : statut en attente", (db) => listOrders(db, { page: 1, status: "pending" })],
  [
    "Commandes : statut livrée, dernière page",
    (db) => listOrders(db, { page: DEEP, status: "delivered" }),
  ],
  ["Boutique : statistiques", (db) => shopStatistics(db)],
  ["Messages : page 1", (db) => listMessages(db, { page: 1, filter: null })],
  ["Messages : non lus", (db) => listMessages(db, { page: 1, filter: "non-lus" })],
  ["Messages : dernière page", (db) => listMessages(db, { page: DEEP, filter: null })],
  ["Messages : lus, dernière page", (db) => listMessages(db, { page: DEEP, filter: "lus" })],
  ["Journal : page 1", (db) => listJournal(db, 1)],
  ["Journal : dernière page", (db) => listJournal(db, DEEP)],
  ["Journal : élément « commande »", (db) => listJournal(db, 1, { entity: "order" })],
  ["Journal : élément « page », dernière page", (db) => listJournal(db, DEEP, { entity: "page" })],
  ["Journal : auteur", (db) => listJournal(db, 1, { userId: 1 })],
  ["Journal : choix des filtres", (db) => journalFilterOptions(db)],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value: number) => value.toFixed(1).padStart(8);

async function main(): Promise<void> {
  const options = optionsFromEnv();
  const lock = options.url ? null : acquireDataLock(dataDir(), "remplissage");
  try {
    const database = await getDatabase();
    const db = database.db;
    const sizes = await db.execute(
      ("select (select count(*) from donations) as dons, (select count(*) from orders) as commandes, " +
        "(select count(*) from contact_messages) as messages, (select count(*) from audit_log) as journal") as never,
    );
    console.log(
      `Base : ${database.kind}, ${JSON.stringify((sizes as { rows: unknown[] }).rows[0])}`,
    );
    if (process.argv.includes("--explain")) {
      await explainAll(db);
      return;
    }
    console.log(`Médiane de ${runs} essais après un essai à blanc, en ms :\n`);
    console.log(`| ${"Mesure".padEnd(44)} | médiane  |   min    |   max    |`);
    console.log(`|${"-".repeat(46)}|----------|----------|----------|`);
    for (const [name, run] of measures) {
      await run(db);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await run(db);
        times.push(performance.now() - start);
      }
      const flag = median(times) > 100 ? " ⚠" : "";
      console.log(
        `| ${name.padEnd(44)} | ${ms(median(times))} | ${ms(Math.min(...times))} | ${ms(Math.max(...times))} |${flag}`,
      );
    }
    console.log("\nExport CSV des dons (tous, sans filtre) :");
    for (let i = 0; i < 3; i++) {
      const result = await measureDonationsExport(db);
      console.log(
        `  premier octet ${result.firstByteMs.toFixed(0)} ms, premières lignes ${result.firstRowsMs.toFixed(0)} ms, fin ${result.totalMs.toFixed(0)} ms, ` +
          `${result.rows} lignes, ${(result.bytes / 1e6).toFixed(1)} Mo, ` +
          `mémoire (RSS) +${(result.rssGrowth / 1e6).toFixed(0)} Mo, pic ${(result.peakRss / 1e6).toFixed(0)} Mo`,
      );
    }
  } finally {
    await closeDatabase();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(`Mesure impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
