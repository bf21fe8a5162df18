/**
 * Several reads of a page in one SQL statement: each part becomes one JSON column of a single
 * row (docs/decisions/0024-render-speed.md). One statement instead of a dozen spares a dozen
 * round trips, query builds and socket writes per render, and on PGlite a dozen turns of its
 * single thread.
 */
import { sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "./db.server";

/** JSON turns instants into text: the part's type says so. */
export type AsJson<T> = { [K in keyof T]: JsonValue<T[K]> };
type JsonValue<V> = V extends Date ? string : V;

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** `json_build_object('key', column, …)`: one row as JSON, under the names the code uses. */
export function jsonObject(fields: Record<string, AnyColumn | SQL>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    // Keys are names written in the code, never input: checked all the same before going raw.
    if (!KEY.test(key)) throw new Error(`Nom de champ JSON invalide : ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The rows of `query` (a select of one `jsonObject(…).as("r")` column), in its order, as a JSON
 * array; [] when there is none.
 */
export function jsonRows<T>(query: SQLWrapper): SQL<AsJson<T>[]> {
  return sql`(select coalesce(json_agg(part.r), '[]'::json) from (${query}) as part)`;
}

/** The first row of `query` (same shape as for jsonRows) as JSON, or null. */
export function jsonFirst<T>(query: SQLWrapper): SQL<AsJson<T> | null> {
  return sql`(select part.r from (${query}) as part limit 1)`;
}

/** Runs `select <part> as "<name>", …` and answers its one row, each part under its name. */
export async function selectParts<P extends Record<string, SQL>>(
  db: Db,
  parts: P,
): Promise<{ [K in keyof P]: P[K] extends SQL<infer T> ? T : never }> {
  const columns = Object.entries(parts).map(([name, part]) => {
    if (!KEY.test(name)) throw new Error(`Nom de colonne invalide : ${name}`);
    return sql`${part} as ${sql.identifier(name)}`;
  });
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  // node-postgres and PGlite both answer { rows }, JSON already parsed.
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return row as { [K in keyof P]: P[K] extends SQL<infer T> ? T : never };
}
