/**
 * The public forms as workflows, end to end against a real SMTP server on loopback: an event
 * request (acknowledgement + foundation notice, then the answer when an administrator decides, and
 * its publication as a public event), a donation (Interac instructions + notice) and a contact
 * message (notice, then the inbox). Also: a submission made while the mail server is down is
 * delivered once it is back; a refused submission queues nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox, eventRequests, events } from "#db/schema";
import { addDays, publicEventTitle } from "~/domain/event-requests/labels";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import { formatMoney, todayInSaguenay } from "~/lib/format";
import {
  action as requestsAction,
  loader as requestsLoader,
} from "~/routes/admin/event-requests/route";
import { loader as eventsLoader } from "~/routes/public/events";
import { action as donateAction } from "~/routes/public/donate";
import { action as eventRequestAction } from "~/routes/public/event-request";
import { action as homeAction } from "~/routes/public/home";
import { RETRY_DELAYS_MS, deliverDueEmails } from "~/domain/mail/mail-worker.server";
import { smtpTransport } from "~/server/mail/transport.server";
import { setupTestDatabase } from "../helpers/db";
import { callAction, callLoader, refused, type FormFields } from "../helpers/routes";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { signIn } from "../helpers/fixtures";

const test = setupTestDatabase();
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});

const FOUNDATION = "avis@fondation.example";

beforeEach(async () => {
  smtp.clear();
  const { notifications } = await getSettings(test.db, ["notifications"]);
  await saveSettings(test.db, "notifications", {
    ...notifications,
    emailNotifications: true,
    notificationEmail: FOUNDATION,
  });
});

/** Delivers every due message (now, or at `now`) to the capture server. */
async function deliver(now?: Date) {
  const transport = smtpTransport(smtp.url);
  try {
    return await deliverDueEmails(test.db, transport, { now });
  } finally {
    transport.close();
  }
}

/** A visitor's form sent to a public page (`path`), from one address. */
const publicPost = (action: (args: never) => unknown, path: string, fields: FormFields) =>
  callAction(action, `http://localhost${path}`, "", fields, { ip: "198.51.100.4" }) as Promise<{
    data: Record<string, unknown>;
    init?: ResponseInit;
  }>;

const outbox = () => test.db.select().from(emailOutbox).orderBy(emailOutbox.id);

const validRequest = {
  name: "Awa Diop",
  email: "awa.diop@example.org",
  phone: "418 555-0123",
  eventType: "conference",
  eventDate: addDays(todayInSaguenay(), 40),
  eventTime: "14:30",
  location: "Salle de conférence",
  attendees: "120",
  description: "Conférence sur la vie du Prophète.",
};

async function sendRequest() {
  const result = await publicPost(eventRequestAction, "/demande-evenements", validRequest);
  expect(result.data.status).toBe("sent");
  return String(result.data.reference);
}

describe("event request", () => {
  it("acknowledges the requester and tells the foundation, with the reference", async () => {
    const reference = await sendRequest();
    expect(await deliver()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const [ack] = smtp.to(validRequest.email);
    expect(ack!.subject).toBe(`Demande d'événement reçue (${reference})`);
    expect(ack!.text).toContain(`Référence : ${reference}`);
    expect(ack!.text).toContain("Type d'événement : Conférence");
    expect(ack!.text).toContain("Heure : 14 h 30");
    expect(ack!.html).toContain("Nous avons bien reçu votre demande");
    const [notice] = smtp.to(FOUNDATION);
    expect(notice!.subject).toContain(reference);
    expect(notice!.text).toContain("Courriel : awa.diop@example.org");
    expect(notice!.text).toContain(
      "Voir les demandes : http://localhost/admin/demande-evenements?statut=en-attente",
    );
  });

  it("tells nobody at the foundation when notifications are off", async () => {
    const { notifications } = await getSettings(test.db, ["notifications"]);
    await saveSettings(test.db, "notifications", { ...notifications, emailNotifications: false });
    await sendRequest();
    const rows = await outbox();
    expect(rows.map((row) => row.to)).toEqual([validRequest.email]);
  });

  it("queues nothing for a refused request", async () => {
    const result = await publicPost(eventRequestAction, "/demande-evenements", {
      ...validRequest,
      eventDate: addDays(todayInSaguenay(), 3),
    });
    refused(result);
    expect(await outbox()).toHaveLength(0);
    expect(await test.db.select().from(eventRequests)).toHaveLength(0);
  });

  it("e-mails the requester the approval, then publishes the request as a public event once", async () => {
    const reference = await sendRequest();
    const [request] = await test.db
      .select()
      .from(eventRequests)
      .where(eq(eventRequests.reference, reference));
    const { cookie } = await signIn(test.db, "editeur");
    const BASE = "http://localhost/admin/demande-evenements";

    // Publishing a request that is still pending is refused.
    refused(
      await callAction(requestsAction, BASE, cookie, {
        intent: "publish",
        id: String(request!.id),
      }),
      409,
    );

    const approved = (await callAction(requestsAction, BASE, cookie, {
      intent: "approve",
      id: String(request!.id),
    })) as Response;
    expect(approved.status).toBe(302);
    await deliver();
    const [answer] = smtp
      .to(validRequest.email)
      .filter((mail) => mail.subject.includes("approuvée"));
    expect(answer!.subject).toBe(`Votre demande d'événement est approuvée (${reference})`);
    expect(answer!.text).toContain("a approuvé votre demande");

    const published = (await callAction(requestsAction, BASE, cookie, {
      intent: "publish",
      id: String(request!.id),
    })) as Response;
    expect(published.status).toBe(302);
    const [event] = await test.db.select().from(events);
    expect(published.headers.get("location")).toBe(`/admin/evenements?modifier=${event!.id}`);
    expect(event).toMatchObject({
      // The type and day, never the requester's name (the volunteer types one only if wished).
      title: publicEventTitle("conference", validRequest.eventDate),
      location: "Salle de conférence",
      category: "conference",
      status: "scheduled",
      description: validRequest.description,
    });
    // 14 h 30 in Saguenay (America/Toronto), whatever the server's time zone.
    expect(
      new Intl.DateTimeFormat("fr-CA", {
        timeZone: "America/Toronto",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(event!.startsAt),
    ).toBe("14 h 30");

    // On the public list of upcoming events.
    const page = await callLoader(eventsLoader, "http://localhost/evenements", "");
    expect(JSON.stringify(page)).toContain(event!.slug);

    // The request links to it; a second click publishes nothing more.
    const list = await callLoader(requestsLoader, BASE, cookie);
    expect(list.list.rows.find((row) => row.id === request!.id)?.eventId).toBe(event!.id);
    refused(
      await callAction(requestsAction, BASE, cookie, {
        intent: "publish",
        id: String(request!.id),
      }),
      409,
    );
    expect(await test.db.select().from(events)).toHaveLength(1);
  });

  it("e-mails the requester a rejection; a rejected request cannot be published", async () => {
    const reference = await sendRequest();
    const [request] = await test.db.select().from(eventRequests);
    const { cookie } = await signIn(test.db, "editeur");
    const BASE = "http://localhost/admin/demande-evenements";
    await callAction(requestsAction, BASE, cookie, { intent: "reject", id: String(request!.id) });
    await deliver();
    const [answer] = smtp
      .to(validRequest.email)
      .filter((mail) => mail.subject.includes("pas été retenue"));
    expect(answer!.subject).toBe(`Votre demande d'événement n'a pas été retenue (${reference})`);
    refused(
      await callAction(requestsAction, BASE, cookie, {
        intent: "publish",
        id: String(request!.id),
      }),
      409,
    );
    expect(await test.db.select().from(events)).toHaveLength(0);
  });

  it("is delivered once the mail server is back, when it was down at submission", async () => {
    await smtp.stop();
    try {
      const reference = await sendRequest();
      const start = new Date();
      expect(await deliver(start)).toEqual({ sent: 0, retried: 2, failed: 0 });
      expect((await outbox()).every((row) => row.status === "pending" && row.lastError)).toBe(true);
      await smtp.start();
      const later = new Date(start.getTime() + RETRY_DELAYS_MS[0]! + 1000);
      expect(await deliver(later)).toEqual({ sent: 2, retried: 0, failed: 0 });
      const [ack] = smtp.to(validRequest.email);
      expect(ack!.subject).toContain(reference);
    } finally {
      await smtp.start().catch(() => undefined);
    }
  });
});

describe("donation", () => {
  it("sends the donor where and how to transfer, and tells the foundation", async () => {
    const result = await publicPost(donateAction, "/don", {
      amount: "250",
      customAmount: "",
      projectId: "general",
      firstName: "Moussa",
      lastName: "Ndiaye",
      email: "moussa@example.org",
    });
    expect(result.data.status).toBe("recorded");
    const { reference } = result.data.summary as { reference: string };
    await deliver();
    const { donation } = await getSettings(test.db, ["donation"]);
    const [instructions] = smtp.to("moussa@example.org");
    expect(instructions!.subject).toBe(
      `Votre don de ${formatMoney(25_000)} : instructions de virement (${reference})`,
    );
    expect(instructions!.text).toContain(`Destinataire du virement : ${donation.interacEmail}`);
    expect(instructions!.text).toContain(`Message du virement : ${reference} — Moussa Ndiaye`);
    const [notice] = smtp.to(FOUNDATION);
    expect(notice!.subject).toBe(`Nouveau don en attente : ${formatMoney(25_000)} (${reference})`);
    expect(notice!.text).toContain(`http://localhost/admin/donations?q=${reference}`);
  });

  it("queues nothing for a refused donation", async () => {
    const result = await publicPost(donateAction, "/don", {
      amount: "",
      customAmount: "",
      projectId: "general",
      firstName: "Moussa",
      lastName: "",
      email: "pas-un-courriel",
    });
    refused(result);
    expect(await outbox()).toHaveLength(0);
  });
});

describe("contact message", () => {
  const message = {
    intent: "contact",
    name: "Fatou Ndiaye",
    email: "fatou@example.org",
    subject: "Visite de groupe",
    message: "Bonjour,\nPeut-on visiter la zawiya samedi ?",
  };

  it("tells the foundation with a link to the inbox", async () => {
    const result = await publicPost(homeAction, "/?index", message);
    expect(result.data.status).toBe("sent");
    const [stored] = await test.db.select().from(contactMessages);
    await deliver();
    const [notice] = smtp.to(FOUNDATION);
    expect(notice!.subject).toBe("Nouveau message du site : Visite de groupe");
    expect(notice!.text).toContain("Peut-on visiter la zawiya samedi ?");
    expect(notice!.text).toContain(`http://localhost/admin/messages?details=${stored!.id}`);
  });

  it("answers the visitor when the foundation clicks « Répondre » on the notice", async () => {
    await publicPost(homeAction, "/?index", message);
    const [stored] = await test.db.select().from(contactMessages);
    const rows = await outbox();
    expect(rows.map((row) => [row.to, row.replyTo, row.relatedReference])).toEqual([
      ["fatou@example.org", null, stored!.reference],
      [FOUNDATION, "fatou@example.org", stored!.reference],
    ]);
    await deliver();
    const [notice] = smtp.to(FOUNDATION);
    expect(notice!.raw.replyTo?.value.map((a) => a.address)).toEqual(["fatou@example.org"]);
    expect(notice!.text).toContain(stored!.reference!);
    const [ack] = smtp.to("fatou@example.org");
    expect(ack!.raw.replyTo).toBeUndefined();
  });

  it("acknowledges the message to the sender with its reference, without repeating what they wrote", async () => {
    await publicPost(homeAction, "/?index", message);
    const [stored] = await test.db.select().from(contactMessages);
    expect(stored!.reference).toMatch(/^MSG-[0-9A-Z]{6}$/);
    await deliver();
    const [ack] = smtp.to("fatou@example.org");
    expect(ack!.subject).toBe("Nous avons bien reçu votre message");
    expect(ack!.text).toContain("Visite de groupe");
    expect(ack!.text).toContain(`Référence : ${stored!.reference}`);
    expect(ack!.text).not.toContain("Peut-on visiter la zawiya samedi ?");
  });

  it("acknowledges at most three messages a day to one address, still storing every message", async () => {
    for (let i = 0; i < 4; i += 1) {
      const sender = { ...message, email: i % 2 ? "Fatou@Example.org" : "fatou@example.org" };
      expect((await publicPost(homeAction, "/?index", sender)).data.status).toBe("sent");
    }
    expect(await test.db.select().from(contactMessages)).toHaveLength(4);
    await deliver();
    const acks = smtp.messages.filter(
      (mail) => mail.subject === "Nous avons bien reçu votre message",
    );
    expect(acks).toHaveLength(3);
    expect(smtp.to(FOUNDATION)).toHaveLength(4);
  });

  it("refuses an eleventh message in an hour from one address, storing nothing", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await publicPost(homeAction, "/?index", message)).data.status).toBe("sent");
    }
    const result = await publicPost(homeAction, "/?index", message);
    const body = refused(result, 429) as { refused: { errors: { form: string } } };
    expect(body.refused.errors.form).toContain("trop de messages");
    expect(await test.db.select().from(contactMessages)).toHaveLength(10);
  });
});
