/**
 * Paid tickets (issue 26, item 5) against the Stripe stand-in: a visitor takes two tickets of a
 * fundraising dinner by card, the places are held while Stripe's page is open and confirmed by
 * the signed event, and the dinner's gift part is receipted for its eligible amount (the price
 * less the meal: split receipting). A session that lapses gives the places back; Stripe's refund
 * cancels the registration and voids the receipt; a ticket paid at the door becomes a gift when
 * the volunteer records the cash.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import {
  donations,
  emailOutbox,
  eventTicketTypes,
  events,
  paymentOptions,
  receipts,
  registrations,
} from "#db/schema";
import {
  recordDoorPayment,
  refundCancelledTickets,
} from "~/domain/payments/ticket-payments.server";
import { cancelRegistration, registrationOffer } from "~/domain/registrations/registrations.server";
import { sweepRegistrations } from "~/domain/registrations/sweep.server";
import { WAITLIST_FIELD, WAITLIST_VALUE } from "~/domain/registrations/waitlist-rules";
import { action } from "~/routes/public/event";
import { action as offerAction } from "~/routes/public/registration-offer";
import { action as adminAction } from "~/routes/admin/events/registrations";
import { formatMoney } from "~/lib/format";
import { createLoadContext } from "~/server/load-context";
import { setupTestDatabase } from "../helpers/db";
import { renderRoutes, siteTree } from "../helpers/render-page";
import { receiptSettings, signIn } from "../helpers/fixtures";
import { formRequest, redirectToast, thrownBy } from "../helpers/routes";
import { setupStripeStandIn } from "../helpers/stripe-stand-in";

const database = setupTestDatabase();
const WEBHOOK_SECRET = "whsec_test_tickets";
const standIn = setupStripeStandIn({ secretKey: "sk_test_tickets", webhookSecret: WEBHOOK_SECRET });
const stripe = () => standIn.server;
const DAY = 24 * 60 * 60 * 1000;

async function deliver(event: Stripe.Event) {
  expect((await standIn.deliver(event)).status).toBe(200);
}

/** A fundraising dinner of 10 places: 100 $ a seat, of which the meal is worth 40 $. */
async function dinner() {
  await database.db.insert(paymentOptions).values({ name: "Carte", type: "card", enabled: true });
  await receiptSettings(database.db);
  const [event] = await database.db
    .insert(events)
    .values({
      slug: "souper-benefice",
      title: "Souper-bénéfice de la Zawiya",
      startsAt: new Date(Date.now() + 20 * DAY),
      location: "Salle paroissiale, Chicoutimi",
      category: "community",
      registrationMode: "tickets",
      capacity: 10,
    })
    .returning();
  const [seat] = await database.db
    .insert(eventTicketTypes)
    .values({
      eventId: event!.id,
      name: "Couvert",
      priceCents: 10_000,
      advantageCents: 4_000,
      advantageDescription: "Repas du souper-bénéfice",
      position: 0,
    })
    .returning();
  return { event: event!, seat: seat! };
}

const ADDRESS = {
  receiptRequested: "on",
  address: "12 rue Racine",
  city: "Saguenay",
  province: "QC",
  postalCode: "G7H 1R1",
  country: "Canada",
};

/** The public form, posted as a visitor's browser posts it. */
function take(slug: string, fields: Record<string, string>) {
  return action({
    request: formRequest(`http://localhost/evenements/${slug}`, "", {
      intent: "registration",
      firstName: "Awa",
      lastName: "Diop",
      email: "awa.diop@example.org",
      phone: "",
      ...fields,
    }),
    params: { slug },
    context: createLoadContext("203.0.113.20"),
  } as never) as Promise<unknown>;
}

/** A redirect to Stripe's page is thrown by the action; a refusal is returned. */
const thrownOrReturned = async (call: Promise<unknown>) => (await thrownBy(() => call)) ?? call;

const registrationOf = async () => (await database.db.select().from(registrations))[0]!;

describe("paid tickets", () => {
  it("by card: places held on Stripe's page, confirmed by its event, the gift part split-receipted; a refund voids it", async () => {
    const { event, seat } = await dinner();
    const answer = (await thrownOrReturned(
      take(event.slug, { [`ticket-${seat.id}`]: "2", payment: "card", ...ADDRESS }),
    )) as Response;
    expect(answer.status).toBe(303);
    const sessionId = answer.headers.get("location")!.split("/pay/")[1]!;

    // Held while Stripe's page is open: 8 places left for others, nothing e-mailed yet.
    const held = await registrationOf();
    expect(held).toMatchObject({ status: "held", payment: "card", totalCents: 20_000 });
    expect((await registrationOffer(database.db, event.id))!.left).toBe(8);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);

    await deliver(stripe().pay(sessionId));
    const paid = await registrationOf();
    expect(paid).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    expect(paid.paidAt).toBeInstanceOf(Date);
    const [gift] = await database.db.select().from(donations);
    expect(gift).toMatchObject({
      status: "completed",
      amountCents: 20_000,
      advantageCents: 8_000,
      advantageDescription: "Repas du souper-bénéfice",
    });
    const [receipt] = await database.db.select().from(receipts);
    // The eligible amount: 200 $ less the two meals (80 $).
    expect(receipt).toMatchObject({
      amountCents: 20_000,
      advantageCents: 8_000,
      eligibleCents: 12_000,
      voidedAt: null,
    });
    const topics = (await database.db.select().from(emailOutbox)).map((mail) => mail.topic);
    expect(topics.sort()).toEqual(["donation.receipt", "registration.confirmation"]);

    await deliver(stripe().refund(paid.stripePaymentIntentId!));
    expect(await registrationOf()).toMatchObject({ status: "cancelled" });
    expect((await database.db.select().from(donations))[0]!.status).toBe("refunded");
    expect((await database.db.select().from(receipts))[0]!.voidedAt).toBeInstanceOf(Date);
    expect((await registrationOffer(database.db, event.id))!.left).toBe(10);
  });

  it("an event cancelled: its card payments are given back at Stripe, once, and their receipts voided", async () => {
    const { event, seat } = await dinner();
    const answer = (await thrownOrReturned(
      take(event.slug, { [`ticket-${seat.id}`]: "1", payment: "card", ...ADDRESS }),
    )) as Response;
    await deliver(stripe().pay(answer.headers.get("location")!.split("/pay/")[1]!));
    expect(await refundCancelledTickets(database.db)).toEqual({ asked: 0, failed: 0 });

    await database.db.update(events).set({ status: "cancelled" }).where(eq(events.id, event.id));
    expect(await refundCancelledTickets(database.db)).toEqual({ asked: 1, failed: 0 });
    await deliver(stripe().events.at(-1)!);
    expect(await registrationOf()).toMatchObject({ status: "cancelled" });
    expect((await registrationOf()).refundedAt).toBeInstanceOf(Date);
    expect((await database.db.select().from(receipts))[0]!.voidedAt).toBeInstanceOf(Date);
    // Refunded: the next sweep asks nothing more.
    expect(await refundCancelledTickets(database.db)).toEqual({ asked: 0, failed: 0 });
  });

  it("the attendee cancels paid tickets from the e-mail's link: the card is refunded and the receipt voided", async () => {
    const { event, seat } = await dinner();
    const answer = (await thrownOrReturned(
      take(event.slug, { [`ticket-${seat.id}`]: "2", payment: "card", ...ADDRESS }),
    )) as Response;
    await deliver(stripe().pay(answer.headers.get("location")!.split("/pay/")[1]!));
    const url = `/inscription/annuler/${(await registrationOf()).cancelToken}`;
    const tree = await siteTree("/inscription/annuler/:token");
    expect((await renderRoutes(tree, url)).html).toContain("remboursé sur votre carte");

    const cancelled = await renderRoutes(tree, url, {
      post: { body: "", type: "application/x-www-form-urlencoded" },
    });
    expect(cancelled.html).toContain("Le prix de vos billets est remboursé sur votre carte");
    expect(await registrationOf()).toMatchObject({ status: "cancelled", refundedAt: null });
    // Stripe took the refund; its signed event records it and voids the receipt.
    await deliver(stripe().events.at(-1)!);
    expect((await registrationOf()).refundedAt).toBeInstanceOf(Date);
    expect((await database.db.select().from(receipts))[0]!.voidedAt).toBeInstanceOf(Date);
    expect(await refundCancelledTickets(database.db)).toEqual({ asked: 0, failed: 0 });
  });

  it("a volunteer cancels paid tickets: the card is refunded, and the attendee's e-mail and the toast say so", async () => {
    const { event, seat } = await dinner();
    const answer = await thrownOrReturned(
      take(event.slug, { [`ticket-${seat.id}`]: "1", payment: "card", ...ADDRESS }),
    );
    await deliver(stripe().pay((answer as Response).headers.get("location")!.split("/pay/")[1]!));
    const { cookie } = await signIn(database.db, "editeur");
    const url = `http://localhost/admin/evenements/${event.id}/inscriptions`;
    const done = redirectToast(
      await adminAction({
        request: formRequest(url, cookie, {
          intent: "cancel-registration",
          id: String((await registrationOf()).id),
          reason: "Table complète après vérification.",
        }),
        params: { id: String(event.id) },
        context: createLoadContext(),
      } as never),
    );
    expect(done.description).toContain("Le remboursement par carte est demandé à Stripe.");
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "registration.cancelled"));
    expect(mail!.text).toContain("Le prix de vos billets est remboursé sur votre carte");
    await deliver(stripe().events.at(-1)!);
    expect((await registrationOf()).refundedAt).toBeInstanceOf(Date);
    expect((await database.db.select().from(receipts))[0]!.voidedAt).toBeInstanceOf(Date);
  });

  it("paid tickets wait too: the freed seats are offered, confirmed by card on Stripe's page, and split-receipted", async () => {
    const { event, seat } = await dinner();
    const sessionOf = (answer: unknown) =>
      (answer as Response).headers.get("location")!.split("/pay/")[1]!;
    await deliver(
      stripe().pay(
        sessionOf(
          await thrownOrReturned(
            take(event.slug, { [`ticket-${seat.id}`]: "10", payment: "card", ...ADDRESS }),
          ),
        ),
      ),
    );
    const fatou = { firstName: "Fatou", email: "fatou.sarr@example.org" };
    await thrownOrReturned(
      take(event.slug, {
        ...fatou,
        ...ADDRESS,
        [`ticket-${seat.id}`]: "2",
        payment: "card",
        [WAITLIST_FIELD]: WAITLIST_VALUE,
      }),
    );
    const fatouRow = async () =>
      (
        await database.db.select().from(registrations).where(eq(registrations.email, fatou.email))
      )[0]!;
    expect(await fatouRow()).toMatchObject({ status: "waitlisted", totalCents: 20_000 });

    // Awa cancels: her card is refunded and Fatou is offered the seats, with their price.
    const awa = (
      await database.db
        .select()
        .from(registrations)
        .where(eq(registrations.email, "awa.diop@example.org"))
    )[0]!;
    await cancelRegistration(database.db, awa.cancelToken, new Date(), "http://localhost/");
    expect((await fatouRow()).status).toBe("offered");
    const [offer] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "registration.offer"));
    expect(offer!.text).toContain(`Vos billets coûtent ${formatMoney(20_000)}`);
    expect(offer!.html).toContain("Confirmer et payer");

    const { cancelToken } = await fatouRow();
    const answer = await thrownBy(() =>
      offerAction({
        request: formRequest(`http://localhost/inscription/offre/${cancelToken}`, "", {}),
        params: { token: cancelToken },
      } as never),
    );
    expect((answer as Response).status).toBe(303);
    expect(await fatouRow()).toMatchObject({ status: "held" });
    await deliver(stripe().pay(sessionOf(answer)));
    expect(await fatouRow()).toMatchObject({ status: "confirmed" });
    const gift = (
      await database.db.select().from(donations).where(eq(donations.email, fatou.email))
    )[0]!;
    expect(gift).toMatchObject({ status: "completed", amountCents: 20_000, advantageCents: 8_000 });
    const [receipt] = await database.db
      .select()
      .from(receipts)
      .where(eq(receipts.donationId, gift.id));
    expect(receipt).toBeDefined();
  });

  it("a paid request still waiting when the dinner begins is closed and its gift part leaves the ledger", async () => {
    const { event, seat } = await dinner();
    await thrownOrReturned(take(event.slug, { [`ticket-${seat.id}`]: "10", payment: "door" }));
    await thrownOrReturned(
      take(event.slug, {
        email: "fatou.sarr@example.org",
        [`ticket-${seat.id}`]: "1",
        payment: "door",
        [WAITLIST_FIELD]: WAITLIST_VALUE,
      }),
    );
    const fatou = async () =>
      (
        await database.db
          .select({ status: registrations.status, donationId: registrations.donationId })
          .from(registrations)
          .where(eq(registrations.email, "fatou.sarr@example.org"))
      )[0]!;
    expect((await fatou()).status).toBe("waitlisted");

    await sweepRegistrations(database.db, new Date(event.startsAt.getTime() + 60_000));
    expect((await fatou()).status).toBe("expired");
    const [gift] = await database.db
      .select({ status: donations.status })
      .from(donations)
      .where(eq(donations.id, (await fatou()).donationId!));
    expect(gift!.status).toBe("cancelled");
  });

  it("a session that lapses gives the places back and its gift part fails", async () => {
    const { event, seat } = await dinner();
    const answer = (await thrownOrReturned(
      take(event.slug, { [`ticket-${seat.id}`]: "3", payment: "card" }),
    )) as Response;
    const sessionId = answer.headers.get("location")!.split("/pay/")[1]!;
    expect((await registrationOffer(database.db, event.id))!.left).toBe(7);

    await deliver(stripe().expire(sessionId));
    expect(await registrationOf()).toMatchObject({ status: "expired" });
    expect((await registrationOffer(database.db, event.id))!.left).toBe(10);
    expect((await database.db.select().from(donations))[0]!.status).toBe("failed");
  });

  it("a lapsed session's places go at once to the first person waiting, not at the next sweep", async () => {
    const { event, seat } = await dinner();
    const [child] = await database.db
      .insert(eventTicketTypes)
      .values({ eventId: event.id, name: "Enfant", priceCents: 0, position: 1 })
      .returning();
    const answer = (await thrownOrReturned(
      take(event.slug, { [`ticket-${seat.id}`]: "10", payment: "card" }),
    )) as Response;
    const sessionId = answer.headers.get("location")!.split("/pay/")[1]!;
    // Full while Stripe's page is open: a free ticket may wait.
    await thrownOrReturned(
      take(event.slug, {
        [`ticket-${child!.id}`]: "1",
        email: "fatou.sarr@example.org",
        [WAITLIST_FIELD]: WAITLIST_VALUE,
      }),
    );
    const waiting = () =>
      database.db
        .select({ status: registrations.status })
        .from(registrations)
        .where(eq(registrations.email, "fatou.sarr@example.org"));
    expect(await waiting()).toEqual([{ status: "waitlisted" }]);

    await deliver(stripe().expire(sessionId));
    expect(await waiting()).toEqual([{ status: "offered" }]);
    const offers = await database.db
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(eq(emailOutbox.topic, "registration.offer"));
    expect(offers).toEqual([{ to: "fatou.sarr@example.org" }]);
  });

  it("at the door: confirmed at once with what is due, a gift once the volunteer records the cash", async () => {
    const { event, seat } = await dinner();
    const answer = (await take(event.slug, {
      [`ticket-${seat.id}`]: "1",
      payment: "door",
    })) as { data: { dueAtDoorCents: number } };
    expect(answer.data.dueAtDoorCents).toBe(10_000);
    const registration = await registrationOf();
    expect(registration).toMatchObject({ status: "confirmed", payment: "door", paidAt: null });
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail!.text).toContain("À payer à la porte");
    expect((await database.db.select().from(donations))[0]!.status).toBe("pending");

    const { me } = await signIn(database.db, "editeur");
    expect(await recordDoorPayment(database.db, me.id, registration.id)).toBe("done");
    expect(await recordDoorPayment(database.db, me.id, registration.id)).toBe("nothing-due");
    const [gift] = await database.db
      .select()
      .from(donations)
      .where(eq(donations.id, registration.donationId!));
    expect(gift).toMatchObject({ status: "completed", paymentMethod: "cash" });
  });
});
