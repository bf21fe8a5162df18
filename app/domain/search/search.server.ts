/**
 * The site search (/recherche, decision 0030): pages, articles, events, speeches, projects and
 * products found by PostgreSQL's full-text search in French, accents ignored ("évènement" finds
 * "evenements"), best match first, with the matching words highlighted in the title and in an
 * excerpt. Each of those tables carries its own search documents, computed by the database from
 * the row (db/schema.ts `searchDocuments`), so a saved or deleted record is found or gone in the
 * same transaction, whatever wrote it. Only what the public site shows is found: the same
 * visibility rules as the pages' own (and as sitemap.server.ts).
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { blogPosts, events, pages, products, projects, speeches } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import type { Db } from "~/server/db.server";
import { highlightPieces, MARK_END, MARK_START } from "./highlight";
import type { SearchKind } from "./labels";
import type { SearchResults } from "./types";

export const SEARCH_PAGE_SIZE = 10;

interface Source {
  kind: SearchKind;
  table: PgTable & { id: PgColumn; search: PgColumn; searchHead: PgColumn; updatedAt: PgColumn };
  title: PgColumn;
  url: SQL;
  /** The text the excerpt is taken from (plain text, HTML turned into text). */
  text: SQL;
  /** What the public site shows (absent: every row). */
  visible?: (now: Date) => SQL;
}

const SOURCES: Source[] = [
  {
    kind: "page",
    table: pages,
    title: pages.title,
    url: sql`${pages.route}`,
    text: sql`${pages.summary} || ' ' || search_plain_text(${pages.content})`,
  },
  {
    kind: "article",
    table: blogPosts,
    title: blogPosts.title,
    url: sql`'/blog/' || ${blogPosts.slug}`,
    text: sql`${blogPosts.excerpt} || ' ' || search_plain_text(${blogPosts.content})`,
    // Published, and its publication time has come (blog.server.ts).
    visible: (now) =>
      sql`${blogPosts.status} = 'published' and ${blogPosts.publishedAt} <= ${now.toISOString()}`,
  },
  {
    kind: "event",
    table: events,
    title: events.title,
    url: sql`'/evenements/' || ${events.slug}`,
    text: sql`${events.description} || ' ' || ${events.location}`,
  },
  {
    kind: "speech",
    table: speeches,
    title: speeches.title,
    url: sql`'/discours/' || ${speeches.id}`,
    text: sql`${speeches.excerpt} || ' ' || search_plain_text(${speeches.content})`,
    visible: () => sql`${speeches.published}`,
  },
  {
    kind: "project",
    table: projects,
    title: projects.title,
    url: sql`'/projets/' || ${projects.id}`,
    text: sql`${projects.description}`,
    visible: () => sql`${projects.status} <> 'draft'`,
  },
  {
    kind: "product",
    table: products,
    title: products.name,
    url: sql`'/boutique/' || ${products.id}`,
    text: sql`${products.description}`,
    visible: () => sql`${products.status} <> 'hidden'`,
  },
];

/**
 * The visitor's words as a query (quotes for a phrase, "or", "-" to exclude, as on the web), in a
 * `terms` CTE that each statement starts with; `query` reads it.
 */
const withTerms = (q: string) =>
  sql`with terms as (select websearch_to_tsquery('fr_search', ${q}) as query)`;
const query = sql`(select query from terms)`;

/** The rows of `source` that match the query and are public. */
function matches(source: Source, now: Date): SQL {
  const visible = source.visible ? sql` and ${source.visible(now)}` : sql``;
  return sql`${source.table.search} @@ ${query}${visible}`;
}

/**
 * How ts_headline marks and cuts the excerpt: one passage of 20 to 35 words around the matches
 * (the whole text when it is shorter), matched words between MARK_START and MARK_END.
 */
const EXCERPT_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=20`;
/**
 * The first (last) characters of `text` without the spaces and punctuation an excerpt may leave
 * out at that end: equal for the excerpt and the text when the excerpt starts (ends) the text.
 */
function edge(side: "left" | "right", text: SQL): SQL {
  return side === "left"
    ? sql`left(regexp_replace(left(${text}, 40), '^[[:punct:][:space:]]+', ''), 12)`
    : sql`right(regexp_replace(right(${text}, 40), '[[:punct:][:space:]]+$', ''), 12)`;
}
/** ts_headline reads the whole text it is given: a very long page is read up to here. */
const HEADLINE_TEXT = 20_000;
const TITLE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;

/**
 * One page of the items matching `q` (already trimmed and bounded: lib/search.ts `searchText`),
 * best first: the words in the title, then in the summary (ts_rank of `searchHead`), then the
 * most recently changed. A page past the end gives the last one. Two queries in one transaction:
 * the count, then the page with its highlights.
 */
export function searchSite(
  db: Db,
  q: string,
  requestedPage: number,
  now: Date = new Date(),
): Promise<SearchResults> {
  return db.transaction(async (tx) => {
    // The planner prices the @@ test of a row at next to nothing, while it must decompress the
    // row's document (kilobytes for an article): for a word most rows hold it would read them
    // all rather than the index's list of matching rows, ten to fifty times slower.
    await tx.execute(sql`set local enable_seqscan = off`);
    const total = await countMatches(tx, q, now);
    const window = pageWindow(requestedPage, total, SEARCH_PAGE_SIZE);
    const page = {
      total,
      page: window.page,
      pageCount: window.pageCount,
      first: window.offset + 1,
    };
    if (total === 0) return { hits: [], ...page };
    const found = await pageOfHits(tx, q, now, window);
    return {
      hits: found.map((row) => ({
        kind: row.kind,
        url: row.url,
        title: highlightPieces(row.title),
        // "…" where the passage leaves out the start or the end of the text.
        excerpt: highlightPieces(
          `${row.fromStart ? "" : "… "}${row.excerpt}${row.toEnd ? "" : " …"}`,
        ),
      })),
      ...page,
    };
  });
}

async function countMatches(db: Db, q: string, now: Date): Promise<number> {
  const counts = SOURCES.map(
    (source) => sql`select count(*)::int as n from ${source.table} where ${matches(source, now)}`,
  );
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`${withTerms(q)}
        select coalesce(sum(n), 0)::int as total from (${sql.join(counts, sql` union all `)}) c`,
  );
  return total;
}

interface FoundRow {
  kind: SearchKind;
  url: string;
  title: string;
  excerpt: string;
  fromStart: boolean;
  toEnd: boolean;
}

/** The rows of one page, ranked, with their highlighted title and excerpt. */
function pageOfHits(db: Db, q: string, now: Date, window: { limit: number; offset: number }) {
  // The ranked matches: kind, id and rank only; the texts are read for the page's rows alone.
  const ranked = SOURCES.map(
    (source) =>
      sql`select ${source.kind}::text as kind, ${source.table.id} as id,
            ts_rank(${source.table.searchHead}, ${query}) as rank,
            ${source.table.updatedAt} as changed
          from ${source.table} where ${matches(source, now)}`,
  );
  const pick = (part: (source: Source) => SQL) =>
    sql`case hit.kind ${sql.join(
      SOURCES.map((source) => sql`when ${source.kind} then ${part(source)}`),
      sql` `,
    )} end`;
  const joins = SOURCES.map(
    (source) =>
      sql`left join ${source.table} on hit.kind = ${source.kind} and ${source.table.id} = hit.id`,
  );
  const order = (from: SQL) =>
    sql`${from}.rank desc, ${from}.changed desc, ${from}.kind, ${from}.id desc`;
  return rows<FoundRow>(
    db,
    sql`${withTerms(q)},
        hit as (
          select * from (${sql.join(ranked, sql` union all `)}) matched
          order by ${order(sql`matched`)}
          limit ${window.limit} offset ${window.offset}
        )
        select hit.kind, ${pick((source) => source.url)} as url,
          ts_headline('fr_search', ${pick((source) => sql`${source.title}`)}, ${query},
            ${TITLE_OPTIONS}) as title,
          excerpt.text as excerpt,
          ${edge("left", sql`shown.plain`)} = ${edge("left", sql`body.text`)} as "fromStart",
          ${edge("right", sql`shown.plain`)} = ${edge("right", sql`body.text`)} as "toEnd"
        from hit ${sql.join(joins, sql` `)}
        cross join lateral (select btrim(${pick((source) => source.text)}) as text) body
        cross join lateral (
          select ts_headline('fr_search', left(body.text, ${HEADLINE_TEXT}), ${query},
            ${EXCERPT_OPTIONS}) as text
        ) excerpt
        cross join lateral (
          select translate(excerpt.text, ${MARK_START + MARK_END}, '') as plain
        ) shown
        order by ${order(sql`hit`)}`,
  );
}

/** node-postgres and PGlite both answer `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
