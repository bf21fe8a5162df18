/**
 * The streamed CSV export of /admin/donations (domain/donations/donations-export.server.ts): the
 * same bytes as the whole-file format, every donation exactly once and in the list's order when
 * the file takes several batches (ties on the date included, and instants finer than a
 * millisecond), the filters honoured across batches, and a database failing half-way ending the
 * file with a line saying it is incomplete, never an error thrown at the browser.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { donations, projects } from "#db/schema";
import { CSV_INTERRUPTED, donationsCsv, type DonationCsvRow } from "~/domain/donations/csv";
import { donationsCsvStream } from "~/domain/donations/donations-export.server";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();

async function read(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(
    await new Response(stream).arrayBuffer(),
  );
}

const referencesOf = (csv: string) =>
  csv
    .split("\r\n")
    .slice(1, -1)
    .map((line) => line.split(";")[0]);

async function addDonations(count: number, at: (i: number) => string) {
  await database.db.insert(donations).values(
    Array.from({ length: count }, (_, i) => ({
      reference: `DON-S${String(i).padStart(5, "0")}`,
      firstName: i % 2 ? "Aminata" : "Jean",
      lastName: i % 3 ? "Touré" : "Tremblay",
      email: `donateur${i}@example.org`,
      amountCents: 1_000 + i,
      paymentMethod: "interac",
      status: i % 4 ? "completed" : "pending",
      createdAt: sql`${at(i)}::timestamptz` as unknown as Date,
    })),
  );
}

describe("donationsCsvStream", () => {
  it("gives the bytes of the whole-file export", async () => {
    const [project] = await database.db
      .insert(projects)
      .values({
        title: "Construction de la Zawiya",
        category: "infrastructure",
        goalCents: 1_000_000,
        startDate: "2026-01-01",
      })
      .returning({ id: projects.id });
    await database.db.insert(donations).values([
      {
        reference: "DON-AAAAAA",
        firstName: '=HYPERLINK("http://x";"y")',
        lastName: "Touré; fils",
        email: "evil@example.org",
        amountCents: 123_456,
        paymentMethod: "cheque",
        projectId: project.id,
        status: "completed",
        receivedAt: new Date("2026-03-03T15:00:00Z"),
        createdAt: new Date("2026-03-02T02:30:00Z"),
      },
      {
        reference: "DON-BBBBBB",
        firstName: "Émilie",
        lastName: "Côté",
        email: "emilie@example.org",
        amountCents: 2_000,
        paymentMethod: "card",
        status: "cancelled",
        statusReason: 'Annulé "à la demande"',
        receiptRequested: false,
        createdAt: new Date("2026-03-01T12:00:00Z"),
      },
    ]);
    const expected: DonationCsvRow[] = [
      {
        reference: "DON-AAAAAA",
        createdAt: new Date("2026-03-02T02:30:00Z"),
        firstName: '=HYPERLINK("http://x";"y")',
        lastName: "Touré; fils",
        email: "evil@example.org",
        amountCents: 123_456,
        paymentMethod: "cheque",
        projectTitle: "Construction de la Zawiya",
        status: "completed",
        statusReason: null,
        receivedAt: new Date("2026-03-03T15:00:00Z"),
        receiptRequested: true,
        receiptSentAt: null,
      },
      {
        reference: "DON-BBBBBB",
        createdAt: new Date("2026-03-01T12:00:00Z"),
        firstName: "Émilie",
        lastName: "Côté",
        email: "emilie@example.org",
        amountCents: 2_000,
        paymentMethod: "card",
        projectTitle: null,
        status: "cancelled",
        statusReason: 'Annulé "à la demande"',
        receivedAt: null,
        receiptRequested: false,
        receiptSentAt: null,
      },
    ];
    const streamed = new Uint8Array(
      await new Response(donationsCsvStream(database.db, { status: null, q: "" }, 1)).arrayBuffer(),
    );
    expect([...streamed]).toEqual([...new TextEncoder().encode(donationsCsv(expected))]);
    expect([...streamed.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("gives every donation once, newest first, over many batches", async () => {
    // Three donations per instant (ties broken by id), instants a few microseconds apart.
    await addDonations(
      23,
      (i) => `2026-05-01 10:00:00.${String(Math.floor(i / 3) * 7).padStart(6, "0")}+00`,
    );
    const csv = await read(donationsCsvStream(database.db, { status: null, q: "" }, 4));
    const expected = await database.db
      .select({ reference: donations.reference })
      .from(donations)
      .orderBy(sql`${donations.createdAt} desc, ${donations.id} desc`);
    expect(referencesOf(csv)).toEqual(expected.map((row) => row.reference));
    expect(new Set(referencesOf(csv)).size).toBe(23);
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("keeps the filters across batches", async () => {
    await addDonations(30, (i) => `2026-05-0${1 + (i % 7)} 10:00:00+00`);
    const csv = await read(
      donationsCsvStream(database.db, { status: "completed", q: "tremblay" }, 2),
    );
    const lines = csv.split("\r\n").slice(1, -1);
    // i % 4 ≠ 0 (completed) and i % 3 = 0 (Tremblay): i = 3, 6, 9, 15, 18, 21, 27.
    expect(lines).toHaveLength(7);
    for (const line of lines) expect(line).toMatch(/;Tremblay;.*;Complété;/);
  });

  it("ends the file with a notice when the database fails half-way", async () => {
    await addDonations(10, (i) => `2026-05-01 10:00:${String(i).padStart(2, "0")}+00`);
    const reader = donationsCsvStream(database.db, { status: null, q: "" }, 4).getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let csv = decoder.decode((await reader.read()).value);
    csv += decoder.decode((await reader.read()).value);
    // The table goes away before the second batch.
    await database.db.execute(sql`alter table donations rename to donations_away`);
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        csv += decoder.decode(chunk.value);
    } finally {
      await database.db.execute(sql`alter table donations_away rename to donations`);
    }
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(1 + 4 + 1 + 1);
    expect(lines.at(-2)).toBe(CSV_INTERRUPTED);
  });
});
