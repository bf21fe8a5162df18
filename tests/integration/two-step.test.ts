/**
 * Two-step sign-in (decision 0018): enrolment in Mon compte, sign-in with a TOTP code or a
 * recovery code on /connexion/verification, replay and wrong codes refused, turning it off, and
 * the requirement of Paramètres › Sécurité enforced by requireUser. Codes computed with otplib.
 */
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, loginChallenges, recoveryCodes, sessions, users } from "#db/schema";
import { CHALLENGE_EXPIRED, completeLoginChallenge } from "~/domain/users/login-challenge.server";
import {
  CODE_WRONG,
  PROOF_WRONG,
  setTwoStepRequired,
  TWO_STEP_MANDATORY,
} from "~/domain/users/two-step.server";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import {
  loader as donationsLoader,
  action as donationsAction,
} from "~/routes/admin/donations/route";
import { loader as blogLoader } from "~/routes/admin/blog/route";
import { action as loginAction } from "~/routes/auth/login";
import { action as verifyAction, loader as verifyLoader } from "~/routes/auth/two-step";
import { loader as setupLoader, action as setupAction } from "~/routes/auth/two-step-setup";
import { action as usersAction, loader as usersLoader } from "~/routes/admin/users/route";
import { setupTestDatabase } from "../helpers/db";
import { callAction, callLoader, refused } from "../helpers/routes";
import { signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const PASSWORD = "une phrase de passe solide";
const ACCOUNT = "http://localhost/admin/mon-compte";

const totp = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

/** Mon compte › « Activer » then the secret the page shows (spaces removed). */
async function startEnrolment(cookie: string): Promise<string> {
  const started = (await callAction(accountAction, ACCOUNT, cookie, {
    intent: "two-step-start",
  })) as Response;
  expect(started.status).toBe(302);
  expect(started.headers.get("location")).toBe("/admin/mon-compte");
  const page = await callLoader(accountLoader, ACCOUNT, cookie);
  const enrolment = page.data.twoStep.enrolment!;
  expect(enrolment.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  return enrolment.secret.replaceAll(" ", "");
}

/** Enrolled with a code of 90 s ago, so that the codes of "now" are still unused. */
async function enrolled(role: "administrateur" | "editeur" | "tresorier" = "administrateur") {
  const me = await signIn(database.db, role);
  const secret = await startEnrolment(me.cookie);
  const { confirmTwoStep } = await import("~/domain/users/two-step.server");
  const before = Date.now() - 90_000;
  const result = await confirmTwoStep(database.db, me.me as never, await totp(secret, before), {
    now: () => before,
  });
  expect(result.ok).toBe(true);
  return { ...me, secret, codes: result.ok ? result.recoveryCodes : [] };
}

/** The browser these tests sign in from. */
const BROWSER = { ip: "203.0.113.9", headers: { "user-agent": "vitest" } };

const cookiePair = (setCookie: string, name: string) =>
  setCookie
    .split(/,(?=\s*__)/)
    .map((part) => part.trim().split(";")[0])
    .find((pair) => pair.startsWith(`${name}=`))!;

/** The password step: answers a redirect to /connexion/verification and the challenge cookie. */
async function passwordStep(email: string, redirectTo = "/admin/blog") {
  const response = (await callAction(
    loginAction,
    "http://localhost/connexion",
    "",
    { email, password: PASSWORD, redirectTo },
    BROWSER,
  )) as unknown as Response;
  expect(response.status).toBe(302);
  return response;
}

async function secondStep(challenge: string, code: string) {
  return (await callAction(
    verifyAction,
    "http://localhost/connexion/verification",
    challenge,
    { code },
    BROWSER,
  )) as unknown;
}

describe("enrolment (Mon compte › Sécurité)", () => {
  it("shows a QR code and the secret, confirms with a first code, then 10 recovery codes once", async () => {
    const me = await signIn(database.db, "editeur");
    const secret = await startEnrolment(me.cookie);
    const [row] = await database.db.select().from(users).where(eq(users.id, me.me.id));
    // Stored sealed, never in clear.
    expect(row.totpPendingSecret).toMatch(/^v1\./);
    expect(row.totpPendingSecret).not.toContain(secret);
    expect(row.totpEnabledAt).toBeNull();

    const wrong = refused(
      await callAction(accountAction, ACCOUNT, me.cookie, {
        intent: "two-step-confirm",
        code: "000000",
      }),
    );
    expect(wrong).toMatchObject({ refused: { errors: { code: CODE_WRONG } } });

    const done = (await callAction(accountAction, ACCOUNT, me.cookie, {
      intent: "two-step-confirm",
      code: await totp(secret, Date.now()),
    })) as unknown as { data: { twoStep: { recoveryCodes: string[] } }; init: ResponseInit };
    const codes = done.data.twoStep.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const [after] = await database.db.select().from(users).where(eq(users.id, me.me.id));
    expect(after.totpEnabledAt).not.toBeNull();
    expect(after.totpPendingSecret).toBeNull();
    expect(after.totpSecret).toMatch(/^v1\./);
    const stored = await database.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect(JSON.stringify(stored)).not.toContain(codes[0].replace("-", ""));

    const journal = await database.db.select().from(auditLog);
    expect(journal.map((r) => r.action)).toEqual(["two-step.enable"]);
    expect(JSON.stringify(journal)).not.toContain(secret);
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail).toMatchObject({ subject: "Validation en deux étapes activée" });

    // The page no longer shows any secret, only the state.
    const page = await callLoader(accountLoader, ACCOUNT, me.cookie);
    expect(page.data.twoStep).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      enrolment: null,
    });
  });
});

describe("sign-in with two-step", () => {
  it("the password alone opens no session; the code does, and cannot be used again", async () => {
    const me = await enrolled();
    const response = await passwordStep(me.me.email);
    expect(response.headers.get("location")).toBe("/connexion/verification");
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(
      /^__deux_etapes=[A-Za-z0-9_-]{43}; .*HttpOnly; SameSite=Lax; Max-Age=300/,
    );
    const challenge = cookiePair(setCookie, "__deux_etapes");
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, me.me.id)),
    ).toHaveLength(1);

    // The verification page opens only with the challenge.
    await expect(
      verifyLoader({ request: new Request("http://localhost/connexion/verification") } as never),
    ).rejects.toSatisfy((r: Response) => r.headers.get("location") === "/connexion");
    await verifyLoader({
      request: new Request("http://localhost/connexion/verification", {
        headers: { cookie: challenge },
      }),
    } as never);

    const code = await totp(me.secret, Date.now());
    const wrong = refused(await secondStep(challenge, code === "123456" ? "654321" : "123456"));
    expect(wrong.refused).toMatchObject({ errors: { code: CODE_WRONG } });

    const signedIn = (await secondStep(challenge, code)) as Response;
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin/blog");
    const cookies = signedIn.headers.get("set-cookie")!;
    expect(cookies).toMatch(/__session=[A-Za-z0-9_-]{43};/);
    expect(cookies).toMatch(/__deux_etapes=; .*Max-Age=0/);
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, me.me.id)),
    ).toHaveLength(2);
    expect(await database.db.select().from(loginChallenges)).toHaveLength(0);

    // Replay: the same code on a new sign-in is refused.
    const again = cookiePair(
      (await passwordStep(me.me.email)).headers.get("set-cookie")!,
      "__deux_etapes",
    );
    expect(refused(await secondStep(again, code)).refused).toMatchObject({
      errors: { code: CODE_WRONG },
    });
    // And the used challenge cannot be used a second time either.
    expect(refused(await secondStep(challenge, code), 401).refused).toMatchObject({
      errors: { form: CHALLENGE_EXPIRED },
    });
  });

  it("accepts a code of the previous or next 30-second step, not further", async () => {
    const me = await enrolled();
    const at = Date.now();
    const step = async (offsetMs: number) => {
      const challenge = cookiePair(
        (await passwordStep(me.me.email)).headers.get("set-cookie")!,
        "__deux_etapes",
      );
      const form = new FormData();
      form.set("code", await totp(me.secret, at + offsetMs));
      return completeLoginChallenge(database.db, form, { cookie: challenge, now: () => at });
    };
    expect((await step(-90_000)).status).toBe("refused");
    expect((await step(30_000)).status).toBe("signed-in");
    // A code of the current step is older than the one just used: a replay.
    expect((await step(0)).status).toBe("refused");
  });

  it("a recovery code opens the session once, then never again", async () => {
    const me = await enrolled();
    const challenge = cookiePair(
      (await passwordStep(me.me.email)).headers.get("set-cookie")!,
      "__deux_etapes",
    );
    const signedIn = (await secondStep(challenge, me.codes[3].toUpperCase())) as Response;
    expect(signedIn.status).toBe(302);
    const journal = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "two-step.recovery-code"));
    expect(journal).toHaveLength(1);
    expect(journal[0].details).toEqual({ remaining: 9 });

    const next = cookiePair(
      (await passwordStep(me.me.email)).headers.get("set-cookie")!,
      "__deux_etapes",
    );
    expect(refused(await secondStep(next, me.codes[3])).refused).toMatchObject({
      errors: { code: CODE_WRONG },
    });
    expect(((await secondStep(next, me.codes[4])) as Response).status).toBe(302);
  });

  it("five wrong codes end the challenge", async () => {
    const me = await enrolled();
    const challenge = cookiePair(
      (await passwordStep(me.me.email)).headers.get("set-cookie")!,
      "__deux_etapes",
    );
    for (let i = 0; i < 4; i++) refused(await secondStep(challenge, "abcde-fghij"));
    expect(refused(await secondStep(challenge, "abcde-fghij"), 401).refused).toMatchObject({
      errors: { form: CHALLENGE_EXPIRED },
    });
    // Even the right code cannot revive it.
    expect(refused(await secondStep(challenge, me.codes[0]), 401).refused).toMatchObject({
      errors: { form: CHALLENGE_EXPIRED },
    });
  });
});

describe("turning two-step off", () => {
  it("needs the password or a current code", async () => {
    const me = await enrolled("editeur");
    const wrong = refused(
      await callAction(accountAction, ACCOUNT, me.cookie, {
        intent: "two-step-disable",
        proof: "pas le bon",
      }),
    );
    expect(wrong).toMatchObject({ refused: { errors: { proof: PROOF_WRONG } } });
    const off = (await callAction(accountAction, ACCOUNT, me.cookie, {
      intent: "two-step-disable",
      proof: PASSWORD,
    })) as Response;
    expect(off.status).toBe(302);
    const [row] = await database.db.select().from(users).where(eq(users.id, me.me.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await database.db.select().from(recoveryCodes)).toHaveLength(0);
    // The password alone signs in again.
    expect((await passwordStep(me.me.email)).headers.get("location")).toBe("/admin/blog");
  });
});

describe("two-step required for administrateurs and trésoriers", () => {
  it("a trésorier without it is sent to set it up, by every admin loader and action", async () => {
    const admin = await signIn(database.db, "administrateur");
    await setTwoStepRequired(database.db, admin.me.id, true);
    const journal = await database.db.select().from(auditLog);
    expect(journal[0]).toMatchObject({ action: "settings.update", entityId: "security" });

    const treasurer = await signIn(database.db, "tresorier");
    const setup = "/connexion/activation-deux-etapes?redirectTo=%2Fadmin%2Fdonations";
    await expect(
      callLoader(donationsLoader, "http://localhost/admin/donations", treasurer.cookie),
    ).rejects.toSatisfy((r: Response) => r.status === 302 && r.headers.get("location") === setup);
    await expect(
      callAction(donationsAction, "http://localhost/admin/donations", treasurer.cookie, {
        intent: "x",
      }),
    ).rejects.toSatisfy((r: Response) => r.headers.get("location") === setup);
    await expect(callLoader(accountLoader, ACCOUNT, treasurer.cookie)).rejects.toBeInstanceOf(
      Response,
    );

    // Right after the password, the sign-in leads there too.
    const response = await passwordStep(treasurer.me.email, "/admin/donations");
    expect(response.headers.get("location")).toBe(setup);

    // An éditeur is not concerned.
    const editor = await signIn(database.db, "editeur");
    await callLoader(blogLoader, "http://localhost/admin/blog", editor.cookie);

    // The set-up page prepares a secret; a first code turns it on, and the screens open.
    const page = (await setupLoader({
      request: new Request(`http://localhost${setup}`, { headers: { cookie: treasurer.cookie } }),
    } as never)) as unknown as { data: { twoStep: { enrolment: { secret: string } } } };
    const secret = page.data.twoStep.enrolment.secret.replaceAll(" ", "");
    const done = (await callAction(
      setupAction,
      `http://localhost${setup}`,
      treasurer.cookie,
      { intent: "two-step-confirm", code: await totp(secret, Date.now()) },
      BROWSER,
    )) as unknown as { data: { twoStep: { recoveryCodes: string[] } } };
    expect(done.data.twoStep.recoveryCodes).toHaveLength(10);
    await callLoader(donationsLoader, "http://localhost/admin/donations", treasurer.cookie);

    // While required, it cannot be turned off.
    const off = refused(
      await callAction(accountAction, ACCOUNT, treasurer.cookie, {
        intent: "two-step-disable",
        proof: PASSWORD,
      }),
      409,
    );
    expect(off).toMatchObject({ refused: { errors: { form: TWO_STEP_MANDATORY } } });
  });

  it("an administrator resets the two-step sign-in of a volunteer who lost their phone", async () => {
    const volunteer = await enrolled("tresorier");
    const admin = await signIn(database.db, "administrateur");
    const USERS = "http://localhost/admin/utilisateurs";
    const listed = await callLoader(usersLoader, USERS, admin.cookie);
    expect(listed.users.find((u) => u.id === volunteer.me.id)?.twoStep).toBe(true);

    const done = (await callAction(usersAction, USERS, admin.cookie, {
      intent: "two-step-reset",
      userId: String(volunteer.me.id),
    })) as Response;
    expect(done.status).toBe(302);

    const [row] = await database.db.select().from(users).where(eq(users.id, volunteer.me.id));
    expect(row!.totpSecret).toBeNull();
    expect(row!.totpEnabledAt).toBeNull();
    expect(
      await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row!.id)),
    ).toHaveLength(0);
    // Signed out everywhere; the password alone signs in again (and opens a session).
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, row!.id)),
    ).toHaveLength(0);
    const login = (await callAction(
      loginAction,
      "http://localhost/connexion",
      "",
      { email: volunteer.me.email, password: PASSWORD, redirectTo: "/admin" },
      BROWSER,
    )) as Response;
    expect(login.headers.get("location")).toBe("/admin");
    expect(login.headers.get("set-cookie")).toContain("__session=");
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "two-step.reset"));
    expect(entry).toMatchObject({ userId: admin.me.id, entityId: String(volunteer.me.id) });
    const mails = await database.db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.subject)).toContain("Validation en deux étapes réinitialisée");

    // Nothing left to reset: a French refusal, nothing changed.
    const again = refused(
      await callAction(usersAction, USERS, admin.cookie, {
        intent: "two-step-reset",
        userId: String(volunteer.me.id),
      }),
    );
    expect(again).toMatchObject({
      refused: { errors: { form: expect.stringContaining("n'est pas activée") } },
    });
  });
});
