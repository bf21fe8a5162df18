/**
 * Event requests made on /demande-evenements: one pending row per valid submission, which an
 * administrator approves or refuses in the back-office. The requester is sent an acknowledgement
 * and the foundation a notice, through the outbox, in the same transaction as the row.
 */
import { eventRequests } from "#db/schema";
import { isSpam } from "~/lib/honeypot";
import { insertWithUniqueReference } from "~/lib/reference";
import { referenceCode } from "~/lib/reference";
import { constraintsOf } from "~/lib/forms/constraints";
import { postedFields, validateForm } from "~/lib/forms/validate";
import type { RefusedForm } from "~/lib/forms/refusal";
import { todayInSaguenay } from "~/lib/format";
import type { Db } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";
import { notifyFoundation, sendEmail, siteIdentity, siteLink } from "~/domain/mail/mail.server";
import { personFor } from "~/domain/people/people.server";
import { requestNotificationEmail, requestReceivedEmail } from "./emails";
import { eventTypeLabel } from "./labels";
import {
  EVENT_REQUEST_FIELDS,
  RATE_LIMITED,
  type EventRequestField,
  type EventRequestValues,
} from "./request-form";
import { eventRequestSchema, type EventRequestInput } from "./schema";

/** Submissions allowed per client address and per hour (spam and abuse brake). */
export const EVENT_REQUEST_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export { RATE_LIMITED };

export type EventRequestResult =
  | { status: "sent"; reference: string }
  /**
   * Answered by the route as the form's refusal (400, or 429 for `rate-limited`). The alert over
   * the form is read from the errors (eventRequestAlert).
   */
  | RefusedForm<"invalid" | "rate-limited", EventRequestField, EventRequestValues>;

/** The HTML constraints of the form, for its page's loader (the page loads no zod). */
export function eventRequestConstraints(today: string) {
  return constraintsOf(eventRequestSchema(today));
}

/** "Mariage — Awa Diop": how the request is listed in the back-office. */
export function eventRequestTitle(eventType: string, name: string): string {
  return `${eventTypeLabel(eventType)} — ${name}`;
}

/** Validates and stores one event request. `now` is injectable for tests of the 4-week rule. */
export async function submitEventRequest(
  db: Db,
  form: FormData,
  meta: { ip?: string | null; now?: Date; siteUrl?: string } = {},
): Promise<EventRequestResult> {
  const values = postedFields(form, EVENT_REQUEST_FIELDS);
  const limit = await hit(
    db,
    `demande-evenement:${meta.ip ?? "inconnue"}`,
    EVENT_REQUEST_RATE_LIMIT,
  );
  if (!limit.allowed) {
    return { status: "rate-limited", errors: { form: RATE_LIMITED.text }, values };
  }

  const schema = eventRequestSchema(todayInSaguenay(meta.now));
  const parsed = validateForm<EventRequestInput, EventRequestField>(schema, values);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
  if (isSpam(form)) {
    return { status: "sent", reference: referenceCode("DEM") };
  }

  const input = parsed.data;
  // The request and its two e-mails are written together: all of them or none.
  const reference = await db.transaction(async (tx) => {
    const personId = await personFor(tx, {
      email: input.email,
      firstName: input.name,
      phone: input.phone,
    });
    const code = await insertWithUniqueReference("DEM", (candidate) =>
      tx
        .insert(eventRequests)
        .values({
          reference: candidate,
          title: eventRequestTitle(input.eventType, input.name),
          requesterName: input.name,
          requesterEmail: input.email,
          requesterPhone: input.phone,
          eventType: input.eventType,
          date: input.eventDate,
          startTime: input.eventTime,
          location: input.location,
          attendees: input.attendees,
          description: input.description,
          status: "pending",
          personId,
        })
        .onConflictDoNothing({ target: eventRequests.reference })
        .returning({ reference: eventRequests.reference }),
    );
    const request = {
      reference: code,
      requesterName: input.name,
      requesterEmail: input.email,
      requesterPhone: input.phone ?? null,
      eventType: input.eventType,
      date: input.eventDate,
      startTime: input.eventTime ?? null,
      location: input.location ?? null,
      attendees: input.attendees ?? null,
      description: input.description ?? "",
    };
    const site = await siteIdentity(tx);
    await sendEmail(
      tx,
      { to: input.email, topic: "event-request.received", relatedReference: code },
      requestReceivedEmail(request),
      site,
    );
    await notifyFoundation(
      tx,
      { topic: "event-request.notification", relatedReference: code },
      requestNotificationEmail(
        request,
        siteLink(meta.siteUrl, "/admin/demande-evenements?statut=en-attente"),
      ),
      site,
    );
    return code;
  });
  return { status: "sent", reference };
}
