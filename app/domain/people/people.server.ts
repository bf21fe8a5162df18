/**
 * People (issue 13, item 6): one record per e-mail address (lower-cased, trimmed) that ties a
 * person's gifts, orders, event requests and monthly gifts together, for the donor space
 * (/mon-espace) and for a person's data (Law 25). A treasurer merges two records of the same
 * person (two addresses, one person).
 *
 * - `personFor` finds or creates the person of an address, inside the caller's transaction (a
 *   gift, an order, a request): blanks are filled, and the latest non-empty details win.
 * - `linkRecordsByEmail` ties the records written with an address and no person yet to that
 *   person; `backfillPeople` does it for the whole database (as migration 0005 did for the records
 *   that existed then), for data written since without a person (the sample content).
 * - `mergePeople` moves everything of one person to another and deletes the first, journaled.
 * - `findPeople` is the back-office list: a search on name or e-mail, with their counts.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  donations,
  donorLinks,
  donorSessions,
  eventRequests,
  monthlyGifts,
  newsletterSubscribers,
  orders,
  people,
  registrations,
} from "#db/schema";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import { listOrder, pageRows } from "~/domain/admin/page-rows.server";
import { pageWindow } from "~/domain/admin/pagination";
import { containsPattern } from "~/lib/search";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";

/** An e-mail address as the people table keys it: trimmed, lower-cased. */
export function personEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface PersonDetails {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** The detail columns: what a later non-empty value replaces, and what a blank keeps. */
const detailColumns = {
  firstName: "first_name",
  lastName: "last_name",
  phone: "phone",
  address: "address",
  city: "city",
  province: "province",
  postalCode: "postal_code",
  country: "country",
} as const;
type DetailField = keyof typeof detailColumns;

/** "" or blank is no value: it never erases what the person record already holds. */
const filled = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * The id of the person of `details.email`, created when the address is new. Details given
 * (non-blank) replace the stored ones; blanks leave them. One atomic upsert: two gifts made at
 * once with one address give one person. Run it in the transaction that writes the record.
 */
export async function personFor(tx: Db, details: PersonDetails): Promise<number> {
  const email = personEmail(details.email);
  const values: Partial<Record<DetailField, string>> = {};
  for (const field of Object.keys(detailColumns) as DetailField[]) {
    const value = filled(details[field]);
    if (value !== undefined) values[field] = value;
  }
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const [field, column] of Object.entries(detailColumns) as [DetailField, string][]) {
    // The new value when one was given, else the stored one.
    set[field] = sql`coalesce(nullif(excluded.${sql.identifier(column)}, ''), ${people[field]})`;
  }
  const [row] = await tx
    .insert(people)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: people.email, set })
    .returning({ id: people.id });
  return row!.id;
}

/** The e-mail columns of the records a person ties together. */
const linked = [
  { key: "donations", table: donations, email: donations.email, personId: donations.personId },
  { key: "orders", table: orders, email: orders.customerEmail, personId: orders.personId },
  {
    key: "eventRequests",
    table: eventRequests,
    email: eventRequests.requesterEmail,
    personId: eventRequests.personId,
  },
  {
    key: "monthlyGifts",
    table: monthlyGifts,
    email: monthlyGifts.email,
    personId: monthlyGifts.personId,
  },
  {
    key: "registrations",
    table: registrations,
    email: registrations.email,
    personId: registrations.personId,
  },
] as const;
type LinkedKey = (typeof linked)[number]["key"];

/**
 * What else of a merged person moves to the kept one, uncounted: sign-in links, donor sessions,
 * and the newsletter subscription (it stays keyed by its address; it now points at the kept
 * person).
 */
const followingUncounted = [donorLinks, donorSessions, newsletterSubscribers] as const;

/**
 * Ties to `personId` the records written with `email` that have no person yet (records written
 * before their workflow called `personFor`). Answers how many were tied.
 */
export async function linkRecordsByEmail(tx: Db, personId: number, email: string): Promise<number> {
  const address = personEmail(email);
  let total = 0;
  for (const { table, email: column, personId: personColumn } of linked) {
    const rows = await tx
      .update(table)
      .set({ personId })
      .where(and(isNull(personColumn), sql`lower(trim(${column})) = ${address}`))
      .returning({ id: table.id });
    total += rows.length;
  }
  return total;
}

/**
 * The person of `email`, if there is one: the stored record, else — when a gift, monthly gift,
 * order or request was written with this address and no person yet — a new person made from the
 * latest of them, with those records tied to it. Null when the address is nowhere on record.
 */
export async function personOfEmail(tx: Db, email: string): Promise<number | null> {
  const address = personEmail(email);
  if (!address) return null;
  const [known] = await tx
    .select({ id: people.id })
    .from(people)
    .where(eq(people.email, address))
    .limit(1);
  if (known) return known.id;
  // The latest record written with the address (its e-mail column), first found.
  const latest = async <Q extends PgSelect>(query: Q, email: AnyPgColumn, createdAt: AnyPgColumn) =>
    (
      await query
        .where(sql`lower(trim(${email})) = ${address}`)
        .orderBy(desc(createdAt))
        .limit(1)
    )[0] as Awaited<Q>[number] | undefined;
  const gift = await latest(
    tx.select().from(donations).$dynamic(),
    donations.email,
    donations.createdAt,
  );
  const monthly = await latest(
    tx.select().from(monthlyGifts).$dynamic(),
    monthlyGifts.email,
    monthlyGifts.createdAt,
  );
  const order = await latest(
    tx.select({ name: orders.customerName, phone: orders.customerPhone }).from(orders).$dynamic(),
    orders.customerEmail,
    orders.createdAt,
  );
  const request = await latest(
    tx
      .select({ name: eventRequests.requesterName, phone: eventRequests.requesterPhone })
      .from(eventRequests)
      .$dynamic(),
    eventRequests.requesterEmail,
    eventRequests.createdAt,
  );
  const giver = gift ?? monthly;
  const other = order ?? request;
  if (!giver && !other) return null;
  const id = await personFor(
    tx,
    giver
      ? { ...giver, email: address }
      : { email: address, firstName: other!.name, phone: other!.phone },
  );
  await linkRecordsByEmail(tx, id, address);
  return id;
}

/**
 * Gives every donation, order, event request and monthly gift without a person the person of
 * its e-mail address, creating the people missing (the details of the latest record of an
 * address; gifts first, then monthly gifts, orders and requests, as migration 0005 does). For
 * records written after the migrations (the sample content). Answers how many were tied.
 */
export async function backfillPeople(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Gifts and monthly gifts carry all the details; the first record of an address wins.
    for (const table of ["donations", "monthly_gifts"]) {
      await tx.execute(sql`
        insert into people (email, first_name, last_name, phone, address, city, province, postal_code, country)
        select distinct on (lower(trim(email))) lower(trim(email)), first_name, last_name, phone,
          address, city, province, postal_code, country
        from ${sql.identifier(table)} where person_id is null and trim(email) <> ''
        order by lower(trim(email)), created_at desc
        on conflict (email) do nothing`);
    }
    // Orders and event requests: a name and a phone only.
    for (const [table, prefix] of [
      ["orders", "customer"],
      ["event_requests", "requester"],
    ] as const) {
      const [email, name, phone] = ["email", "name", "phone"].map((column) =>
        sql.identifier(`${prefix}_${column}`),
      );
      await tx.execute(sql`
        insert into people (email, first_name, phone)
        select distinct on (lower(trim(${email}))) lower(trim(${email})), ${name}, ${phone}
        from ${sql.identifier(table)} where person_id is null and trim(${email}) <> ''
        order by lower(trim(${email})), created_at desc
        on conflict (email) do nothing`);
    }
    let total = 0;
    for (const { table, email, personId } of linked) {
      const rows = await tx
        .update(table)
        .set({
          personId: sql`(select ${people.id} from ${people} where ${people.email} = lower(trim(${email})))`,
        })
        .where(isNull(personId))
        .returning({ id: table.id });
      total += rows.length;
    }
    return total;
  });
}

export const PERSON_NOT_FOUND =
  "Personne introuvable : elle a peut-être déjà été fusionnée avec une autre.";
export const MERGE_SAME_PERSON = "Impossible de fusionner une personne avec elle-même.";

export type MergeOutcome =
  | { ok: true; moved: Record<LinkedKey, number> }
  | { ok: false; status: 400 | 404; message: string };

/**
 * Merges person `mergedId` into `keepId`: their gifts, orders, event requests, monthly gifts,
 * sign-in links and donor sessions move to `keepId`, the details `keepId` lacks are taken from
 * the other, and `mergedId` is deleted; one transaction with its journal row. Refuses merging a
 * person into itself, and an id that does not exist (404).
 */
export async function mergePeople(
  db: Db,
  actorId: number | null,
  keepId: number,
  mergedId: number,
): Promise<MergeOutcome> {
  if (keepId === mergedId) return { ok: false, status: 400, message: MERGE_SAME_PERSON };
  return db.transaction(async (tx): Promise<MergeOutcome> => {
    // Locked in id order: two merges of the same pair cannot wait on each other.
    const rows = await tx
      .select()
      .from(people)
      .where(or(eq(people.id, keepId), eq(people.id, mergedId)))
      .orderBy(asc(people.id))
      .for("update");
    const keep = rows.find((row) => row.id === keepId);
    const merged = rows.find((row) => row.id === mergedId);
    if (!keep || !merged) return { ok: false, status: 404, message: PERSON_NOT_FOUND };

    const moved = { donations: 0, orders: 0, eventRequests: 0, monthlyGifts: 0, registrations: 0 };
    for (const { key, table, personId } of linked) {
      const rows = await tx
        .update(table)
        .set({ personId: keepId })
        .where(eq(personId, mergedId))
        .returning({ id: table.id });
      moved[key] = rows.length;
    }
    for (const table of followingUncounted) {
      await tx.update(table).set({ personId: keepId }).where(eq(table.personId, mergedId));
    }

    const blanks: Partial<Record<DetailField, string>> = {};
    for (const field of Object.keys(detailColumns) as DetailField[]) {
      const value = merged[field];
      if (!filled(keep[field]) && value?.trim()) blanks[field] = value;
    }
    await tx.delete(people).where(eq(people.id, mergedId));
    await tx
      .update(people)
      .set({ ...blanks, updatedAt: new Date() })
      .where(eq(people.id, keepId));
    await audit(tx, {
      userId: actorId,
      action: "person.merge",
      entity: "person",
      entityId: keepId,
      // Ids and counts only: the addresses stay in the people table.
      details: { mergedId, ...moved },
    });
    return { ok: true, moved };
  });
}

export const PEOPLE_PAGE_SIZE = 20;

export interface PersonListRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  donationCount: number;
  orderCount: number;
  requestCount: number;
}

export interface PeoplePage {
  rows: PersonListRow[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * How many rows of `table` belong to the listed person. Written out with its table names: in a
 * select from one table drizzle leaves columns unqualified, and "id" would be the inner table's.
 */
const countOf = (table: "donations" | "orders" | "event_requests") =>
  sql<number>`(select count(*) from ${sql.identifier(table)} as counted where counted.person_id = ${sql.raw('"people"."id"')})::int`;

/**
 * One page of people for the back-office, by name then e-mail: `query` (blank for all) is
 * looked for in the e-mail, the first name, the last name or the full name.
 */
export async function findPeople(db: Db, query: string, page = 1): Promise<PeoplePage> {
  const text = query.trim().slice(0, 200);
  const pattern = containsPattern(text);
  // The full name holds the first and the last name: matching it matches either (one trigram
  // index each for the name and the e-mail, db/migrations/0009_list_search.sql).
  const where = text
    ? or(
        ilike(people.email, pattern),
        sql`(${people.firstName} || ' ' || ${people.lastName}) ilike ${pattern}`,
      )
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(people).where(where);
  const window = pageWindow(page, total, PEOPLE_PAGE_SIZE);
  // A search's few matches are found by the trigram indexes, then sorted. Ordered by the bare
  // column, PostgreSQL would rather walk the name index and test every person until it has a
  // page (40 ms for "tremblay" at 20,000 people); `|| ''` sorts the same but hides that index.
  const lastName = text ? sql`${people.lastName} || ''` : people.lastName;
  const order = listOrder(
    [lastName, "asc"],
    [people.firstName, "asc"],
    [people.email, "asc"],
    [people.id, "asc"],
  );
  const rows = await db
    .select({
      id: people.id,
      email: people.email,
      firstName: people.firstName,
      lastName: people.lastName,
      donationCount: countOf("donations"),
      orderCount: countOf("orders"),
      requestCount: countOf("event_requests"),
    })
    .from(people)
    .where(pageRows(db, people, where, order, window, total))
    .orderBy(...order.forward);
  return { rows, total, page: window.page, pageCount: window.pageCount };
}
