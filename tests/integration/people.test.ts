/**
 * People (issue 13, item 6): one record per e-mail address ties gifts, orders, event requests and
 * monthly gifts together; details fill in as they come; the back-office can find people and merge
 * two records of the same person.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  donations,
  donorLinks,
  donorSessions,
  eventRequests,
  events,
  monthlyGifts,
  orders,
  people,
  registrations,
} from "#db/schema";
import {
  MERGE_SAME_PERSON,
  PERSON_NOT_FOUND,
  backfillPeople,
  findPeople,
  mergePeople,
  personFor,
  personOfEmail,
} from "~/domain/people/people.server";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();

let serial = 0;
const reference = (prefix: string) => `${prefix}-${String(++serial).padStart(6, "0")}`;

async function gift(email: string, values: Partial<typeof donations.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(donations)
    .values({
      reference: reference("DON"),
      firstName: "Awa",
      lastName: "Diop",
      email,
      amountCents: 5000,
      paymentMethod: "interac",
      ...values,
    })
    .returning();
  return row!;
}

async function order(email: string, personId: number | null = null) {
  const [row] = await database.db
    .insert(orders)
    .values({
      reference: reference("CMD"),
      customerName: "Awa Diop",
      customerEmail: email,
      paymentMethod: "interac",
      totalCents: 2500,
      personId,
    })
    .returning();
  return row!;
}

async function request(email: string, personId: number | null = null) {
  const [row] = await database.db
    .insert(eventRequests)
    .values({
      reference: reference("DEM"),
      title: "Mariage",
      requesterName: "Awa Diop",
      requesterEmail: email,
      eventType: "mariage",
      date: "2030-06-01",
      personId,
    })
    .returning();
  return row!;
}

async function monthly(email: string, personId: number | null = null) {
  const [row] = await database.db
    .insert(monthlyGifts)
    .values({
      reference: reference("MEN"),
      firstName: "Awa",
      lastName: "Diop",
      email,
      amountCents: 2000,
      status: "active",
      personId,
    })
    .returning();
  return row!;
}

const personRow = async (id: number) =>
  (await database.db.select().from(people).where(eq(people.id, id)))[0];

describe("personFor", () => {
  it("keys a person on the trimmed, lower-cased address and fills in details as they come", async () => {
    const id = await personFor(database.db, {
      email: "  Awa.Diop@Example.org ",
      firstName: "Awa",
      lastName: "",
      phone: "418 555-0123",
    });
    expect(await personRow(id)).toMatchObject({
      email: "awa.diop@example.org",
      firstName: "Awa",
      lastName: "",
      phone: "418 555-0123",
      address: null,
      country: "Canada",
    });

    // The same person, whatever the case; blanks keep what is known, new details win.
    const again = await personFor(database.db, {
      email: "AWA.DIOP@example.org",
      firstName: "",
      lastName: "Diop",
      phone: null,
      address: "12, rue Racine",
      city: "Saguenay",
    });
    expect(again).toBe(id);
    expect(await personRow(id)).toMatchObject({
      firstName: "Awa",
      lastName: "Diop",
      phone: "418 555-0123",
      address: "12, rue Racine",
      city: "Saguenay",
    });

    await personFor(database.db, { email: "awa.diop@example.org", firstName: "Awa Marie" });
    expect((await personRow(id))!.firstName).toBe("Awa Marie");
    expect(await database.db.select().from(people)).toHaveLength(1);
  });
});

describe("backfillPeople", () => {
  it("ties every record without a person to the person of its address, once", async () => {
    const a = await gift("awa@example.org", { firstName: "Awa", lastName: "Diop", city: "Alma" });
    const b = await gift("AWA@example.org ", { firstName: "Awa", lastName: "Diop-Sarr" });
    const o = await order("Awa@Example.org");
    const r = await request("moussa@example.org");
    const m = await monthly("moussa@example.org");

    expect(await backfillPeople(database.db)).toBe(5);
    const everyone = await database.db.select().from(people).orderBy(people.email);
    expect(everyone.map((p) => p.email)).toEqual(["awa@example.org", "moussa@example.org"]);
    const [awa, moussa] = everyone;
    // The latest gift gives the details.
    expect(awa).toMatchObject({ firstName: "Awa", lastName: "Diop-Sarr" });

    const personOf = async (table: typeof donations | typeof orders, id: number) =>
      (
        await database.db.select({ personId: table.personId }).from(table).where(eq(table.id, id))
      )[0]!.personId;
    expect(await personOf(donations, a.id)).toBe(awa!.id);
    expect(await personOf(donations, b.id)).toBe(awa!.id);
    expect(await personOf(orders, o.id)).toBe(awa!.id);
    const [req] = await database.db.select().from(eventRequests).where(eq(eventRequests.id, r.id));
    expect(req!.personId).toBe(moussa!.id);
    const [gift2] = await database.db.select().from(monthlyGifts).where(eq(monthlyGifts.id, m.id));
    expect(gift2!.personId).toBe(moussa!.id);

    expect(await backfillPeople(database.db)).toBe(0);
  });

  it("finds the person of an address on record, creating it from the latest record", async () => {
    const o = await order("fatou@example.org");
    expect(await personOfEmail(database.db, "nobody@example.org")).toBeNull();
    const id = await personOfEmail(database.db, " Fatou@Example.org");
    expect(id).not.toBeNull();
    expect(await personRow(id!)).toMatchObject({
      email: "fatou@example.org",
      firstName: "Awa Diop",
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.personId).toBe(id);
    expect(await personOfEmail(database.db, "fatou@example.org")).toBe(id);
  });
});

describe("mergePeople", () => {
  it("moves every record, link and session to the kept person and deletes the other", async () => {
    const keep = await personFor(database.db, { email: "awa@example.org", firstName: "Awa" });
    const merged = await personFor(database.db, {
      email: "awa.diop@gmail.example",
      firstName: "Awa",
      lastName: "Diop",
      address: "12, rue Racine",
    });
    const g = await gift("awa.diop@gmail.example", { personId: merged });
    const o = await order("awa.diop@gmail.example", merged);
    const r = await request("awa.diop@gmail.example", merged);
    const m = await monthly("awa.diop@gmail.example", merged);
    const kept = await gift("awa@example.org", { personId: keep });
    const [event] = await database.db
      .insert(events)
      .values({
        slug: "iftar",
        title: "Iftar",
        startsAt: new Date(Date.now() + 86_400_000),
        location: "Chicoutimi",
        category: "community",
      })
      .returning();
    const [registration] = await database.db
      .insert(registrations)
      .values({
        reference: "INS-AWA",
        eventId: event!.id,
        firstName: "Awa",
        lastName: "Diop",
        email: "awa.diop@gmail.example",
        places: 1,
        cancelToken: "jeton",
        personId: merged,
      })
      .returning();
    await database.db.insert(donorLinks).values({
      tokenHash: "a".repeat(64),
      personId: merged,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await database.db.insert(donorSessions).values({
      id: "b".repeat(64),
      personId: merged,
      expiresAt: new Date(Date.now() + 60_000),
    });

    const outcome = await mergePeople(database.db, null, keep, merged);
    expect(outcome).toEqual({
      ok: true,
      moved: { donations: 1, orders: 1, eventRequests: 1, monthlyGifts: 1, registrations: 1 },
    });
    expect(await personRow(merged)).toBeUndefined();
    // The kept person takes the details it lacked, keeps its own.
    expect(await personRow(keep)).toMatchObject({
      email: "awa@example.org",
      firstName: "Awa",
      lastName: "Diop",
      address: "12, rue Racine",
    });
    for (const [table, id] of [
      [donations, g.id],
      [donations, kept.id],
      [orders, o.id],
      [eventRequests, r.id],
      [monthlyGifts, m.id],
      [registrations, registration!.id],
    ] as const) {
      const [row] = await database.db
        .select({ personId: table.personId })
        .from(table)
        .where(eq(table.id, id));
      expect(row!.personId).toBe(keep);
    }
    expect((await database.db.select().from(donorLinks))[0]!.personId).toBe(keep);
    expect((await database.db.select().from(donorSessions))[0]!.personId).toBe(keep);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "person.merge"));
    expect(entry).toMatchObject({ entity: "person", entityId: String(keep) });
    expect(entry!.details).toMatchObject({ mergedId: merged, donations: 1 });
    // No address in the journal.
    expect(JSON.stringify(entry!.details)).not.toContain("@");
  });

  it("refuses a person merged into itself, and an unknown person, changing nothing", async () => {
    const keep = await personFor(database.db, { email: "awa@example.org" });
    expect(await mergePeople(database.db, null, keep, keep)).toEqual({
      ok: false,
      status: 400,
      message: MERGE_SAME_PERSON,
    });
    expect(await mergePeople(database.db, null, keep, keep + 100)).toEqual({
      ok: false,
      status: 404,
      message: PERSON_NOT_FOUND,
    });
    expect(await database.db.select().from(people)).toHaveLength(1);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });
});

describe("findPeople", () => {
  it("finds people by name or address, with their counts, one page at a time", async () => {
    const awa = await personFor(database.db, {
      email: "awa@example.org",
      firstName: "Awa",
      lastName: "Diop",
    });
    await personFor(database.db, {
      email: "moussa@example.org",
      firstName: "Moussa",
      lastName: "Sarr",
    });
    await gift("awa@example.org", { personId: awa });
    await gift("awa@example.org", { personId: awa });
    await order("awa@example.org", awa);

    const all = await findPeople(database.db, "");
    expect(all.total).toBe(2);
    expect(all.rows.map((row) => row.lastName)).toEqual(["Diop", "Sarr"]);

    const byName = await findPeople(database.db, "awa di");
    expect(byName.rows).toEqual([
      {
        id: awa,
        email: "awa@example.org",
        firstName: "Awa",
        lastName: "Diop",
        donationCount: 2,
        orderCount: 1,
        requestCount: 0,
      },
    ]);
    expect((await findPeople(database.db, "MOUSSA@")).rows.map((row) => row.firstName)).toEqual([
      "Moussa",
    ]);
    // LIKE's wildcards are taken literally.
    expect((await findPeople(database.db, "%")).total).toBe(0);
    // A page past the end gives the last one.
    expect((await findPeople(database.db, "", 9)).page).toBe(1);
  });
});
