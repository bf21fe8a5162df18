/**
 * 'Enregistrer un don reçu' on /admin/donations (issue 13, item 4): a cash or a cheque gift
 * recorded by a treasurer is refused with the form's French messages when incomplete (cheque
 * number, future date, receipt without address or e-mail), stored completed on the day received,
 * tied to the donor's person, added to its project, journaled, receipted and e-mailed when wanted;
 * it counts in the summary cards and, with an Interac gift confirmed the same year, in one
 * year-end receipt. A gift in kind is receipted on its own, describing the property, its fair
 * market value and its appraiser, and never grouped in a year-end receipt.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, donations, emailOutbox, people, receiptDonations, receipts } from "#db/schema";
import {
  ADVANTAGE_INVALID,
  ADVANTAGE_NEEDS_DESCRIPTION,
  ADVANTAGE_OVER_AMOUNT,
  APPRAISER_NEEDS_ADDRESS,
  CHEQUE_NUMBER_REQUIRED,
  IN_KIND_DESCRIPTION_REQUIRED,
  IN_KIND_ONLY,
  OFFLINE_AMOUNT_INVALID,
  OFFLINE_GIFT_INTENT,
  RECEIPT_NEEDS_EMAIL,
  RECEIVED_IN_FUTURE,
} from "~/domain/donations/offline-gift";
import { NOTHING_TO_RECEIPT } from "~/domain/receipts/receipt-rules";
import { REQUIRED } from "~/lib/forms/rules";
import { formatDate, todayInSaguenay } from "~/lib/format";
import { zonedInstant } from "~/lib/zoned-time";
import { ADVANTAGE_TOO_LARGE } from "~/domain/receipts/split-receipt";
import { action, loader } from "~/routes/admin/donations/route";
import { loader as pdfLoader } from "~/routes/admin/receipt-pdf";
import { setupTestDatabase } from "../helpers/db";
import {
  insertProject,
  signIn,
  projectCollectedCents,
  receiptSettings as fixedReceiptSettings,
} from "../helpers/fixtures";
import { pdfText } from "../helpers/pdf";
import { renderPage } from "../helpers/render-page";
import { callLoader, refused, routeAt } from "../helpers/routes";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/donations";
const { post, load, toast } = routeAt(
  BASE,
  { action, loader },
  { toast: ["title", "description", "type", "location"] },
);

const errorsOf = (result: unknown) =>
  (refused(result) as { refused: { errors: Record<string, string> } }).refused.errors;

const receiptSettings = () => fixedReceiptSettings(database.db);

/** A shifted day of Saguenay's calendar, "YYYY-MM-DD". */
function dayOffset(days: number) {
  return todayInSaguenay(new Date(Date.now() + days * 86_400_000));
}

const ADDRESS = {
  address: "45, rue Price Ouest",
  city: "Chicoutimi",
  province: "QC",
  postalCode: "g7j1g5",
  country: "Canada",
};

function gift(fields: Record<string, string | undefined> = {}) {
  return {
    intent: OFFLINE_GIFT_INTENT,
    firstName: "Fatou",
    lastName: "Sarr",
    email: "Fatou.Sarr@example.org",
    amount: "150",
    receivedOn: dayOffset(-2),
    paymentMethod: "cash",
    chequeNumber: "",
    projectId: "general",
    receiptRequested: "on",
    ...ADDRESS,
    ...fields,
  };
}

/** The receipt's PDF as the treasurer downloads it, whitespace squashed. */
async function receiptText(cookie: string, id: number) {
  const response = await callLoader(pdfLoader, `http://localhost/admin/recus/${id}.pdf`, cookie, {
    id: String(id),
  });
  const text = await pdfText(new Uint8Array(await (response as Response).arrayBuffer()));
  return text.replace(/\s+/g, " ").replace(/[\u00a0\u202f]/g, " ");
}

describe("Enregistrer un don reçu", () => {
  it("refuses an incomplete gift with the form's French messages, storing nothing", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const cases: [Record<string, string | undefined>, string, string][] = [
      [{ paymentMethod: "cheque" }, "chequeNumber", CHEQUE_NUMBER_REQUIRED],
      [{ receivedOn: dayOffset(2) }, "receivedOn", RECEIVED_IN_FUTURE],
      [{ amount: "douze" }, "amount", OFFLINE_AMOUNT_INVALID],
      [{ email: "" }, "email", RECEIPT_NEEDS_EMAIL],
      [{ address: "" }, "address", REQUIRED],
      [{ projectId: "999" }, "projectId", "Veuillez choisir un fonds ou un projet de la liste."],
      [{ firstName: "" }, "firstName", REQUIRED],
    ];
    for (const [fields, field, message] of cases) {
      const result = await post(cookie, gift(fields), "?mode=don-recu");
      expect(errorsOf(result)[field], field).toBe(message);
    }
    expect(await database.db.select().from(donations)).toEqual([]);

    // The editeur may not open the donations at all.
    const editor = await signIn(database.db, "editeur");
    const thrown = await post(editor.cookie, gift()).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(403);
  });

  it("stores a cheque gift completed, tied to its person, with its receipt e-mailed", async () => {
    await receiptSettings();
    const { me, cookie } = await signIn(database.db, "tresorier");
    const projectId = await insertProject(database.db, { collectedCents: 10_000 });
    const day = dayOffset(-3);
    const result = await post(
      cookie,
      gift({
        paymentMethod: "cheque",
        chequeNumber: "000123",
        amount: "1 234,56",
        receivedOn: day,
        projectId: String(projectId),
      }),
      "?mode=don-recu",
    );
    const shown = toast(result);
    expect(shown.title).toBe("Don enregistré");
    expect(shown.location).toBe("/admin/donations");
    expect(shown.description).toMatch(
      /^Le don DON-[A-Z0-9]{6} de 1\s234,56\s\$ est enregistré comme complété\. Le reçu officiel no \d+ a été envoyé à fatou\.sarr@example\.org\.$/,
    );

    const [row] = await database.db.select().from(donations);
    expect(row).toMatchObject({
      status: "completed",
      paymentMethod: "cheque",
      chequeNumber: "000123",
      amountCents: 123_456,
      email: "fatou.sarr@example.org",
      postalCode: "G7J 1G5",
      projectId,
    });
    expect(todayInSaguenay(row.receivedAt!)).toBe(day);
    expect(row.receiptSentAt).not.toBeNull();
    const [person] = await database.db.select().from(people);
    expect(row.personId).toBe(person.id);
    expect(person.email).toBe("fatou.sarr@example.org");

    expect(await projectCollectedCents(database.db, projectId)).toBe(10_000 + 123_456);

    const [receipt] = await database.db.select().from(receipts);
    expect(receipt).toMatchObject({ amountCents: 123_456, dateReceived: day, year: null });
    const mail = await database.db.select().from(emailOutbox);
    expect(mail.map((m) => [m.to, m.topic])).toEqual([
      ["fatou.sarr@example.org", "donation.receipt"],
    ]);
    const journal = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(journal.map((entry) => [entry.action, entry.entity, entry.userId])).toEqual([
      ["donation.record", "donation", me.id],
      ["donation.confirm", "donation", me.id],
      ["receipt.issue", "receipt", me.id],
    ]);

    // The summary cards count it as a completed gift.
    const data = await load(cookie);
    expect(data.totals).toEqual({ completedCents: 123_456, pendingCents: 0, count: 1 });
    expect(data.list?.rows[0]).toMatchObject({ paymentMethod: "cheque", status: "completed" });
  });

  it("stores a cash gift without e-mail nor receipt, and counts it", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    const result = await post(
      cookie,
      gift({ email: "", receiptRequested: undefined, amount: "20", address: "", city: "" }),
    );
    expect(toast(result).title).toBe("Don enregistré");
    const [row] = await database.db.select().from(donations);
    expect(row).toMatchObject({
      status: "completed",
      paymentMethod: "cash",
      chequeNumber: null,
      email: "",
      personId: null,
      receiptRequested: false,
      address: null,
      receiptSentAt: null,
    });
    expect(await database.db.select().from(receipts)).toEqual([]);
    expect(await database.db.select().from(people)).toEqual([]);
  });

  it("dates and sorts a cash gift in the list by the day it was received, not typed", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    // An Interac gift made three days ago, then today a cash gift received ten days ago.
    await database.db.insert(donations).values({
      reference: "DON-RECENT",
      firstName: "Awa",
      lastName: "Ndiaye",
      email: "awa@example.org",
      amountCents: 5_000,
      paymentMethod: "interac",
      status: "pending",
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const received = dayOffset(-10);
    const typed = toast(
      await post(cookie, gift({ receiptRequested: undefined, receivedOn: received })),
    );
    expect(typed.title).toBe("Don enregistré");
    const data = await load(cookie);
    expect(data.list?.rows.map((row) => row.paymentMethod)).toEqual(["interac", "cash"]);

    const { html } = await renderPage("/admin/donations", "/admin/donations", cookie);
    const cashRow = [...html.matchAll(/<tr[\s\S]*?<\/tr>/g)]
      .map((m) => m[0])
      .find((row) => row.includes("Fatou Sarr"))!;
    expect(cashRow).toContain(formatDate(received));
    expect(cashRow).not.toContain(formatDate(todayInSaguenay()));
    // A day, not an hour the treasurer never typed.
    expect(cashRow).not.toMatch(/ à \d{1,2}\s?h/);
  });

  it("tells the treasurer when the receipt could not be issued, the gift recorded anyway", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const shown = toast(await post(cookie, gift()));
    expect(shown.title).toBe("Don enregistré, reçu non émis");
    expect(shown.type).toBe("error");
    expect(shown.description).toContain("Le numéro d'enregistrement");
    expect(await database.db.select().from(donations)).toHaveLength(1);
  });

  it("sums a cash and a cheque gift with a confirmed Interac gift in one year-end receipt", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    const year = Number(todayInSaguenay().slice(0, 4));
    // A day of this year before today (the 1st of January is today at the earliest).
    const earlier = `${year}-01-01`;
    const email = "fatou.sarr@example.org";
    // Without a receipt each: the year-end receipt groups them.
    await post(
      cookie,
      gift({ amount: "10", receiptRequested: undefined, receivedOn: earlier, email }),
    );
    await post(
      cookie,
      gift({
        amount: "15,50",
        paymentMethod: "cheque",
        chequeNumber: "42",
        receiptRequested: undefined,
        receivedOn: earlier,
        email,
      }),
    );
    const [interac] = await database.db
      .insert(donations)
      .values({
        reference: "DON-INTRC2",
        firstName: "Fatou",
        lastName: "Sarr",
        email,
        ...ADDRESS,
        postalCode: "G7J 1G5",
        amountCents: 5_000,
        paymentMethod: "interac",
        status: "pending",
        receiptRequested: false,
      })
      .returning({ id: donations.id });
    expect(toast(await post(cookie, { intent: "confirm", id: String(interac.id) })).title).toBe(
      "Réception confirmée",
    );

    const shown = toast(
      await post(cookie, { intent: "year-end-receipt", email, year: String(year) }),
    );
    expect(shown.title).toBe("Reçu annuel envoyé");
    const [receipt] = await database.db.select().from(receipts);
    expect(receipt).toMatchObject({ year, amountCents: 1_000 + 1_550 + 5_000 });
    const covered = await database.db
      .select({ method: donations.paymentMethod })
      .from(receiptDonations)
      .innerJoin(donations, eq(donations.id, receiptDonations.donationId));
    expect(covered.map((c) => c.method).sort()).toEqual(["cash", "cheque", "interac"]);
  });
});

describe("un don avec un avantage : le reçu fractionné", () => {
  const DINNER = "Repas du souper-bénéfice";

  it("refuses an advantage that is not an amount, exceeds the gift or has no description", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const cases: [Record<string, string>, string, string][] = [
      [{ advantage: "un repas" }, "advantage", ADVANTAGE_INVALID],
      [{ advantage: "150,01", advantageDescription: DINNER }, "advantage", ADVANTAGE_OVER_AMOUNT],
      [{ advantage: "60" }, "advantageDescription", ADVANTAGE_NEEDS_DESCRIPTION],
    ];
    for (const [fields, field, message] of cases) {
      expect(errorsOf(await post(cookie, gift(fields), "?mode=don-recu"))[field], field).toBe(
        message,
      );
    }
    expect(await database.db.select().from(donations)).toEqual([]);
  });

  it("receipts the eligible amount, with the advantage and its description on the PDF", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    toast(await post(cookie, gift({ advantage: "60", advantageDescription: DINNER })));
    const [receipt] = await database.db.select().from(receipts);
    expect(receipt).toMatchObject({
      amountCents: 15_000,
      advantageCents: 6_000,
      advantageDescription: DINNER,
      eligibleCents: 9_000,
    });
    const text = await receiptText(cookie, receipt!.id);
    expect(text).toContain("Montant du don : 150,00 $");
    expect(text).toContain("Valeur de l'avantage reçu : 60,00 $");
    expect(text).toContain(`Description de l'avantage : ${DINNER}`);
    expect(text).toContain("Montant admissible du don aux fins de l'impôt : 90,00 $");

    // The gift's details say what the receipt says.
    const [row] = await database.db.select({ id: donations.id }).from(donations);
    const details = `/admin/donations?details=${row!.id}`;
    const { html } = await renderPage("/admin/donations", details, cookie);
    const shown = html.replace(/<[^>]+>/g, "").replace(/[\u00a0\u202f]/g, " ");
    expect(shown).toContain(
      "Montant admissible du reçu : 90,00 $ (150,00 $ moins l&#x27;avantage de 60,00 $).",
    );
    expect(shown).toContain("150,00 $ (montant admissible : 90,00 $)");
  });

  it("ignores a nominal advantage (at most 75 $ and 10 %) and refuses a receipt past 80 %", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    toast(
      await post(cookie, gift({ amount: "500", advantage: "40", advantageDescription: DINNER })),
    );
    const [nominal] = await database.db.select().from(receipts);
    expect(nominal).toMatchObject({
      amountCents: 50_000,
      advantageCents: 0,
      advantageDescription: "",
      eligibleCents: 50_000,
    });
    expect(await receiptText(cookie, nominal!.id)).not.toContain("Description de l'avantage");

    const shown = toast(
      await post(cookie, gift({ amount: "100", advantage: "80,01", advantageDescription: DINNER })),
    );
    expect(shown.title).toBe("Don enregistré, reçu non émis");
    expect(shown.description).toContain(ADVANTAGE_TOO_LARGE);
    expect(await database.db.select().from(receipts)).toHaveLength(1);
    expect(await database.db.select().from(donations)).toHaveLength(2);
  });
});

describe("un don en nature", () => {
  const LAPTOP = "Ordinateur portable Dell Latitude 5420 (2022), en bon état, avec son chargeur";
  const APPRAISER = {
    appraiserName: "Moussa Faye, évaluateur agréé",
    appraiserAddress: "200, boulevard Talbot, Chicoutimi (Québec) G7H 4B6",
  };
  const inKind = (fields: Record<string, string | undefined> = {}) =>
    gift({ paymentMethod: "in_kind", amount: "1 200", inKindDescription: LAPTOP, ...fields });

  it("refuses a gift in kind without its description, or an appraiser without an address", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const cases: [Record<string, string>, string, string][] = [
      [{ inKindDescription: "  " }, "inKindDescription", IN_KIND_DESCRIPTION_REQUIRED],
      [{ appraiserName: APPRAISER.appraiserName }, "appraiserAddress", APPRAISER_NEEDS_ADDRESS],
    ];
    for (const [fields, field, message] of cases) {
      expect(errorsOf(await post(cookie, inKind(fields), "?mode=don-recu"))[field], field).toBe(
        message,
      );
    }
    // A property described for a cash gift: « Don en nature » was most likely forgotten.
    const cash = errorsOf(await post(cookie, inKind({ paymentMethod: "cash" }), "?mode=don-recu"));
    expect(cash.inKindDescription).toBe(IN_KIND_ONLY);
    expect(await database.db.select().from(donations)).toEqual([]);
  });

  it("receipts the property: its description, fair market value and appraiser", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    const day = dayOffset(-4);
    const shown = toast(
      await post(cookie, inKind({ ...APPRAISER, receivedOn: day, chequeNumber: "77" })),
    );
    expect(shown.description).toMatch(
      /^Le don en nature DON-[A-Z0-9]{6} \(juste valeur marchande : 1\s200,00\s\$\) est enregistré comme complété\. Le reçu officiel no \d+/,
    );
    const [row] = await database.db.select().from(donations);
    expect(row).toMatchObject({
      paymentMethod: "in_kind",
      amountCents: 120_000,
      inKindDescription: LAPTOP,
      ...APPRAISER,
      // No cheque for property: a number typed by mistake is not kept.
      chequeNumber: null,
    });

    const [receipt] = await database.db.select().from(receipts);
    const text = await receiptText(cookie, receipt!.id);
    for (const line of [
      "Reçu officiel de don aux fins de l'impôt sur le revenu",
      "Fondation Dahira Tidjaniya de Chicoutimi",
      "Numéro d'enregistrement de l'organisme de bienfaisance : 123456789 RR 0001",
      `Numéro de série du reçu : ${receipt!.serialNumber}`,
      "Lieu d'émission : Chicoutimi (Québec)",
      `Date d'émission : ${formatDate(todayInSaguenay())}`,
      `Date de réception du don : ${formatDate(day)}`,
      "Nom du donateur : Fatou Sarr",
      "Adresse du donateur : 45, rue Price Ouest Chicoutimi (Québec) G7J 1G5",
      `Description du bien reçu : ${LAPTOP}`,
      "Juste valeur marchande du bien : 1 200,00 $",
      `Évaluateur : ${APPRAISER.appraiserName}, ${APPRAISER.appraiserAddress}`,
      "Montant admissible du don aux fins de l'impôt : 1 200,00 $",
      "Agence du revenu du Canada",
    ]) {
      expect(text).toContain(line);
    }
    // Property, not money: no « Montant du don » as if cash had been given.
    expect(text).not.toContain("Montant du don :");

    // The gift's details say what was given and who appraised it.
    const { html } = await renderPage(
      "/admin/donations",
      `/admin/donations?details=${row!.id}`,
      cookie,
    );
    const details = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(details).toContain("Don en nature");
    expect(details).toContain(`Bien reçu ${LAPTOP}`);
    expect(details).toContain(`Évaluateur ${APPRAISER.appraiserName}`);
  });

  it("is left out of the donor's year-end receipt, which groups her money", async () => {
    await receiptSettings();
    const { cookie } = await signIn(database.db, "tresorier");
    const year = Number(todayInSaguenay().slice(0, 4));
    const email = "fatou.sarr@example.org";
    const alone = { receiptRequested: undefined, receivedOn: `${year}-01-01`, email };
    await post(cookie, inKind(alone));
    const yearEnd = { intent: "year-end-receipt", email, year: String(year) };
    // The gift in kind alone: nothing for a year-end receipt.
    expect(errorsOf(await post(cookie, yearEnd)).form).toBe(NOTHING_TO_RECEIPT(year));

    // A cash gift of the same year, with the donor's address (as /don's would carry it).
    await database.db.insert(donations).values({
      reference: "DON-CASH40",
      firstName: "Fatou",
      lastName: "Sarr",
      email,
      ...ADDRESS,
      postalCode: "G7J 1G5",
      amountCents: 4_000,
      paymentMethod: "cash",
      status: "completed",
      receivedAt: zonedInstant(`${year}-01-01`, "12:00"),
      receiptRequested: false,
    });
    expect(toast(await post(cookie, yearEnd)).title).toBe("Reçu annuel envoyé");
    const [receipt] = await database.db.select().from(receipts);
    expect(receipt).toMatchObject({ year, amountCents: 4_000, inKindDescription: null });
    const covered = await database.db
      .select({ method: donations.paymentMethod })
      .from(receiptDonations)
      .innerJoin(donations, eq(donations.id, receiptDonations.donationId));
    expect(covered.map((c) => c.method)).toEqual(["cash"]);
  });
});
