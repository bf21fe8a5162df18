/**
 * The Sécurité tab of /admin/settings: the signed-in person changes their own password and closes
 * their own sessions. Loader and action called as React Router would, with real session cookies.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, rateLimits, sessions } from "#db/schema";
import {
  authenticate,
  CURRENT_PASSWORD_WRONG,
  createUser,
  PASSWORD_CHANGE_LIMIT,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  SESSION_NOT_FOUND,
} from "~/domain/users/users.server";
import { action, loader } from "~/routes/admin/settings/route";
import { setupTestDatabase } from "../helpers/db";
import { openSession, TEST_PASSWORD as PASSWORD } from "../helpers/fixtures";
import { redirectToast, refused, routeAt } from "../helpers/routes";

const database = setupTestDatabase();
const URL_BASE = "http://localhost/admin/settings";
const NEW_PASSWORD = "une autre phrase de passe, plus longue";
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";

async function account(email = "admin@example.org") {
  const me = await createUser(database.db, {
    email,
    name: email,
    password: PASSWORD,
    role: "administrateur",
  });
  return me;
}

const { post, load } = routeAt(`${URL_BASE}?onglet=securite`, { action, loader });

function change(currentPassword: string, newPassword = NEW_PASSWORD, confirm = newPassword) {
  return {
    intent: "password",
    currentPassword,
    newPassword,
    confirmPassword: confirm,
  };
}

async function sessionIds(userId: number) {
  const rows = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((r) => r.id).sort();
}

describe("Sécurité: password change", () => {
  it("changes the password, closes the other sessions, keeps this one and journals it", async () => {
    const me = await account();
    const current = await openSession(database.db, me.id);
    const other = await openSession(database.db, me.id);
    const someoneElse = await account("autre@example.org");
    const theirs = await openSession(database.db, someoneElse.id);

    const result = await post(current.cookie, change(PASSWORD));
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/settings?onglet=securite");
    expect(redirectToast(response)).toMatchObject({
      title: "Paramètres mis à jour",
      description: "Les paramètres de sécurité ont été mis à jour avec succès.",
    });

    expect(await authenticate(database.db, me.email, PASSWORD)).toBeNull();
    expect(await authenticate(database.db, me.email, NEW_PASSWORD)).toMatchObject({ id: me.id });
    expect(await sessionIds(me.id)).toEqual([current.id]);
    expect(other.id).not.toBe(current.id);
    expect(await sessionIds(someoneElse.id)).toEqual([theirs.id]);

    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: me.id,
      action: "password.change",
      entity: "user",
      entityId: String(me.id),
    });
    const journal = JSON.stringify(rows[0]);
    expect(journal).not.toContain(PASSWORD);
    expect(journal).not.toContain(NEW_PASSWORD);

    // The person is told by e-mail ("Mises à jour du compte"), without the password.
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail).toMatchObject({ to: me.email, subject: "Votre mot de passe a été changé" });
    expect(mail!.text).not.toContain(NEW_PASSWORD);
  });

  it("refuses a wrong current password, a mismatch and a short password, changing nothing", async () => {
    const me = await account();
    const current = await openSession(database.db, me.id);
    const other = await openSession(database.db, me.id);

    const wrong = refused(await post(current.cookie, change("pas le bon mot de passe")));
    expect(wrong).toMatchObject({
      refused: { errors: { currentPassword: CURRENT_PASSWORD_WRONG } },
    });
    expect(CURRENT_PASSWORD_WRONG).toBe("Mot de passe actuel incorrect.");

    const mismatch = refused(
      await post(current.cookie, change(PASSWORD, NEW_PASSWORD, "autre chose encore")),
    );
    expect(mismatch).toMatchObject({ refused: { errors: { confirmPassword: PASSWORDS_DIFFER } } });
    expect(PASSWORDS_DIFFER).toBe("Les mots de passe ne correspondent pas.");

    const short = refused(await post(current.cookie, change(PASSWORD, "court")));
    expect(short).toMatchObject({ refused: { errors: { newPassword: PASSWORD_TOO_SHORT } } });

    // The typed passwords never come back.
    const sent = JSON.stringify([wrong, mismatch, short]);
    expect(sent).not.toContain(PASSWORD);
    expect(sent).not.toContain(NEW_PASSWORD);

    expect(await authenticate(database.db, me.email, PASSWORD)).toMatchObject({ id: me.id });
    expect(await sessionIds(me.id)).toEqual([current.id, other.id].sort());
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("rate-limits wrong current passwords per account, even with the right one afterwards", async () => {
    const me = await account();
    const current = await openSession(database.db, me.id);
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.limit; i++) {
      refused(await post(current.cookie, change(`mauvais mot de passe ${i}`)));
    }
    const limited = refused(await post(current.cookie, change(PASSWORD)), 429);
    expect(limited).toMatchObject({
      refused: {
        errors: {
          form: expect.stringMatching(/^Trop de tentatives.*Réessayez dans 15 minutes\.$/),
        },
      },
    });
    expect(await authenticate(database.db, me.email, PASSWORD)).toMatchObject({ id: me.id });
    expect(await database.db.select().from(rateLimits)).toHaveLength(1);
  });
});

describe("Sécurité: sessions", () => {
  it("lists only the person's own sessions, newest activity first, this one flagged", async () => {
    const me = await account();
    const older = await openSession(database.db, me.id, {
      ip: "203.0.113.7",
      userAgent: FIREFOX_WINDOWS,
      now: new Date(Date.now() - 60 * 60 * 1000),
    });
    const current = await openSession(database.db, me.id, {
      ip: "198.51.100.2",
      userAgent: CHROME_LINUX,
    });
    const someoneElse = await account("autre@example.org");
    await openSession(database.db, someoneElse.id, { userAgent: CHROME_LINUX });
    await openSession(database.db, me.id, { now: new Date(Date.now() - 2 * 60 * 60 * 1000) });

    const data = await load(current.cookie);
    expect(data.tab).toBe("securite");
    expect(
      data.sessions.map(({ id, device, ip, current: isCurrent }) => ({
        id,
        device,
        ip,
        isCurrent,
      })),
    ).toEqual([
      { id: current.id, device: "Chrome sur Linux", ip: "198.51.100.2", isCurrent: true },
      { id: older.id, device: "Firefox sur Windows", ip: "203.0.113.7", isCurrent: false },
      { id: expect.any(String), device: "Appareil inconnu", ip: null, isCurrent: false },
    ]);
    expect(typeof data.sessions[0].lastSeenAt).toBe("string");
  });

  it("refuses to close another account's session: nothing is deleted", async () => {
    const me = await account();
    const current = await openSession(database.db, me.id);
    const someoneElse = await account("autre@example.org");
    const theirs = await openSession(database.db, someoneElse.id);

    const body = refused(
      await post(current.cookie, { intent: "revoke-session", sessionId: theirs.id }),
      404,
    );
    expect(body).toMatchObject({ refused: { errors: { form: SESSION_NOT_FOUND } } });
    refused(await post(current.cookie, { intent: "revoke-session", sessionId: "" }), 404);
    expect(await sessionIds(someoneElse.id)).toEqual([theirs.id]);
    expect(await sessionIds(me.id)).toEqual([current.id]);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("closes one of the person's other sessions and journals it", async () => {
    const me = await account();
    const current = await openSession(database.db, me.id);
    const other = await openSession(database.db, me.id, { userAgent: FIREFOX_WINDOWS });

    const response = (await post(current.cookie, {
      intent: "revoke-session",
      sessionId: other.id,
    })) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/settings?onglet=securite");
    expect(redirectToast(response)).toMatchObject({ title: "Session déconnectée" });
    expect(await sessionIds(me.id)).toEqual([current.id]);

    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: me.id,
      action: "session.revoke",
      entity: "user",
      entityId: String(me.id),
      details: { device: "Firefox sur Windows", current: false },
    });
    // The journal never holds a session id.
    expect(JSON.stringify(rows[0])).not.toContain(other.id);
  });

  it("closing this very session signs out", async () => {
    const me = await account();
    const current = await openSession(database.db, me.id);
    const response = (await post(current.cookie, {
      intent: "revoke-session",
      sessionId: current.id,
    })) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/connexion");
    expect(response.headers.get("set-cookie")).toMatch(/^__session=; .*Max-Age=0/);
    expect(await sessionIds(me.id)).toEqual([]);

    // The old cookie now leads to the login page.
    const again = await load(current.cookie).catch((thrown: unknown) => thrown);
    expect(again).toBeInstanceOf(Response);
    expect((again as Response).headers.get("location")).toContain("/connexion");
  });
});
