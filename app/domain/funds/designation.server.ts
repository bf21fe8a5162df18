/** A designation as the database reads it: the title of the fund or project a row goes to. */
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { funds, projects } from "#db/schema";

/**
 * The title of the fund or project of a row with `fundId` and `projectId` columns (a gift, a
 * monthly gift, a disbursement); null for the general fund. A column of any select, no join.
 */
export function designationTitle(row: { fundId: PgColumn; projectId: PgColumn }) {
  return sql<string | null>`coalesce(
    (select ${funds.name} from ${funds} where ${funds.id} = ${row.fundId}),
    (select ${projects.title} from ${projects} where ${projects.id} = ${row.projectId}))`;
}
