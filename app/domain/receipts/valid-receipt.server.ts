/**
 * The serial number of the valid (not voided) receipt covering a gift, as a column of any select
 * (a correlated subquery: no join): the donations list, the treasurer's year.
 */
import { sql, type Column } from "drizzle-orm";
import { receiptDonations, receipts } from "#db/schema";
import { qualified } from "~/server/qualified-column.server";

export function validReceiptSerial(donationId: Column) {
  return sql<number | null>`(
    select ${qualified(receipts.serialNumber)} from ${receiptDonations}
    join ${receipts} on ${qualified(receipts.id)} = ${qualified(receiptDonations.receiptId)}
    where ${qualified(receiptDonations.donationId)} = ${qualified(donationId)}
      and ${qualified(receipts.voidedAt)} is null
    order by ${qualified(receipts.serialNumber)} desc limit 1)`.mapWith(Number);
}
