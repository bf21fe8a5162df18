/**
 * 'Enregistrer un don reçu' (issue 13, item 4): a cash or cheque gift a treasurer received in
 * person is stored completed (received that day), tied to the donor's person record when an
 * e-mail is known, added to its project's total, journaled, and — when wanted and the gift
 * qualifies — its official receipt issued and e-mailed, all in one transaction, exactly as when a
 * pending gift is confirmed (donations-admin.server.ts `confirmDonation`). Completed with a
 * reception date, it then counts everywhere a confirmed gift counts: the summary cards, the
 * project bars and the campaign, and the donor's year-end receipt.
 */
import { projects, donations } from "#db/schema";
import { personFor } from "~/domain/people/people.server";
import { zonedInstant } from "~/lib/zoned-time";
import type { Db } from "~/server/db.server";
import { insertWithUniqueReference } from "~/lib/reference";
import { completedGiftTx, type ConfirmReceipt } from "./donations-admin.server";
import type { OfflineGiftInput } from "./offline-gift";

/** The projects a received gift may go to: every project of the site. */
export async function offlineGiftProjects(db: Db): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .orderBy(projects.title);
}

/** Stores the gift and, when it qualifies, issues its receipt; answers its reference. */
export async function recordOfflineGift(
  db: Db,
  actorId: number,
  input: OfflineGiftInput,
): Promise<{ id: number; reference: string; receipt: ConfirmReceipt }> {
  return db.transaction(async (tx) => {
    const { receivedOn, email, ...gift } = input;
    const personId = email
      ? await personFor(tx, {
          email,
          firstName: gift.firstName,
          lastName: gift.lastName,
          phone: gift.phone,
          address: gift.address,
          city: gift.city,
          province: gift.province,
          postalCode: gift.postalCode,
          country: gift.address ? gift.country : null,
        })
      : null;
    // Noon in Saguenay: the receipt and the year-end grouping read the day in Saguenay's time.
    const receivedAt = zonedInstant(receivedOn, "12:00");
    let id = 0;
    const reference = await insertWithUniqueReference("DON", async (candidate) => {
      const rows = await tx
        .insert(donations)
        .values({
          ...gift,
          email: email ?? "",
          reference: candidate,
          status: "completed",
          receivedAt,
          personId,
        })
        .onConflictDoNothing({ target: donations.reference })
        .returning({ id: donations.id, reference: donations.reference });
      if (rows[0]) id = rows[0].id;
      return rows;
    });
    // Without a receipt asked, none is issued (receipt-rules.ts `NOT_REQUESTED`).
    const receipt = await completedGiftTx(
      tx,
      actorId,
      { id, projectId: gift.projectId, amountCents: gift.amountCents },
      {
        action: "create",
        details: {
          reference,
          paymentMethod: gift.paymentMethod,
          amountCents: gift.amountCents,
          ...(gift.advantageCents ? { advantageCents: gift.advantageCents } : {}),
          receivedOn,
          ...(gift.chequeNumber ? { chequeNumber: gift.chequeNumber } : {}),
        },
      },
    );
    return { id, reference, receipt };
  });
}
