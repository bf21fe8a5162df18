/**
 * Registration to an event (issue 26, part A): places are never oversold under concurrency (on
 * the run's PostgreSQL and, in the "pglite" project, on PGlite), per-order limits, the window,
 * cancelling by the e-mail's link, and the public form's refusals.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, eventTicketTypes, events, registrations } from "#db/schema";
import {
  cancelRegistration,
  readCancelToken,
  register,
  registrationByToken,
} from "~/domain/registrations/registrations.server";
import { EVENT_FULL, notYetOpen, onlyLeft, typeFull } from "~/domain/registrations/rules";
import { NO_TICKET, perOrderLimit } from "~/domain/registrations/schema";
import type { RegistrationInput } from "~/domain/registrations/schema";
import { EMAIL_INVALID, REQUIRED } from "~/lib/forms/rules";
import { action, loader } from "~/routes/public/event";
import { createLoadContext } from "~/server/load-context";
import type { EmailAttachment } from "~/server/mail/outbox.server";
import { setupTestDatabase } from "../helpers/db";
import { insertRegistrationEvent } from "../helpers/events";
import { renderPage, renderRoutes, siteTree } from "../helpers/render-page";
import { formRequest, refused } from "../helpers/routes";

const database = setupTestDatabase();
const SITE = "http://localhost/";
const DAY = 24 * 60 * 60 * 1000;

const insertEvent = (values: Partial<typeof events.$inferInsert> = {}) =>
  insertRegistrationEvent(database.db, values);

async function insertType(eventId: number, name: string, places: number | null, position = 0) {
  const [row] = await database.db
    .insert(eventTicketTypes)
    .values({ eventId, name, places, position, perOrderLimit: 4 })
    .returning();
  return row!;
}

const person = (n: number, places = 1): RegistrationInput => ({
  firstName: "Awa",
  lastName: `Diop ${n}`,
  email: `awa.${n}@example.org`,
  phone: null,
  places,
  lines: [],
  payment: null,
  receipt: null,
});

const confirmedPlaces = async (eventId: number) => {
  const [row] = await database.db
    .select({ total: sql<number>`coalesce(sum(${registrations.places}), 0)::int` })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "confirmed")));
  return row!.total;
};

describe("places under concurrency", () => {
  it("gives the last 50 places to exactly 50 of 200 people registering at once", async () => {
    const event = await insertEvent({ capacity: 60 });
    expect((await register(database.db, event.id, person(0, 10), { siteUrl: SITE })).ok).toBe(true);

    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        register(database.db, event.id, person(n + 1), { siteUrl: SITE }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(50);
    const refusals = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.refusal.message]));
    expect(new Set(refusals)).toEqual(new Set([EVENT_FULL]));
    expect(await confirmedPlaces(event.id)).toBe(60);
    // One confirmation e-mail per registration, none for a refusal.
    const mails = await database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "registration.confirmation"));
    expect(mails).toHaveLength(51);
  });

  it("never sells more of a ticket type than its places, the other type still open", async () => {
    const event = await insertEvent({ registrationMode: "tickets", capacity: null });
    const adult = await insertType(event.id, "Adulte", 50);
    const child = await insertType(event.id, "Enfant", null, 1);
    const ticket = (n: number, typeId: number, quantity = 1): RegistrationInput => ({
      ...person(n, quantity),
      lines: [{ ticketTypeId: typeId, quantity }],
    });

    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        register(database.db, event.id, ticket(n, adult.id), { siteUrl: SITE }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(50);
    const refusal = outcomes.find((outcome) => !outcome.ok);
    expect(refusal).toMatchObject({ refusal: { message: typeFull("Adulte") } });
    expect(await confirmedPlaces(event.id)).toBe(50);
    expect((await register(database.db, event.id, ticket(900, child.id, 3))).ok).toBe(true);
  });
});

describe("the rules of one registration", () => {
  it("says how many places are left, and refuses outside the registration window", async () => {
    const event = await insertEvent({ capacity: 3 });
    expect(await register(database.db, event.id, person(1, 4))).toMatchObject({
      ok: false,
      refusal: { field: "places", message: onlyLeft(3) },
    });

    const opensAt = new Date(Date.now() + DAY);
    const later = await insertEvent({ registrationOpensAt: opensAt });
    expect(await register(database.db, later.id, person(2))).toMatchObject({
      ok: false,
      reason: "closed",
      refusal: { message: notYetOpen(opensAt) },
    });
    const closed = await insertEvent({ registrationClosesAt: new Date(Date.now() - DAY) });
    expect(await register(database.db, closed.id, person(3))).toMatchObject({
      ok: false,
      refusal: { message: "Les inscriptions à cet événement sont fermées." },
    });
    const off = await insertEvent({ registrationMode: "off" });
    expect((await register(database.db, off.id, person(4))).ok).toBe(false);
    expect(await database.db.select().from(registrations)).toHaveLength(0);
  });

  it("cancels from the e-mail's link: places back, journaled once, a second cancel changes nothing", async () => {
    const event = await insertEvent({ capacity: 2 });
    expect((await register(database.db, event.id, person(1, 2), { siteUrl: SITE })).ok).toBe(true);
    expect(await register(database.db, event.id, person(2))).toMatchObject({
      refusal: { message: EVENT_FULL },
    });

    // What the attendee received: the event, the reference, the cancel link and the .ics.
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail!.to).toBe("awa.1@example.org");
    expect(mail!.text).toContain("Iftar communautaire");
    expect(mail!.text).toContain("2 personnes");
    expect(mail!.attachments).toMatchObject([
      { contentType: "text/calendar; charset=utf-8" },
      { contentType: "image/png" }, // the door's QR code (event-checkin.test.ts)
    ]);
    const [attached] = mail!.attachments as EmailAttachment[];
    const ics = Buffer.from(attached!.contentBase64, "base64").toString();
    expect(ics).toContain("SUMMARY:Iftar communautaire");
    const link = /http:\/\/localhost\/inscription\/annuler\/([A-Za-z0-9_-]+)/.exec(mail!.text)!;
    const token = readCancelToken(link[1]);
    expect((await registrationByToken(database.db, token))?.cancelled).toBe(false);

    expect((await cancelRegistration(database.db, token))?.cancelled).toBe(true);
    expect((await register(database.db, event.id, person(2))).ok).toBe(true);
    expect(await cancelRegistration(database.db, token)).toMatchObject({ cancelled: true });
    expect(await confirmedPlaces(event.id)).toBe(1);
    const journal = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "registration.cancel"));
    expect(journal).toHaveLength(1);
    expect(JSON.stringify(journal[0]!.details)).not.toContain("awa");
    expect(await registrationByToken(database.db, readCancelToken("x".repeat(43)))).toBeNull();
  });
});

describe("/evenements/{slug}: the registration form", () => {
  const post = (slug: string, fields: Record<string, string>) =>
    action({
      request: formRequest(`http://localhost/evenements/${slug}`, "", fields),
      params: { slug },
      context: createLoadContext("203.0.113.9"),
    } as never);

  it("answers bad input with French messages and stores nothing; a good one registers", async () => {
    const event = await insertEvent({ registrationMode: "tickets", capacity: 40 });
    const adult = await insertType(event.id, "Adulte", 30);
    const field = `ticket-${adult.id}`;

    const blank = refused(await post(event.slug, { firstName: "", email: "pas-un-courriel" }));
    expect(blank).toMatchObject({
      refused: { errors: { firstName: REQUIRED, lastName: REQUIRED, email: EMAIL_INVALID } },
    });
    const none = base({ [field]: "0" });
    expect(refused(await post(event.slug, none))).toMatchObject({
      refused: { errors: { form: NO_TICKET } },
    });
    const tooMany = refused(await post(event.slug, base({ [field]: "5" })));
    expect(tooMany).toMatchObject({
      refused: { errors: { [field]: perOrderLimit("Adulte", 4) }, values: { [field]: "5" } },
    });
    expect(await database.db.select().from(registrations)).toHaveLength(0);

    const done = (await post(event.slug, base({ [field]: "2" }))) as unknown as {
      data: { status: string; reference: string };
    };
    expect(done.data).toMatchObject({ status: "registered" });
    expect(done.data.reference).toMatch(/^INS-[A-Z2-9]{6}$/);

    const page = await loader({
      request: new Request(`http://localhost/evenements/${event.slug}`),
      params: { slug: event.slug },
      context: createLoadContext(),
    } as never);
    expect(page.registration).toMatchObject({ left: 38, types: [{ name: "Adulte", left: 28 }] });
    expect(page.jsonLd).toMatchObject({
      offers: [{ price: "0.00", priceCurrency: "CAD", availability: "https://schema.org/InStock" }],
    });
  });

  function base(extra: Record<string, string>) {
    return { firstName: "Awa", lastName: "Diop", email: "awa@example.org", phone: "", ...extra };
  }

  it("works without JavaScript: the form, the confirmation, then the cancel link's page", async () => {
    const event = await insertEvent({ capacity: 5 });
    const url = `/evenements/${event.slug}`;
    const page = await renderPage("/evenements/:slug", url);
    expect(page.status).toBe(200);
    expect(page.html).toContain("5 places restantes");
    expect(page.html).toContain("Je m&#x27;inscris");
    expect(page.html).toContain('name="places"');

    const posted = await renderRoutes(await siteTree("/evenements/:slug"), url, {
      post: {
        body: new URLSearchParams(base({ places: "2" })).toString(),
        type: "application/x-www-form-urlencoded",
      },
    });
    expect(posted.status).toBe(200);
    const [row] = await database.db.select().from(registrations);
    expect(posted.html).toContain(row!.reference);
    expect(posted.html).toContain("3 places restantes");

    const cancelUrl = `/inscription/annuler/${row!.cancelToken}`;
    const cancelPage = await renderPage("/inscription/annuler/:token", cancelUrl);
    expect(cancelPage.html).toContain("Annuler mon inscription");
    expect(cancelPage.html).toContain(row!.reference);
    const cancelled = await renderRoutes(await siteTree("/inscription/annuler/:token"), cancelUrl, {
      post: { body: "", type: "application/x-www-form-urlencoded" },
    });
    expect(cancelled.html).toContain("Votre inscription est annulée");
    expect(await confirmedPlaces(event.id)).toBe(0);

    const unknown = await renderPage(
      "/inscription/annuler/:token",
      `/inscription/annuler/${"a".repeat(43)}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain("Inscription introuvable");
  });
});
