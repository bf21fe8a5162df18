/**
 * The donor space (/mon-espace, issue 13 item 6): a one-time link e-mailed to an address on
 * record (the same answer for any address, limited), single use and 15 minutes; the signed-in
 * page lists only that person's gifts, orders, receipts and monthly gift; receipts download only
 * for their owner; the receipt address is corrected on the person and on the gifts no receipt
 * covers yet; a merged person sees the other's records.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  donations,
  donorLinks,
  donorSessions,
  emailOutbox,
  monthlyGifts,
  orders,
  people,
  projects,
  receiptDonations,
  receipts,
} from "#db/schema";
import { NO_CARD_ON_FILE } from "~/domain/donations/monthly-gifts.server";
import {
  LINK_INVALID,
  LINK_SENT,
  MONTHLY_NOT_FOUND,
  SESSION_ENDED,
} from "~/domain/donor-space/messages";
import { mergePeople, personFor } from "~/domain/people/people.server";
import { REQUIRED } from "~/lib/forms/rules";
import { action as spaceAction, loader as spaceLoader } from "~/routes/donor/space";
import { action as signInAction, loader as signInLoader } from "~/routes/donor/sign-in";
import { action as signOutAction } from "~/routes/donor/sign-out";
import { loader as pdfLoader } from "~/routes/donor/receipt-pdf";
import { createLoadContext } from "~/server/load-context";
import { DONOR_INTENTS } from "~/domain/donor-space/intents";
import { setupTestDatabase } from "../helpers/db";
import { renderPage } from "../helpers/render-page";
import { callAction, callLoader, refused } from "../helpers/routes";

const database = setupTestDatabase();
const SPACE = "http://localhost/mon-espace";
const SIGN_IN = "http://localhost/mon-espace/connexion";

let serial = 0;
const ref = (prefix: string) => `${prefix}-${String(++serial).padStart(6, "0")}`;
let projectId: number;

beforeEach(async () => {
  const [project] = await database.db
    .insert(projects)
    .values({
      title: "Zawiya",
      category: "infrastructure",
      goalCents: 100_000,
      startDate: "2024-01-01",
    })
    .returning();
  projectId = project!.id;
});

async function gift(email: string, values: Partial<typeof donations.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(donations)
    .values({
      reference: ref("DON"),
      firstName: "Awa",
      lastName: "Diop",
      email,
      amountCents: 123_456,
      paymentMethod: "interac",
      status: "completed",
      receivedAt: new Date("2026-03-15T15:00:00Z"),
      ...values,
    })
    .returning();
  return row!;
}

async function receiptFor(
  donationIds: number[],
  values: Partial<typeof receipts.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(receipts)
    .values({
      donationId: donationIds[0] ?? null,
      donorName: "Awa Diop",
      donorAddress: "1, rue Racine, Saguenay QC G7H 1A1",
      donorEmail: "awa@example.org",
      amountCents: 5000,
      eligibleCents: 5000,
      dateReceived: "2026-03-15",
      placeOfIssue: "Saguenay",
      charityName: "Fondation",
      charityAddress: "Saguenay",
      charityNumber: "123456789 RR 0001",
      signer: "Trésorier",
      ...values,
    })
    .returning();
  if (donationIds.length > 0) {
    await database.db
      .insert(receiptDonations)
      .values(donationIds.map((donationId) => ({ receiptId: row!.id, donationId })));
  }
  return row!;
}

const ip = (n: number) => `203.0.113.${n}`;

function askLink(email: string, from = ip(7)) {
  return callAction(spaceAction, SPACE, "", { intent: "request-link", email }, { ip: from });
}

const outbox = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
const tokenOf = (text: string) => /jeton=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** Asks a link for `email` and signs in with it: the `donor_session=…` Cookie pair. */
async function signedIn(email: string): Promise<string> {
  await askLink(email, ip(99));
  const mails = await outbox();
  const token = tokenOf(mails[mails.length - 1]!.text)!;
  const response = (await callAction(signInAction, SIGN_IN, "", { jeton: token })) as Response;
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

type Loaded<T> = { data: T; init?: ResponseInit };
async function space(cookie: string) {
  const loaded = (await callLoader(spaceLoader, SPACE, cookie)) as unknown as Loaded<
    Awaited<ReturnType<typeof spaceLoader>>["data"]
  >;
  return loaded.data.space;
}

describe("asking for a sign-in link", () => {
  it("answers the same for a known and an unknown address; only the known one gets an e-mail", async () => {
    await gift("Awa@Example.org");
    const known = (await askLink(" AWA@example.org ")) as unknown as Loaded<object>;
    const unknown = (await askLink("personne@example.org")) as unknown as Loaded<object>;
    const answer = (value: Loaded<object>) => {
      const { receipt: _receipt, ...rest } = value.data as { receipt: number };
      return rest;
    };
    expect(answer(known)).toEqual({ status: "sent", message: LINK_SENT });
    expect(answer(unknown)).toEqual(answer(known));
    expect(known.init?.status ?? 200).toBe(unknown.init?.status ?? 200);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "awa@example.org", topic: "donor.sign-in-link" });
    const token = tokenOf(mails[0]!.text)!;
    expect(mails[0]!.text).toContain(`http://localhost/mon-espace/connexion?jeton=${token}`);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    // Only the token's SHA-256 is stored, valid 15 minutes.
    const [link] = await database.db.select().from(donorLinks);
    expect(link!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(link)).not.toContain(token);
    const ttl = link!.expiresAt.getTime() - link!.createdAt.getTime();
    expect(ttl).toBe(15 * 60 * 1000);
    // The records of the address are tied to its person on the way.
    const [person] = await database.db.select().from(people);
    expect(person!.email).toBe("awa@example.org");
  });

  it("refuses an invalid address with the form's message, and sends nothing", async () => {
    const body = refused(await askLink("pas-une-adresse"));
    expect(body).toMatchObject({
      refused: { intent: "request-link", values: { email: "pas-une-adresse" } },
    });
    expect((body.refused as { errors: { email: string } }).errors.email).toBe(
      "Adresse courriel invalide.",
    );
    expect(refused(await askLink("")).refused).toMatchObject({ errors: { email: REQUIRED } });
    expect(await outbox()).toHaveLength(0);
  });

  it("limits requests per e-mail address and per client address (429, in French)", async () => {
    await gift("awa@example.org");
    for (let i = 0; i < 5; i++) await askLink("awa@example.org", ip(i + 1));
    const tooMany = refused(await askLink("awa@example.org", ip(50)), 429);
    expect((tooMany.refused as { errors: { form: string } }).errors.form).toMatch(
      /^Vous avez demandé trop de liens de connexion\. Veuillez réessayer dans \d+ minutes?\.$/,
    );
    expect(await outbox()).toHaveLength(5);

    for (let i = 0; i < 10; i++) await askLink(`visiteur${i}@example.org`, ip(60));
    refused(await askLink("autre@example.org", ip(60)), 429);
  });
});

describe("signing in with the link", () => {
  async function freshLink(email = "awa@example.org") {
    await gift(email);
    await askLink(email);
    const mails = await outbox();
    return tokenOf(mails[mails.length - 1]!.text)!;
  }

  it("shows a button on GET without using the link; the POST uses it once and opens a session", async () => {
    const token = await freshLink();
    for (let i = 0; i < 2; i++) {
      const page = (await callLoader(
        signInLoader,
        `${SIGN_IN}?jeton=${token}`,
        "",
      )) as unknown as Loaded<{ token: string | null }>;
      expect(page.data.token).toBe(token);
    }
    const response = (await callAction(signInAction, SIGN_IN, "", { jeton: token })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/mon-espace");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(
      /^donor_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000/,
    );
    const [session] = await database.db.select().from(donorSessions);
    const value = cookie.split(";")[0]!.split("=")[1]!;
    expect(session!.id).toBe(createHash("sha256").update(value).digest("hex"));

    // Used: the page and the button say so.
    const again = (await callLoader(
      signInLoader,
      `${SIGN_IN}?jeton=${token}`,
      "",
    )) as unknown as Loaded<{ token: string | null }>;
    expect(again.data.token).toBeNull();
    const second = refused(await callAction(signInAction, SIGN_IN, "", { jeton: token }));
    expect(second.refused).toMatchObject({ errors: { form: LINK_INVALID } });
    expect(await database.db.select().from(donorSessions)).toHaveLength(1);
  });

  it("refuses a link past its 15 minutes, and a made-up one", async () => {
    const token = await freshLink();
    await database.db.update(donorLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      refused(await callAction(signInAction, SIGN_IN, "", { jeton: token })).refused,
    ).toMatchObject({
      errors: { form: LINK_INVALID },
    });
    refused(await callAction(signInAction, SIGN_IN, "", { jeton: "x".repeat(43) }));
    refused(await callAction(signInAction, SIGN_IN, "", { jeton: "<script>" }));
    expect(await database.db.select().from(donorSessions)).toHaveLength(0);
  });

  it("signs out: the session row is gone and the cookie cleared", async () => {
    await gift("awa@example.org");
    const cookie = await signedIn("awa@example.org");
    expect(await space(cookie)).not.toBeNull();
    const response = (await callAction(
      signOutAction,
      "http://localhost/mon-espace/deconnexion",
      cookie,
      {},
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("set-cookie")).toMatch(/^donor_session=; .*Max-Age=0/);
    expect(await database.db.select().from(donorSessions)).toHaveLength(0);
    expect(await space(cookie)).toBeNull();
  });
});

describe("the signed-in space", () => {
  it("lists only the person's gifts, orders, receipts and monthly gift", async () => {
    const mine = await gift("awa@example.org", { projectId });
    const general = await gift("awa@example.org", {
      amountCents: 2500,
      status: "pending",
      receivedAt: null,
    });
    const theirs = await gift("moussa@example.org", { firstName: "Moussa", lastName: "Sarr" });
    await database.db.insert(orders).values([
      {
        reference: "CMD-2026-0001",
        customerName: "Awa Diop",
        customerEmail: "awa@example.org",
        paymentMethod: "interac",
        totalCents: 4500,
      },
      {
        reference: "CMD-2026-0002",
        customerName: "Moussa Sarr",
        customerEmail: "moussa@example.org",
        paymentMethod: "interac",
        totalCents: 1000,
      },
    ]);
    const myReceipt = await receiptFor([mine.id]);
    const yearEnd = await receiptFor([], { year: 2025, donorEmail: "AWA@example.org" });
    const theirReceipt = await receiptFor([theirs.id], { donorEmail: "moussa@example.org" });
    await database.db.insert(monthlyGifts).values([
      {
        reference: "MEN-AAAAAA",
        firstName: "Awa",
        lastName: "Diop",
        email: "awa@example.org",
        amountCents: 2000,
        status: "active",
        startedAt: new Date("2026-01-10T15:00:00Z"),
        nextPaymentAt: new Date("2026-12-10T15:00:00Z"),
        projectId,
      },
      {
        reference: "MEN-BBBBBB",
        firstName: "Awa",
        lastName: "Diop",
        email: "awa@example.org",
        amountCents: 1000,
        status: "pending",
      },
    ]);

    const cookie = await signedIn("awa@example.org");
    const data = (await space(cookie))!;
    expect(data.person).toEqual({ email: "awa@example.org", firstName: "Awa", lastName: "Diop" });
    expect(data.gifts.map((g) => g.reference).sort()).toEqual(
      [mine.reference, general.reference].sort(),
    );
    expect(data.gifts.find((g) => g.id === mine.id)).toMatchObject({
      amountCents: 123_456,
      projectTitle: "Zawiya",
      status: "completed",
    });
    expect(data.gifts.find((g) => g.id === general.id)).toMatchObject({
      projectTitle: null,
      status: "pending",
    });
    expect(data.orders.map((o) => o.reference)).toEqual(["CMD-2026-0001"]);
    expect(data.receipts.map((r) => r.id).sort()).toEqual([myReceipt.id, yearEnd.id].sort());
    expect(data.receipts.map((r) => r.id)).not.toContain(theirReceipt.id);
    // A pending monthly gift (Checkout not finished) is not listed.
    expect(data.monthlyGifts).toMatchObject([
      { reference: "MEN-AAAAAA", projectTitle: "Zawiya", manageable: true },
    ]);
  });

  it("downloads the person's receipt; another person's, or none signed in, is a 404", async () => {
    const mine = await gift("awa@example.org");
    const theirs = await gift("moussa@example.org");
    const myReceipt = await receiptFor([mine.id]);
    const theirReceipt = await receiptFor([theirs.id], { donorEmail: "moussa@example.org" });
    const cookie = await signedIn("awa@example.org");

    const pdf = (id: number | string, who = cookie) =>
      pdfLoader({
        request: new Request(`http://localhost/mon-espace/recus/${id}.pdf`, {
          headers: { cookie: who },
        }),
        params: { id: String(id) },
        context: createLoadContext(),
      } as never) as Promise<Response>;

    const ok = await pdf(myReceipt.id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await ok.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");

    for (const response of [
      await pdf(theirReceipt.id),
      await pdf(99999),
      await pdf("abc"),
      await pdf(myReceipt.id, ""),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/plain");
    }
  });

  it("corrects the receipt address on the person and the gifts no valid receipt covers, journaled", async () => {
    const receipted = await gift("awa@example.org", {
      address: "1, rue Racine",
      city: "Saguenay",
      province: "QC",
      postalCode: "G7H 1A1",
    });
    const open = await gift("awa@example.org", {
      address: "1, rue Racine",
      city: "Saguenay",
      province: "QC",
      postalCode: "G7H 1A1",
    });
    const voidedOnly = await gift("awa@example.org");
    const other = await gift("moussa@example.org");
    await receiptFor([receipted.id]);
    await receiptFor([voidedOnly.id], { voidedAt: new Date(), voidReason: "Erreur" });
    const cookie = await signedIn("awa@example.org");

    const bad = refused(
      await callAction(spaceAction, SPACE, cookie, {
        intent: "address",
        address: "",
        city: "Alma",
        province: "XX",
        postalCode: "123",
        country: "Canada",
      }),
    );
    expect(bad.refused).toMatchObject({
      intent: "address",
      errors: {
        address: REQUIRED,
        province: "Veuillez choisir une province.",
        postalCode: "Code postal invalide. Format attendu : A1A 1A1.",
      },
    });

    const saved = (await callAction(spaceAction, SPACE, cookie, {
      intent: "address",
      address: "25, rue Price",
      city: "Alma",
      province: "QC",
      postalCode: "g8b 1a1",
      country: "Canada",
    })) as unknown as Loaded<{ addressSaved: number }>;
    expect(saved.data.addressSaved).toBeGreaterThan(0);

    const [person] = await database.db
      .select()
      .from(people)
      .where(eq(people.email, "awa@example.org"));
    expect(person).toMatchObject({
      address: "25, rue Price",
      city: "Alma",
      province: "QC",
      postalCode: "G8B 1A1",
    });
    const rows = await database.db.select().from(donations).orderBy(donations.id);
    const byId = (id: number) => rows.find((row) => row.id === id)!;
    expect(byId(receipted.id)).toMatchObject({ address: "1, rue Racine", city: "Saguenay" });
    expect(byId(open.id)).toMatchObject({
      address: "25, rue Price",
      city: "Alma",
      postalCode: "G8B 1A1",
    });
    expect(byId(voidedOnly.id)).toMatchObject({ address: "25, rue Price" });
    expect(byId(other.id).address).toBeNull();

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "person.address"));
    expect(entry).toMatchObject({ userId: null, entity: "person", entityId: String(person!.id) });
    expect(JSON.stringify(entry!.details)).not.toContain("Price");
  });

  it("« Modifier ma carte » and « Annuler » act on the person's own gift only", async () => {
    await gift("awa@example.org");
    const [mine, theirs] = await database.db
      .insert(monthlyGifts)
      .values([
        {
          reference: "MEN-AAAAAA",
          firstName: "Awa",
          lastName: "Diop",
          email: "awa@example.org",
          amountCents: 2000,
          status: "active",
        },
        {
          reference: "MEN-CCCCCC",
          firstName: "Moussa",
          lastName: "Sarr",
          email: "moussa@example.org",
          amountCents: 2000,
          status: "active",
        },
      ])
      .returning();
    const cookie = await signedIn("awa@example.org");
    // No card at Stripe yet (Checkout never finished): nothing to change, said in French.
    const card = refused(
      await callAction(spaceAction, SPACE, cookie, { intent: "card", id: String(mine!.id) }),
    );
    expect(card.refused).toMatchObject({ intent: "card", errors: { form: NO_CARD_ON_FILE } });
    for (const intent of ["card", "cancel-monthly"]) {
      const other = refused(
        await callAction(spaceAction, SPACE, cookie, { intent, id: String(theirs!.id) }),
        404,
      );
      expect(other.refused).toMatchObject({ errors: { form: MONTHLY_NOT_FOUND } });
    }
    // Without a subscription at Stripe, « Annuler » stops the gift here at once.
    await callAction(spaceAction, SPACE, cookie, {
      intent: "cancel-monthly",
      id: String(mine!.id),
    });
    const rows = await database.db.select().from(monthlyGifts);
    expect(rows.find((row) => row.id === mine!.id)?.status).toBe("cancelled");
    expect(rows.find((row) => row.id === theirs!.id)?.status).toBe("active");
  });

  it("asks before stopping a monthly gift: « Arrêter mon don » opens the question, with or without JavaScript", async () => {
    await gift("awa@example.org");
    const [mine] = await database.db
      .insert(monthlyGifts)
      .values({
        reference: "MEN-AAAAAA",
        firstName: "Awa",
        lastName: "Diop",
        email: "awa@example.org",
        amountCents: 2000,
        status: "active",
      })
      .returning();
    const cookie = await signedIn("awa@example.org");
    const cancelForm = new RegExp(`name="intent" value="${DONOR_INTENTS.cancel}"`);

    // One tap shows the question; nothing on the page stops the gift at once.
    const { html } = await renderPage("/mon-espace", "/mon-espace", cookie);
    expect(html).not.toMatch(cancelForm);
    const key = `${DONOR_INTENTS.cancel}-${mine!.id}`;
    expect(html).toContain(`href="/mon-espace?confirmer=${key}"`);
    expect(html.replaceAll("<!-- -->", "")).toMatch(
      /Arrêter mon don<span class="sr-only"> mensuel de 20,00\s\$<\/span>/,
    );

    // Without JavaScript, that link's page asks, with the form that stops it and a way back.
    const asked = await renderPage("/mon-espace", `/mon-espace?confirmer=${key}`, cookie);
    expect(asked.html).toMatch(cancelForm);
    expect(asked.html).toContain('aria-label="Arrêter votre don mensuel ?"');
    expect(asked.html).toContain("Votre don mensuel de 20,00");
    expect(asked.html).toContain("Oui, arrêter mon don");
    expect(asked.html).toContain("Garder mon don");
    const [row] = await database.db
      .select()
      .from(monthlyGifts)
      .where(eq(monthlyGifts.id, mine!.id));
    expect(row!.status).toBe("active");
  });

  it("refuses the signed-in forms without a session (401), and shows the sign-in form", async () => {
    const answer = refused(
      await callAction(spaceAction, SPACE, "", { intent: "address", address: "x" }),
      401,
    );
    expect(answer.refused).toMatchObject({ errors: { form: SESSION_ENDED } });
    expect(await space("")).toBeNull();
    expect(await space("donor_session=nimportequoi-nimportequoi-nimportequoi")).toBeNull();
    const unknown = refused(await callAction(spaceAction, SPACE, "", { intent: "pirater" }));
    expect(unknown.refused).toMatchObject({ errors: { form: "Action inconnue." } });
  });

  it("after a merge, the kept person sees the other's gifts", async () => {
    await gift("awa@example.org");
    const other = await gift("awa.diop@gmail.example");
    const keep = await personFor(database.db, { email: "awa@example.org" });
    const merged = await personFor(database.db, { email: "awa.diop@gmail.example" });
    await database.db.update(donations).set({ personId: merged }).where(eq(donations.id, other.id));
    expect(await mergePeople(database.db, null, keep, merged)).toMatchObject({ ok: true });
    const cookie = await signedIn("awa@example.org");
    expect((await space(cookie))!.gifts.map((g) => g.id)).toContain(other.id);
  });
});
