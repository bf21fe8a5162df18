/**
 * /transparence (decision 0046): per year in Saguenay, each designation's confirmed gifts and
 * disbursements by category, read from the ledger through the real route tree; pending and
 * refunded gifts left out; the year picked by ?annee= (a bad value shows the default); no donor
 * and no disbursement's purpose or note in the page; linked from /don and the footer.
 */
import { describe, expect, it } from "vitest";
import { disbursements, donations, funds } from "#db/schema";
import { GENERAL_FUND_LABEL } from "~/domain/funds/designation";
import { disbursementCategories } from "~/domain/funds/labels";
import { formatMoney } from "~/lib/format";
import { setupTestDatabase } from "../helpers/db";
import { insertProject } from "../helpers/fixtures";
import { renderPage } from "../helpers/render-page";

const database = setupTestDatabase();
const render = (url: string) => renderPage("/transparence", url);

const DONOR = { firstName: "Aminata", lastName: "Zorrobal", email: "aminata.zorrobal@example.org" };
const PURPOSE = "Loyer de Mme Khadija Ndiaye";
const NOTE = "Rappeler Mme Ndiaye mardi";

type Gift = {
  cents: number;
  status?: "completed" | "pending" | "refunded";
  /** An instant (ISO); a pending gift has none and counts by its creation. */
  receivedAt?: string;
  createdAt?: string;
  fundId?: number;
  projectId?: number;
};
type Designated = { fundId?: number; projectId?: number };
type Payment = {
  cents: number;
  paidOn: string;
  category: string;
  fundId?: number;
  projectId?: number;
};

let references = 0;
async function insertLedger(gifts: Gift[], payments: Payment[]) {
  await database.db.insert(donations).values(
    gifts.map((gift) => ({
      ...DONOR,
      reference: `DON-T${String(++references).padStart(5, "0")}`,
      amountCents: gift.cents,
      paymentMethod: "interac",
      status: gift.status ?? "completed",
      receivedAt: gift.receivedAt ? new Date(gift.receivedAt) : null,
      createdAt: new Date(gift.createdAt ?? gift.receivedAt ?? "2025-06-01T12:00:00Z"),
      fundId: gift.fundId ?? null,
      projectId: gift.projectId ?? null,
    })),
  );
  await database.db.insert(disbursements).values(
    payments.map((payment) => ({
      fundId: payment.fundId ?? null,
      projectId: payment.projectId ?? null,
      paidOn: payment.paidOn,
      amountCents: payment.cents,
      purpose: PURPOSE,
      beneficiaryCategory: payment.category,
      note: NOTE,
    })),
  );
}

/** Two funds, a project, and gifts and payments over 2025 and 2026. */
async function twoYears() {
  const [zakat, sadaqa] = await database.db
    .insert(funds)
    .values([
      { slug: "zakat-al-mal", name: "Zakat al-mal", restricted: true, position: 1 },
      { slug: "sadaqa", name: "Sadaqa", restricted: false, position: 2 },
    ])
    .returning({ id: funds.id });
  const project = await insertProject(database.db, { title: "Construction de la Zawiya" });
  const gifts: Gift[] = [
    { cents: 10_000, receivedAt: "2025-03-10T15:00:00Z" },
    // 23 h 30 on December 31st in Saguenay (UTC−5): already 2026 in UTC, still 2025 here.
    { cents: 25_050, receivedAt: "2026-01-01T04:30:00Z" },
    { cents: 100_000, fundId: zakat.id, receivedAt: "2025-06-01T15:00:00Z" },
    { cents: 77_700, fundId: zakat.id, status: "pending", createdAt: "2025-06-02T15:00:00Z" },
    { cents: 33_300, fundId: zakat.id, status: "refunded", receivedAt: "2025-07-01T15:00:00Z" },
    // Confirmed without a day received: counts by the day it was made.
    { cents: 4_000, projectId: project, createdAt: "2025-05-05T15:00:00Z" },
    { cents: 6_000, fundId: sadaqa.id, receivedAt: "2026-01-01T10:30:00Z" },
    { cents: 2_000, receivedAt: "2026-02-01T15:00:00Z" },
  ];
  const payments: Payment[] = [
    { cents: 30_000, fundId: zakat.id, paidOn: "2025-04-01", category: "pauvres" },
    { cents: 15_000, fundId: zakat.id, paidOn: "2025-09-01", category: "endettes" },
    { cents: 5_000, fundId: zakat.id, paidOn: "2025-10-01", category: "pauvres" },
    { cents: 8_000, paidOn: "2025-11-01", category: "administration" },
    { cents: 1_234, projectId: project, paidOn: "2025-12-31", category: "batiment" },
    { cents: 2_500, fundId: sadaqa.id, paidOn: "2026-01-01", category: "necessiteux" },
  ];
  await insertLedger(gifts, payments);
  return { gifts, payments, zakat: zakat.id, sadaqa: sadaqa.id, project };
}

/** What a designation shows, as the test computes it from the rows it wrote. */
function expected(
  ledger: { gifts: Gift[]; payments: Payment[] },
  year: number,
  belongs: (row: Designated) => boolean,
) {
  const inYear = (gift: Gift) => {
    const moment = new Date(gift.receivedAt ?? gift.createdAt!);
    // Saguenay is UTC−5 in winter; the test's instants near new year are winter ones.
    return new Date(moment.getTime() - 5 * 3_600_000).getUTCFullYear() === year;
  };
  const gifts = ledger.gifts.filter(
    (gift) => (gift.status ?? "completed") === "completed" && inYear(gift) && belongs(gift),
  );
  const payments = ledger.payments.filter(
    (payment) => payment.paidOn.startsWith(`${year}-`) && belongs(payment),
  );
  const byCategory = new Map<string, number>();
  for (const payment of payments) {
    byCategory.set(payment.category, (byCategory.get(payment.category) ?? 0) + payment.cents);
  }
  return {
    received: gifts.reduce((total, gift) => total + gift.cents, 0),
    disbursed: payments.reduce((total, payment) => total + payment.cents, 0),
    byCategory,
  };
}

/**
 * The text of an HTML fragment, as read: React's text separators and the links' tags dropped,
 * other tags made spaces, React's escapes undone, spaces joined (no-break spaces kept: money).
 */
const textOf = (fragment: string) =>
  fragment
    .replace(/<!-- -->|<\/?a\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();

/** Each table row of `html` as the text of its cells. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => textOf(cell[1])),
  );

/** The card of designation `name`: the region its heading names. */
function cardOf(html: string, name: string): string {
  const card = html
    .split('<section aria-labelledby="transparence-')
    .slice(1)
    .find((part) => textOf(/<h3[^>]*>(.*?)<\/h3>/s.exec(part)?.[1] ?? "") === name);
  expect(card, `carte ${name}`).toBeDefined();
  return card!.slice(0, card!.indexOf("</section>"));
}

describe("/transparence", () => {
  it("shows each designation's confirmed gifts and its disbursements by category, and the year's total, without a name", async () => {
    const ledger = await twoYears();
    const { status, html } = await render("/transparence?annee=2025");
    expect(status).toBe(200);

    const designations = [
      { name: GENERAL_FUND_LABEL, belongs: (r: Designated) => !r.fundId && !r.projectId },
      { name: "Zakat al-mal", belongs: (r: Designated) => r.fundId === ledger.zakat },
      {
        name: "Construction de la Zawiya",
        belongs: (r: Designated) => r.projectId === ledger.project,
      },
    ];
    const summary = rowsOf(html).filter((cells) => cells.length === 3);
    // The general fund first, then the funds, then the projects; Sadaqa had nothing in 2025.
    expect(summary.map((cells) => cells[0])).toEqual([
      "Fonds ou projet",
      ...designations.map((one) => one.name),
      "Total 2025",
    ]);
    for (const { name, belongs } of designations) {
      const sums = expected(ledger, 2025, belongs);
      expect(summary.find((cells) => cells[0] === name)).toEqual([
        name,
        formatMoney(sums.received),
        formatMoney(sums.disbursed),
      ]);
      const card = rowsOf(cardOf(html, name));
      expect(card.find((cells) => cells[0].startsWith("Reçu (dons confirmés)"))?.[1]).toBe(
        formatMoney(sums.received),
      );
      expect(card.find((cells) => cells[0] === "Remis")?.[1]).toBe(formatMoney(sums.disbursed));
      const lines = card.filter((cells) => cells[0].startsWith("dont "));
      expect(lines).toEqual(
        [...sums.byCategory].map(([category, cents]) => [
          `dont ${disbursementCategories.label(category)}`,
          formatMoney(cents),
        ]),
      );
    }
    // Zakat: 1 000 $ confirmed; the pending 777 $ and the refunded 333 $ are not counted.
    expect(summary.find((cells) => cells[0] === "Zakat al-mal")?.[1]).toBe(formatMoney(100_000));
    expect(html).not.toContain(formatMoney(77_700));
    expect(html).not.toContain(formatMoney(33_300));
    // The general fund has the gift of 23 h 30 on December 31st.
    expect(summary[1][1]).toBe(formatMoney(35_050));

    const all = expected(ledger, 2025, () => true);
    expect(summary.at(-1)).toEqual([
      "Total 2025",
      formatMoney(all.received),
      formatMoney(all.disbursed),
    ]);
    expect(html).toContain('href="/don?fonds=zakat-al-mal"');
    expect(html).toContain(`href="/don?projet=${ledger.project}"`);

    for (const secret of [DONOR.firstName, DONOR.lastName, DONOR.email, PURPOSE, NOTE, "Ndiaye"]) {
      expect(html).not.toContain(secret);
    }
  });

  it("shows the latest year with data by default, switches year by link, and falls back on a bad year", async () => {
    const ledger = await twoYears();
    const sadaqa = expected(ledger, 2026, (row) => row.fundId === ledger.sadaqa);
    for (const url of ["/transparence", "/transparence?annee=abc", "/transparence?annee=1999"]) {
      const { status, html } = await render(url);
      expect(status, url).toBe(200);
      expect(textOf(html), url).toContain("Année 2026");
      expect(rowsOf(cardOf(html, "Sadaqa")).find((cells) => cells[0] === "Remis")?.[1]).toBe(
        formatMoney(sadaqa.disbursed),
      );
      // The picker: plain links, the year shown marked.
      expect(html).toMatch(/href="\/transparence\?annee=2025"/);
      expect(html).toMatch(/aria-current="page"[^>]*>2026</);
    }
    const { html } = await render("/transparence?annee=2025");
    expect(textOf(html)).toContain("Année 2025");
    expect(html).not.toContain(">Sadaqa<");
  });

  it("says so when nothing was recorded, and is linked from /don and the footer", async () => {
    const { status, html } = await render("/transparence");
    expect(status).toBe(200);
    expect(textOf(html)).toContain("Aucun don ni décaissement enregistré pour cette année.");
    expect(html).toContain('href="/don"');
    // The footer's fixed link, on every public page.
    expect(html).toMatch(/<footer[\s\S]*href="\/transparence"/);
    const donate = await renderPage("/don", "/don");
    expect(textOf(donate.html)).toContain("Où vont les dons ? Consultez la page Transparence.");
    expect(donate.html).toMatch(/Consultez la page(<!-- -->)?\s*<a [^>]*href="\/transparence"/);
  });
});
