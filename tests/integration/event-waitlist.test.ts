/**
 * The waiting list of an event (issue 26, part C): joining it from the public form when full,
 * a freed place offered to the first waiting (not the second), the offer confirmed from its link,
 * an offer lapsed after 24 hours going to the next, the reminder the day before sent once, and a
 * cancelled event cancelling its registrations and telling the people concerned.
 */
import { insertRegistrationEvent } from "../helpers/events";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, events, registrations } from "#db/schema";
import { addDays } from "~/domain/event-requests/labels";
import {
  EVENT_CANCELLED_REASON,
  cancelEventRegistrations,
} from "~/domain/registrations/event-cancelled.server";
import {
  cancelRegistration,
  register,
  type RegistrationMeta,
} from "~/domain/registrations/registrations.server";
import { runEventReminders, sendEventReminders } from "~/domain/registrations/reminders.server";
import { EVENT_FULL } from "~/domain/registrations/rules";
import type { RegistrationInput } from "~/domain/registrations/schema";
import { sweepRegistrations } from "~/domain/registrations/sweep.server";
import { ALREADY_WAITING } from "~/domain/registrations/waitlist-rules";
import { confirmOffer, offerByToken } from "~/domain/registrations/waitlist.server";
import { todayInSaguenay } from "~/lib/format";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";
import {
  action as adminEventsAction,
  loader as adminEventsLoader,
} from "~/routes/admin/events/route";
import { action as eventAction } from "~/routes/public/event";
import { createLoadContext } from "~/server/load-context";
import { setupAdminScreen } from "../helpers/admin-screen";
import { renderPage, renderRoutes, siteTree } from "../helpers/render-page";
import { formRequest, refused } from "../helpers/routes";

const screen = setupAdminScreen("/admin/evenements", {
  action: adminEventsAction,
  loader: adminEventsLoader,
});
const { database } = screen;
const SITE = "http://localhost/";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DESCRIPTION = "Un repas partagé au coucher du soleil, ouvert à toute la communauté.";

const insertEvent = (values: Partial<typeof events.$inferInsert> = {}) =>
  insertRegistrationEvent(database.db, {
    description: DESCRIPTION,
    ...values,
  });

const person = (name: string, places = 1): RegistrationInput => ({
  firstName: name,
  lastName: "Diop",
  email: `${name.toLowerCase()}@example.org`,
  phone: null,
  places,
  lines: [],
  payment: null,
  receipt: null,
});

const meta = (extra: RegistrationMeta = {}): RegistrationMeta => ({ siteUrl: SITE, ...extra });

async function registrationOf(name: string) {
  const [row] = await database.db
    .select()
    .from(registrations)
    .where(eq(registrations.email, `${name.toLowerCase()}@example.org`));
  return row!;
}

const mailsTo = (name: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, `${name.toLowerCase()}@example.org`))
    .orderBy(emailOutbox.id);

const placesTaken = async (eventId: number) => {
  const [row] = await database.db
    .select({ total: sql<number>`coalesce(sum(${registrations.places}), 0)::int` })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        sql`${registrations.status} in ('confirmed', 'offered')`,
      ),
    );
  return row!.total;
};

/** An event of one place, taken by Awa; Binta then Coumba wait, in that order. */
async function fullEventWithTwoWaiting() {
  const event = await insertEvent({ capacity: 1 });
  expect((await register(database.db, event.id, person("Awa"), meta())).ok).toBe(true);
  for (const name of ["Binta", "Coumba"]) {
    const joined = await register(database.db, event.id, person(name), meta({ waitlist: true }));
    expect(joined).toMatchObject({ ok: true, waitlisted: true });
  }
  return event;
}

describe("the waiting list", () => {
  it("is offered by the public form when the event is full, and counts no place", async () => {
    const event = await insertEvent({ capacity: 2 });
    expect((await register(database.db, event.id, person("Awa", 2), meta())).ok).toBe(true);

    const page = await renderPage("/evenements/:slug", `/evenements/${event.slug}`);
    expect(page.html).toContain("Complet");
    expect(page.html).toContain("Liste d&#x27;attente");
    expect(page.html).toContain("Rejoindre la liste d&#x27;attente");

    const post = (fields: Record<string, string>) =>
      eventAction({
        request: formRequest(`${SITE}evenements/${event.slug}`, "", {
          firstName: "Binta",
          lastName: "Diop",
          email: "binta@example.org",
          phone: "",
          places: "2",
          ...fields,
        }),
        params: { slug: event.slug },
        context: createLoadContext("203.0.113.9"),
      } as never);
    // « Je m'inscris » is refused as full; the refusal offers the list.
    expect(refused(await post({}), 409)).toMatchObject({
      refused: { errors: { form: EVENT_FULL }, values: { liste: "proposee" } },
    });
    // Without JavaScript, the same form posted by « Rejoindre la liste d'attente ».
    const joined = await renderRoutes(
      await siteTree("/evenements/:slug"),
      `/evenements/${event.slug}`,
      {
        post: {
          body: new URLSearchParams({
            firstName: "Binta",
            lastName: "Diop",
            email: "binta@example.org",
            phone: "",
            places: "2",
            liste: "attente",
          }).toString(),
          type: "application/x-www-form-urlencoded",
        },
      },
    );
    expect(joined.status).toBe(200);
    const binta = await registrationOf("Binta");
    expect(binta).toMatchObject({ status: "waitlisted", places: 2 });
    expect(joined.html).toContain("Vous êtes sur la liste d&#x27;attente");
    expect(await placesTaken(event.id)).toBe(2);

    const [mail] = await mailsTo("Binta");
    expect(mail!.subject).toContain("Vous êtes sur la liste d'attente");
    expect(mail!.text).toContain(`${SITE}inscription/annuler/${binta.cancelToken}`);

    // The same person asking again is told she already waits; nothing is added.
    const again = await register(
      database.db,
      event.id,
      { ...person("Binta", 1) },
      { siteUrl: SITE, waitlist: true },
    );
    expect(again).toMatchObject({ ok: false, refusal: { message: ALREADY_WAITING } });
    expect(await mailsTo("Binta")).toHaveLength(1);
  });

  it("offers a freed place to the first waiting, not the second; the second may leave the list", async () => {
    const event = await fullEventWithTwoWaiting();
    const now = new Date();
    await cancelRegistration(database.db, (await registrationOf("Awa")).cancelToken, now, SITE);

    const binta = await registrationOf("Binta");
    expect(binta.status).toBe("offered");
    expect(binta.holdExpiresAt?.getTime()).toBe(now.getTime() + DAY);
    expect((await registrationOf("Coumba")).status).toBe("waitlisted");
    const offer = (await mailsTo("Binta")).at(-1)!;
    expect(offer.subject).toContain("Une place s'est libérée");
    expect(offer.text).toContain(`${SITE}inscription/offre/${binta.cancelToken}`);
    expect(await mailsTo("Coumba")).toHaveLength(1); // only « sur la liste d'attente »
    // The offer holds the place: nobody else gets it meanwhile.
    expect(await register(database.db, event.id, person("Diarra"), meta())).toMatchObject({
      ok: false,
      refusal: { message: EVENT_FULL },
    });

    // Coumba's cancel link takes her off the list; nothing else moves.
    const coumba = await registrationOf("Coumba");
    expect(
      await cancelRegistration(database.db, coumba.cancelToken, new Date(), SITE),
    ).toMatchObject({ cancelled: true });
    expect((await registrationOf("Coumba")).status).toBe("cancelled");
    expect((await registrationOf("Binta")).status).toBe("offered");
  });

  it("confirms an offer from its link within 24 hours, with the confirmation e-mail", async () => {
    await fullEventWithTwoWaiting();
    await cancelRegistration(
      database.db,
      (await registrationOf("Awa")).cancelToken,
      new Date(),
      SITE,
    );
    const { cancelToken } = await registrationOf("Binta");
    const url = `/inscription/offre/${cancelToken}`;

    const page = await renderPage("/inscription/offre/:token", url);
    expect(page.html).toContain("Confirmer ma place");
    expect((await registrationOf("Binta")).status).toBe("offered"); // opening changes nothing
    const confirmed = await renderRoutes(await siteTree("/inscription/offre/:token"), url, {
      post: { body: "", type: "application/x-www-form-urlencoded" },
    });
    expect(confirmed.html).toContain("Votre place est confirmée");
    expect(await registrationOf("Binta")).toMatchObject({
      status: "confirmed",
      holdExpiresAt: null,
    });
    const mail = (await mailsTo("Binta")).at(-1)!;
    expect(mail.topic).toBe("registration.confirmation");
    // The event's .ics, and the door's QR code.
    expect(mail.attachments).toMatchObject([
      { contentType: "text/calendar; charset=utf-8" },
      { contentType: "image/png" },
    ]);
    // A second press changes nothing and sends nothing.
    expect(await confirmOffer(database.db, cancelToken, new Date(), SITE)).toMatchObject({
      state: "confirmed",
    });
    expect(await mailsTo("Binta")).toHaveLength(3);

    const unknown = await renderPage(
      "/inscription/offre/:token",
      `/inscription/offre/${"a".repeat(43)}`,
    );
    expect(unknown.status).toBe(404);
  });

  it("lets an offer lapse after 24 hours and offers the place to the next", async () => {
    const event = await fullEventWithTwoWaiting();
    const t0 = new Date();
    await cancelRegistration(database.db, (await registrationOf("Awa")).cancelToken, t0, SITE);
    const { cancelToken } = await registrationOf("Binta");
    const later = new Date(t0.getTime() + 25 * HOUR);

    // The link says so before any sweep; confirming then is too late.
    expect(await offerByToken(database.db, cancelToken, later)).toMatchObject({ state: "lapsed" });
    // A payment hold of another event lapses in the same sweep, without an e-mail.
    const other = await insertEvent({ capacity: 5 });
    await database.db.insert(registrations).values({
      reference: "INS-HELD01",
      eventId: other.id,
      firstName: "Fatou",
      lastName: "Sow",
      email: "fatou@example.org",
      places: 2,
      status: "held",
      cancelToken: "h".repeat(43),
      holdExpiresAt: new Date(t0.getTime() + HOUR),
    });

    const swept = await sweepRegistrations(database.db, later, SITE);
    expect(swept.expired).toHaveLength(2);
    expect((await registrationOf("Binta")).status).toBe("expired");
    expect((await registrationOf("Fatou")).status).toBe("expired");
    expect(await mailsTo("Fatou")).toHaveLength(0);
    const lapsed = (await mailsTo("Binta")).at(-1)!;
    expect(lapsed.subject).toContain("Votre place n'a pas été confirmée à temps");
    const coumba = await registrationOf("Coumba");
    expect(coumba).toMatchObject({ status: "offered" });
    expect(coumba.holdExpiresAt?.getTime()).toBe(later.getTime() + DAY);
    expect((await mailsTo("Coumba")).at(-1)!.subject).toContain("Une place s'est libérée");

    expect(await confirmOffer(database.db, cancelToken, later, SITE)).toMatchObject({
      state: "lapsed",
    });
    expect((await registrationOf("Binta")).status).toBe("expired");
    // A second sweep finds nothing more to do.
    expect(await sweepRegistrations(database.db, later, SITE)).toEqual({
      expired: [],
      offered: [],
    });
    expect(await placesTaken(event.id)).toBe(1);
  });
});

describe("the reminder the day before", () => {
  it("e-mails confirmed attendees of tomorrow's events once", async () => {
    const today = todayInSaguenay();
    const tomorrow = await insertEvent({ startsAt: zonedInstant(addDays(today, 1), "18:30") });
    const later = await insertEvent({ startsAt: zonedInstant(addDays(today, 3), "18:30") });
    await register(database.db, tomorrow.id, person("Awa", 2), meta());
    await register(database.db, tomorrow.id, person("Binta"), meta());
    await register(database.db, later.id, person("Coumba"), meta());
    await cancelRegistration(database.db, (await registrationOf("Binta")).cancelToken);

    const morning = zonedInstant(today, "09:00");
    expect(await runEventReminders(database.db, morning)).toBe(1);
    const [reminder] = (await mailsTo("Awa")).filter(
      (mail) => mail.topic === "registration.reminder",
    );
    expect(reminder!.subject).toBe("Rappel : Iftar communautaire, demain");
    expect(reminder!.text).toContain("Centre de la fondation, Chicoutimi");
    expect(reminder!.text).toContain("2 personnes");
    expect(reminder!.text).toContain(
      `/inscription/annuler/${(await registrationOf("Awa")).cancelToken}`,
    );

    // Another server the same day, or the task run again: nobody gets a second one.
    expect(await runEventReminders(database.db, morning)).toBeNull();
    expect(await sendEventReminders(database.db, morning)).toBe(0);
    const reminders = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "registration.reminder"));
    expect(reminders).toHaveLength(1);
  });
});

describe("an event cancelled in the back-office", () => {
  it("cancels its registrations, tells who had a place or an offer, and leaves paid ones", async () => {
    const { cookie } = await screen.signIn("editeur");
    const event = await insertEvent({ capacity: 3 });
    for (const name of ["Awa", "Binta", "Diarra"]) {
      await register(database.db, event.id, person(name), meta());
    }
    for (const name of ["Coumba", "Fatou"]) {
      await register(database.db, event.id, person(name), meta({ waitlist: true }));
    }
    // Diarra's registration is a paid one (the payment part refunds it).
    await database.db
      .update(registrations)
      .set({ paidAt: new Date() })
      .where(eq(registrations.id, (await registrationOf("Diarra")).id));
    await cancelRegistration(
      database.db,
      (await registrationOf("Awa")).cancelToken,
      new Date(),
      SITE,
    );
    expect((await registrationOf("Coumba")).status).toBe("offered");

    const start = event.startsAt;
    await screen.post(cookie, {
      intent: "update",
      id: String(event.id),
      title: event.title,
      slug: "",
      date: zonedParts(start).day,
      startTime: zonedParts(start).time,
      endTime: "",
      location: event.location,
      category: "community",
      status: "cancelled",
      description: DESCRIPTION,
      registrationMode: "free",
      capacity: "3",
    });
    expect(
      (await database.db.select().from(events).where(eq(events.id, event.id)))[0]!.status,
    ).toBe("cancelled");

    for (const name of ["Binta", "Coumba", "Fatou"]) {
      expect(await registrationOf(name)).toMatchObject({
        status: "cancelled",
        cancelReason: EVENT_CANCELLED_REASON,
      });
    }
    expect((await registrationOf("Diarra")).status).toBe("confirmed");
    const told = await database.db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "registration.event_cancelled"));
    expect(told.map((mail) => mail.to).sort()).toEqual(["binta@example.org", "coumba@example.org"]);
    expect(await placesTaken(event.id)).toBe(1);
    const diarra = await registrationOf("Diarra");
    expect(await cancelEventRegistrations(database.db, event.id)).toEqual([diarra.id]);
  });
});
