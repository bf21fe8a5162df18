/**
 * A gift's date: the day it was received — what its official receipt prints, the reception day a
 * treasurer typed for a cash or cheque gift, the confirmation of a transfer — or, for a gift not
 * received yet (pending), when it was made. The back-office list is ordered by it (its indexes in
 * db/schema.ts are on this expression), and so are the donor space and the year-end receipt.
 */
import { sql } from "drizzle-orm";
import { donations } from "#db/schema";

export const giftDate = sql<Date>`coalesce(${donations.receivedAt}, ${donations.createdAt})`;
