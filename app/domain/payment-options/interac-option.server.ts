/**
 * The « Virement Interac » payment option (/admin/donations, "Options de paiement"): /don and the
 * cart offer Interac only while it is on.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { paymentOptions } from "#db/schema";
import type { Db } from "~/server/db.server";

/**
 * Whether /don may take an Interac donation: not when the back-office turned the Interac payment
 * option off (/admin/donations, "Options de paiement"). A database without that option (before
 * the seed) keeps the page working.
 */
export async function interacAvailable(db: Db): Promise<boolean> {
  const [off] = await interacSwitchedOff(db);
  return !off;
}

/** Whether Interac is switched off, as one part of a page's single query (server/json-query). */
export function interacOffPart(db: Db): SQL<boolean> {
  return sql`exists(${interacSwitchedOff(db)})`;
}

function interacSwitchedOff(db: Db) {
  return db
    .select({ id: paymentOptions.id })
    .from(paymentOptions)
    .where(and(eq(paymentOptions.type, "interact"), eq(paymentOptions.enabled, false)))
    .limit(1);
}
