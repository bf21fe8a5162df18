/**
 * A column written with its table's name ("donations"."id") inside an SQL fragment. Drizzle
 * drops the table's name from columns in the select list of a query on one table; a correlated
 * subquery there would then read `"id"` as its own table's id, or find it ambiguous. The site's
 * databases name columns in snake_case (db.server.ts), as Drizzle does for a key without a name.
 */
import { getTableName, sql, type Column } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";

export function qualified(column: Column) {
  const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(name)}`;
}
