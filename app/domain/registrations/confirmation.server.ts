/**
 * The confirmation e-mail of a registration, with the event's .ics attached: sent when one
 * registers (registrations.server.ts) and when one confirms a place offered from the waiting list
 * (waitlist.server.ts), in the caller's transaction.
 */
import { eq } from "drizzle-orm";
import { events, registrations } from "#db/schema";
import { calendarEventById } from "~/domain/events/calendar.server";
import { eventToIcs } from "~/domain/events/ics";
import { sendEmail, siteLink } from "~/domain/mail/mail.server";
import type { Db } from "~/server/db.server";
import { CHECKIN_QR_CID, checkinQrAttachment } from "./checkin-qr.server";
import { registrationConfirmationEmail, type RegistrationForEmail } from "./emails";
import { emailEventColumns } from "./attendees.server";
import { ticketLinesOf } from "./ticket-lines.server";

/** The cancel link's path: /inscription/annuler/<token>. */
export const cancelPath = (token: string) => `/inscription/annuler/${token}`;

export interface ConfirmedRegistration extends Omit<
  RegistrationForEmail,
  "cancelUrl" | "event" | "checkin"
> {
  email: string;
  cancelToken: string;
  /** What the door's QR code carries (registrations.checkinCode). */
  checkinCode: string;
  event: RegistrationForEmail["event"] & { id: number; slug: string };
}

export async function sendRegistrationConfirmation(
  tx: Db,
  registration: ConfirmedRegistration,
  siteUrl: string | undefined,
): Promise<void> {
  const { event } = registration;
  const ics = siteUrl
    ? await calendarEventById(tx, event.id, { absolute: (path) => new URL(path, siteUrl).href })
    : null;
  await sendEmail(
    tx,
    {
      to: registration.email,
      topic: "registration.confirmation",
      relatedReference: registration.reference,
      attachments: [
        ...(ics
          ? [
              {
                filename: `${event.slug.replace(/[^A-Za-z0-9._-]/g, "-")}.ics`,
                contentType: "text/calendar; charset=utf-8",
                contentBase64: Buffer.from(eventToIcs(ics)).toString("base64"),
              },
            ]
          : []),
        // The door's QR code: every confirmation carries it (at once, from the waiting list,
        // once paid).
        await checkinQrAttachment(registration.reference, registration.checkinCode),
      ],
    },
    registrationConfirmationEmail({
      reference: registration.reference,
      firstName: registration.firstName,
      places: registration.places,
      tickets: registration.tickets,
      event,
      cancelUrl: siteLink(siteUrl, cancelPath(registration.cancelToken)),
      dueAtDoorCents: registration.dueAtDoorCents,
      checkin: { code: registration.checkinCode, qrCid: CHECKIN_QR_CID },
    }),
  );
}

/**
 * The confirmation of registration `registrationId` as it now is: once its card payment arrived
 * (domain/payments), its tickets at their price, and what is left to pay at the door.
 */
export async function confirmRegistrationById(
  tx: Db,
  registrationId: number,
  siteUrl: string | undefined,
): Promise<void> {
  const [row] = await tx
    .select({
      reference: registrations.reference,
      firstName: registrations.firstName,
      email: registrations.email,
      places: registrations.places,
      cancelToken: registrations.cancelToken,
      checkinCode: registrations.checkinCode,
      payment: registrations.payment,
      paidAt: registrations.paidAt,
      totalCents: registrations.totalCents,
      event: emailEventColumns,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, registrationId));
  if (!row) return;
  const tickets = await ticketLinesOf(tx, [registrationId]);
  const { payment, paidAt, totalCents, ...registration } = row;
  await sendRegistrationConfirmation(
    tx,
    { ...registration, tickets, dueAtDoorCents: payment === "door" && !paidAt ? totalCents : 0 },
    siteUrl,
  );
}
