/**
 * Official donation receipts through /admin/donations (decision 0015): confirming a qualifying
 * gift issues its receipt, e-mailed over a real SMTP server on loopback with the PDF, which is
 * parsed back and checked for every element the CRA requires; the serial sequence; no receipt
 * under 20 $ or when not requested; 'Envoyer le reçu' once; void and replace; the year-end
 * receipt; the PDF download; roles; and a missing registration number that writes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, donations, emailOutbox, people, receiptDonations, receipts } from "#db/schema";
import { DONATION_NOT_FOUND } from "~/domain/donations/admin-schema";
import {
  BELOW_MINIMUM,
  MISSING_DONOR,
  MISSING_REGISTRATION_NUMBER,
  NOTHING_TO_RECEIPT,
  NOT_COMPLETED,
  NOT_REQUESTED,
  RECEIPTED_UNDELETABLE,
  RECEIPT_ALREADY_SENT,
  RECEIPT_ALREADY_VOIDED,
  RECEIPT_NOT_FOUND,
  YEAR_END_BELOW_MINIMUM,
  YEAR_END_MISSING_DONOR,
  receiptPdfPath,
} from "~/domain/receipts/receipt-rules";
import { sendDonationReceipt } from "~/domain/receipts/receipts.server";
import {
  EMAIL_INVALID,
  VOID_REASON_REQUIRED,
  YEAR_END_DONOR_INTENT,
  YEAR_INVALID,
} from "~/domain/receipts/schema";
import { defaultSettings } from "~/domain/settings/schema";
import { saveSettings } from "~/domain/settings/settings.server";
import { formatDate, todayInSaguenay } from "~/lib/format";
import { action, loader } from "~/routes/admin/donations/route";
import { loader as pdfLoader } from "~/routes/admin/receipt-pdf";
import { deliverDueEmails } from "~/domain/mail/mail-worker.server";
import { smtpTransport } from "~/server/mail/transport.server";
import { setupTestDatabase } from "../helpers/db";
import { pdfInfo, pdfText } from "../helpers/pdf";
import { renderRoutes, siteTree } from "../helpers/render-page";
import { callLoader, refused, routeAt } from "../helpers/routes";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp";
import { signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/donations";
const REGISTRATION = "123456789 RR 0001";
const SIGNER = "Mamadou Diallo, trésorier";
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
});

/** pdfjs may split spaces into items: compare with whitespace squashed. */
const squash = (text: string) => text.replace(/\s+/g, " ");

async function receiptSettings(charityNumber = REGISTRATION) {
  await saveSettings(database.db, "donation", {
    ...defaultSettings.donation,
    charityNumber,
    receiptSigner: SIGNER,
  });
}

const { post, toast } = routeAt(BASE, { action }, { toast: ["title", "description", "type"] });

function formError(result: unknown, status = 400): string {
  const body = refused(result, status) as { refused: { errors: Record<string, string> } };
  return body.refused.errors.form!;
}

function fieldErrors(result: unknown): Record<string, string> {
  return (refused(result) as { refused: { errors: Record<string, string> } }).refused.errors;
}

let counter = 0;
function gift(overrides: Partial<typeof donations.$inferInsert> = {}) {
  counter += 1;
  return {
    reference: `DON-R${String(counter).padStart(5, "0")}`,
    firstName: "Awa",
    lastName: "Ndiaye",
    email: "awa.ndiaye@example.org",
    address: "45, rue Price Ouest",
    city: "Chicoutimi",
    province: "QC",
    postalCode: "G7J 1G5",
    country: "Canada",
    amountCents: 123_456,
    paymentMethod: "interac",
    status: "pending",
    receiptRequested: true,
    ...overrides,
  } satisfies typeof donations.$inferInsert;
}

async function insert(...rows: (typeof donations.$inferInsert)[]) {
  return database.db.insert(donations).values(rows).returning({ id: donations.id });
}

const allReceipts = () => database.db.select().from(receipts).orderBy(receipts.serialNumber);
const outbox = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
const audits = async () =>
  (await database.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => a.action);
const donationById = async (id: number) =>
  (await database.db.select().from(donations).where(eq(donations.id, id)))[0]!;

/** Delivers the outbox to the loopback SMTP server and returns the messages it received. */
async function deliver(count: number) {
  smtp.clear();
  const transport = smtpTransport(smtp.url);
  try {
    expect(await deliverDueEmails(database.db, transport)).toMatchObject({ sent: count });
  } finally {
    transport.close();
  }
  return smtp.waitFor(count);
}

async function download(cookie: string, id: number | string) {
  return callLoader(pdfLoader, `http://localhost/admin/recus/${id}.pdf`, cookie, {
    id: String(id),
  });
}

describe("official receipts", () => {
  it("issues the receipt when a gift is confirmed and e-mails the PDF with every CRA element", async () => {
    await receiptSettings();
    const { me, cookie } = await signIn(database.db, "tresorier");
    const [row] = await insert(gift());
    const answer = toast(await post(cookie, { intent: "confirm", id: String(row!.id) }));
    expect(answer.title).toBe("Réception confirmée");

    const [receipt] = await allReceipts();
    expect(answer.description).toBe(
      `Le don est maintenant complété. Le reçu officiel no ${receipt!.serialNumber} a été envoyé au donateur.`,
    );
    expect(receipt).toMatchObject({
      donationId: row!.id,
      year: null,
      donorName: "Awa Ndiaye",
      donorAddress: "45, rue Price Ouest\nChicoutimi (Québec) G7J 1G5",
      donorEmail: "awa.ndiaye@example.org",
      amountCents: 123_456,
      advantageCents: 0,
      eligibleCents: 123_456,
      placeOfIssue: "Chicoutimi (Québec)",
      voidedAt: null,
      replacesReceiptId: null,
    });
    const saved = await donationById(row!.id);
    expect(saved.status).toBe("completed");
    expect(saved.receiptSentAt).toBeInstanceOf(Date);
    expect(receipt!.dateReceived).toBe(todayInSaguenay(saved.receivedAt!));
    expect(await database.db.select().from(receiptDonations)).toEqual([
      { receiptId: receipt!.id, donationId: row!.id },
    ]);
    const [queued] = await outbox();
    expect(queued).toMatchObject({
      to: "awa.ndiaye@example.org",
      topic: "donation.receipt",
      relatedReference: saved.reference,
      status: "pending",
    });
    const entries = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((a) => [a.action, a.entity, a.userId])).toEqual([
      ["donation.confirm", "donation", me.id],
      ["receipt.issue", "receipt", me.id],
    ]);

    const [mail] = await deliver(1);
    expect(mail!.to).toBe("awa.ndiaye@example.org");
    expect(mail!.subject).toBe(`Votre reçu officiel de don no ${receipt!.serialNumber}`);
    expect(mail!.text).toContain(saved.reference);
    expect(mail!.attachments).toHaveLength(1);
    const [file] = mail!.attachments;
    expect(file!.filename).toBe(`recu-officiel-${receipt!.serialNumber}.pdf`);
    expect(file!.contentType).toBe("application/pdf");
    const bytes = new Uint8Array(file!.content);
    expect(await pdfInfo(bytes)).toEqual({
      pages: 1,
      title: `Reçu officiel no ${receipt!.serialNumber}`,
    });
    const text = squash(await pdfText(bytes));
    const general = defaultSettings.general;
    for (const element of [
      "Reçu officiel de don aux fins de l'impôt sur le revenu",
      general.siteName,
      general.address,
      `Numéro d'enregistrement de l'organisme de bienfaisance : ${REGISTRATION}`,
      `Numéro de série du reçu : ${receipt!.serialNumber}`,
      "Lieu d'émission : Chicoutimi (Québec)",
      `Date d'émission : ${formatDate(todayInSaguenay())}`,
      `Date de réception du don : ${formatDate(receipt!.dateReceived)}`,
      "Nom du donateur : Awa Ndiaye",
      "Adresse du donateur : 45, rue Price Ouest Chicoutimi (Québec) G7J 1G5",
      "Montant du don : 1 234,56 $",
      "Valeur de l'avantage reçu : 0,00 $",
      "Montant admissible du don aux fins de l'impôt : 1 234,56 $",
      `Signature autorisée — ${SIGNER}`,
      "Agence du revenu du Canada",
      "canada.ca/organismes-bienfaisance-dons",
    ]) {
      expect(text, element).toContain(element);
    }
    expect(text).not.toContain("ANNULÉ");

    // The download is the same document, rendered again from the stored row.
    const response = await download(cookie, receipt!.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="recu-officiel-${receipt!.serialNumber}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(squash(await pdfText(new Uint8Array(await response.arrayBuffer())))).toBe(text);
    // A copy downloaded after the settings change is still the receipt that was issued.
    await saveSettings(database.db, "donation", {
      ...defaultSettings.donation,
      charityNumber: "987654321 RR 0002",
      receiptSigner: "Quelqu'un d'autre",
    });
    const later = await download(cookie, receipt!.id);
    expect(squash(await pdfText(new Uint8Array(await later.arrayBuffer())))).toBe(text);
    for (const bad of ["4242", "abc", "0"]) {
      const missing = await download(cookie, bad);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe(RECEIPT_NOT_FOUND);
    }

    // The list and the details panel show the receipt.
    const data = await callLoader(loader, `${BASE}?details=${row!.id}`, cookie);
    expect(data.list!.rows[0]).toMatchObject({
      receiptSerialNumber: receipt!.serialNumber,
      hasReceipts: true,
    });
    expect(data.receipts.map((r) => [r.serialNumber, r.voidedAt])).toEqual([
      [receipt!.serialNumber, null],
    ]);
    expect(data.receiptProblem).toBeNull();
  });

  it("numbers receipts from their own sequence: increasing, unique, one receipt per gift", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    const rows = await insert(
      gift({ status: "completed", receivedAt: new Date() }),
      gift({ status: "completed", receivedAt: new Date() }),
      gift({ status: "completed", receivedAt: new Date() }),
      gift(),
    );
    for (const row of rows.slice(0, 3)) {
      expect(toast(await post(cookie, { intent: "send-receipt", id: String(row.id) })).title).toBe(
        "Reçu envoyé",
      );
    }
    toast(await post(cookie, { intent: "confirm", id: String(rows[3]!.id) }));
    // Two treasurers sending the same receipt at once: one wins, the other is told.
    const [gift5] = await insert(gift({ status: "completed", receivedAt: new Date() }));
    const { me } = await signIn(database.db, "administrateur");
    const race = await Promise.all([
      sendDonationReceipt(database.db, me.id, gift5!.id),
      sendDonationReceipt(database.db, me.id, gift5!.id),
    ]);
    expect(race.filter((r) => r.ok)).toHaveLength(1);
    expect(race.find((r) => !r.ok)).toMatchObject({ message: RECEIPT_ALREADY_SENT });

    const serials = (await allReceipts()).map((r) => r.serialNumber);
    expect(serials).toHaveLength(5);
    expect(new Set(serials).size).toBe(5);
    for (let i = 1; i < serials.length; i += 1) expect(serials[i]).toBeGreaterThan(serials[i - 1]!);
    // Each receipt's PDF prints its own serial number.
    const last = (await allReceipts()).at(-1)!;
    const text = squash(
      await pdfText(new Uint8Array(await (await download(cookie, last.id)).arrayBuffer())),
    );
    expect(text).toContain(`Numéro de série du reçu : ${last.serialNumber}`);
    expect(await outbox()).toHaveLength(5);
  });

  it("issues no receipt under 20 $ or when the donor did not ask for one", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    const [small, unwanted, noAddress] = await insert(
      gift({ amountCents: 1_999 }),
      gift({ receiptRequested: false, address: null, city: null }),
      gift({ address: null }),
    );
    for (const row of [small, unwanted]) {
      expect(toast(await post(cookie, { intent: "confirm", id: String(row!.id) }))).toMatchObject({
        title: "Réception confirmée",
        description: "Le don est maintenant complété.",
      });
    }
    // Requested, but the address a receipt must print is missing: the treasurer is told.
    expect(toast(await post(cookie, { intent: "confirm", id: String(noAddress!.id) }))).toEqual({
      title: "Réception confirmée, reçu non émis",
      description: `Le don est maintenant complété, mais son reçu officiel n'a pas été émis : ${MISSING_DONOR}`,
      type: "error",
    });
    const data = await callLoader(loader, `${BASE}?details=${noAddress!.id}`, cookie);
    expect(data.receiptProblem).toBe(MISSING_DONOR);

    expect(formError(await post(cookie, { intent: "send-receipt", id: String(small!.id) }))).toBe(
      BELOW_MINIMUM,
    );
    expect(
      formError(await post(cookie, { intent: "send-receipt", id: String(unwanted!.id) })),
    ).toBe(NOT_REQUESTED);
    expect(await allReceipts()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    expect((await donationById(small!.id)).receiptSentAt).toBeNull();
  });

  it("'Envoyer le reçu' sends a completed gift's receipt once", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    const [done, pending] = await insert(
      gift({ status: "completed", receivedAt: new Date("2026-03-02T15:00:00Z") }),
      gift(),
    );
    expect(
      toast(
        await post(
          cookie,
          { intent: "send-receipt", id: String(done!.id) },
          `?details=${done!.id}`,
        ),
      ),
    ).toEqual({
      title: "Reçu envoyé",
      description: "Le reçu a été envoyé au donateur",
      type: "success",
    });
    expect(formError(await post(cookie, { intent: "send-receipt", id: String(done!.id) }))).toBe(
      RECEIPT_ALREADY_SENT,
    );
    expect(formError(await post(cookie, { intent: "send-receipt", id: String(pending!.id) }))).toBe(
      NOT_COMPLETED,
    );
    expect(formError(await post(cookie, { intent: "send-receipt", id: "4242" }), 404)).toBe(
      DONATION_NOT_FOUND,
    );
    const [receipt] = await allReceipts();
    expect(receipt!.dateReceived).toBe("2026-03-02");
    expect(await outbox()).toHaveLength(1);
    expect(await audits()).toEqual(["receipt.issue"]);
    const [mail] = await deliver(1);
    const text = squash(await pdfText(new Uint8Array(mail!.attachments[0]!.content)));
    expect(text).toContain("Date de réception du don : 2 mars 2026");

    // A valid receipt that was never e-mailed (written before the outbox existed): sent as is.
    const [unsentGift] = await insert(gift({ status: "completed", receivedAt: new Date() }));
    const [unsent] = await database.db
      .insert(receipts)
      .values({
        donationId: unsentGift!.id,
        donorName: "Awa Ndiaye",
        donorAddress: "45, rue Price Ouest",
        donorEmail: "awa.ndiaye@example.org",
        amountCents: 123_456,
        eligibleCents: 123_456,
        dateReceived: todayInSaguenay(),
        placeOfIssue: "Chicoutimi (Québec)",
      })
      .returning();
    await database.db
      .insert(receiptDonations)
      .values({ receiptId: unsent!.id, donationId: unsentGift!.id });
    toast(await post(cookie, { intent: "send-receipt", id: String(unsentGift!.id) }));
    expect(await allReceipts()).toHaveLength(2);
    expect((await allReceipts())[1]!.sentAt).toBeInstanceOf(Date);
    expect((await donationById(unsentGift!.id)).receiptSentAt).toBeInstanceOf(Date);
    expect(await audits()).toEqual(["receipt.issue", "receipt.send"]);
    const [resent] = await deliver(1);
    expect(resent!.attachments[0]!.filename).toBe(`recu-officiel-${unsent!.serialNumber}.pdf`);
  });

  it("voids a receipt (kept, printed ANNULÉ) and e-mails its replacement, which cites it", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    const [row] = await insert(gift());
    toast(await post(cookie, { intent: "confirm", id: String(row!.id) }));
    const [first] = await allReceipts();
    await deliver(1);

    let data = await callLoader(
      loader,
      `${BASE}?details=${row!.id}&remplacer=${first!.id}`,
      cookie,
    );
    expect(data.replacing).toBe(first!.id);
    data = await callLoader(loader, `${BASE}?details=${row!.id}&remplacer=4242`, cookie);
    expect(data.replacing).toBeNull();

    const fields = {
      intent: "replace-receipt",
      receipt: String(first!.id),
      reason: "Adresse erronée",
      donorName: "Awa Ndiaye",
      donorAddress: "  12, rue Racine Est \n\n Chicoutimi (Québec) G7H 1R9 ",
    };
    for (const reason of ["", "ab"]) {
      expect(fieldErrors(await post(cookie, { ...fields, reason })).reason).toBe(
        VOID_REASON_REQUIRED,
      );
    }
    expect(fieldErrors(await post(cookie, { ...fields, donorAddress: "" })).donorAddress).toBe(
      "Indiquez l'adresse du donateur.",
    );
    expect(formError(await post(cookie, { ...fields, receipt: "4242" }), 404)).toBe(
      RECEIPT_NOT_FOUND,
    );
    expect(await allReceipts()).toHaveLength(1);

    const answer = toast(await post(cookie, fields, `?details=${row!.id}&remplacer=${first!.id}`));
    expect(answer.title).toBe("Reçu remplacé");
    const [voided, replacement] = await allReceipts();
    expect(voided).toMatchObject({ id: first!.id, voidReason: "Adresse erronée" });
    expect(voided!.voidedAt).toBeInstanceOf(Date);
    expect(replacement).toMatchObject({
      replacesReceiptId: first!.id,
      donationId: row!.id,
      amountCents: first!.amountCents,
      donorAddress: "12, rue Racine Est\nChicoutimi (Québec) G7H 1R9",
      voidedAt: null,
    });
    expect(replacement!.serialNumber).toBeGreaterThan(first!.serialNumber);
    expect(answer.description).toContain(`le reçu no ${replacement!.serialNumber}`);
    expect(formError(await post(cookie, fields))).toBe(RECEIPT_ALREADY_VOIDED);

    const [mail] = await deliver(1);
    const newText = squash(await pdfText(new Uint8Array(mail!.attachments[0]!.content)));
    expect(newText).toContain(`Numéro de série du reçu : ${replacement!.serialNumber}`);
    expect(newText).toContain(`Ce reçu annule et remplace le reçu no ${first!.serialNumber}.`);
    expect(newText).toContain(
      "Adresse du donateur : 12, rue Racine Est Chicoutimi (Québec) G7H 1R9",
    );
    expect(newText).not.toContain("ANNULÉ");
    expect(mail!.text).toContain(`remplace le reçu no ${first!.serialNumber}`);

    const old = await download(cookie, first!.id);
    expect(old.headers.get("content-disposition")).toBe(
      `attachment; filename="recu-officiel-${first!.serialNumber}-annule.pdf"`,
    );
    const oldText = squash(await pdfText(new Uint8Array(await old.arrayBuffer())));
    expect(oldText).toContain("ANNULÉ — ce reçu n'est plus valide");
    expect(oldText).toContain(`Numéro de série du reçu : ${first!.serialNumber}`);

    data = await callLoader(loader, `${BASE}?details=${row!.id}`, cookie);
    expect(
      data.receipts.map((r) => [r.serialNumber, r.voidedAt !== null, r.replacesSerialNumber]),
    ).toEqual([
      [first!.serialNumber, true, null],
      [replacement!.serialNumber, false, first!.serialNumber],
    ]);
    expect(data.list!.rows[0]!.receiptSerialNumber).toBe(replacement!.serialNumber);
    expect(await audits()).toEqual([
      "donation.confirm",
      "receipt.issue",
      "receipt.void",
      "receipt.replace",
    ]);
  });

  it("voids the receipt of a gift then cancelled, and keeps that gift", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "administrateur");
    const [row] = await insert(gift());
    toast(await post(cookie, { intent: "confirm", id: String(row!.id) }));
    toast(
      await post(cookie, { intent: "cancel", id: String(row!.id), reason: "Virement retourné" }),
    );
    const [receipt] = await allReceipts();
    expect(receipt).toMatchObject({ voidReason: "Virement retourné" });
    expect(receipt!.voidedAt).toBeInstanceOf(Date);
    expect(formError(await post(cookie, { intent: "delete", id: String(row!.id) }))).toBe(
      RECEIPTED_UNDELETABLE,
    );
    expect(await donationById(row!.id)).toBeDefined();
    expect((await donationById(row!.id)).receiptSentAt).toBeNull();
    const data = await callLoader(loader, BASE, cookie);
    expect(data.list!.rows[0]).toMatchObject({ receiptSerialNumber: null, hasReceipts: true });

    // A year-end receipt loses one of its gifts: voided, and the other gift can be receipted again.
    const year = { email: "fatou@example.org", status: "completed" } as const;
    const [kept, refunded] = await insert(
      gift({ ...year, receivedAt: new Date("2025-02-01T15:00:00Z") }),
      gift({ ...year, receivedAt: new Date("2025-03-01T15:00:00Z") }),
    );
    const fields = { intent: "year-end-receipt", email: year.email, year: "2025" };
    toast(await post(cookie, fields));
    toast(
      await post(cookie, {
        intent: "fail",
        id: String(refunded!.id),
        reason: "Chèque sans provision",
      }),
    );
    const yearEnds = (await allReceipts()).filter((r) => r.year === 2025);
    expect(yearEnds).toHaveLength(1);
    expect(yearEnds[0]!.voidReason).toBe("Chèque sans provision");
    expect((await donationById(kept!.id)).receiptSentAt).toBeNull();
    toast(await post(cookie, fields));
    const replacement = (await allReceipts()).filter((r) => r.year === 2025 && !r.voidedAt);
    expect(replacement.map((r) => r.amountCents)).toEqual([123_456]);
  });

  it("issues one year-end receipt for a donor's gifts of a calendar year, and only once", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    const email = "moussa.fall@example.org";
    const donor = { email, firstName: "Moussa", lastName: "Fall", amountCents: 5_000 };
    const [january, june, newYearsEve, , , , alreadyReceipted] = await insert(
      gift({ ...donor, status: "completed", receivedAt: new Date("2025-01-15T17:00:00Z") }),
      // No address on this one: the latest gift with an address gives it.
      gift({
        ...donor,
        status: "completed",
        receivedAt: new Date("2025-06-02T17:00:00Z"),
        address: null,
        receiptRequested: false,
        amountCents: 1_000,
      }),
      // 23 h 30 on December 31 in Saguenay: already 2026 in UTC, still 2025 for the receipt.
      gift({
        ...donor,
        status: "completed",
        receivedAt: new Date("2026-01-01T04:30:00Z"),
        address: "7, rue Jacques-Cartier",
      }),
      gift({ ...donor, status: "completed", receivedAt: new Date("2024-12-31T17:00:00Z") }),
      gift({ ...donor, status: "pending", createdAt: new Date("2025-03-01T17:00:00Z") }),
      gift({ status: "completed", receivedAt: new Date("2025-04-01T17:00:00Z") }),
      gift({ ...donor, status: "completed", receivedAt: new Date("2025-08-01T17:00:00Z") }),
    );
    toast(await post(cookie, { intent: "send-receipt", id: String(alreadyReceipted!.id) }));

    for (const [fields, field, message] of [
      [{ email: "pas-un-courriel", year: "2025" }, "email", EMAIL_INVALID],
      [{ email, year: "1999" }, "year", YEAR_INVALID],
      [{ email, year: "deux" }, "year", YEAR_INVALID],
      [{ email, year: String(new Date().getUTCFullYear() + 2) }, "year", YEAR_INVALID],
    ] as const) {
      expect(
        fieldErrors(await post(cookie, { intent: "year-end-receipt", ...fields }))[field],
      ).toBe(message);
    }

    const answer = toast(
      await post(cookie, {
        intent: "year-end-receipt",
        email: " Moussa.Fall@Example.org ",
        year: "2025",
      }),
    );
    expect(answer.title).toBe("Reçu annuel envoyé");
    const yearEnd = (await allReceipts()).find((r) => r.year === 2025)!;
    expect(yearEnd).toMatchObject({
      donationId: null,
      amountCents: 11_000,
      eligibleCents: 11_000,
      donorName: "Moussa Fall",
      donorAddress: "7, rue Jacques-Cartier\nChicoutimi (Québec) G7J 1G5",
      dateReceived: "2025-12-31",
    });
    const links = await database.db
      .select({ donationId: receiptDonations.donationId })
      .from(receiptDonations)
      .where(eq(receiptDonations.receiptId, yearEnd.id));
    expect(links.map((l) => l.donationId).sort((a, b) => a - b)).toEqual(
      [january!.id, june!.id, newYearsEve!.id].sort((a, b) => a - b),
    );
    for (const id of [january!.id, june!.id, newYearsEve!.id]) {
      expect((await donationById(id)).receiptSentAt).toBeInstanceOf(Date);
    }

    const mails = await deliver(2);
    const mail = mails.find((m) => m.subject.includes(String(yearEnd.serialNumber)))!;
    expect(mail.to).toBe(email);
    const text = squash(await pdfText(new Uint8Array(mail.attachments[0]!.content)));
    expect(text).toContain("Dons reçus en 2025 : 15 janvier 2025, 2 juin 2025, 31 décembre 2025");
    expect(text).toContain("Montant du don : 110,00 $");
    expect(text).toContain("Montant admissible du don aux fins de l'impôt : 110,00 $");
    expect(text).toContain(`Numéro de série du reçu : ${yearEnd.serialNumber}`);

    expect(formError(await post(cookie, { intent: "year-end-receipt", email, year: "2025" }))).toBe(
      NOTHING_TO_RECEIPT(2025),
    );
    expect(
      formError(
        await post(cookie, {
          intent: "year-end-receipt",
          email: "personne@example.org",
          year: "2025",
        }),
      ),
    ).toBe(NOTHING_TO_RECEIPT(2025));
    // A donor whose gifts of the year total less than 20 $ gets no year-end receipt.
    const [small] = await insert(
      gift({
        email: "petit@example.org",
        status: "completed",
        amountCents: 500,
        receivedAt: new Date("2025-05-05T15:00:00Z"),
      }),
    );
    expect(
      formError(
        await post(cookie, {
          intent: "year-end-receipt",
          email: "petit@example.org",
          year: "2025",
        }),
      ),
    ).toBe(YEAR_END_BELOW_MINIMUM(2025, 500));
    expect((await donationById(small!.id)).receiptSentAt).toBeNull();
    expect(await audits()).toEqual(["receipt.issue", "receipt.issue"]);
  });

  it("takes a cash donor's address from her file, else lets the treasurer enter it, then issues the year-end receipt", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    // Cash gifts entered without « Reçu officiel demandé »: a name, an e-mail, no address.
    const cash = (email: string, day: string) =>
      gift({
        email,
        firstName: "Khadija",
        lastName: "Sarr",
        paymentMethod: "cash",
        status: "completed",
        receiptRequested: false,
        address: null,
        city: null,
        province: null,
        postalCode: null,
        amountCents: 4_000,
        receivedAt: new Date(`${day}T17:00:00Z`),
      });

    // On file: her donor space's address (the people record) gives the receipt its address.
    const known = "khadija.sarr@example.org";
    await insert(cash(known, "2025-03-10"), cash(known, "2025-09-21"));
    await database.db.insert(people).values({
      email: known,
      firstName: "Khadija",
      lastName: "Sarr",
      address: "12, rue Racine Est",
      city: "Chicoutimi",
      province: "QC",
      postalCode: "G7H 1R1",
    });
    const first = toast(
      await post(cookie, { intent: "year-end-receipt", email: known, year: "2025" }),
    );
    expect(first.title).toBe("Reçu annuel envoyé");
    expect((await allReceipts()).at(-1)).toMatchObject({
      year: 2025,
      donorName: "Khadija Sarr",
      donorAddress: "12, rue Racine Est\nChicoutimi (Québec) G7H 1R1",
      amountCents: 8_000,
    });

    // Nowhere on file: the refusal opens the form to enter her name and address.
    const email = "mariama.ba@example.org";
    await insert(
      { ...cash(email, "2025-02-02"), firstName: "Mariama", lastName: "Ba" },
      { ...cash(email, "2025-11-30"), firstName: "Mariama", lastName: "Ba" },
    );
    const before = (await allReceipts()).length;
    const body = refused(
      await post(cookie, { intent: "year-end-receipt", email, year: "2025" }),
    ) as {
      refused: { intent: string; errors: Record<string, string>; values: Record<string, string> };
    };
    expect(body.refused).toMatchObject({
      intent: YEAR_END_DONOR_INTENT,
      errors: { form: YEAR_END_MISSING_DONOR },
      values: { email, year: "2025", firstName: "Mariama", lastName: "Ba" },
    });
    expect((await allReceipts()).length).toBe(before);
    // The screen answering that refusal (no JavaScript: the document of the POST) shows the form.
    const { html } = await renderRoutes(await siteTree("/admin/donations"), "/admin/donations", {
      cookie,
      post: {
        body: new URLSearchParams({ intent: "year-end-receipt", email, year: "2025" }).toString(),
        type: "application/x-www-form-urlencoded",
      },
    });
    expect(html).toContain(YEAR_END_MISSING_DONOR.replace(/'/g, "&#x27;"));
    expect(html).toContain('aria-label="Adresse du donateur pour le reçu annuel"');
    expect(html).toContain(`name="intent" value="${YEAR_END_DONOR_INTENT}"`);
    expect(html).toMatch(
      /name="firstName"[^>]*value="Mariama"|value="Mariama"[^>]*name="firstName"/,
    );
    expect(html).toContain("Enregistrer l&#x27;adresse et émettre le reçu");

    const donor = {
      intent: YEAR_END_DONOR_INTENT,
      email,
      year: "2025",
      firstName: "Mariama",
      lastName: "Ba",
      address: "",
      city: "Saguenay",
      province: "QC",
      postalCode: "G7H 4B2",
      country: "Canada",
    };
    // An incomplete address is refused in French and saves nothing.
    const incomplete = fieldErrors(await post(cookie, donor));
    expect(incomplete.address).toBeTruthy();
    expect(
      fieldErrors(
        await post(cookie, { ...donor, address: "45, boulevard Talbot", postalCode: "123" }),
      ).postalCode,
    ).toBeTruthy();
    expect((await allReceipts()).length).toBe(before);

    const issued = toast(await post(cookie, { ...donor, address: "45, boulevard Talbot" }));
    expect(issued.title).toBe("Reçu annuel envoyé");
    const receipt = (await allReceipts()).at(-1)!;
    expect(receipt).toMatchObject({
      year: 2025,
      donorName: "Mariama Ba",
      donorAddress: "45, boulevard Talbot\nSaguenay (Québec) G7H 4B2",
      amountCents: 8_000,
      donorEmail: email,
    });
    // Saved: on her gifts of the year and in her file, journaled without the address itself.
    const gifts = await database.db.select().from(donations).where(eq(donations.email, email));
    expect(gifts.map((g) => g.address)).toEqual(["45, boulevard Talbot", "45, boulevard Talbot"]);
    const [file] = await database.db.select().from(people).where(eq(people.email, email));
    expect(file).toMatchObject({ address: "45, boulevard Talbot", postalCode: "G7H 4B2" });
    const [entered] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "person.address_entered"));
    expect(entered).toMatchObject({ entity: "person", entityId: String(file!.id) });
    expect(JSON.stringify(entered!.details)).not.toContain("Talbot");
    const mails = await deliver(2);
    const mail = mails.find((m) => m.subject.includes(String(receipt.serialNumber)))!;
    expect(mail.to).toBe(email);
    const text = squash(await pdfText(new Uint8Array(mail.attachments[0]!.content)));
    expect(text).toContain("Mariama Ba");
    expect(text).toContain("45, boulevard Talbot");
  });

  it("is closed to the éditeur role (screen, actions, PDF)", async () => {
    await receiptSettings();
    const { cookie: treasurer } = await signIn(database.db, "tresorier");
    const [row] = await insert(gift());
    toast(await post(treasurer, { intent: "confirm", id: String(row!.id) }));
    const [receipt] = await allReceipts();
    const { cookie } = await signIn(database.db, "editeur");
    const calls: (() => Promise<unknown>)[] = [
      () => callLoader(loader, `${BASE}?details=${row!.id}`, cookie),
      () => post(cookie, { intent: "send-receipt", id: String(row!.id) }),
      () =>
        post(cookie, {
          intent: "replace-receipt",
          receipt: String(receipt!.id),
          reason: "Essai",
          donorName: "X Y",
          donorAddress: "1, rue Nulle part",
        }),
      () =>
        post(cookie, { intent: "year-end-receipt", email: "awa.ndiaye@example.org", year: "2025" }),
      () => download(cookie, receipt!.id),
    ];
    for (const call of calls) {
      const thrown = await call().then(
        () => null,
        (error: unknown) => error,
      );
      expect((thrown as Response).status).toBe(403);
    }
    expect(await allReceipts()).toHaveLength(1);
    expect((await allReceipts())[0]!.voidedAt).toBeNull();
  });

  it("without a registration number: confirms the gift, says why no receipt, writes nothing else", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const [row, done] = await insert(
      gift(),
      gift({ status: "completed", receivedAt: new Date("2025-06-01T15:00:00Z") }),
    );
    expect(toast(await post(cookie, { intent: "confirm", id: String(row!.id) }))).toEqual({
      title: "Réception confirmée, reçu non émis",
      description: `Le don est maintenant complété, mais son reçu officiel n'a pas été émis : ${MISSING_REGISTRATION_NUMBER}`,
      type: "error",
    });
    expect(MISSING_REGISTRATION_NUMBER).toContain("Paramètres");
    const confirmed = await donationById(row!.id);
    expect(confirmed.status).toBe("completed");
    expect(confirmed.receiptSentAt).toBeNull();
    const data = await callLoader(loader, `${BASE}?details=${row!.id}`, cookie);
    expect(data.receiptProblem).toBe(MISSING_REGISTRATION_NUMBER);

    const before = await audits();
    expect(before).toEqual(["donation.confirm"]);
    expect(formError(await post(cookie, { intent: "send-receipt", id: String(done!.id) }))).toBe(
      MISSING_REGISTRATION_NUMBER,
    );
    expect(
      formError(
        await post(cookie, {
          intent: "year-end-receipt",
          email: "awa.ndiaye@example.org",
          year: "2025",
        }),
      ),
    ).toBe(MISSING_REGISTRATION_NUMBER);
    expect(await allReceipts()).toHaveLength(0);
    expect(await database.db.select().from(receiptDonations)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    expect(await audits()).toEqual(before);
    expect((await donationById(done!.id)).receiptSentAt).toBeNull();

    // Once entered (Paramètres), 'Envoyer le reçu' issues it.
    await receiptSettings();
    expect(toast(await post(cookie, { intent: "send-receipt", id: String(row!.id) })).title).toBe(
      "Reçu envoyé",
    );
    expect(receiptPdfPath((await allReceipts())[0]!.id)).toMatch(/^\/admin\/recus\/\d+\.pdf$/);
  });
});
