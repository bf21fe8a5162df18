/**
 * What counts as money in, everywhere the site adds gifts up (decision 0046): a fund's balance,
 * a project's collected amount, /transparence, the treasurer's year. A gift is money in once
 * confirmed (status `completed`: a refunded, failed or cancelled one is not) and when it is money
 * (a gift of property is received, but no fund can pay it out).
 *
 * The first piece of the ledger of issue 25, item 1: the lowest of the money areas, so that each
 * of them reads the same rule.
 */
import { and, eq, ne, sql, type Column } from "drizzle-orm";
import { donations } from "#db/schema";
import type { DONATION_METHODS, DONATION_STATUSES } from "#db/vocabularies";
import { qualified } from "~/server/qualified-column.server";

export const CONFIRMED = "completed" satisfies (typeof DONATION_STATUSES)[number];
/** A gift of property. */
export const IN_KIND = "in_kind" satisfies (typeof DONATION_METHODS)[number];

/** The gifts that are money in: confirmed, and not property. */
export const moneyIn = and(eq(donations.status, CONFIRMED), ne(donations.paymentMethod, IN_KIND));

/**
 * The money in given to the row `projectId` names (a correlated subquery: any select, no join),
 * in cents.
 */
export function moneyInTo(projectId: Column) {
  return sql<number>`coalesce((select sum(${qualified(donations.amountCents)})
    from ${donations}
    where ${qualified(donations.projectId)} = ${qualified(projectId)}
      and ${qualified(donations.status)} = ${CONFIRMED}
      and ${qualified(donations.paymentMethod)} <> ${IN_KIND}), 0)::integer`;
}
