/**
 * The treasurer's side of issue 13 on /admin/donations, against the loopback Stripe stand-in
 * (STRIPE_API_URL): the 'Dons mensuels' tab lists the monthly gifts (donor, amount, project,
 * since, status, next date) and 'Annuler' stops one at Stripe and on the site; the 'Donateurs'
 * tab searches the person records and merges one into another; 'Configurer' of the card option
 * says whether Stripe answers, or that its keys are missing.
 */
import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, donations, monthlyGifts, paymentOptions, people } from "#db/schema";
import { action, loader } from "~/routes/admin/donations/route";
import { setupTestDatabase } from "../helpers/db";
import { insertProject, signIn } from "../helpers/fixtures";
import { refused, routeAt } from "../helpers/routes";
import { setupStripeStandIn } from "../helpers/stripe-stand-in";

const database = setupTestDatabase();
const BASE = "http://localhost/admin/donations";
const SECRET_KEY = "sk_test_stand_in_monthly_admin";
const standIn = setupStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: "whsec_test_stand_in" });
const stripe = () => standIn.server;

const { post, load, toast } = routeAt(
  BASE,
  { action, loader },
  { toast: ["title", "description", "type", "location"] },
);

const useStripe = (on: boolean) => standIn.configure(on);

beforeEach(() => {
  useStripe(true);
});

/** An active subscription as Stripe keeps it (what `pay` would have created). */
function subscription(id: string) {
  stripe().subscriptions.set(id, {
    id,
    object: "subscription",
    status: "active",
    canceled_at: null,
    ended_at: null,
  } as unknown as Stripe.Subscription);
}

function monthly(overrides: Partial<typeof monthlyGifts.$inferInsert> = {}) {
  return {
    reference: "MEN-A2B3C4",
    firstName: "Ibrahima",
    lastName: "Fall",
    email: "ibrahima.fall@example.org",
    amountCents: 2_500,
    status: "active",
    stripeSubscriptionId: "sub_admin_1",
    startedAt: new Date("2026-09-15T16:00:00Z"),
    nextPaymentAt: new Date("2026-12-15T16:00:00Z"),
    ...overrides,
  } satisfies typeof monthlyGifts.$inferInsert;
}

describe("Dons mensuels", () => {
  it("lists the monthly gifts and cancels one at Stripe and here, journaled", async () => {
    const { me, cookie } = await signIn(database.db, "tresorier");
    const project = { id: await insertProject(database.db) };
    const [gift] = await database.db
      .insert(monthlyGifts)
      .values([
        monthly({ projectId: project.id }),
        monthly({
          reference: "MEN-D5E6F7",
          stripeSubscriptionId: "sub_admin_2",
          status: "cancelled",
          cancelledAt: new Date(),
          nextPaymentAt: null,
        }),
      ])
      .returning({ id: monthlyGifts.id });
    subscription("sub_admin_1");

    const data = await load(cookie, "?onglet=mensuels");
    expect(data.moneyIn).toMatchObject({ tab: "mensuels" });
    const list = data.moneyIn?.tab === "mensuels" ? data.moneyIn.monthly : null;
    expect(list?.total).toBe(2);
    const row = list!.rows.find((r) => r.id === gift.id)!;
    expect(row).toMatchObject({
      firstName: "Ibrahima",
      amountCents: 2_500,
      projectTitle: "Construction de la Zawiya",
      status: "active",
    });
    expect(row.since.toISOString()).toBe("2026-09-15T16:00:00.000Z");
    expect(row.nextPaymentAt?.toISOString()).toBe("2026-12-15T16:00:00.000Z");

    const shown = toast(
      await post(cookie, { intent: "cancel-monthly", id: String(gift.id) }, "?onglet=mensuels"),
    );
    expect(shown).toMatchObject({
      title: "Don mensuel annulé",
      location: "/admin/donations?onglet=mensuels",
    });
    expect(stripe().subscriptions.get("sub_admin_1")?.status).toBe("canceled");
    expect(
      stripe().requests.some(
        (r) => r.method === "DELETE" && r.path === "/v1/subscriptions/sub_admin_1",
      ),
    ).toBe(true);
    const [stored] = await database.db
      .select()
      .from(monthlyGifts)
      .where(eq(monthlyGifts.id, gift.id));
    expect(stored.status).toBe("cancelled");
    const journal = await database.db.select().from(auditLog);
    expect(journal.map((entry) => [entry.action, entry.userId])).toEqual([
      ["monthly_gift.cancel", me.id],
    ]);

    // Again: already stopped, refused in French.
    const again = refused(
      await post(cookie, { intent: "cancel-monthly", id: String(gift.id) }),
      409,
    ) as { refused: { errors: Record<string, string> } };
    expect(again.refused.errors.form).toBe("Ce don mensuel est déjà arrêté.");
    const missing = refused(await post(cookie, { intent: "cancel-monthly", id: "9999" }), 404) as {
      refused: { errors: Record<string, string> };
    };
    expect(missing.refused.errors.form).toBe("Don mensuel introuvable.");
  });
});

describe("Donateurs", () => {
  it("searches the people and merges one record into another", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    const [kept, merged, other] = await database.db
      .insert(people)
      .values([
        { email: "aminata.ba@example.org", firstName: "Aminata", lastName: "Ba" },
        { email: "a.ba@travail.example", firstName: "Aminata", lastName: "Ba", city: "Jonquière" },
        { email: "ousmane@example.org", firstName: "Ousmane", lastName: "Diouf" },
      ])
      .returning({ id: people.id });
    await database.db.insert(donations).values({
      reference: "DON-MRG234",
      firstName: "Aminata",
      lastName: "Ba",
      email: "a.ba@travail.example",
      amountCents: 3_000,
      paymentMethod: "cash",
      status: "completed",
      personId: merged.id,
    });

    let data = await load(cookie, "?onglet=donateurs&q=aminata");
    const tab = () => (data.moneyIn?.tab === "donateurs" ? data.moneyIn : null);
    expect(
      tab()
        ?.people.rows.map((p) => p.email)
        .sort(),
    ).toEqual(["a.ba@travail.example", "aminata.ba@example.org"]);

    // The merge panel of the second record proposes the other one of the same name.
    data = await load(cookie, `?onglet=donateurs&fusionner=${merged.id}`);
    expect(tab()?.merging?.person.email).toBe("a.ba@travail.example");
    expect(tab()?.merging?.candidates.map((p) => p.id)).toEqual([kept.id]);

    const shown = toast(
      await post(
        cookie,
        { intent: "merge-people", id: String(kept.id) },
        `?onglet=donateurs&fusionner=${merged.id}`,
      ),
    );
    expect(shown).toMatchObject({
      title: "Fiches fusionnées",
      location: "/admin/donations?onglet=donateurs",
    });
    expect(shown.description).toMatch(
      /^1 don, 0 commande, 0 demande, 0 inscription et 0 don mensuel/,
    );
    const rest = await database.db.select().from(people).orderBy(people.id);
    expect(rest.map((p) => p.id)).toEqual([kept.id, other.id]);
    expect(rest[0].city).toBe("Jonquière");
    const [gift] = await database.db.select().from(donations);
    expect(gift.personId).toBe(kept.id);

    // The record merged away is gone: a second click is refused.
    const gone = refused(
      await post(
        cookie,
        { intent: "merge-people", id: String(kept.id) },
        `?onglet=donateurs&fusionner=${merged.id}`,
      ),
      404,
    ) as { refused: { errors: Record<string, string> } };
    expect(gone.refused.errors.form).toMatch(/^Personne introuvable/);
  });
});

describe("Configurer (carte bancaire)", () => {
  it("says whether Stripe answers, or that the keys are missing", async () => {
    const { cookie } = await signIn(database.db, "tresorier");
    // With Stripe configured, the card option is really offered once enabled.
    const [card] = await database.db
      .insert(paymentOptions)
      .values({ name: "Carte bancaire", type: "card", enabled: false })
      .returning({ id: paymentOptions.id });
    expect((await load(cookie, "?onglet=options")).cardReady).toBe(true);
    const on = toast(
      await post(cookie, { intent: "toggle-option", id: String(card.id), enabled: "true" }),
    );
    expect(on.description).toBe("Carte bancaire est maintenant proposé aux donateurs.");

    const ok = toast(await post(cookie, { intent: "check-stripe" }, "?onglet=options"));
    expect(ok).toMatchObject({
      title: "Stripe répond",
      location: "/admin/donations?onglet=options",
    });
    expect(stripe().requests.length).toBeGreaterThan(0);

    process.env.STRIPE_SECRET_KEY = "sk_test_wrong_key";
    const wrong = toast(await post(cookie, { intent: "check-stripe" }, "?onglet=options"));
    expect(wrong).toMatchObject({ title: "Stripe ne répond pas", type: "error" });

    useStripe(false);
    const none = toast(await post(cookie, { intent: "check-stripe" }, "?onglet=options"));
    expect(none.title).toBe("Stripe n'est pas configuré");
    expect(none.description).toContain("STRIPE_SECRET_KEY");
    expect(none.description).toContain("Paramètres › API");
    expect((await load(cookie, "?onglet=options")).cardReady).toBe(false);
  });
});
