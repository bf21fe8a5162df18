/**
 * Check-in at the door (issue 26, item 7): the QR code of the confirmation e-mail, as delivered,
 * carries the registration's check-in code; a ticket is checked in once, a second check-in says
 * when and by whom; a queued check-in sent again is not counted twice; cancelled tickets and the
 * roles that do not run events are refused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, registrations } from "#db/schema";
import { deliverDueEmails } from "~/domain/mail/mail-worker.server";
import {
  alreadyCheckedIn,
  arrivalCount,
  checkinQrContent,
  ENTRY_UNKNOWN,
  NOT_ADMITTED,
  type CheckinAnswer,
} from "~/domain/registrations/checkin";
import { CHECKIN_QR_CID } from "~/domain/registrations/checkin-qr.server";
import { cancelRegistration, register } from "~/domain/registrations/registrations.server";
import { action as pageAction, loader as pageLoader } from "~/routes/admin/events/checkin";
import { action as jsonAction } from "~/routes/admin/events/checkin-post";
import { createLoadContext } from "~/server/load-context";
import { smtpTransport } from "~/server/mail/transport.server";
import { setupTestDatabase } from "../helpers/db";
import { insertRegistrationEvent } from "../helpers/events";
import { signIn } from "../helpers/fixtures";
import { readQrCode } from "../helpers/qr";
import { formRequest, thrownBy, type FormFields } from "../helpers/routes";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";

const database = setupTestDatabase();
const SITE = "http://localhost/";
const DAY = 24 * 60 * 60 * 1000;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});

const insertEvent = () =>
  insertRegistrationEvent(database.db, {
    title: "Gamou annuel",
    startsAt: new Date(Date.now() + 3 * DAY),
    category: "religious",
  });

async function registered(eventId: number, n: number, places = 1) {
  const outcome = await register(
    database.db,
    eventId,
    {
      firstName: "Awa",
      lastName: `Diop ${n}`,
      email: `awa.${n}@example.org`,
      phone: null,
      places,
      lines: [],
      payment: null,
      receipt: null,
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

const pageUrl = (eventId: number) => `http://localhost/admin/evenements/${eventId}/accueil`;

/** Posts one check-in as the page's script does (JSON) or as the form without JavaScript. */
async function post(
  via: "json" | "form",
  eventId: number,
  cookie: string,
  fields: FormFields,
): Promise<CheckinAnswer> {
  const url = via === "json" ? `${pageUrl(eventId)}/pointage` : pageUrl(eventId);
  const request = formRequest(url, cookie, fields);
  const args = { request, params: { id: String(eventId) }, context: createLoadContext() } as never;
  if (via === "form") return (await pageAction(args)) as CheckinAnswer;
  return (await (await jsonAction(args)).json()) as CheckinAnswer;
}

async function openPage(eventId: number, cookie: string) {
  const request = new Request(pageUrl(eventId), { headers: { cookie } });
  const args = { request, params: { id: String(eventId) }, context: createLoadContext() } as never;
  return (await pageLoader(args)).data;
}

describe("the QR code of the confirmation e-mail", () => {
  it("is delivered attached and inline, and reads back as the registration's check-in code", async () => {
    const event = await insertEvent();
    const registration = await registered(event.id, 1, 2);

    const transport = smtpTransport(smtp.url);
    try {
      await deliverDueEmails(database.db, transport);
    } finally {
      transport.close();
    }
    const mail = await smtp.mailTo("awa.1@example.org", /Inscription confirmée/);
    const png = mail.raw.attachments.find((file) => file.contentType === "image/png")!;
    expect(png.cid).toBe(CHECKIN_QR_CID);
    expect(await readQrCode(png.content)).toBe(checkinQrContent(registration.checkinCode));
    // Printed too, to be typed when the QR cannot be scanned (groups of four digits).
    expect(mail.text).toContain(registration.reference);
    expect(mail.text.replace(/ /g, "")).toContain(registration.checkinCode);
  });
});

describe("checking in at the door", () => {
  it("checks a ticket in once; a second scan says when and by whom", async () => {
    const event = await insertEvent();
    const first = await registered(event.id, 1, 2);
    await registered(event.id, 2, 3);
    const awa = await signIn(database.db, "editeur", { name: "Awa Bénévole" });
    const moussa = await signIn(database.db, "administrateur", { name: "Moussa Accueil" });

    expect(arrivalCount(0, 5)).toBe("0 personne sur 5 inscrites");
    expect((await openPage(event.id, awa.cookie)).board).toMatchObject({
      arrived: 0,
      registered: 5,
    });

    const scanned = checkinQrContent(first.checkinCode);
    const done = await post("json", event.id, awa.cookie, { code: scanned });
    expect(done).toMatchObject({ ok: true, counts: { arrived: 2, registered: 5 } });
    expect(done.message).toContain("Awa Diop 1 : 2 personnes pointées.");

    const again = await post("json", event.id, moussa.cookie, { code: scanned });
    const [stored] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, first.id));
    expect(again).toMatchObject({
      ok: false,
      message: alreadyCheckedIn(stored!.checkedInAt!, "Awa Bénévole"),
      counts: { arrived: 2 },
    });
    expect(again.message).toMatch(/^Déjà pointé le \d+ \S+ \d{4} à \d+ h \d\d par Awa Bénévole$/);
    // The same refusal by the typed reference, through the form sent without JavaScript.
    expect(await post("form", event.id, moussa.cookie, { code: first.reference })).toMatchObject({
      ok: false,
      message: again.message,
    });

    expect(stored!.checkedInBy).toBe(awa.me.id);
    const journal = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "registration.checkin"));
    expect(journal).toHaveLength(1);
    expect(journal[0]!.details).toMatchObject({ reference: first.reference });
    expect(JSON.stringify(journal[0]!.details)).not.toContain("Awa");
  });

  it("counts a queued check-in sent twice once, and refuses a distinct second one", async () => {
    const event = await insertEvent();
    const row = await registered(event.id, 1, 2);
    const { cookie } = await signIn(database.db, "editeur");
    const queued = {
      registrationId: String(row.id),
      clientId: "5f0c7a9e-3b1d-4c2a-9e8f-1a2b3c4d5e6f",
      recordedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    };

    // The phone sent it, lost the answer with the network, and sends it again on return.
    const [sent, resent] = await Promise.all([
      post("json", event.id, cookie, queued),
      post("json", event.id, cookie, queued),
    ]);
    expect([sent.ok, resent.ok]).toEqual([true, true]);
    expect([sent.replay, resent.replay].sort()).toEqual([false, true]);
    expect(resent.counts).toEqual({ arrived: 2, registered: 2 });
    // When it was pressed offline, not when the network came back.
    expect(sent.checkedInAt).toBe(queued.recordedAt);

    const other = await post("json", event.id, cookie, { ...queued, clientId: "another-phone-1" });
    expect(other).toMatchObject({ ok: false, counts: { arrived: 2 } });
    expect(other.message).toMatch(/^Déjà pointé le /);
  });

  it("refuses a cancelled ticket, an unknown code and a code typed wrong, in French", async () => {
    const event = await insertEvent();
    const row = await registered(event.id, 1);
    await cancelRegistration(database.db, row.cancelToken);
    const { cookie } = await signIn(database.db, "editeur");

    expect(await post("form", event.id, cookie, { code: row.checkinCode })).toMatchObject({
      ok: false,
      message: NOT_ADMITTED.cancelled,
    });
    expect(await post("json", event.id, cookie, { code: "f".repeat(32) })).toMatchObject({
      ok: false,
      message: ENTRY_UNKNOWN,
    });
    expect(await post("json", event.id, cookie, { code: "pas un code" })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Code illisible/),
    });
    const [after] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, row.id));
    expect(after!.checkedInAt).toBeNull();
  });

  it("refuses the trésorier (403): only the roles that run events check people in", async () => {
    const event = await insertEvent();
    const row = await registered(event.id, 1);
    const { cookie } = await signIn(database.db, "tresorier");

    const refusal = await thrownBy(() => post("json", event.id, cookie, { code: row.checkinCode }));
    expect((refusal as Response).status).toBe(403);
    expect(((await thrownBy(() => openPage(event.id, cookie))) as Response).status).toBe(403);
    const [after] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, row.id));
    expect(after!.checkedInAt).toBeNull();
  });
});
