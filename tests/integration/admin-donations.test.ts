/**
 * /admin/donations: the summary cards computed from the data; the history filtered, searched and
 * paged on the server; the details panel; the status changes (confirm, fail / cancel with a
 * required reason) each journaled and guarded; a completed donation never deleted (even by a
 * forged POST); the CSV export of the filtered list (BOM, ';', formula guard); the payment option
 * switch, journaled and honoured by the public /don page. The official receipts of the same
 * screen are tested in receipts.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, donations, paymentOptions } from "#db/schema";
import { BAD_PAGE } from "~/domain/admin/pagination";
import {
  ALREADY_CLOSED,
  COMPLETED_UNDELETABLE,
  DONATION_NOT_FOUND,
  NOT_PENDING,
  PAYMENT_OPTION_NOT_FOUND,
  REASON_REQUIRED,
} from "~/domain/donations/admin-schema";
import { donationAlert, INTERAC_UNAVAILABLE } from "~/domain/donations/donation-form";
import { DONATIONS_PAGE_SIZE } from "~/domain/donations/donations-admin.server";
import { getSiteFrame } from "~/domain/site/frame.server";
import { loader as exportLoader } from "~/routes/admin/donations-export";
import { action, loader } from "~/routes/admin/donations/route";
import { action as donateAction, loader as donateLoader } from "~/routes/public/donate";
import { setupTestDatabase } from "../helpers/db";
import { callLoader, redirectToast, refused, routeAt } from "../helpers/routes";
import { insertProject, signIn, projectCollectedCents } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/donations";
const EXPORT = "http://localhost/admin/donations/export.csv";

const { post, toast } = routeAt(BASE, { action }, { toast: ["title", "location"] });

function formError(result: unknown, status = 400): string {
  const body = refused(result, status) as { refused: { errors: Record<string, string> } };
  return body.refused.errors.form ?? body.refused.errors.reason;
}

const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const donationById = async (id: number) =>
  (await database.db.select().from(donations).where(eq(donations.id, id)))[0];

let counter = 0;
function donation(overrides: Partial<typeof donations.$inferInsert> = {}) {
  counter += 1;
  return {
    reference: `DON-T${String(counter).padStart(5, "0")}`,
    firstName: "Awa",
    lastName: "Diop",
    email: "awa.diop@example.org",
    amountCents: 5_000,
    paymentMethod: "interac",
    status: "pending",
    ...overrides,
  } satisfies typeof donations.$inferInsert;
}

async function insert(...rows: (typeof donations.$inferInsert)[]) {
  return database.db.insert(donations).values(rows).returning({ id: donations.id });
}

describe("/admin/donations list", () => {
  it("computes the cards from the data, filters, searches and pages on the server", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const projectId = await insertProject(database.db);
    await insert(
      donation({
        status: "completed",
        amountCents: 25_000,
        firstName: "Gabriel",
        lastName: "Fortin",
        email: "g.fortin@example.org",
        projectId,
      }),
      donation({ status: "completed", amountCents: 2_050 }),
      donation({ status: "pending", amountCents: 50_000, reference: "DON-ABCDEF" }),
      donation({ status: "failed", amountCents: 9_999 }),
      donation({ status: "cancelled", amountCents: 1_000, email: "100%@example.org" }),
    );
    let data = await callLoader(loader, BASE, cookie);
    expect(data.totals).toEqual({ completedCents: 27_050, pendingCents: 50_000, count: 5 });
    expect(data.tab).toBe("dons");
    expect(data.list?.total).toBe(5);
    const gabriel = data.list!.rows.find((row) => row.firstName === "Gabriel");
    expect(gabriel?.projectTitle).toBe("Construction de la Zawiya");

    data = await callLoader(loader, `${BASE}?statut=pending`, cookie);
    expect(data.list!.rows.map((row) => row.reference)).toEqual(["DON-ABCDEF"]);
    data = await callLoader(loader, `${BASE}?statut=cancelled`, cookie);
    expect(data.list!.rows.map((row) => row.status)).toEqual(["cancelled"]);
    data = await callLoader(loader, `${BASE}?statut=bidon`, cookie);
    expect(data.status).toBeNull();
    expect(data.list!.total).toBe(5);
    // The totals stay those of every donation, whatever the filter.
    expect(data.totals.count).toBe(5);

    for (const [q, count] of [
      ["gabriel fortin", 1],
      ["G.FORTIN@", 1],
      ["don-abc", 1],
      ["100%", 1],
      ["awa diop", 4],
      ["personne", 0],
    ] as const) {
      data = await callLoader(loader, `${BASE}?q=${encodeURIComponent(q)}`, cookie);
      expect(data.list!.total, q).toBe(count);
    }
    data = await callLoader(loader, `${BASE}?q=awa&statut=completed`, cookie);
    expect(data.list!.total).toBe(1);

    await insert(...Array.from({ length: DONATIONS_PAGE_SIZE }, () => donation()));
    data = await callLoader(loader, BASE, cookie);
    expect(data.list).toMatchObject({ page: 1, pageCount: 2, total: DONATIONS_PAGE_SIZE + 5 });
    expect(data.list!.rows).toHaveLength(DONATIONS_PAGE_SIZE);
    data = await callLoader(loader, `${BASE}?page=9`, cookie);
    expect(data.list!.page).toBe(2);
    expect(data.list!.rows).toHaveLength(5);
    data = await callLoader(loader, `${BASE}?page=abc`, cookie);
    expect(data.notice).toBe(BAD_PAGE);
  });

  it("opens the details of one donation, and says so for an unknown one", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const [row] = await insert(
      donation({ address: "410, rue Jacques-Cartier Est", city: "Chicoutimi", statusReason: null }),
    );
    let data = await callLoader(loader, `${BASE}?details=${row.id}`, cookie);
    expect(data.details).toMatchObject({ id: row.id, address: "410, rue Jacques-Cartier Est" });
    expect(data.notice).toBeNull();
    for (const bad of ["4242", "abc"]) {
      data = await callLoader(loader, `${BASE}?details=${bad}`, cookie);
      expect(data.details).toBeNull();
      expect(data.notice).toBe(DONATION_NOT_FOUND);
    }
  });

  it("is closed to the editor role (loader, action, export)", async () => {
    const [row] = await insert(donation());
    const { cookie } = await signIn(database.db, "editeur");
    for (const call of [
      () => callLoader(loader, BASE, cookie),
      () => post(cookie, { intent: "delete", id: String(row.id) }),
      () => callLoader(exportLoader, EXPORT, cookie),
    ]) {
      const thrown = await call().then(
        () => null,
        (error: unknown) => error,
      );
      expect((thrown as Response).status).toBe(403);
    }
    expect(await donationById(row.id)).toBeDefined();
  });
});

describe("/admin/donations status changes", () => {
  it("confirms the reception of a pending donation once, journaled", async () => {
    const { me, cookie } = await signIn(database.db, "tresorier");
    // No receipt asked for: only the confirmation (receipts: tests/integration/receipts.test.ts).
    const [row] = await insert(donation({ receiptRequested: false }));
    const answer = toast(
      await post(
        cookie,
        { intent: "confirm", id: String(row.id) },
        `?details=${row.id}&statut=pending`,
      ),
    );
    expect(answer).toEqual({
      title: "Réception confirmée",
      location: `/admin/donations?details=${row.id}&statut=pending`,
    });
    const saved = await donationById(row.id);
    expect(saved.status).toBe("completed");
    expect(saved.receivedAt).toBeInstanceOf(Date);

    expect(formError(await post(cookie, { intent: "confirm", id: String(row.id) }))).toBe(
      NOT_PENDING,
    );
    expect(formError(await post(cookie, { intent: "confirm", id: "4242" }), 404)).toBe(
      DONATION_NOT_FOUND,
    );
    const entries = await audits();
    expect(entries.map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["donation.confirm", "donation", String(row.id), me.id],
    ]);
  });

  it("adds a confirmed project donation to the project's collected amount, and takes it back on cancel", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const projectId = await insertProject(database.db);
    const collected = () => projectCollectedCents(database.db, projectId);
    const [gift, general] = await insert(
      donation({ projectId, amountCents: 12_345 }),
      donation({ amountCents: 99_999 }),
    );
    await post(cookie, { intent: "confirm", id: String(general.id) });
    expect(await collected()).toBe(0);
    await post(cookie, { intent: "confirm", id: String(gift.id) });
    expect(await collected()).toBe(12_345);
    // A second confirmation is refused and counts nothing twice.
    await post(cookie, { intent: "confirm", id: String(gift.id) });
    expect(await collected()).toBe(12_345);
    await post(cookie, { intent: "cancel", id: String(gift.id), reason: "Virement retourné" });
    expect((await donationById(gift.id)).status).toBe("cancelled");
    expect(await collected()).toBe(0);
  });

  it("marks failed or cancelled only with a reason, kept on the donation and in the journal", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const [completed, pending] = await insert(
      donation({ status: "completed" }),
      donation({ status: "pending" }),
    );
    for (const reason of ["", "  ", "ab"]) {
      const result = await post(cookie, { intent: "cancel", id: String(completed.id), reason });
      expect(formError(result)).toBe(REASON_REQUIRED);
    }
    expect(
      formError(
        await post(cookie, { intent: "fail", id: String(pending.id), reason: "x".repeat(501) }),
      ),
    ).toMatch(/500 caractères/);
    expect((await donationById(completed.id)).status).toBe("completed");
    expect(await audits()).toHaveLength(0);

    expect(
      toast(
        await post(cookie, {
          intent: "cancel",
          id: String(completed.id),
          reason: "Virement remboursé au donateur.",
        }),
      ).title,
    ).toBe("Don annulé");
    expect(
      toast(await post(cookie, { intent: "fail", id: String(pending.id), reason: "Jamais reçu" }))
        .title,
    ).toBe("Don marqué comme échoué");
    expect(await donationById(completed.id)).toMatchObject({
      status: "cancelled",
      statusReason: "Virement remboursé au donateur.",
    });
    expect(await donationById(pending.id)).toMatchObject({
      status: "failed",
      statusReason: "Jamais reçu",
    });

    // A closed donation stays as it is.
    expect(
      formError(await post(cookie, { intent: "fail", id: String(completed.id), reason: "Autre" })),
    ).toBe(ALREADY_CLOSED);
    expect(
      formError(await post(cookie, { intent: "cancel", id: "4242", reason: "Autre raison" }), 404),
    ).toBe(DONATION_NOT_FOUND);
    expect((await audits()).map((a) => [a.action, a.details])).toEqual([
      [
        "donation.cancel",
        expect.objectContaining({
          from: "completed",
          to: "cancelled",
          reason: "Virement remboursé au donateur.",
        }),
      ],
      ["donation.fail", expect.objectContaining({ from: "pending", to: "failed" })],
    ]);
  });

  it("never deletes a completed donation, even from a forged POST; deletes the others", async () => {
    const { me, cookie } = await signIn(database.db, "administrateur");
    const [completed, pending, failed] = await insert(
      donation({ status: "completed" }),
      donation({ status: "pending" }),
      donation({ status: "failed" }),
    );
    expect(formError(await post(cookie, { intent: "delete", id: String(completed.id) }))).toBe(
      COMPLETED_UNDELETABLE,
    );
    expect(await donationById(completed.id)).toBeDefined();

    const answer = toast(
      await post(
        cookie,
        { intent: "delete", id: String(pending.id) },
        `?details=${pending.id}&statut=pending`,
      ),
    );
    expect(answer).toEqual({ title: "Don supprimé", location: "/admin/donations?statut=pending" });
    toast(await post(cookie, { intent: "delete", id: String(failed.id) }));
    expect(await donationById(pending.id)).toBeUndefined();
    expect(await donationById(failed.id)).toBeUndefined();
    for (const id of ["4242", "abc", ""]) {
      expect(formError(await post(cookie, { intent: "delete", id }), 404)).toBe(DONATION_NOT_FOUND);
    }
    expect(formError(await post(cookie, { intent: "bidon" }))).toBe("Action inconnue.");
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["delete", "donation", String(pending.id), me.id],
      ["delete", "donation", String(failed.id), me.id],
    ]);
  });

  it("lists a donation made on /don, then confirms it", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const request = new Request("http://localhost/don", {
      method: "POST",
      body: new URLSearchParams({
        amount: "50",
        customAmount: "",
        projectId: "general",
        firstName: "Moussa",
        lastName: "Ndiaye",
        email: "moussa@example.org",
      }),
    });
    const result = (await donateAction({
      request,
      params: {},
      context: createLoadContext(),
    } as never)) as {
      data: { status: string; summary: { reference: string } };
    };
    expect(result.data.status).toBe("recorded");
    const reference = result.data.summary.reference;
    const data = await callLoader(loader, `${BASE}?q=${reference}`, cookie);
    expect(data.list!.rows).toHaveLength(1);
    expect(data.list!.rows[0]).toMatchObject({
      firstName: "Moussa",
      status: "pending",
      paymentMethod: "interac",
      projectTitle: null,
    });
    toast(await post(cookie, { intent: "confirm", id: String(data.list!.rows[0].id) }));
    const after = await callLoader(loader, BASE, cookie);
    expect(after.totals).toEqual({ completedCents: 5_000, pendingCents: 0, count: 1 });
  });
});

describe("/admin/donations/export.csv", () => {
  it("downloads the filtered list (all pages) for Excel, formulas neutralised", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const projectId = await insertProject(database.db);
    await insert(
      ...Array.from({ length: DONATIONS_PAGE_SIZE + 3 }, () => donation({ status: "pending" })),
      donation({
        status: "completed",
        firstName: '=HYPERLINK("http://x";"y")',
        lastName: "Touré; fils",
        email: "evil@example.org",
        amountCents: 123_456,
        projectId,
        createdAt: new Date("2026-03-02T02:30:00Z"),
      }),
    );
    const response = await callLoader(exportLoader, `${EXPORT}?statut=completed`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="dons-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toMatch(/^Référence;Date;Prénom;Nom;Courriel;Montant \(CAD\);/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `DON-T${String(counter).padStart(5, "0")};2026-03-01;"'=HYPERLINK(""http://x"";""y"")";"Touré; fils";evil@example.org;1234,56;Interac;Construction de la Zawiya;Complété;;;Reçu demandé`,
    );

    const all = await callLoader(exportLoader, EXPORT, cookie);
    expect((await all.text()).split("\r\n")).toHaveLength(DONATIONS_PAGE_SIZE + 4 + 2);
    const searched = await callLoader(exportLoader, `${EXPORT}?q=evil%40&statut=bidon`, cookie);
    expect((await searched.text()).split("\r\n")).toHaveLength(3);
  });
});

describe("/admin/donations payment options", () => {
  it("says what donors really get: PayPal on or off is never offered on /don, Interac is", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const [paypal, interac] = await database.db
      .insert(paymentOptions)
      .values([
        { name: "PayPal", type: "paypal", enabled: false },
        { name: "Interac", type: "interac", enabled: true },
      ])
      .returning({ id: paymentOptions.id });
    const switchTo = async (id: number, enabled: boolean) => {
      const response = await post(cookie, {
        intent: "toggle-option",
        id: String(id),
        enabled: String(enabled),
      });
      expect(response).toBeInstanceOf(Response);
      const flash = redirectToast(response, ["title", "description", "type"]);
      const saved = await callLoader(loader, `${BASE}?onglet=options`, cookie);
      return {
        toast: flash,
        saved: saved.options?.find((option) => option.id === id)?.enabled,
      };
    };

    // PayPal on: saved on, and the toast says donors are not offered it (as the card does).
    const on = await switchTo(paypal.id, true);
    expect(on.saved).toBe(true);
    expect(on.toast).toMatchObject({ title: "Option de paiement activée" });
    expect(on.toast?.description).toContain("PayPal est activé");
    expect(on.toast?.description).toContain("n'est pas proposé aux donateurs");
    expect(on.toast?.description).not.toContain("maintenant proposé");
    // PayPal off: saved off, and the toast says so.
    const off = await switchTo(paypal.id, false);
    expect(off.saved).toBe(false);
    expect(off.toast).toMatchObject({ title: "Option de paiement désactivée" });
    expect(off.toast?.description).toContain("PayPal est désactivé");

    // Interac is what /don honours: its toast says it is, or is no longer, offered.
    const interacOff = await switchTo(interac.id, false);
    expect(interacOff.saved).toBe(false);
    expect(interacOff.toast?.description).toBe("Interac n'est plus proposé aux donateurs.");
    const interacOn = await switchTo(interac.id, true);
    expect(interacOn.saved).toBe(true);
    expect(interacOn.toast?.description).toBe("Interac est maintenant proposé aux donateurs.");
  });

  it("switches an option on and off, journaled; /don honours the Interac option", async () => {
    const { me, cookie } = await signIn(database.db, "tresorier");
    const [card, interac] = await database.db
      .insert(paymentOptions)
      .values([
        { name: "Carte bancaire", type: "card", enabled: false },
        { name: "Interac", type: "interac", enabled: true },
      ])
      .returning({ id: paymentOptions.id });
    const data = await callLoader(loader, `${BASE}?onglet=options`, cookie);
    expect(data.tab).toBe("options");
    expect(data.options?.map((o) => [o.name, o.enabled])).toEqual([
      ["Carte bancaire", false],
      ["Interac", true],
    ]);
    expect(data.list).toBeNull();

    const publicPage = () =>
      donateLoader({
        request: new Request("http://localhost/don"),
        params: {},
        context: createLoadContext(),
      } as never);
    expect((await publicPage()).interacEnabled).toBe(true);

    const off = toast(
      await post(
        cookie,
        { intent: "toggle-option", id: String(interac.id), enabled: "false" },
        "?onglet=options",
      ),
    );
    expect(off).toEqual({
      title: "Option de paiement désactivée",
      location: "/admin/donations?onglet=options",
    });
    expect((await publicPage()).interacEnabled).toBe(false);
    // The donation dialog of every public page reads the same switch.
    expect((await getSiteFrame(database.db)).interacEnabled).toBe(false);
    const request = new Request("http://localhost/don", {
      method: "POST",
      body: new URLSearchParams({
        amount: "50",
        projectId: "general",
        firstName: "Awa",
        lastName: "Diop",
        email: "awa@example.org",
      }),
    });
    const refusedDonation = refused(
      await donateAction({ request, params: {}, context: createLoadContext() } as never),
      409,
    );
    expect(
      donationAlert((refusedDonation.refused as { errors: Record<string, string> }).errors),
    ).toEqual(INTERAC_UNAVAILABLE);
    expect(await database.db.select().from(donations)).toHaveLength(0);

    expect(
      toast(
        await post(cookie, { intent: "toggle-option", id: String(interac.id), enabled: "true" }),
      ).title,
    ).toBe("Option de paiement activée");
    expect((await publicPage()).interacEnabled).toBe(true);
    expect((await getSiteFrame(database.db)).interacEnabled).toBe(true);
    toast(await post(cookie, { intent: "toggle-option", id: String(card.id), enabled: "true" }));

    expect(
      formError(
        await post(cookie, { intent: "toggle-option", id: String(card.id), enabled: "oui" }),
      ),
    ).toBe("Valeur invalide.");
    expect(
      formError(await post(cookie, { intent: "toggle-option", id: "4242", enabled: "true" }), 404),
    ).toBe(PAYMENT_OPTION_NOT_FOUND);
    expect((await audits()).map((a) => [a.action, a.entity, a.entityId, a.userId])).toEqual([
      ["payment_option.disable", "payment_option", String(interac.id), me.id],
      ["payment_option.enable", "payment_option", String(interac.id), me.id],
      ["payment_option.enable", "payment_option", String(card.id), me.id],
    ]);
  });
});
