/**
 * What the signed-in donor space shows and changes, always for one person (the session's): their
 * gifts, orders, receipts and monthly gifts, and the address printed on their receipts.
 *
 * A receipt is the person's when it covers one of their gifts or was made out to their e-mail
 * address; any other receipt id is answered as unknown (404), never as forbidden.
 */
import { designationTitle } from "~/domain/funds/designation.server";
import { and, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { donations, monthlyGifts, orders, people, projects, receipts } from "#db/schema";
import { giftDate } from "~/domain/ledger/gift-date.server";
import { receiptPdf } from "~/domain/receipts/receipts.server";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { isPaused, nextInstalment } from "~/domain/donations/monthly-gift-changes.server";
import { CHANGEABLE_MONTHLY_STATUSES, MANAGEABLE_MONTHLY_STATUSES } from "./labels";
import { donorAddressSchema, type DonorAddressField, type DonorAddressInput } from "./schema";
import type { DonorSpace } from "./types";

/*
 * The subqueries below name their tables themselves: in a select from one table drizzle leaves
 * the outer columns unqualified, and "id" would then be read from the inner table.
 */

/** The receipts of `personId`: covering one of their gifts, or made out to `email`. */
function receiptOf(personId: number, email: string) {
  const coversTheirGift = sql`exists (
    select 1 from receipt_donations covered
    inner join donations gift on gift.id = covered.donation_id
    where covered.receipt_id = ${sql.raw('"receipts"."id"')} and gift.person_id = ${personId})`;
  return or(coversTheirGift, sql`lower(trim(${sql.raw('"receipts"."donor_email"')})) = ${email}`)!;
}

/** No valid (non-voided) receipt covers the donation yet. */
const notReceipted = sql`not exists (
  select 1 from receipt_donations covered
  inner join receipts valid on valid.id = covered.receipt_id
  where covered.donation_id = ${sql.raw('"donations"."id"')} and valid.voided_at is null)`;

/** Everything the signed-in page shows of `personId`, newest first; null if the person is gone. */
export async function loadDonorSpace(db: Db, personId: number): Promise<DonorSpace | null> {
  const [person] = await db.select().from(people).where(eq(people.id, personId));
  if (!person) return null;

  const gifts = await db
    .select({
      id: donations.id,
      reference: donations.reference,
      receivedAt: donations.receivedAt,
      createdAt: donations.createdAt,
      amountCents: donations.amountCents,
      projectTitle: designationTitle(donations),
      paymentMethod: donations.paymentMethod,
      status: donations.status,
      monthlyGiftId: donations.monthlyGiftId,
    })
    .from(donations)
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .where(eq(donations.personId, personId))
    .orderBy(desc(giftDate), desc(donations.id));

  const orderRows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      date: orders.createdAt,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      status: orders.status,
      itemCount: sql<number>`(select coalesce(sum(line.quantity), 0) from order_items line where line.order_id = ${sql.raw('"orders"."id"')})::int`,
    })
    .from(orders)
    .where(eq(orders.personId, personId))
    .orderBy(desc(orders.createdAt), desc(orders.id));

  const receiptRows = await db
    .select({
      id: receipts.id,
      serialNumber: receipts.serialNumber,
      year: receipts.year,
      dateReceived: receipts.dateReceived,
      amountCents: receipts.amountCents,
      voidedAt: receipts.voidedAt,
    })
    .from(receipts)
    .where(receiptOf(personId, person.email))
    .orderBy(desc(receipts.issuedAt), desc(receipts.serialNumber));

  const monthlyRows = await db
    .select({
      id: monthlyGifts.id,
      reference: monthlyGifts.reference,
      amountCents: monthlyGifts.amountCents,
      projectTitle: designationTitle(monthlyGifts),
      startedAt: monthlyGifts.startedAt,
      status: monthlyGifts.status,
      nextPaymentAt: monthlyGifts.nextPaymentAt,
      pausedUntil: monthlyGifts.pausedUntil,
    })
    .from(monthlyGifts)
    .leftJoin(projects, eq(projects.id, monthlyGifts.projectId))
    // A gift whose payment was never finished (pending) is not one yet.
    .where(and(eq(monthlyGifts.personId, personId), ne(monthlyGifts.status, "pending")))
    .orderBy(desc(monthlyGifts.createdAt), desc(monthlyGifts.id));

  return {
    person: { email: person.email, firstName: person.firstName, lastName: person.lastName },
    gifts: gifts.map(({ monthlyGiftId, receivedAt, createdAt, ...gift }) => ({
      ...gift,
      date: receivedAt ?? createdAt,
      monthly: monthlyGiftId !== null,
    })),
    orders: orderRows,
    receipts: receiptRows.map(({ voidedAt, ...row }) => ({ ...row, voided: voidedAt !== null })),
    monthlyGifts: monthlyRows.map((gift) => {
      const pausedUntil = isPaused(gift.pausedUntil) ? gift.pausedUntil : null;
      return {
        ...gift,
        nextPaymentAt: nextInstalment(gift.nextPaymentAt, pausedUntil),
        manageable: MANAGEABLE_MONTHLY_STATUSES.includes(gift.status),
        changeable: CHANGEABLE_MONTHLY_STATUSES.includes(gift.status),
        pausedUntil,
      };
    }),
    address: {
      address: person.address ?? "",
      city: person.city ?? "",
      province: person.province ?? "",
      postalCode: person.postalCode ?? "",
      country: person.country || "Canada",
    },
  };
}

/** The PDF of receipt `receiptId` when it is `personId`'s; null otherwise (answered 404). */
export async function donorReceiptPdf(db: Db, personId: number, receiptId: number) {
  const [person] = await db
    .select({ email: people.email })
    .from(people)
    .where(eq(people.id, personId));
  if (!person) return null;
  const [row] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), receiptOf(personId, person.email)))
    .limit(1);
  return row ? receiptPdf(db, row.id) : null;
}

/** Whether monthly gift `giftId` is `personId`'s and can still be managed. */
export async function manageableMonthlyGift(
  db: Db,
  personId: number,
  giftId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: monthlyGifts.id })
    .from(monthlyGifts)
    .where(
      and(
        eq(monthlyGifts.id, giftId),
        eq(monthlyGifts.personId, personId),
        inArray(monthlyGifts.status, [...MANAGEABLE_MONTHLY_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type AddressResult =
  { ok: true; donations: number } | { ok: false; errors: FieldErrors<DonorAddressField> };

/**
 * « Mon adresse pour les reçus »: the person's address, and that of their gifts no valid receipt
 * covers yet (a receipt issued keeps the address it printed; a treasurer replaces it if needed)
 * and of their monthly gifts (their next instalments), in one transaction with its journal row.
 */
export async function updateDonorAddress(
  db: Db,
  personId: number,
  form: FormData,
): Promise<AddressResult> {
  const parsed = validateForm<DonorAddressInput, DonorAddressField>(donorAddressSchema, form);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const address = parsed.data;
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(people)
      .set({ ...address, updatedAt: now })
      .where(eq(people.id, personId));
    const changed = await tx
      .update(donations)
      .set({ ...address, updatedAt: now })
      .where(and(eq(donations.personId, personId), notReceipted))
      .returning({ id: donations.id });
    await tx
      .update(monthlyGifts)
      .set({ ...address, updatedAt: now })
      .where(and(eq(monthlyGifts.personId, personId), isNull(monthlyGifts.cancelledAt)));
    await audit(tx, {
      userId: null,
      action: "person.address",
      entity: "person",
      entityId: personId,
      // Which records changed, not the address itself.
      details: { source: "mon-espace", donations: changed.map((row) => row.id) },
    });
    return { ok: true, donations: changed.length };
  });
}
