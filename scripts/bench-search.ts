/**
 * Site search at 10,000 documents (decision 0030): `npm run bench:search`.
 *
 * Fills a throw-away database with 10,000 public items of the six kinds the search covers
 * (articles of a few hundred words of French in HTML, events, speeches, pages, products,
 * projects; plus 10 % drafts and hidden items it must skip), then times `searchSite` — the count
 * and the page of ten with its highlighted excerpts, as /recherche runs it — for common and rare
 * words, several words, accents left out, a phrase, no match and a far page.
 *
 * Database: PGlite in memory by default; with SEARCH_BENCH_URL (a PostgreSQL server's URL, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) a new database is created there and dropped
 * after (kept, to look at query plans, with SEARCH_BENCH_KEEP=1). SEARCH_BENCH_DOCS changes the
 * number of documents, SEARCH_BENCH_RUNS the timed runs.
 * Target: well under 100 ms per search. It prints; it does not fail.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import { blogPosts, events, pages, products, projects, speeches } from "#db/schema";
import { searchSite } from "~/domain/search/search.server";
import { migrate, openDatabase, type Database } from "~/server/db.server";

const DOCS = Number(process.env.SEARCH_BENCH_DOCS ?? 10_000);
const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 20);
const serverUrl = process.env.SEARCH_BENCH_URL?.trim();

// A small deterministic generator (mulberry32), so that every run searches the same texts.
let state = 20_260_000;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// The words of the texts, most frequent first: the site's own vocabulary, then made-up words of
// French syllables, so that, as in real text, a few words are everywhere and most are rare.
const COMMON = (
  "la le les de des du et à en une un pour dans sur avec par nous notre nos fondation " +
  "communauté prière prières Prophète enseignement foi fraternité Chicoutimi Saguenay famille " +
  "familles jeunes enfants cours conférence conférences événement événements fête fêtes " +
  "célébration bénévoles don dons projet projets zawiya bibliothèque solidarité entraide " +
  "intégration culture mémoire histoire voie spirituelle Tidjaniya dahira cheikh imam khutba " +
  "vendredi ramadan jeûne aumône pèlerinage patience gratitude miséricorde lumière cœur " +
  "âme savoir sagesse étude lecture récitation poème poèmes chant chants Gamou Tabaski Aïd " +
  "hiver été automne printemps neige fjord rivière quartier salle repas partage accueil"
).split(" ");
const SYLLABLES =
  "ba bé ca ché da dé fa ga gué la lé ma mé na né pa pé ra ré sa sé ta té va vé zo ou an in on".split(
    " ",
  );
const MADE_UP = Array.from({ length: 4_000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(""),
);
// "Tadoussac" far down the list: a word a few documents hold.
const WORDS = [...COMMON, ...MADE_UP.slice(0, 2_000), "Tadoussac", ...MADE_UP.slice(2_000)];
/** The word of rank r with a probability about 1/r (Zipf's law). */
const word = () => WORDS[Math.floor(WORDS.length ** random()) - 1]!;

function sentence(): string {
  const length = 8 + Math.floor(random() * 14);
  const words = Array.from({ length }, word);
  const text = words.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
const sentences = (n: number) => Array.from({ length: n }, sentence).join(" ");
const html = (paragraphs: number) =>
  Array.from({ length: paragraphs }, () => `<p>${sentences(4)}</p>`).join("\n");
const title = () => sentences(1).replace(/\.$/, "").split(" ").slice(0, 7).join(" ");
const tag = () => randomBytes(4).toString("hex");

/** Inserts `count` rows made by `row`, 500 at a time. */
async function fill<T>(
  count: number,
  row: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => row(start + i));
    await insert(rows);
  }
}

async function fillDocuments(database: Database): Promise<Record<string, number>> {
  const db = database.db;
  // Shares of the documents; one in ten of the kinds with a visibility rule is not public.
  const share = (part: number) => Math.round(DOCS * part);
  const counts = {
    articles: share(0.4),
    events: share(0.2),
    speeches: share(0.15),
    pages: share(0.1),
    products: share(0.1),
    projects: share(0.05),
  };
  const now = Date.now();
  await fill(
    counts.articles,
    (i) => ({
      slug: `article-${i}-${tag()}`,
      title: title(),
      excerpt: sentences(2),
      content: html(6 + Math.floor(random() * 10)),
      author: "Awa Ndiaye",
      category: pick(["Enseignements", "Histoire", "Prières", "Ramadan"]),
      status: i % 10 === 0 ? "draft" : "published",
      publishedAt: new Date(now - i * 3_600_000),
    }),
    (rows) => db.insert(blogPosts).values(rows),
  );
  await fill(
    counts.events,
    (i) => ({
      slug: `evenement-${i}-${tag()}`,
      title: title(),
      description: sentences(5),
      startsAt: new Date(now + (i - counts.events / 2) * 86_400_000),
      location: pick(["Salle de la fondation", "Zawiya de Chicoutimi", "Centre communautaire"]),
      category: "community",
    }),
    (rows) => db.insert(events).values(rows),
  );
  await fill(
    counts.speeches,
    (i) => ({
      title: title(),
      speaker: pick(["Imam Moussa Kane", "Cheikh Ibrahima Fall", "Oustaz Ali Ba"]),
      date: "2026-03-06",
      category: "Spiritualité",
      excerpt: sentences(2),
      content: html(4 + Math.floor(random() * 8)),
      published: i % 10 !== 0,
    }),
    (rows) => db.insert(speeches).values(rows),
  );
  await fill(
    counts.pages,
    (i) => ({
      route: `/page-${i}-${tag()}`,
      title: title(),
      summary: sentences(1),
      content: html(3 + Math.floor(random() * 6)),
    }),
    (rows) => db.insert(pages).values(rows),
  );
  await fill(
    counts.products,
    (i) => ({
      name: title(),
      description: sentences(3),
      priceCents: 1_000 + i,
      category: "livres",
      stock: 5,
      status: i % 10 === 0 ? "hidden" : "active",
    }),
    (rows) => db.insert(products).values(rows),
  );
  await fill(
    counts.projects,
    (i) => ({
      title: title(),
      description: sentences(6),
      category: "social",
      status: i % 10 === 0 ? "draft" : "active",
      goalCents: 1_000_000,
      startDate: "2026-01-01",
    }),
    (rows) => db.insert(projects).values(rows),
  );
  await db.execute(sql`analyze`);
  return counts;
}

const SEARCHES: [label: string, q: string, page?: number][] = [
  ["mot fréquent", "prière"],
  ["mot fréquent, page 5", "prière", 5],
  ["mot rare", "Tadoussac"],
  ["deux mots", "fête communauté"],
  ["sans accents", "evenements celebration"],
  ["expression", '"voie spirituelle"'],
  ["aucun résultat", "ordinateur"],
  ["mots vides seulement", "le la les"],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!serverUrl) {
    return { database: await openDatabase({ dataDir: "memory://" }), drop: async () => {} };
  }
  const { default: pg } = await import("pg");
  const name = `bench_search_${process.pid}_${tag()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: async () => {
      if (process.env.SEARCH_BENCH_KEEP) console.log(`\nBase gardée : ${url.toString()}`);
      else await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

async function main() {
  const { database, drop } = await openBenchDatabase();
  try {
    await migrate(database);
    const started = performance.now();
    const counts = await fillDocuments(database);
    console.log(
      `Base : ${database.kind === "pglite" ? "PGlite (mémoire)" : "PostgreSQL"} — ` +
        `${DOCS.toLocaleString("fr-CA")} documents écrits en ${Math.round(performance.now() - started)} ms`,
    );
    console.log(
      Object.entries(counts)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", "),
    );
    console.log(`\n${RUNS} recherches chronométrées chacune (après 3 pour chauffer) :\n`);
    const rows = [];
    for (const [label, q, page = 1] of SEARCHES) {
      for (let i = 0; i < 3; i++) await searchSite(database.db, q, page);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        total = (await searchSite(database.db, q, page)).total;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rows.push({
        recherche: label,
        q,
        page,
        résultats: total,
        "p50 (ms)": percentile(times, 50).toFixed(1),
        "p95 (ms)": percentile(times, 95).toFixed(1),
        "max (ms)": times.at(-1)!.toFixed(1),
      });
    }
    console.table(rows);
    // Times on a shared machine grow with its load: say how busy it was.
    const load = os.loadavg().map((n) => n.toFixed(1));
    console.log(
      `Charge de la machine (1, 5, 15 min) : ${load.join(", ")} sur ${os.cpus().length} cœurs`,
    );
  } finally {
    await database.close();
    await drop();
  }
}

await main();
