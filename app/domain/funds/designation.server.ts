/** A designation as the database reads it: the title of the fund or project a row goes to. */
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { funds, projects } from "#db/schema";
import { qualified } from "~/server/qualified-column.server";
import { FUND_PREFIX, GENERAL_FUND } from "./designation";

/**
 * The title of the fund or project of a row with `fundId` and `projectId` columns (a gift, a
 * monthly gift, a disbursement); null for the general fund. A column of any select, no join.
 */
export function designationTitle(row: { fundId: PgColumn; projectId: PgColumn }) {
  const fund = qualified(funds.id);
  const project = qualified(projects.id);
  return sql<string | null>`coalesce(
    (select ${qualified(funds.name)} from ${funds} where ${fund} = ${qualified(row.fundId)}),
    (select ${qualified(projects.title)} from ${projects} where ${project} = ${qualified(row.projectId)}))`;
}

/** The designation of such a row as its form's select posts it (designation.ts's encoding). */
export function designationValue(row: { fundId: PgColumn; projectId: PgColumn }) {
  const fundId = qualified(row.fundId);
  const projectId = qualified(row.projectId);
  return sql<string>`case
    when ${fundId} is not null then ${FUND_PREFIX} || ${fundId}
    when ${projectId} is not null then ${projectId}::text
    else ${GENERAL_FUND} end`;
}
