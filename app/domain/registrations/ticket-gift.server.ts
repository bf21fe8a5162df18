/**
 * The gift part of paid tickets whose type gives something back (a fundraising dinner's meal):
 * their price, with the advantage's value, recorded pending in the gift lifecycle when the
 * tickets are taken; the payment (Stripe's event, or the volunteer at the door, in
 * domain/payments) confirms it and its split receipt follows. A registration that goes without
 * being paid (cancelled, a lapsed hold) takes its gift part out of the ledger with it; a paid one
 * stays a gift until its money is given back.
 */
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { registrations } from "#db/schema";
import { byUser, closeGift, recordGift, type GiftActor } from "~/domain/gifts/lifecycle.server";
import type { Db } from "~/server/db.server";
import type { TicketPayment } from "./form";
import type { RegistrationInput } from "./schema";
import { ticketLinesOf } from "./ticket-lines.server";

/** Records the gift part of registration `registrationId`'s tickets; null when none is a gift. */
export async function recordTicketGift(
  tx: Db,
  registrationId: number,
  input: RegistrationInput,
  reference: string,
  payment: TicketPayment,
): Promise<number | null> {
  const lines = await ticketLinesOf(tx, [registrationId]);
  const gifts = lines.filter((line) => line.advantageCents > 0);
  if (gifts.length === 0) return null;
  const sum = (of: (line: (typeof gifts)[number]) => number) =>
    gifts.reduce((total, line) => total + line.quantity * of(line), 0);
  const [registration] = await tx
    .select({ personId: registrations.personId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  const gift = await recordGift(
    tx,
    byUser(null),
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      ...(input.receipt ?? { receiptRequested: false }),
      amountCents: sum((line) => line.unitPriceCents),
      advantageCents: sum((line) => line.advantageCents),
      advantageDescription: [...new Set(gifts.map((line) => line.advantageDescription))].join(
        " ; ",
      ),
      paymentMethod: payment === "card" ? "card" : "cash",
      personId: registration?.personId ?? null,
    },
    { details: { registration: reference } },
  );
  await tx
    .update(registrations)
    .set({ donationId: gift.id })
    .where(eq(registrations.id, registrationId));
  return gift.id;
}

/**
 * The gift parts of registrations `ids` that were never paid leave the ledger: cancelled (the
 * registration was) or failed (its card payment never came).
 */
export async function dropUnpaidTicketGifts(
  tx: Db,
  actor: GiftActor,
  ids: number[],
  exit: "cancel" | "fail",
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  const unpaid = await tx
    .select({ donationId: registrations.donationId })
    .from(registrations)
    .where(
      and(
        inArray(registrations.id, ids),
        isNotNull(registrations.donationId),
        isNull(registrations.paidAt),
      ),
    );
  for (const row of unpaid) await closeGift(tx, actor, row.donationId!, exit, reason);
}
