/**
 * 'Enregistrer un don reçu' (issue 13, item 4): a cash, cheque or in-kind gift a treasurer
 * received in person is recorded and confirmed as received that day (the gift lifecycle,
 * domain/gifts), tied to the donor's person record when an e-mail is known, and — when wanted and
 * the gift qualifies — its official receipt issued and e-mailed, all in one transaction. It then
 * counts everywhere a confirmed gift counts: the summary cards, the project bars and the
 * campaign, and the donor's year-end receipt.
 */
import { projects } from "#db/schema";
import { personFor } from "~/domain/people/people.server";
import { zonedInstant } from "~/lib/zoned-time";
import type { Db } from "~/server/db.server";
import { byUser, recordGift, type ConfirmReceipt } from "~/domain/gifts/lifecycle.server";
import type { OfflineGiftInput } from "./offline-gift";

/** The projects a received gift may go to: every project of the site. */
export async function offlineGiftProjects(db: Db): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .orderBy(projects.title);
}

/** Records the gift as received that day and, when it qualifies, issues its receipt. */
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
    // Without a receipt asked, none is issued (receipt-rules.ts `NOT_REQUESTED`).
    const { id, reference, receipt } = await recordGift(
      tx,
      byUser(actorId),
      { ...gift, email: email ?? "", personId },
      // Noon in Saguenay: the receipt and the year-end grouping read the day in Saguenay's time.
      { receivedAt: zonedInstant(receivedOn, "12:00"), details: { receivedOn } },
    );
    return { id, reference, receipt: receipt ?? { kind: "none" } };
  });
}
