/**
 * A project's collected amount, computed from the ledger (issue 25, item 1; decision 0046): what
 * the editors typed as collected outside the site (`projects.collected_cents`: gifts before the
 * site, a collection at the mosque) plus the money in given to it on the site. Nothing adds to a
 * stored total any more, so no confirmation, refund or cancellation can leave it out of step.
 */
import { sql } from "drizzle-orm";
import { projects } from "#db/schema";
import { moneyInTo } from "~/domain/ledger/money-in.server";
import { qualified } from "~/server/qualified-column.server";

export const projectCollected = sql<number>`(${qualified(projects.collectedCents)} + ${moneyInTo(projects.id)})::integer`;
