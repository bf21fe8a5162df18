/**
 * A monthly donor in control (issue 25, item 9), against the Stripe stand-in: in /mon-espace the
 * donor changes the amount of their gift (Stripe's subscription gets the new price without
 * proration, the next instalment is of it), pauses it for two months and resumes it; a bad
 * amount, another donor's gift or a Stripe refusal changes nothing, in French. After a one-time
 * card gift, /don/merci offers the same gift monthly, and /don opens with it chosen.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  donations,
  emailOutbox,
  funds,
  monthlyGifts,
  paymentOptions,
  projects,
} from "#db/schema";
import { AMOUNT_BELOW_MINIMUM, AMOUNT_INVALID } from "~/domain/donations/amount";
import {
  SAME_AMOUNT,
  STRIPE_CHANGE_FAILED,
  monthsAfter,
} from "~/domain/donations/monthly-gift-changes.server";
import { DONOR_INTENTS } from "~/domain/donor-space/intents";
import {
  AMOUNT_MISSING,
  MONTHLY_NOT_FOUND,
  PAUSE_LENGTH_INVALID,
  SESSION_ENDED,
} from "~/domain/donor-space/messages";
import { handleStripeWebhook } from "~/domain/payments/webhook.server";
import { formatDate, formatMoney } from "~/lib/format";
import { loader as donateLoader } from "~/routes/public/donate";
import { action as spaceAction } from "~/routes/donor/space";
import { action as signInAction } from "~/routes/donor/sign-in";
import { createLoadContext } from "~/server/load-context";
import { createCheckout } from "~/server/payments/stripe.server";
import { setupSeededDatabase } from "../helpers/fixtures";
import { renderPage, renderRoutes, siteTree } from "../helpers/render-page";
import { callAction, refused } from "../helpers/routes";
import { setupStripeStandIn } from "../helpers/stripe-stand-in";

const database = setupSeededDatabase();
const SECRET_KEY = "sk_test_stand_in_monthly_control";
const WEBHOOK_SECRET = "whsec_test_stand_in_monthly_control";
const standIn = setupStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
const stripe = () => standIn.server;
const SPACE = "http://localhost/mon-espace";
const DAY_MS = 24 * 3600 * 1000;

beforeEach(async () => {
  await database.db
    .update(paymentOptions)
    .set({ enabled: true })
    .where(eq(paymentOptions.type, "card"));
});

/** The donor's session cookie, through the e-mailed link as the donor signs in. */
async function signedIn(email: string): Promise<string> {
  await callAction(
    spaceAction,
    SPACE,
    "",
    { intent: "request-link", email },
    { ip: "203.0.113.9" },
  );
  const mails = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
  const token = /jeton=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1]!.text)![1]!;
  const signIn = "http://localhost/mon-espace/connexion";
  const response = (await callAction(signInAction, signIn, "", { jeton: token })) as Response;
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/**
 * A monthly gift of `amountCents` that Stripe runs: Checkout paid on the stand-in (a customer, a
 * subscription and its first invoice), the gift active here.
 */
let serial = 0;
async function runningGift(email: string, amountCents = 2500) {
  const reference = `MEN-TEST${String(++serial).padStart(2, "0")}`;
  const session = await createCheckout(
    { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: stripe().url },
    {
      reference,
      mode: "subscription",
      amountCents,
      currency: "cad",
      description: "Don mensuel à la Fondation",
      customerEmail: email,
      successUrl: "http://localhost/don/merci?session={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost/don/annule",
      metadata: {},
    },
  );
  stripe().pay(session.id);
  const paid = stripe().sessions.get(session.id)!;
  const [gift] = await database.db
    .insert(monthlyGifts)
    .values({
      reference,
      firstName: "Awa",
      lastName: "Diop",
      email,
      amountCents,
      status: "active",
      stripeSessionId: session.id,
      stripeSubscriptionId: paid.subscription as string,
      stripeCustomerId: paid.customer as string,
      startedAt: new Date(),
      nextPaymentAt: monthsAfter(new Date(), 1),
    })
    .returning();
  return { gift: gift!, subscriptionId: paid.subscription as string };
}

const post = (cookie: string, fields: Record<string, string>) =>
  callAction(spaceAction, SPACE, cookie, fields);
const storedGift = async (id: number) =>
  (await database.db.select().from(monthlyGifts).where(eq(monthlyGifts.id, id)))[0]!;
const subscriptionUpdates = () =>
  stripe().requests.filter((r) => r.method === "POST" && r.path.startsWith("/v1/subscriptions/"));
const journal = (action: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action));
const confirmation = (answer: unknown) =>
  (answer as { data: { monthlyChanged: { title: string; description: string } } }).data
    .monthlyChanged;

describe("« Modifier le montant »", () => {
  it("gives Stripe's subscription the new price without proration; the next instalment is of it, journaled", async () => {
    const { gift, subscriptionId } = await runningGift("awa@example.org");
    const cookie = await signedIn("awa@example.org");

    const answer = await post(cookie, {
      intent: DONOR_INTENTS.amount,
      id: String(gift.id),
      amount: "30,50",
    });
    expect(confirmation(answer)).toMatchObject({
      title: "Montant modifié",
      description: `Votre prochain prélèvement sera de ${formatMoney(3050)}.`,
    });

    // Stripe: the subscription's one item, a monthly price of the same product, no proration.
    const subscription = stripe().subscriptions.get(subscriptionId)!;
    const item = subscription.items.data[0]!;
    expect(subscriptionUpdates().map((r) => r.params)).toEqual([
      {
        items: [
          {
            id: item.id,
            price_data: {
              currency: "cad",
              product: item.price.product,
              unit_amount: "3050",
              recurring: { interval: "month" },
            },
          },
        ],
        proration_behavior: "none",
      },
    ]);
    expect(item.price).toMatchObject({ unit_amount: 3050, recurring: { interval: "month" } });
    expect(subscription.items.data).toHaveLength(1);

    expect((await storedGift(gift.id)).amountCents).toBe(3050);
    const [entry] = await journal("monthly_gift.amount");
    expect(entry).toMatchObject({
      userId: null,
      entity: "monthly_gift",
      entityId: String(gift.id),
      details: { reference: gift.reference, fromCents: 2500, toCents: 3050, by: "donateur" },
    });
    expect(JSON.stringify(entry!.details)).not.toMatch(/awa|Diop/i);

    // A month later Stripe charges the new amount, and the webhook records it as the gift's.
    const renewed = stripe().renew(subscriptionId);
    const { payload, header } = stripe().signed(renewed, WEBHOOK_SECRET);
    expect((await handleStripeWebhook(database.db, payload, header)).status).toBe(200);
    const instalments = await database.db
      .select()
      .from(donations)
      .where(eq(donations.monthlyGiftId, gift.id));
    expect(instalments.map((row) => [row.amountCents, row.status])).toEqual([[3050, "completed"]]);
  });

  it("refuses a bad amount in French, on the page without JavaScript, and changes nothing anywhere", async () => {
    const { gift, subscriptionId } = await runningGift("awa@example.org");
    const cookie = await signedIn("awa@example.org");
    const cases: [string, string][] = [
      ["0,50", AMOUNT_BELOW_MINIMUM],
      ["100 000,01", "Le don maximum en ligne est de 100 000 $."],
      ["vingt", AMOUNT_INVALID],
      ["", AMOUNT_MISSING],
    ];
    for (const [amount, message] of cases) {
      const answer = refused(
        await post(cookie, { intent: DONOR_INTENTS.amount, id: String(gift.id), amount }),
      );
      expect(answer.refused).toMatchObject({
        intent: DONOR_INTENTS.amount,
        errors: { amount: message },
        values: { amount, gift: String(gift.id) },
      });
    }
    const same = refused(
      await post(cookie, { intent: DONOR_INTENTS.amount, id: String(gift.id), amount: "25" }),
    );
    expect(same.refused).toMatchObject({ errors: { form: SAME_AMOUNT } });

    // Posted without JavaScript: the page again, the message under the field, the amount typed.
    const page = await renderRoutes(await siteTree("/mon-espace"), "/mon-espace", {
      cookie,
      post: {
        body: new URLSearchParams({
          intent: DONOR_INTENTS.amount,
          id: String(gift.id),
          amount: "0,50",
        }).toString(),
        type: "application/x-www-form-urlencoded",
      },
    });
    expect(page.status).toBe(400);
    expect(page.html).toContain(AMOUNT_BELOW_MINIMUM);
    expect(page.html).toMatch(
      /id="montant-mensuel-\d+"[^>]*value="0,50"|value="0,50"[^>]*id="montant-mensuel-\d+"/,
    );

    // Stripe refuses (the subscription ended there meanwhile): said in French, nothing kept.
    stripe().endSubscription(subscriptionId);
    const failed = refused(
      await post(cookie, { intent: DONOR_INTENTS.amount, id: String(gift.id), amount: "40" }),
      502,
    );
    expect(failed.refused).toMatchObject({ errors: { form: STRIPE_CHANGE_FAILED } });

    expect(subscriptionUpdates()).toHaveLength(1);
    expect(stripe().subscriptions.get(subscriptionId)!.items.data[0]!.price.unit_amount).toBe(2500);
    expect((await storedGift(gift.id)).amountCents).toBe(2500);
    expect(await journal("monthly_gift.amount")).toHaveLength(0);
  });
});

describe("« Mettre en pause » and « Reprendre maintenant »", () => {
  it("pauses for two months at Stripe and here, shows it, then resumes now", async () => {
    const { gift, subscriptionId } = await runningGift("awa@example.org");
    const cookie = await signedIn("awa@example.org");

    const refusedLength = refused(
      await post(cookie, { intent: DONOR_INTENTS.pause, id: String(gift.id), months: "6" }),
    );
    expect(refusedLength.refused).toMatchObject({ errors: { form: PAUSE_LENGTH_INVALID } });
    expect(subscriptionUpdates()).toHaveLength(0);

    const before = new Date();
    const answer = await post(cookie, {
      intent: DONOR_INTENTS.pause,
      id: String(gift.id),
      months: "2",
    });
    expect(confirmation(answer).title).toBe("Don mensuel en pause");

    // Stripe: collection paused, invoices voided meanwhile, resuming about two months from now.
    const pause = stripe().subscriptions.get(subscriptionId)!.pause_collection!;
    expect(pause.behavior).toBe("void");
    const expected = monthsAfter(before, 2).getTime();
    expect(Math.abs(pause.resumes_at! * 1000 - expected)).toBeLessThan(DAY_MS);
    const stored = await storedGift(gift.id);
    expect(stored.pausedUntil!.getTime()).toBe(pause.resumes_at! * 1000);
    expect(stored.status).toBe("active");
    expect(await journal("monthly_gift.pause")).toMatchObject([
      { details: { reference: gift.reference, months: 2, by: "donateur" } },
    ]);
    // Stripe's event about that pause agrees with the gift: nothing more changes.
    const event = stripe().events.findLast((e) => e.type === "customer.subscription.updated")!;
    const { payload, header } = stripe().signed(event, WEBHOOK_SECRET);
    expect((await handleStripeWebhook(database.db, payload, header)).status).toBe(200);
    expect((await storedGift(gift.id)).pausedUntil).toEqual(stored.pausedUntil);
    expect(await journal("monthly_gift.pause_sync")).toHaveLength(0);

    const paused = await renderPage("/mon-espace", "/mon-espace", cookie);
    const html = paused.html.replaceAll("<!-- -->", "");
    expect(html).toContain(`En pause jusqu&#x27;au ${formatDate(stored.pausedUntil!)}`);
    expect(html).toContain("Reprendre maintenant");
    expect(html).not.toContain("Mettre en pause");

    const resumed = await post(cookie, { intent: DONOR_INTENTS.resume, id: String(gift.id) });
    expect(confirmation(resumed).title).toBe("Don mensuel repris");
    expect(subscriptionUpdates().at(-1)!.params).toEqual({ pause_collection: "" });
    expect(stripe().subscriptions.get(subscriptionId)!.pause_collection).toBeNull();
    expect((await storedGift(gift.id)).pausedUntil).toBeNull();
    expect(await journal("monthly_gift.resume")).toHaveLength(1);
    const running = await renderPage("/mon-espace", "/mon-espace", cookie);
    expect(running.html).toContain("Mettre en pause");
    expect(running.html).not.toContain("Reprendre maintenant");
  });
});

it("refuses another donor's gift, and any change without a session, changing nothing", async () => {
  const { gift: theirs, subscriptionId } = await runningGift("moussa@example.org");
  await runningGift("awa@example.org");
  const cookie = await signedIn("awa@example.org");
  const attempts: Record<string, string>[] = [
    { intent: DONOR_INTENTS.amount, amount: "99" },
    { intent: DONOR_INTENTS.pause, months: "1" },
    { intent: DONOR_INTENTS.resume },
  ];
  for (const fields of attempts) {
    const answer = refused(await post(cookie, { ...fields, id: String(theirs.id) }), 404);
    expect(answer.refused).toMatchObject({ errors: { form: MONTHLY_NOT_FOUND } });
    const ended = refused(await post("", { ...fields, id: String(theirs.id) }), 401);
    expect(ended.refused).toMatchObject({ errors: { form: SESSION_ENDED } });
  }
  expect(subscriptionUpdates()).toHaveLength(0);
  expect(stripe().subscriptions.get(subscriptionId)!.pause_collection).toBeNull();
  expect(await storedGift(theirs.id)).toMatchObject({ amountCents: 2500, pausedUntil: null });
});

describe("« Faire de ce don un don mensuel »", () => {
  async function loadDonate(path: string) {
    const request = new Request(`http://localhost${path}`);
    return donateLoader({ request, params: {}, context: createLoadContext() } as never);
  }

  it("after a one-time card gift, links to /don with its amount, designation and monthly chosen", async () => {
    const [project] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.status, "active"))
      .orderBy(projects.id)
      .limit(1);
    const session = "cs_test_merci_mensuel_0123456789";
    await database.db.insert(donations).values({
      reference: "DON-MERCI1",
      firstName: "Awa",
      lastName: "Diop",
      email: "awa@example.org",
      amountCents: 3000,
      projectId: project!.id,
      paymentMethod: "card",
      status: "completed",
      stripeSessionId: session,
    });
    const thanks = await renderPage("/don/merci", `/don/merci?session=${session}`);
    const href = `/don?projet=${project!.id}&montant=30&frequence=mensuel`;
    expect(thanks.html).toContain("Faire de ce don un don mensuel");
    expect(thanks.html).toContain(`href="${href.replaceAll("&", "&amp;")}"`);

    // /don opens with that gift chosen: the amount typed, the project, the monthly chip.
    const loaded = await loadDonate(href);
    expect(loaded).toMatchObject({
      defaultProjectId: String(project!.id),
      defaultAmount: { amount: "", customAmount: "30,00" },
      defaultFrequency: "monthly",
    });
    const donate = await renderPage("/don", href);
    expect(donate.html).toMatch(/<input[^>]*id="don-frequence-monthly"[^>]*checked=""/);
    expect(donate.html).toMatch(/<input[^>]*value="30,00"/);

    // A fund's gift names the fund; the general fund is asked for as such, not the featured project.
    const [fund] = await database.db
      .insert(funds)
      .values({ slug: "sadaqa", name: "Sadaqa" })
      .returning();
    expect(await loadDonate(`/don?fonds=${fund!.slug}&montant=50`)).toMatchObject({
      defaultProjectId: `fonds-${fund!.id}`,
      defaultAmount: { amount: "50", customAmount: "" },
      defaultFrequency: "once",
    });
    expect((await loadDonate("/don?fonds=general")).defaultProjectId).toBe("general");
    // What the form would refuse leaves the defaults, silently.
    expect(await loadDonate("/don?montant=0,10&frequence=hebdo")).toMatchObject({
      defaultAmount: null,
      defaultFrequency: "once",
    });
  });
});
