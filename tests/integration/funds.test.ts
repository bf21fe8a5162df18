/**
 * The funds (issue 25, items 2–3; decision 0046): a donor gives to a fund from /don, the treasurer
 * records disbursements on /admin/fonds and sees each balance, a restricted fund is not spent
 * below zero without a reason journaled, a fund with money is never deleted, and the zakat's rates
 * she sets are what /don's calculator shows.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, disbursements, donations, funds } from "#db/schema";
import { fundChoice } from "~/domain/funds/designation";
import { FUND_HAS_MONEY } from "~/domain/funds/schema";
import { action as donateAction, loader as donateLoader } from "~/routes/public/donate";
import { action, loader } from "~/routes/admin/funds/route";
import { formatMoney, todayInSaguenay } from "~/lib/format";
import { setupTestDatabase } from "../helpers/db";
import { insertProject, signIn } from "../helpers/fixtures";
import { renderPage } from "../helpers/render-page";
import { callLoader, refused, routeAt, visitorForm } from "../helpers/routes";

const database = setupTestDatabase();
const { post, load } = routeAt("http://localhost/admin/fonds", { action, loader });
const donate = visitorForm("http://localhost/don", { action: donateAction }, { ip: "203.0.113.9" });

async function insertFund(values: Partial<typeof funds.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(funds)
    .values({ slug: "zakat-al-mal", name: "Zakat al-mal", restricted: true, ...values })
    .returning({ id: funds.id });
  return row.id;
}

async function confirmedGift(cents: number, designation: { fundId?: number; projectId?: number }) {
  await database.db.insert(donations).values({
    reference: `DON-${Math.random().toString(36).slice(2, 8)}`,
    firstName: "Awa",
    lastName: "Diop",
    email: "awa@example.org",
    amountCents: cents,
    paymentMethod: "interac",
    status: "completed",
    receivedAt: new Date(),
    ...designation,
  });
}

const errorsOf = (result: unknown, status = 400) =>
  (refused(result, status) as { refused: { errors: Record<string, string> } }).refused.errors;

function disbursement(fields: Record<string, string> = {}) {
  return {
    intent: "create-disbursement",
    designation: "general",
    paidOn: todayInSaguenay(),
    amountCents: "100",
    purpose: "Paniers alimentaires — famille K.",
    beneficiaryCategory: "necessiteux",
    note: "",
    overdraftReason: "",
    ...fields,
  };
}

describe("giving to a fund on /don", () => {
  it("offers the active funds, preselects one by its address and records the gift against it", async () => {
    const zakat = await insertFund();
    await insertFund({ slug: "ancien", name: "Ancien fonds", active: false });
    const page = (await donateLoader({
      request: new Request("http://localhost/don?fonds=zakat-al-mal"),
      params: {},
      context: undefined,
    } as never)) as { funds: { name: string }[]; defaultProjectId: string };
    expect(page.funds.map((fund) => fund.name)).toEqual(["Zakat al-mal"]);
    expect(page.defaultProjectId).toBe(fundChoice(zakat));

    const gift = {
      amount: "",
      customAmount: "125,50",
      firstName: "Awa",
      lastName: "Diop",
      email: "awa@example.org",
      projectId: fundChoice(zakat),
    };
    await donate.post(gift);
    const [stored] = await database.db.select().from(donations);
    expect(stored).toMatchObject({ fundId: zakat, projectId: null, amountCents: 12_550 });

    // An inactive fund is not a choice: refused in French, nothing stored.
    const [old] = await database.db.select().from(funds).where(eq(funds.slug, "ancien"));
    const result = await donate.post({ ...gift, projectId: fundChoice(old.id) });
    expect(errorsOf(result).projectId).toBe("Veuillez choisir un fonds ou un projet de la liste.");
    expect(await database.db.select().from(donations)).toHaveLength(1);
  });

  it("shows the zakat's nisab from the rates the treasurer saved", async () => {
    await insertFund();
    const { cookie } = await signIn(database.db, "tresorier");
    const saved = await post(
      cookie,
      {
        intent: "zakat",
        nisabMetal: "silver",
        goldGramCents: "125,00",
        silverGramCents: "1,50",
        fitrPersonCents: "15",
        fitrYear: "2027",
      },
      "?onglet=zakat",
    );
    expect((saved as Response).status).toBe(302);
    const { html } = await renderPage("/don", "/don");
    // 595 g of silver at 1,50 $.
    expect(html).toContain(`Nisab retenu par la fondation : ${formatMoney(89_250)}`);
    // No zakat al-fitr fund: its calculator is not offered.
    expect(html).not.toContain("Zakat al-fitr 2027");
  });
});

describe("/admin/fonds", () => {
  it("refuses to spend a restricted fund below zero without a reason, then journals the reason", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const zakat = await insertFund();
    await confirmedGift(30_000, { fundId: zakat });
    const over = disbursement({ designation: fundChoice(zakat), amountCents: "450" });

    const result = await post(cookie, over, "?onglet=decaissements");
    expect(errorsOf(result).overdraftReason).toBe(
      `Ce décaissement porterait le solde de « Zakat al-mal », un fonds affecté, à ${formatMoney(-15_000)}. Indiquez le motif du dépassement pour l'enregistrer.`,
    );
    expect(await database.db.select().from(disbursements)).toEqual([]);

    const reason = "Avance votée par le conseil, remboursée par la collecte du ramadan";
    expect(
      (
        (await post(
          cookie,
          { ...over, overdraftReason: reason },
          "?onglet=decaissements",
        )) as Response
      ).status,
    ).toBe(302);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "disbursement"), eq(auditLog.action, "create")));
    expect(entry.details).toMatchObject({ overdraft: { reason, balanceCents: -15_000 } });

    // The general fund is not restricted: no reason asked.
    const free = await post(cookie, disbursement({ amountCents: "50" }), "?onglet=decaissements");
    expect((free as Response).status).toBe(302);
  });

  it("shows each balance as the gifts confirmed less the sums paid out", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const zakat = await insertFund();
    const sadaqa = await insertFund({ slug: "sadaqa", name: "Sadaqa", restricted: false });
    const project = await insertProject(database.db, { title: "Construction de la Zawiya" });
    await confirmedGift(10_000, { fundId: zakat });
    await confirmedGift(2_500, { fundId: zakat });
    await confirmedGift(7_000, { projectId: project });
    await confirmedGift(4_000, {});
    // A pending gift is not money in.
    await database.db.insert(donations).values({
      reference: "DON-PEND01",
      firstName: "Awa",
      lastName: "Diop",
      email: "awa@example.org",
      amountCents: 99_900,
      fundId: sadaqa,
      paymentMethod: "interac",
      status: "pending",
    });
    for (const [designation, amountCents] of [
      [fundChoice(zakat), "40"],
      [String(project), "12,34"],
    ] as const) {
      await post(cookie, disbursement({ designation, amountCents }), "?onglet=decaissements");
    }
    const page = await load(cookie);
    const balances = Object.fromEntries(
      (page.balances ?? []).map((row) => [
        row.name,
        [row.receivedCents, row.disbursedCents, row.balanceCents],
      ]),
    );
    expect(balances).toEqual({
      "Fonds général (non affecté)": [4_000, 0, 4_000],
      "Zakat al-mal": [12_500, 4_000, 8_500],
      Sadaqa: [0, 0, 0],
      "Construction de la Zawiya": [7_000, 1_234, 5_766],
    });
  });

  it("never deletes a fund that received a gift, and adds one with its own address", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const zakat = await insertFund();
    await confirmedGift(1_000, { fundId: zakat });
    const result = await post(
      cookie,
      { intent: "delete-fund", id: String(zakat) },
      "?onglet=fonds",
    );
    expect(errorsOf(result, 409).form).toBe(FUND_HAS_MONEY);
    expect(await database.db.select().from(funds)).toHaveLength(1);

    await post(
      cookie,
      {
        intent: "create-fund",
        name: "Aide d'urgence",
        description: "",
        restricted: "on",
        active: "on",
      },
      "?onglet=fonds",
    );
    const [added] = await database.db.select().from(funds).where(eq(funds.name, "Aide d'urgence"));
    expect(added).toMatchObject({ slug: "aide-d-urgence", restricted: true, active: true });

    // The editeur does not see the money.
    const editor = await signIn(database.db, "editeur");
    const thrown = await callLoader(loader, "http://localhost/admin/fonds", editor.cookie).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(403);
  });
});
