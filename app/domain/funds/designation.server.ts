/** A designation as the database reads it: the title of the fund or project a row goes to. */
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { funds, projects } from "#db/schema";
import { FUND_PREFIX, GENERAL_FUND } from "./designation";

/**
 * The title of the fund or project of a row with `fundId` and `projectId` columns (a gift, a
 * monthly gift, a disbursement); null for the general fund. A column of any select, no join.
 */
export function designationTitle(row: { fundId: PgColumn; projectId: PgColumn }) {
  return sql<string | null>`coalesce(
    (select ${funds.name} from ${funds} where ${funds.id} = ${row.fundId}),
    (select ${projects.title} from ${projects} where ${projects.id} = ${row.projectId}))`;
}

/** The designation of such a row as its form's select posts it (designation.ts's encoding). */
export function designationValue(row: { fundId: PgColumn; projectId: PgColumn }) {
  return sql<string>`case
    when ${row.fundId} is not null then ${FUND_PREFIX} || ${row.fundId}
    when ${row.projectId} is not null then ${row.projectId}::text
    else ${GENERAL_FUND} end`;
}
