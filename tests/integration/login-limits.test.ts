/**
 * Sign-in limits (decision 0018): a stranger's wrong passwords hold back the stranger's address,
 * never the volunteer's own; the per-account ceiling only delays, with a doubling delay.
 * Driven through domain/users/login.server.ts with an injected clock.
 */
import { describe, expect, it } from "vitest";
import { sessions } from "#db/schema";
import { LOGIN_FAILED, login, tooManyAttemptsMessage } from "~/domain/users/login.server";
import {
  countLoginAttempt,
  LOGIN_LIMITS,
  recordPasswordSuccess,
} from "~/domain/users/login-limits.server";
import { createUser } from "~/domain/users/users.server";
import { backoffDelay } from "~/server/rate-limit.server";
import { setupTestDatabase } from "../helpers/db";

const database = setupTestDatabase();
const EMAIL = "benevole@example.ca";
const PASSWORD = "une phrase de passe solide";

let clock = Date.now();
const now = () => clock;

function attempt(password: string, ip: string) {
  const form = new FormData();
  form.set("email", EMAIL);
  form.set("password", password);
  return login(database.db, form, { ip, userAgent: "vitest", now });
}

async function volunteer() {
  return createUser(database.db, {
    email: EMAIL,
    name: "Bénévole",
    password: PASSWORD,
    role: "editeur",
  });
}

describe("per address", () => {
  it("counts failures, not sign-ins: an office's 25 sign-ins all get in, its 20 failures hold it back", async () => {
    clock = Date.now();
    await volunteer();
    const office = "192.0.2.80";
    // Several volunteers behind one office address, signing in all morning.
    for (let i = 0; i < 25; i++) {
      expect(await attempt(PASSWORD, office)).toMatchObject({ status: "signed-in" });
    }
    expect(await database.db.select().from(sessions)).toHaveLength(25);

    // Twenty wrong passwords from one address, for twenty e-mails…
    const stranger = "203.0.113.80";
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i++) {
      const form = new FormData();
      form.set("email", `inconnu${i}@example.ca`);
      form.set("password", "pas le bon");
      expect(await login(database.db, form, { ip: stranger, now })).toMatchObject({
        status: "refused",
        errors: { form: LOGIN_FAILED },
      });
    }
    // …and the 21st attempt from it is refused, even with the right password.
    const held = await attempt(PASSWORD, stranger);
    expect(held).toMatchObject({ status: "rate-limited", retryAfterMs: 15 * 60 * 1000 });
    expect(held.status === "rate-limited" && held.errors.form).toBe(
      "Trop de tentatives de connexion. Réessayez dans 15 minutes.",
    );
    // The office is not held back by the stranger.
    expect(await attempt(PASSWORD, office)).toMatchObject({ status: "signed-in" });
  });

  it("stops a flood of sign-ins from one address far above an office's needs", async () => {
    clock = Date.now();
    const counted = { email: EMAIL, ip: "192.0.2.81", now };
    // Each attempt counted, then taken for a right password (what login() does), without
    // hashing 200 passwords.
    for (let i = 0; i < LOGIN_LIMITS.ipAll.limit; i++) {
      const { allowed, accountCounted } = await countLoginAttempt(database.db, counted);
      expect(allowed).toBe(true);
      await recordPasswordSuccess(database.db, counted, accountCounted);
    }
    expect(await countLoginAttempt(database.db, counted)).toMatchObject({ allowed: false });
  });
});

describe("per address + account", () => {
  it("five wrong passwords from one address do not stop the right password from another", async () => {
    clock = Date.now();
    await volunteer();
    for (let i = 0; i < 5; i++) {
      expect(await attempt(`faux ${i}`, "203.0.113.66")).toMatchObject({
        status: "refused",
        errors: { form: LOGIN_FAILED },
      });
    }
    // The stranger's address is now held back for this account…
    const stranger = await attempt(PASSWORD, "203.0.113.66");
    expect(stranger).toMatchObject({ status: "rate-limited", retryAfterMs: 15 * 60 * 1000 });
    expect(stranger.status === "rate-limited" && stranger.errors.form).toBe(
      "Trop de tentatives de connexion. Réessayez dans 15 minutes.",
    );
    // …but the volunteer, elsewhere, signs in.
    expect(await attempt(PASSWORD, "198.51.100.20")).toMatchObject({ status: "signed-in" });
    expect(await database.db.select().from(sessions)).toHaveLength(1);
  });

  it("allows 5 failures per address and account in 15 minutes; a success clears them", async () => {
    clock = Date.now();
    await volunteer();
    const ip = "192.0.2.10";
    for (let i = 0; i < 4; i++) await attempt("faux", ip);
    expect(await attempt(PASSWORD, ip)).toMatchObject({ status: "signed-in" });
    // Cleared by the success: five more failures are counted from zero.
    for (let i = 0; i < LOGIN_LIMITS.ipAccount.limit; i++) {
      expect(await attempt("faux", ip)).toMatchObject({ status: "refused" });
    }
    expect(await attempt("faux", ip)).toMatchObject({ status: "rate-limited" });
    // The window ends after 15 minutes.
    clock += LOGIN_LIMITS.ipAccount.windowMs;
    expect(await attempt(PASSWORD, ip)).toMatchObject({ status: "signed-in" });
  });
});

describe("per account, all addresses together", () => {
  it("past the ceiling each failure delays the account, the delay doubling; known addresses pass", async () => {
    clock = Date.now();
    await volunteer();
    // The volunteer signed in from home before the attack: that address is known.
    expect(await attempt(PASSWORD, "198.51.100.1")).toMatchObject({ status: "signed-in" });

    // Failures spread over many addresses, each under its own limit.
    const { threshold, baseDelayMs } = LOGIN_LIMITS.account;
    for (let i = 0; i < threshold; i++) {
      const ip = `203.0.113.${Math.floor(i / 4) + 1}`;
      expect(await attempt(`faux ${i}`, ip)).toMatchObject({ status: "refused" });
    }
    // The attempt past the ceiling is still checked, then delays the account.
    expect(await attempt("faux encore", "203.0.113.100")).toMatchObject({ status: "refused" });
    const delayed = await attempt(PASSWORD, "203.0.113.101");
    expect(delayed).toMatchObject({ status: "rate-limited", retryAfterMs: baseDelayMs });
    expect(delayed.status === "rate-limited" && delayed.errors.form).toBe(
      tooManyAttemptsMessage(baseDelayMs),
    );
    // Hammering during the delay does not lengthen it.
    clock += baseDelayMs / 2;
    expect(await attempt("faux", "203.0.113.102")).toMatchObject({
      status: "rate-limited",
      retryAfterMs: baseDelayMs / 2,
    });

    // From the volunteer's known address the right password still works.
    expect(await attempt(PASSWORD, "198.51.100.1")).toMatchObject({ status: "signed-in" });

    // After the delay: one more failure, and the next delay is twice as long.
    clock += baseDelayMs / 2;
    expect(await attempt("faux", "203.0.113.103")).toMatchObject({ status: "refused" });
    expect(await attempt("faux", "203.0.113.104")).toMatchObject({
      status: "rate-limited",
      retryAfterMs: 2 * baseDelayMs,
    });

    // Once the hour has passed, the account counter starts again.
    clock += LOGIN_LIMITS.account.windowMs;
    expect(await attempt(PASSWORD, "203.0.113.105")).toMatchObject({ status: "signed-in" });
  });

  it("the delay doubles up to its cap", () => {
    const options = { ...LOGIN_LIMITS.account };
    const delays = [20, 21, 22, 23, 24, 25, 40].map((n) => backoffDelay(n, options));
    expect(delays).toEqual([0, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
  });
});
