/**
 * The treasurer's year, /admin/dons/annee (issue 25, item 8; decision 0047): for a generated
 * fiscal year — gifts by every method, with and without receipts, advantages nominal, deducted
 * and too large, a gift in kind, gifts just inside and outside the period, a refund that voided
 * its receipt, shop orders, disbursements — each line equals the sum the test computes on its
 * own, line 4500 equals the receipt register, the serial numbers are all accounted for, the
 * refunded gift is listed, and the CSV holds every record.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { disbursements, donations, orders } from "#db/schema";
import {
  issueDonationReceiptTx,
  voidReceiptsOfDonationTx,
} from "~/domain/receipts/receipts.server";
import { defaultSettings } from "~/domain/settings/schema";
import { saveSettings } from "~/domain/settings/settings.server";
import { loader } from "~/routes/admin/donations/year";
import { loader as csvLoader } from "~/routes/admin/donations/year-csv";
import { formatMoney } from "~/lib/format";
import { setupTestDatabase } from "../helpers/db";
import { signIn } from "../helpers/fixtures";
import { renderPage } from "../helpers/render-page";
import { callAction, callLoader, redirectToast, refused } from "../helpers/routes";
import { action as donationsAction } from "~/routes/admin/donations/route";

const donationsPost = (cookie: string, fields: Record<string, string>) =>
  callAction(donationsAction, "http://localhost/admin/donations", cookie, fields);
const refusedBody = (result: unknown, status = 400) =>
  (refused(result, status) as { refused: { errors: Record<string, string> } }).refused;

const database = setupTestDatabase();
const URL = "http://localhost/admin/dons/annee";

/** A fixed pseudo-random sequence: the same "generated year" on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const ADDRESS = {
  address: "45, rue Price Ouest",
  city: "Chicoutimi",
  province: "QC",
  postalCode: "G7J 1G5",
};

interface Gift {
  id: number;
  amountCents: number;
  advantageCents: number;
  inPeriod: boolean;
  inKind: boolean;
  receipted: boolean;
}

/** The test's own arithmetic of the CRA's split-receipting rules (not the site's). */
function expectedLines(gift: Gift) {
  const { amountCents: amount, advantageCents: advantage } = gift;
  if (advantage * 10 > amount * 8) return { r: 0, n: 0, f: amount };
  const nominal = advantage <= 7_500 && advantage * 10 <= amount;
  const deducted = nominal ? 0 : advantage;
  return gift.receipted
    ? { r: amount - deducted, n: 0, f: deducted }
    : { r: 0, n: amount - deducted, f: deducted };
}

async function generateYear() {
  await saveSettings(database.db, "donation", {
    ...defaultSettings.donation,
    charityNumber: "123456789 RR 0001",
    receiptSigner: "Mamadou Diallo, trésorier",
  });
  const next = random(2025);
  const methods = ["card", "interac", "cash", "cheque", "in_kind"] as const;
  const advantages = [0, 0, 0, 500, 2_000, 9_000];
  const gifts: Gift[] = [];
  // 2025's days, and the instants just around the period's ends (Saguenay time).
  const moments = [
    new Date("2025-01-01T05:00:00Z"), // 1 January 2025, 00:00 in Saguenay: inside
    new Date("2025-01-01T04:30:00Z"), // 31 December 2024, 23:30: outside
    new Date("2026-01-01T04:30:00Z"), // 31 December 2025, 23:30: inside
    new Date("2026-01-01T05:30:00Z"), // 1 January 2026, 00:30: outside
  ];
  for (let n = 0; n < 40; n++) {
    const method = methods[Math.floor(next() * methods.length)]!;
    const amountCents = 500 + Math.floor(next() * 60) * 500;
    const advantageCents = Math.min(
      advantages[Math.floor(next() * advantages.length)]!,
      amountCents,
    );
    const receivedAt =
      moments[n] ??
      new Date(Date.UTC(2025, Math.floor(next() * 12), 1 + Math.floor(next() * 27), 15));
    const receiptRequested = next() < 0.7;
    const [row] = await database.db
      .insert(donations)
      .values({
        reference: `DON-Y${String(n).padStart(5, "0")}`,
        firstName: "Donateur",
        lastName: `n° ${n}`,
        email: `donateur${n}@example.org`,
        amountCents,
        advantageCents,
        advantageDescription: advantageCents ? "Repas du souper-bénéfice" : "",
        paymentMethod: method,
        inKindDescription: method === "in_kind" ? "Ordinateur portable" : null,
        status: "completed",
        receivedAt,
        receiptRequested,
        ...(receiptRequested ? ADDRESS : {}),
      })
      .returning({ id: donations.id });
    const issued = receiptRequested
      ? await database.db.transaction((tx) => issueDonationReceiptTx(tx, null, row.id))
      : { ok: false };
    gifts.push({
      id: row.id,
      amountCents,
      advantageCents,
      inPeriod: n !== 1 && n !== 3,
      inKind: method === "in_kind",
      receipted: issued.ok,
    });
  }
  // A receipted gift refunded in the year: its receipt voided, the gift off every line.
  const refunded = gifts.find((gift) => gift.inPeriod && gift.receipted && !gift.inKind)!;
  await database.db.transaction(async (tx) => {
    await tx
      .update(donations)
      .set({ status: "refunded", refundedAt: new Date("2025-11-20T15:00:00Z") })
      .where(eq(donations.id, refunded.id));
    await voidReceiptsOfDonationTx(tx, null, refunded.id, "Don remboursé au donateur");
  });
  refunded.inPeriod = false;
  // The shop: a paid order, a refunded one, a cancelled one, one paid the next year.
  const order = (
    reference: string,
    totalCents: number,
    values: Partial<typeof orders.$inferInsert>,
  ) =>
    database.db.insert(orders).values({
      reference,
      customerName: "Client",
      customerEmail: "client@example.org",
      paymentMethod: "card",
      totalCents,
      status: "delivered",
      ...values,
    });
  await order("CMD-Y00001", 4_550, { paidAt: new Date("2025-06-02T15:00:00Z") });
  await order("CMD-Y00002", 2_000, {
    paidAt: new Date("2025-06-03T15:00:00Z"),
    refundedAt: new Date("2025-06-04T15:00:00Z"),
  });
  await order("CMD-Y00003", 3_000, {
    paidAt: new Date("2025-06-05T15:00:00Z"),
    status: "cancelled",
  });
  await order("CMD-Y00004", 9_900, { paidAt: new Date("2026-01-02T15:00:00Z") });
  // Disbursements: to a qualified donee (5050) and to families (no line).
  await database.db.insert(disbursements).values([
    {
      paidOn: "2025-03-10",
      amountCents: 50_000,
      purpose: "Banque alimentaire",
      beneficiaryCategory: "donataire-reconnu",
    },
    { paidOn: "2025-04-10", amountCents: 20_000, purpose: "Loyer", beneficiaryCategory: "pauvres" },
    {
      paidOn: "2026-01-10",
      amountCents: 70_000,
      purpose: "Autre organisme",
      beneficiaryCategory: "donataire-reconnu",
    },
  ]);
  return { gifts, refunded };
}

describe("/admin/dons/annee", () => {
  it("gives each line the sum of its records, line 4500 the receipt register's, and lists the refund", async () => {
    const { gifts, refunded } = await generateYear();
    const { cookie } = await signIn(database.db, "tresorier");
    const page = await callLoader(loader, `${URL}?exercice=2025`, cookie);

    const inYear = gifts.filter((gift) => gift.inPeriod);
    const sum = (pick: (gift: Gift) => number) =>
      inYear.reduce((total, gift) => total + pick(gift), 0);
    const expected = {
      "4500": sum((gift) => expectedLines(gift).r),
      "4530": sum((gift) => expectedLines(gift).n),
      "4630": sum((gift) => expectedLines(gift).f),
      "4640": 4_550,
      "5050": 50_000,
      nature: sum((gift) => (gift.inKind ? expectedLines(gift).r : 0)),
    };
    // The generated year exercises every branch.
    expect(Object.values(expected).every((cents) => cents > 0)).toBe(true);
    expect(page.figures.period).toEqual({ year: 2025, start: "2025-01-01", end: "2025-12-31" });
    expect(page.figures.totals).toMatchObject(expected);

    // Line 4500 and the register: the valid receipts of the year's gifts, the voided one apart.
    expect(page.figures.receipts.validCents).toBe(expected["4500"]);
    expect(page.figures.receipts.voidedCount).toBe(1);
    expect(page.figures.receipts.missingSerials).toEqual([]);
    expect(page.figures.refunds).toEqual([
      expect.objectContaining({
        reference: `DON-Y${String(gifts.indexOf(refunded)).padStart(5, "0")}`,
        refundDay: "2025-11-20",
      }),
    ]);
    expect(page.figures.refunds[0]!.voidedSerials).toHaveLength(1);

    // The screen says so, and 4510 is left to the treasurer's judgement rather than guessed.
    const { html } = await renderPage(
      "/admin/dons/annee",
      "/admin/dons/annee?exercice=2025&ligne=4640",
      cookie,
    );
    expect(html).toContain("Ligne 4500 et registre des reçus : </strong>concordent");
    expect(html).toContain("À établir");
    expect(html).toContain("CMD-Y00001");
    expect(html).not.toContain("CMD-Y00002");
    expect(html).toContain(formatMoney(expected["4500"]));

    // The CSV: one row per record, then the totals.
    const response = (await callLoader(csvLoader, `${URL}.csv?exercice=2025`, cookie)) as Response;
    const csv = await response.text();
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.split("\r\n").filter((line) => line.startsWith("4500;"))).toHaveLength(
      inYear.filter((gift) => expectedLines(gift).r > 0).length,
    );
    expect(csv).toContain("Total 5050;;;");
  });

  it("lists a gift the treasurer refunded, its receipt voided; a card gift is refunded at Stripe", async () => {
    await saveSettings(database.db, "donation", {
      ...defaultSettings.donation,
      charityNumber: "123456789 RR 0001",
      receiptSigner: "Mamadou Diallo, trésorier",
    });
    const { cookie } = await signIn(database.db, "tresorier");
    const gift = async (reference: string, paymentMethod: "cheque" | "card") => {
      const [row] = await database.db
        .insert(donations)
        .values({
          reference,
          firstName: "Awa",
          lastName: "Diop",
          email: "awa@example.org",
          amountCents: 15_000,
          paymentMethod,
          status: "completed",
          receivedAt: new Date(),
          receiptRequested: true,
          ...ADDRESS,
        })
        .returning({ id: donations.id });
      await database.db.transaction((tx) => issueDonationReceiptTx(tx, null, row.id));
      return row.id;
    };
    const cheque = await gift("DON-RMB001", "cheque");
    const card = await gift("DON-RMB002", "card");
    const refund = (id: number) =>
      donationsPost(cookie, {
        intent: "refund",
        id: String(id),
        reason: "Chèque retourné au donateur",
      });

    const done = await refund(cheque);
    expect(redirectToast(done, ["title"])).toMatchObject({ title: "Don marqué comme remboursé" });
    const byCard = refusedBody(await refund(card), 409);
    expect(byCard.errors.form).toBe(
      "Un don par carte se rembourse dans Stripe : le site l'enregistre de lui-même à la réception de l'avis de Stripe.",
    );

    const page = await callLoader(loader, URL, cookie);
    expect(page.figures.refunds).toEqual([
      expect.objectContaining({ reference: "DON-RMB001", cents: 15_000 }),
    ]);
    expect(page.figures.refunds[0]!.voidedSerials).toHaveLength(1);
    // Off every line: only the card gift is on 4500.
    expect(page.figures.totals["4500"]).toBe(15_000);
    // Twice is refused: it is no longer completed.
    expect(refusedBody(await refund(cheque)).errors.form).toBe(
      "Seul un don complété peut être marqué comme remboursé.",
    );
  });

  it("follows the fiscal year set in Paramètres, and stays closed to the editeur", async () => {
    await saveSettings(database.db, "donation", {
      ...defaultSettings.donation,
      fiscalYearEndMonth: 3,
    });
    const { cookie } = await signIn(database.db, "tresorier");
    const page = await callLoader(loader, `${URL}?exercice=2026`, cookie);
    expect(page.figures.period).toEqual({ year: 2026, start: "2025-04-01", end: "2026-03-31" });
    const editor = await signIn(database.db, "editeur");
    const thrown = await callLoader(loader, URL, editor.cookie).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(403);
  });
});
