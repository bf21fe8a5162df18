/**
 * « Renseignements personnels » (Law 25, decision 0034): one person with a record in every
 * category and another with similar records; the search finds and counts every category, the
 * export holds every record, the erasure leaves only the official receipts and the gifts they
 * attest (and what is managed on other screens), touches nobody else and journals no address;
 * an active monthly gift refuses it; a bad address gets a French message; other roles are refused.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  bankImports,
  bankLines,
  boardMembers,
  committeeMembers,
  committees,
  contactMessages,
  donations,
  donorLinks,
  donorSessions,
  emailOutbox,
  eventRequests,
  eventQuestions,
  eventTicketTypes,
  events,
  groupMembers,
  monthlyGifts,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscribers,
  orderItems,
  orders,
  people,
  rateLimits,
  receiptDonations,
  receipts,
  registrationAnswers,
  registrationLines,
  registrations,
  staff,
} from "#db/schema";
import {
  ACTIVE_MONTHLY_GIFT,
  ANONYMISED,
  categoryKeys,
  NOTHING_FOUND,
  type CategoryKey,
  type PersonalDataAnswer,
} from "~/domain/privacy/categories";
import { emailFingerprint, findPersonalData } from "~/domain/privacy/personal-data.server";
import { PERSONAL_DATA_EMAIL_INVALID } from "~/domain/privacy/schema";
import { FORBIDDEN_ROLE_MESSAGE } from "~/routes/+shared/access.server";
import { formatMoney } from "~/lib/format";
import { createUser } from "~/domain/users/users.server";
import * as exportRoute from "~/routes/admin/privacy/export";
import * as screenRoute from "~/routes/admin/privacy/route";
import type { Db } from "~/server/db.server";
import { setupTestDatabase } from "../helpers/db";
import { signIn, signInEveryRole, TEST_PASSWORD } from "../helpers/fixtures";
import { callAction, redirectToast, routeAt } from "../helpers/routes";

const test = setupTestDatabase();
const PATH = "http://localhost/admin/renseignements-personnels";
const screen = routeAt(PATH, screenRoute);
const exporter = routeAt(`${PATH}/export`, exportRoute);

const AWA = "awa.diop@example.org";
const BOB = "bob.martin@example.org";

/** The answer of the screen's action (a `data()` value). */
function answerOf(result: unknown): { status: number; data: PersonalDataAnswer } {
  const value = result as { type?: string; data: PersonalDataAnswer; init?: ResponseInit | null };
  expect(value.type).toBe("DataWithResponseInit");
  return { status: value.init?.status ?? 200, data: value.data };
}

let serial = 0;
const ref = (prefix: string) => `${prefix}-${++serial}`;

/**
 * One person's records in every category; `tag` makes references unique. `typed` is the address
 * as some forms received it (case, spaces).
 */
async function seedPerson(db: Db, email: string, first: string, last: string, typed = email) {
  const [person] = await db
    .insert(people)
    .values({ email, firstName: first, lastName: last, phone: "418 555-0101", city: "Saguenay" })
    .returning();
  const donor = {
    firstName: first,
    lastName: last,
    phone: "418 555-0101",
    address: "12 rue Racine",
    city: "Saguenay",
    province: "QC",
    postalCode: "G7H 1A1",
    paymentMethod: "interac",
    status: "completed",
  };
  const [withReceipt, plain, merged] = await db
    .insert(donations)
    .values([
      { ...donor, reference: ref("DON"), email, amountCents: 10000, personId: person!.id },
      {
        ...donor,
        reference: ref("DON"),
        email: ` ${typed.toUpperCase()} `,
        amountCents: 2500,
        paymentMethod: "card",
        stripePaymentIntentId: ref("pi"),
      },
      // Another address, merged into the person: found through the person.
      {
        ...donor,
        reference: ref("DON"),
        email: `autre.${email}`,
        amountCents: 500,
        personId: person!.id,
      },
    ])
    .returning();
  const [receipt] = await db
    .insert(receipts)
    .values({
      donationId: withReceipt!.id,
      donorName: `${first} ${last}`,
      donorAddress: "12 rue Racine, Saguenay QC G7H 1A1",
      donorEmail: email,
      amountCents: 10000,
      eligibleCents: 10000,
      dateReceived: "2026-03-01",
      placeOfIssue: "Saguenay",
    })
    .returning();
  await db.insert(receiptDonations).values({ receiptId: receipt!.id, donationId: withReceipt!.id });
  const [gift] = await db
    .insert(monthlyGifts)
    .values({
      reference: ref("MEN"),
      firstName: first,
      lastName: last,
      email,
      amountCents: 2000,
      personId: person!.id,
      status: "cancelled",
      stripeSubscriptionId: ref("sub"),
      stripeCustomerId: ref("cus"),
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      reference: ref("CMD"),
      customerName: `${first} ${last}`,
      customerEmail: typed,
      customerPhone: "418 555-0101",
      paymentMethod: "interac",
      totalCents: 4200,
    })
    .returning();
  await db
    .insert(orderItems)
    .values({ orderId: order!.id, productName: "Coran", quantity: 2, unitPriceCents: 2100 });
  const [bankImport] = await db
    .insert(bankImports)
    .values({ fileName: "releve.csv", layout: "generic", lineCount: 1, confirmedCount: 1 })
    .returning();
  await db.insert(bankLines).values({
    importId: bankImport!.id,
    fingerprint: ref("fp"),
    lineDate: "2026-03-02",
    amountCents: 500,
    description: `VIREMENT INTERAC ${first.toUpperCase()} ${last.toUpperCase()}`,
    outcome: "confirmed",
    donationId: merged!.id,
  });
  await db.insert(eventRequests).values({
    reference: ref("DEM"),
    title: "Mariage",
    requesterName: `${first} ${last}`,
    requesterEmail: email,
    requesterPhone: "418 555-0101",
    eventType: "mariage",
    date: "2027-06-01",
  });
  // A registration to an event (typed as it came), with its ticket.
  const later = new Date(Date.now() + 86_400_000);
  const [event] = await db
    .insert(events)
    .values({
      slug: `iftar-${serial}`,
      title: "Iftar",
      startsAt: later,
      location: "Chicoutimi",
      category: "community",
      registrationMode: "tickets",
    })
    .returning();
  const [ticketType] = await db
    .insert(eventTicketTypes)
    .values({ eventId: event!.id, name: "Adulte" })
    .returning();
  const [registration] = await db
    .insert(registrations)
    .values({
      reference: ref("INS"),
      eventId: event!.id,
      firstName: first,
      lastName: last,
      email: typed,
      phone: "418 555-0101",
      places: 2,
      cancelToken: ref("jeton"),
    })
    .returning();
  await db.insert(registrationLines).values({
    registrationId: registration!.id,
    ticketTypeId: ticketType!.id,
    quantity: 2,
    unitPriceCents: 0,
  });
  const [question] = await db
    .insert(eventQuestions)
    .values({ eventId: event!.id, label: "Allergies" })
    .returning();
  await db
    .insert(registrationAnswers)
    .values({ registrationId: registration!.id, questionId: question!.id, answer: "Arachides" });
  await db
    .insert(contactMessages)
    .values({ name: `${first} ${last}`, email: typed, subject: "Question", message: "Bonjour" });
  const [subscriber] = await db
    .insert(newsletterSubscribers)
    .values({
      email,
      name: first,
      status: "confirmed",
      consentText: "J'accepte",
      consentSource: "/infolettre",
      consentedAt: new Date(),
    })
    .returning();
  const [campaign] = await db
    .insert(newsletterCampaigns)
    .values({ subject: `Nouvelles ${serial}`, content: "<p>Salam</p>" })
    .returning();
  await db
    .insert(newsletterDeliveries)
    .values({ campaignId: campaign!.id, subscriberId: subscriber!.id, status: "queued" });
  await db
    .insert(donorLinks)
    .values({ tokenHash: ref("hash"), personId: person!.id, expiresAt: later });
  await db
    .insert(donorSessions)
    .values({ id: ref("sess"), personId: person!.id, expiresAt: later });
  await db.insert(emailOutbox).values([
    {
      to: email,
      subject: "Merci pour votre don",
      html: "<p>Merci</p>",
      text: "Merci",
      status: "sent",
    },
    { to: typed, subject: "Votre reçu", html: "<p>Reçu</p>", text: "Reçu" },
  ]);
  await db.insert(auditLog).values([
    { action: "create", entity: "donation", details: { email, note: "saisi à la main" } },
    { action: "update", entity: "order", details: { client: `${first} ${last}`, total: 4200 } },
  ]);
  await db
    .insert(rateLimits)
    .values({ key: `contact:ack:${email}`, windowStart: new Date(), count: 1 });
  await createUser(db, {
    email,
    name: `${first} ${last}`,
    password: TEST_PASSWORD,
    role: "editeur",
  });
  await db.insert(staff).values({
    name: `${first} ${last}`,
    role: "Secrétaire",
    department: "administration",
    email,
    hireDate: "2024-01-01",
  });
  await db
    .insert(boardMembers)
    .values({ name: `${first} ${last}`, role: "Trésorier", email, nominationDate: "2024-01-01" });
  const [committee] = await db
    .insert(committees)
    .values({ name: `Comité ${serial}` })
    .returning();
  await db.insert(committeeMembers).values({
    committeeId: committee!.id,
    name: `${first} ${last}`,
    contact: `Courriel : ${email}`,
  });
  await db.insert(groupMembers).values({ name: `${first} ${last}`, email, joinDate: "2024-01-01" });
  return {
    person: person!,
    withReceipt: withReceipt!,
    plain: plain!,
    merged: merged!,
    gift: gift!,
    order: order!,
  };
}

const idsOf = (rows: readonly unknown[]) =>
  rows
    .map((row) => {
      const r = row as Record<string, unknown>;
      return String(r.id ?? r.key ?? `${String(r.receiptId)}-${String(r.donationId)}`);
    })
    .sort();

const nonEmpty = async (email: string) => {
  const found = await findPersonalData(test.db, email);
  return categoryKeys.filter((key) => found[key].length > 0);
};

/** The whole journal as text: where an address would show if it had been written. */
const journalText = async () =>
  JSON.stringify(await test.db.select().from(auditLog).orderBy(auditLog.id));

describe("finding a person's data", () => {
  it("counts every category, whatever the case and spaces of the address", async () => {
    await seedPerson(test.db, AWA, "Awa", "Diop", "Awa.Diop@Example.org");
    await seedPerson(test.db, BOB, "Bob", "Martin");
    const { cookie } = await signIn(test.db);

    const { status, data } = answerOf(
      await screen.post(cookie, { intent: "search", email: "  AWA.DIOP@example.ORG " }),
    );
    expect(status).toBe(200);
    expect(data.email).toBe(AWA);
    const counts = Object.fromEntries(
      data.result!.categories.map((category) => [category.key, category.count]),
    );
    expect(Object.keys(counts).sort()).toEqual([...categoryKeys].sort());
    expect(counts).toMatchObject({
      people: 1,
      donations: 3,
      receipts: 1,
      receiptDonations: 1,
      monthlyGifts: 1,
      orders: 1,
      orderItems: 1,
      bankLines: 1,
      stripe: 3,
      emails: 2,
      auditLog: 2,
      users: 1,
      registrations: 1,
      registrationLines: 1,
      registrationAnswers: 1,
    });
    // French wording: amounts and dates.
    const donationsView = data.result!.categories.find((category) => category.key === "donations");
    expect(donationsView!.rows.map((row) => row.cells[4])).toContain(formatMoney(10000));
    expect(data.result!.onlyKept).toBe(false);
    // Bob's records are not Awa's.
    expect(JSON.stringify(data.result)).not.toContain("bob.martin");
  });

  it("says so when nothing is held", async () => {
    const { cookie } = await signIn(test.db);
    const { data } = answerOf(
      await screen.post(cookie, { intent: "search", email: "personne@example.org" }),
    );
    expect(data.result).toMatchObject({ total: 0, categories: [] });
    expect(NOTHING_FOUND).toBe("Aucun renseignement trouvé pour cette adresse.");
  });
});

describe("the export", () => {
  it("downloads every record of every category as JSON, journaled without the address", async () => {
    await seedPerson(test.db, AWA, "Awa", "Diop");
    await seedPerson(test.db, BOB, "Bob", "Martin");
    const { cookie } = await signIn(test.db);
    const found = await findPersonalData(test.db, AWA);

    const response = (await exporter.post(cookie, { email: AWA })) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="renseignements-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const file = JSON.parse(await response.text()) as {
      lisezMoi: string;
      adresse: string;
      categories: Record<
        CategoryKey,
        { libelle: string; nombre: number; enregistrements: unknown[] }
      >;
    };
    expect(file.adresse).toBe(AWA);
    expect(file.lisezMoi).toContain("six ans");
    for (const key of categoryKeys) {
      const category = file.categories[key];
      expect(category.nombre, key).toBeGreaterThan(0);
      expect(idsOf(category.enregistrements), key).toEqual(idsOf(found[key]));
    }
    // Complete rows, not a summary; but never how an account signs in.
    const donation = file.categories.donations.enregistrements[0] as Record<string, unknown>;
    expect(donation).toMatchObject({ address: "12 rue Racine", postalCode: "G7H 1A1" });
    expect(JSON.stringify(file.categories.users)).not.toContain("passwordHash");
    expect(JSON.stringify(file)).not.toContain("bob.martin");

    const [entry] = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "personal_data.export"));
    expect(entry).toMatchObject({ entity: "personal_data", entityId: emailFingerprint(AWA) });
    expect(JSON.stringify(entry)).not.toMatch(/awa/i);
  });

  it("sends a bad address back to the screen with a French message", async () => {
    const { cookie } = await signIn(test.db);
    const toast = redirectToast(await exporter.post(cookie, { email: "pas-une-adresse" }), [
      "title",
      "description",
      "type",
      "location",
    ]);
    expect(toast).toEqual({
      title: "Exportation impossible",
      description: PERSONAL_DATA_EMAIL_INVALID,
      type: "error",
      location: "/admin/renseignements-personnels",
    });
    expect(await test.db.select().from(auditLog)).toEqual([]);
  });
});

describe("the erasure", () => {
  it("leaves only the receipts and the gifts they attest, and touches nobody else", async () => {
    const awa = await seedPerson(test.db, AWA, "Awa", "Diop", "Awa.Diop@Example.org");
    await seedPerson(test.db, BOB, "Bob", "Martin");
    const { cookie } = await signIn(test.db);
    const bobBefore = await findPersonalData(test.db, BOB);

    const { status, data } = answerOf(await screen.post(cookie, { intent: "erase", email: AWA }));
    expect(status).toBe(200);
    expect(data.erased).toMatchObject({ kept: 2 });
    expect(data.erased!.deleted).toBeGreaterThan(0);
    expect(data.erased!.anonymised).toBeGreaterThan(0);

    // What is left: receipts and their gift, and what other screens manage (the account…).
    expect(await nonEmpty(AWA)).toEqual([
      "donations",
      "receipts",
      "receiptDonations",
      "users",
      "staff",
      "boardMembers",
      "committeeMembers",
      "groupMembers",
    ]);
    const after = await findPersonalData(test.db, AWA);
    expect(after.donations.map((row) => row.id)).toEqual([awa.withReceipt.id]);
    expect(after.donations[0]).toMatchObject({ firstName: "Awa", email: AWA, amountCents: 10000 });
    expect(data.result!.onlyKept).toBe(true);

    // Anonymised, amounts and dates kept for the books.
    const [plain] = await test.db.select().from(donations).where(eq(donations.id, awa.plain.id));
    expect(plain).toMatchObject({
      firstName: ANONYMISED,
      email: ANONYMISED,
      phone: null,
      address: null,
      postalCode: null,
      amountCents: 2500,
      personId: null,
    });
    const [order] = await test.db.select().from(orders).where(eq(orders.id, awa.order.id));
    expect(order).toMatchObject({
      customerName: ANONYMISED,
      customerEmail: ANONYMISED,
      customerPhone: null,
    });
    const [gift] = await test.db
      .select()
      .from(monthlyGifts)
      .where(eq(monthlyGifts.id, awa.gift.id));
    expect(gift).toMatchObject({ email: ANONYMISED, stripeCustomerId: null, amountCents: 2000 });
    const [line] = await test.db
      .select()
      .from(bankLines)
      .where(eq(bankLines.donationId, awa.merged.id));
    expect(line!.description).toBe(ANONYMISED);
    expect(await test.db.select().from(people).where(eq(people.id, awa.person.id))).toEqual([]);

    // Nowhere in the database any more, but in the kept records and the managed ones.
    const everywhere = await test.db.execute(sql`
      select 'contact' from contact_messages where lower(email) like '%awa.diop%'
      union all select 'outbox' from email_outbox where lower("to") like '%awa.diop%'
      union all select 'orders' from orders where lower(customer_email) like '%awa.diop%'
      union all select 'requests' from event_requests where lower(requester_email) like '%awa.diop%'
      union all select 'registrations' from registrations where lower(email) like '%awa.diop%'
      union all select 'news' from newsletter_subscribers where lower(email) like '%awa.diop%'
      union all select 'limits' from rate_limits where lower(key) like '%awa.diop%'
      union all select 'journal' from audit_log where lower(details::text) like '%awa%'`);
    expect((everywhere as unknown as { rows: unknown[] }).rows).toEqual([]);

    // One journal row, with counts and the fingerprint only.
    const [entry] = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "personal_data.erase"));
    expect(entry).toMatchObject({ entity: "personal_data", entityId: emailFingerprint(AWA) });
    expect(await journalText()).not.toMatch(/awa/i);

    // Bob is untouched.
    expect(await findPersonalData(test.db, BOB)).toEqual(bobBefore);
  });

  it("is refused while a monthly gift is active at Stripe, nothing changed", async () => {
    const awa = await seedPerson(test.db, AWA, "Awa", "Diop");
    await test.db
      .update(monthlyGifts)
      .set({ status: "active" })
      .where(eq(monthlyGifts.id, awa.gift.id));
    const { cookie } = await signIn(test.db);
    const before = await findPersonalData(test.db, AWA);

    const { status, data } = answerOf(await screen.post(cookie, { intent: "erase", email: AWA }));
    expect(status).toBe(409);
    expect(data.errors).toEqual({ form: ACTIVE_MONTHLY_GIFT });
    expect(await findPersonalData(test.db, AWA)).toEqual(before);
    expect(
      await test.db.select().from(auditLog).where(eq(auditLog.action, "personal_data.erase")),
    ).toEqual([]);
  });
});

describe("bad input and roles", () => {
  it("answers a bad address with a French message and changes nothing", async () => {
    await seedPerson(test.db, AWA, "Awa", "Diop");
    const { cookie } = await signIn(test.db);
    const before = await findPersonalData(test.db, AWA);
    for (const intent of ["search", "erase", "confirm-erase"]) {
      for (const email of ["", "awa.diop", "a@b", "x".repeat(300)]) {
        const { status, data } = answerOf(await screen.post(cookie, { intent, email }));
        expect(status, `${intent} ${email}`).toBe(400);
        expect(data.errors?.email).toMatch(
          /^(Ce champ est obligatoire\.|Adresse courriel invalide)/,
        );
        expect(data.result).toBeUndefined();
      }
    }
    expect(answerOf(await screen.post(cookie, { intent: "erase" })).status).toBe(400);
    expect(await findPersonalData(test.db, AWA)).toEqual(before);
  });

  it("asks before erasing, without JavaScript", async () => {
    await seedPerson(test.db, AWA, "Awa", "Diop");
    const { cookie } = await signIn(test.db);
    const { data } = answerOf(await screen.post(cookie, { intent: "confirm-erase", email: AWA }));
    expect(data).toMatchObject({ confirming: true, email: AWA });
    expect(await nonEmpty(AWA)).toContain("contactMessages");
  });

  it("refuses every role but administrateur: screen, search, erase and export", async () => {
    await seedPerson(test.db, AWA, "Awa", "Diop");
    const volunteers = await signInEveryRole(test.db);
    expect(await screen.load(volunteers.administrateur.cookie)).toEqual({ tab: "recherche" });
    for (const role of ["editeur", "tresorier"] as const) {
      const { cookie } = volunteers[role];
      const calls = [
        () => screen.load(cookie),
        () => screen.post(cookie, { intent: "search", email: AWA }),
        () => screen.post(cookie, { intent: "erase", email: AWA }),
        () => exporter.post(cookie, { email: AWA }),
        () => callAction(exportRoute.action, `${PATH}/export`, cookie, { email: AWA }),
      ];
      for (const call of calls) {
        const thrown = await call().then(
          () => null,
          (error: unknown) => error,
        );
        expect(thrown, role).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(403);
        expect(await (thrown as Response).text()).toBe(FORBIDDEN_ROLE_MESSAGE);
      }
    }
    expect(await nonEmpty(AWA)).toContain("contactMessages");
    expect(
      await test.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entity} = 'personal_data'`),
    ).toEqual([]);
  });
});
