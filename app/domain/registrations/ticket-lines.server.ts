/**
 * The tickets of registrations, each line joined to its type (name, advantage), in the order of
 * the event's form: what the e-mails, the back-office list, the split receipt and Stripe's
 * Checkout lines all read, in the caller's transaction.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { eventTicketTypes, registrationLines } from "#db/schema";
import type { Db } from "~/server/db.server";

export interface TicketLine {
  id: number;
  registrationId: number;
  ticketTypeId: number;
  name: string;
  quantity: number;
  /** The price when the ticket was taken. */
  unitPriceCents: number;
  /** The meal's value of a fundraising dinner's ticket (0: none); decision 0045. */
  advantageCents: number;
  advantageDescription: string;
}

export async function ticketLinesOf(db: Db, registrationIds: number[]): Promise<TicketLine[]> {
  if (registrationIds.length === 0) return [];
  return db
    .select({
      id: registrationLines.id,
      registrationId: registrationLines.registrationId,
      ticketTypeId: registrationLines.ticketTypeId,
      name: eventTicketTypes.name,
      quantity: registrationLines.quantity,
      unitPriceCents: registrationLines.unitPriceCents,
      advantageCents: eventTicketTypes.advantageCents,
      advantageDescription: eventTicketTypes.advantageDescription,
    })
    .from(registrationLines)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, registrationLines.ticketTypeId))
    .where(inArray(registrationLines.registrationId, registrationIds))
    .orderBy(asc(eventTicketTypes.position), asc(registrationLines.id));
}
