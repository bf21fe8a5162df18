/**
 * The back-office of an event's registrations (issue 26, items 1 and 6): questions set in the
 * event form, answered on the public form and shown back; the list and its counts; cancelling
 * (places freed, the attendee e-mailed, journaled) and moving tickets (refused when the target
 * type is full); the CSV; the message to attendees entering the outbox at the newsletter's pace;
 * the dashboard's places; and the roles that may not open any of it.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  eventMessageDeliveries,
  eventTicketTypes,
  events,
  registrationAnswers,
  registrationLines,
  registrations,
} from "#db/schema";
import { eventsTab } from "~/domain/dashboard/events-tab.server";
import { REASON_REQUIRED } from "~/domain/registrations/admin-forms";
import { dispatchAttendeeMessages } from "~/domain/registrations/attendee-messages.server";
import { ANSWER_REQUIRED, CHOICE_INVALID } from "~/domain/registrations/questions";
import { register } from "~/domain/registrations/registrations.server";
import { typeFull } from "~/domain/registrations/rules";
import { addDays } from "~/domain/event-requests/labels";
import { todayInSaguenay } from "~/lib/format";
import { action as eventsAction } from "~/routes/admin/events/route";
import { action, loader } from "~/routes/admin/events/registrations";
import { loader as csvLoader } from "~/routes/admin/events/registrations-csv";
import { action as publicAction } from "~/routes/public/event";
import { createLoadContext } from "~/server/load-context";
import { setupTestDatabase } from "../helpers/db";
import { insertRegistrationEvent } from "../helpers/events";
import { signIn } from "../helpers/fixtures";
import { formRequest, redirectToast, refused, thrownBy, type FormFields } from "../helpers/routes";

const database = setupTestDatabase();
const SITE = "http://localhost/";
const pageUrl = (id: number) => `http://localhost/admin/evenements/${id}/inscriptions`;

const load = async (cookie: string, id: number) => {
  const result = (await loader({
    request: new Request(pageUrl(id), { headers: { cookie } }),
    params: { id: String(id) },
    context: createLoadContext(),
  } as never)) as unknown as { data: { screen: unknown } };
  return result.data.screen as NonNullable<
    Awaited<
      ReturnType<typeof import("~/domain/registrations/admin-list.server").registrationsScreen>
    >
  >;
};
const post = (cookie: string, id: number, fields: FormFields) =>
  action({
    request: formRequest(pageUrl(id), cookie, fields),
    params: { id: String(id) },
    context: createLoadContext(),
  } as never);

const insertEvent = (values: Partial<typeof events.$inferInsert> = {}) =>
  insertRegistrationEvent(database.db, {
    registrationMode: "tickets",
    ...values,
  });

async function insertType(eventId: number, name: string, places: number | null, position: number) {
  const [row] = await database.db
    .insert(eventTicketTypes)
    .values({ eventId, name, places, position })
    .returning();
  return row!;
}

async function registerTickets(eventId: number, n: number, lines: [number, number][]) {
  const outcome = await register(
    database.db,
    eventId,
    {
      firstName: "Awa",
      lastName: `Diop ${n}`,
      email: `awa.${n}@example.org`,
      phone: null,
      places: lines.reduce((sum, [, quantity]) => sum + quantity, 0),
      lines: lines.map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
    },
    { siteUrl: SITE },
  );
  if (!outcome.ok) throw new Error(outcome.refusal.message);
  const [row] = await database.db
    .select()
    .from(registrations)
    .where(eq(registrations.reference, outcome.reference));
  return row!;
}

describe("questions on the registration form", () => {
  it("are set in the event form, validated on the public form, stored and shown back (CSV too)", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const created = await eventsAction({
      request: formRequest("http://localhost/admin/evenements?mode=ajout", cookie, {
        intent: "create",
        title: "Gamou 2026",
        slug: "",
        date: addDays(todayInSaguenay(), 20),
        startTime: "18:00",
        location: "Centre de la fondation",
        category: "conference",
        status: "scheduled",
        registrationMode: "free",
        question1Label: "Repas",
        question1Kind: "choice",
        question1Choices: "Végétarien\nSans restriction\n",
        question1Required: "on",
        question2Label: "Allergies",
        question2Kind: "text",
      }),
      params: {},
      context: createLoadContext(),
    } as never);
    expect(redirectToast(created).title).toBe("Événement ajouté");
    const [event] = await database.db.select().from(events);

    const send = (fields: Record<string, string>) =>
      publicAction({
        request: formRequest(`http://localhost/evenements/${event!.slug}`, "", {
          intent: "registration",
          firstName: "Fatou",
          lastName: "Sow",
          email: "fatou@example.org",
          places: "2",
          ...fields,
        }),
        params: { slug: event!.slug },
        context: createLoadContext("203.0.113.7"),
      } as never);
    const screen0 = await load(cookie, event!.id);
    const [meal, allergies] = screen0.questions;
    expect(screen0.questions.map((q) => q.label)).toEqual(["Repas", "Allergies"]);

    expect(refused(await send({}))).toMatchObject({
      refused: { errors: { [`question-${meal!.id}`]: ANSWER_REQUIRED } },
    });
    expect(refused(await send({ [`question-${meal!.id}`]: "Poulet" }))).toMatchObject({
      refused: { errors: { [`question-${meal!.id}`]: CHOICE_INVALID } },
    });
    expect(await database.db.select().from(registrations)).toHaveLength(0);

    await send({
      [`question-${meal!.id}`]: "Végétarien",
      [`question-${allergies!.id}`]: "Arachides",
    });
    expect(await database.db.select().from(registrationAnswers)).toHaveLength(2);
    const screen = await load(cookie, event!.id);
    expect(screen.registrations[0]!.answers).toEqual([
      { questionId: meal!.id, label: "Repas", answer: "Végétarien" },
      { questionId: allergies!.id, label: "Allergies", answer: "Arachides" },
    ]);

    const csv = (await csvLoader({
      request: new Request(`${pageUrl(event!.id)}.csv`, { headers: { cookie } }),
      params: { id: String(event!.id) },
      context: createLoadContext(),
    } as never)) as Response;
    expect(csv.headers.get("content-disposition")).toContain("inscriptions-gamou-2026.csv");
    // Response.text() would drop the BOM Excel needs: read the bytes as they are.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith("\uFEFFRéférence;Inscrit le;Prénom;Nom;Courriel")).toBe(true);
    expect(text).toContain(";Repas;Allergies\r\n");
    expect(text).toMatch(/;Fatou;Sow;fatou@example\.org;;2;;Confirmée;;Végétarien;Arachides\r\n$/);
  });
});

describe("an event's registrations", () => {
  it("lists and counts, then cancels one: places freed, the attendee e-mailed, journaled", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const event = await insertEvent({ capacity: 4 });
    const adult = await insertType(event.id, "Adulte", 3, 0);
    const child = await insertType(event.id, "Enfant", 1, 1);
    const first = await registerTickets(event.id, 1, [[adult.id, 2]]);
    const second = await registerTickets(event.id, 2, [[child.id, 1]]);
    await database.db.insert(registrations).values({
      reference: "INS-ATTENTE1",
      eventId: event.id,
      firstName: "Moussa",
      lastName: "Ba",
      email: "moussa@example.org",
      places: 1,
      status: "waitlisted",
      cancelToken: "t".repeat(43),
    });

    const screen = await load(cookie, event.id);
    expect(screen.taken).toBe(3);
    expect(screen.types.map((t) => [t.name, t.taken, t.places])).toEqual([
      ["Adulte", 2, 3],
      ["Enfant", 1, 1],
    ]);
    expect(screen.byStatus.map((s) => [s.label, s.registrations, s.places])).toEqual([
      ["Confirmée", 2, 3],
      ["Liste d'attente", 1, 1],
    ]);
    expect(screen.waitingList.map((r) => r.reference)).toEqual(["INS-ATTENTE1"]);
    expect(screen.registrations[0]!.lines).toMatchObject([{ name: "Adulte", quantity: 2 }]);

    const blank = refused(
      await post(cookie, event.id, {
        intent: "cancel-registration",
        id: String(second.id),
        reason: " ",
      }),
    );
    expect(blank).toMatchObject({ refused: { errors: { reason: REASON_REQUIRED } } });

    const done = redirectToast(
      await post(cookie, event.id, {
        intent: "cancel-registration",
        id: String(second.id),
        reason: "La salle enfants est fermée ce soir-là.",
      }),
    );
    expect(done.title).toBe("Inscription annulée");
    const after = await load(cookie, event.id);
    expect(after.types[1]!.taken).toBe(0);
    // The freed place goes to the waiting list first: offered to Moussa for 24 hours.
    expect(after.taken).toBe(3);
    const [moussa] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.reference, "INS-ATTENTE1"));
    expect(moussa!.status).toBe("offered");
    const mail = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "registration.cancelled"));
    expect(mail.map((m) => m.to)).toEqual(["awa.2@example.org"]);
    expect(mail[0]!.text).toContain("La salle enfants est fermée ce soir-là.");
    const [journal] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "registration.admin_cancel"));
    expect(JSON.stringify(journal!.details)).not.toMatch(/awa|salle/i);

    // A second cancel changes nothing.
    expect(
      refused(
        await post(cookie, event.id, {
          intent: "cancel-registration",
          id: String(second.id),
          reason: "x",
        }),
        409,
      ),
    ).toBeTruthy();
    expect(first.status).toBe("confirmed");
  });

  it("moves tickets to another type, refused when that type is full", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const event = await insertEvent();
    const adult = await insertType(event.id, "Adulte", 3, 0);
    const child = await insertType(event.id, "Enfant", 1, 1);
    const a = await registerTickets(event.id, 1, [[adult.id, 2]]);
    const b = await registerTickets(event.id, 2, [[child.id, 1]]);
    const lineOf = async (registrationId: number) =>
      (
        await database.db
          .select()
          .from(registrationLines)
          .where(eq(registrationLines.registrationId, registrationId))
      )[0]!;

    const full = await post(cookie, event.id, {
      intent: "move-tickets",
      id: String(a.id),
      line: String((await lineOf(a.id)).id),
      target: String(child.id),
    });
    expect(refused(full, 409)).toMatchObject({ refused: { errors: { form: typeFull("Enfant") } } });
    expect((await lineOf(a.id)).ticketTypeId).toBe(adult.id);

    const moved = await post(cookie, event.id, {
      intent: "move-tickets",
      id: String(b.id),
      line: String((await lineOf(b.id)).id),
      target: String(adult.id),
    });
    expect(redirectToast(moved).title).toBe("Billets changés de type");
    expect((await lineOf(b.id)).ticketTypeId).toBe(adult.id);
    const screen = await load(cookie, event.id);
    expect(screen.types.map((t) => t.taken)).toEqual([3, 0]);
  });

  it("sends a message to the confirmed attendees at the pace: one at once, the rest later", async () => {
    const { cookie } = await signIn(database.db, "editeur");
    const event = await insertEvent({ registrationMode: "free" });
    const registered = [];
    for (const n of [1, 2, 3, 4]) {
      const outcome = await register(
        database.db,
        event.id,
        {
          firstName: "Awa",
          lastName: `Diop ${n}`,
          email: `awa.${n}@example.org`,
          phone: null,
          places: 1,
          lines: [],
        },
        { siteUrl: SITE },
      );
      registered.push(outcome);
    }
    await database.db
      .update(registrations)
      .set({ status: "cancelled" })
      .where(eq(registrations.email, "awa.4@example.org"));

    const missing = refused(
      await post(cookie, event.id, { intent: "message-attendees", subject: "", body: "" }),
    );
    expect(Object.keys((missing.refused as { errors: object }).errors)).toEqual([
      "subject",
      "body",
    ]);

    const started = redirectToast(
      await post(cookie, event.id, {
        intent: "message-attendees",
        subject: "Changement de salle",
        body: "L'iftar aura lieu dans la grande salle.\n\nApportez un plat si vous le pouvez.",
      }),
    );
    expect(started.title).toBe("Envoi commencé");
    expect(await database.db.select().from(eventMessageDeliveries)).toHaveLength(3);

    const sent = () =>
      database.db.select().from(emailOutbox).where(eq(emailOutbox.topic, "event.message"));
    const now = new Date();
    expect(await dispatchAttendeeMessages(database.db, { now, ratePerMinute: 60 })).toBe(1);
    expect(await dispatchAttendeeMessages(database.db, { now, ratePerMinute: 60 })).toBe(0);
    expect((await load(cookie, event.id)).messages[0]).toMatchObject({ sent: 1, total: 3 });

    const later = new Date(now.getTime() + 5_000);
    expect(await dispatchAttendeeMessages(database.db, { now: later, ratePerMinute: 60 })).toBe(2);
    const mails = await sent();
    expect(mails.map((m) => m.to).sort()).toEqual([
      "awa.1@example.org",
      "awa.2@example.org",
      "awa.3@example.org",
    ]);
    expect(mails[0]!.subject).toBe("Changement de salle");
    expect(mails[0]!.text).toContain("Apportez un plat si vous le pouvez.");
    expect((await load(cookie, event.id)).messages[0]).toMatchObject({ sent: 3, total: 3 });
  });

  it("shows the upcoming events' places on the dashboard", async () => {
    const event = await insertEvent({ registrationMode: "free", capacity: 30 });
    await register(
      database.db,
      event.id,
      {
        firstName: "Awa",
        lastName: "Diop",
        email: "awa@example.org",
        phone: null,
        places: 3,
        lines: [],
      },
      { siteUrl: SITE },
    );
    await insertEvent({ registrationMode: "off", slug: "sans-inscription" });
    const tab = await eventsTab(database.db, "editeur");
    expect(tab.events!.map((e) => [e.slug, e.places])).toEqual([
      [event.slug, { taken: 3, capacity: 30 }],
      ["sans-inscription", null],
    ]);
  });

  it("refuses the roles that do not run events, and changes nothing", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const event = await insertEvent({ registrationMode: "free" });
    const outcome = await register(
      database.db,
      event.id,
      {
        firstName: "Awa",
        lastName: "Diop",
        email: "awa@example.org",
        phone: null,
        places: 1,
        lines: [],
      },
      { siteUrl: SITE },
    );
    expect(outcome.ok).toBe(true);
    const [row] = await database.db.select().from(registrations);
    const statusOf = (await thrownBy(() => load(cookie, event.id))) as Response;
    expect(statusOf.status).toBe(403);
    const posted = (await thrownBy(() =>
      post(cookie, event.id, { intent: "cancel-registration", id: String(row!.id), reason: "x" }),
    )) as Response;
    expect(posted.status).toBe(403);
    const csv = (await thrownBy(() =>
      csvLoader({
        request: new Request(`${pageUrl(event.id)}.csv`, { headers: { cookie } }),
        params: { id: String(event.id) },
        context: createLoadContext(),
      } as never),
    )) as Response;
    expect(csv.status).toBe(403);
    const [still] = await database.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.id, row!.id), eq(registrations.status, "confirmed")));
    expect(still).toBeDefined();
  });
});
