/**
 * The confirmation e-mail of a registration, with the event's .ics attached: sent when one
 * registers (registrations.server.ts) and when one confirms a place offered from the waiting list
 * (waitlist.server.ts), in the caller's transaction.
 */
import { calendarEventById } from "~/domain/events/calendar.server";
import { eventToIcs } from "~/domain/events/ics";
import { sendEmail, siteLink } from "~/domain/mail/mail.server";
import type { Db } from "~/server/db.server";
import { registrationConfirmationEmail, type RegistrationForEmail } from "./emails";

/** The cancel link's path: /inscription/annuler/<token>. */
export const cancelPath = (token: string) => `/inscription/annuler/${token}`;

export interface ConfirmedRegistration extends Omit<RegistrationForEmail, "cancelUrl" | "event"> {
  email: string;
  cancelToken: string;
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
      attachments: ics
        ? [
            {
              filename: `${event.slug.replace(/[^A-Za-z0-9._-]/g, "-")}.ics`,
              contentType: "text/calendar; charset=utf-8",
              contentBase64: Buffer.from(eventToIcs(ics)).toString("base64"),
            },
          ]
        : undefined,
    },
    registrationConfirmationEmail({
      reference: registration.reference,
      firstName: registration.firstName,
      places: registration.places,
      tickets: registration.tickets,
      event,
      cancelUrl: siteLink(siteUrl, cancelPath(registration.cancelToken)),
    }),
  );
}
