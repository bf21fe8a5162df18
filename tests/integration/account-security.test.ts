/**
 * Mon compte › Sécurité (/admin/mon-compte), open to every role: one's own password and
 * sessions, with the same rules as Paramètres › Sécurité (shared code).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, sessions } from "#db/schema";
import {
  authenticate,
  CURRENT_PASSWORD_WRONG,
  createUser,
  SESSION_NOT_FOUND,
} from "~/domain/users/users.server";
import { roles } from "~/domain/admin/roles";
import { action, loader } from "~/routes/admin/account";
import { setupTestDatabase } from "../helpers/db";
import { openSession, TEST_PASSWORD as PASSWORD } from "../helpers/fixtures";
import { callLoader, redirectToast, refused, routeAt } from "../helpers/routes";

const database = setupTestDatabase();
const URL_ACCOUNT = "http://localhost/admin/mon-compte";
const NEW_PASSWORD = "une nouvelle phrase de passe";

async function account(role: (typeof roles)[number] = "editeur", email = `${role}@example.org`) {
  return createUser(database.db, { email, name: role, password: PASSWORD, role });
}

/** Where the sessions of these tests come from. */
const FROM = { ip: "192.0.2.4" };

const { post } = routeAt(URL_ACCOUNT, { action });

async function sessionIds(userId: number) {
  const rows = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((r) => r.id).sort();
}

describe("Mon compte", () => {
  it("opens to every role, with the person's own sessions only", async () => {
    for (const role of roles) {
      const me = await account(role);
      const current = await openSession(database.db, me.id, {
        ...FROM,
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0 Safari/537.36",
      });
      const page = await callLoader(loader, URL_ACCOUNT, current.cookie);
      expect(page.data.sessions.map((s) => [s.id, s.current, s.device, s.ip])).toEqual([
        [current.id, true, "Chrome sur Linux", "192.0.2.4"],
      ]);
      expect(page.data.twoStep).toMatchObject({ enabled: false, required: false, enrolment: null });
      expect(page.init?.headers).toMatchObject({ "Cache-Control": "no-store" });
    }
  });

  it("a wrong current password changes nothing; the right one changes it and closes the other sessions", async () => {
    const me = await account("tresorier");
    const current = await openSession(database.db, me.id, FROM);
    const other = await openSession(database.db, me.id, FROM);

    const wrong = refused(
      await post(current.cookie, {
        intent: "password",
        currentPassword: "pas le bon mot de passe",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    expect(wrong).toMatchObject({
      refused: { errors: { currentPassword: CURRENT_PASSWORD_WRONG } },
    });
    expect(await authenticate(database.db, me.email, PASSWORD)).toMatchObject({ id: me.id });
    expect(await sessionIds(me.id)).toEqual([current.id, other.id].sort());
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);

    const done = (await post(current.cookie, {
      intent: "password",
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/mon-compte");
    expect(redirectToast(done)).toMatchObject({ title: "Mot de passe changé" });
    expect(await authenticate(database.db, me.email, NEW_PASSWORD)).toMatchObject({ id: me.id });
    expect(await sessionIds(me.id)).toEqual([current.id]);
    expect((await database.db.select().from(auditLog)).map((r) => r.action)).toEqual([
      "password.change",
    ]);
    const [mail] = await database.db.select().from(emailOutbox);
    expect(mail).toMatchObject({ to: me.email, subject: "Votre mot de passe a été changé" });
  });

  it("closes one or all of the person's other sessions, never another person's", async () => {
    const me = await account("editeur");
    const current = await openSession(database.db, me.id, FROM);
    const phone = await openSession(database.db, me.id, FROM);
    await openSession(database.db, me.id, FROM);
    const someoneElse = await account("tresorier");
    const theirs = await openSession(database.db, someoneElse.id, FROM);

    const foreign = refused(
      await post(current.cookie, { intent: "revoke-session", sessionId: theirs.id }),
      404,
    );
    expect(foreign).toMatchObject({ refused: { errors: { form: SESSION_NOT_FOUND } } });
    expect(await sessionIds(someoneElse.id)).toEqual([theirs.id]);

    const one = (await post(current.cookie, {
      intent: "revoke-session",
      sessionId: phone.id,
    })) as Response;
    expect(one.headers.get("location")).toBe("/admin/mon-compte");
    expect(await sessionIds(me.id)).not.toContain(phone.id);
    expect(await sessionIds(me.id)).toHaveLength(2);

    const all = (await post(current.cookie, { intent: "revoke-other-sessions" })) as Response;
    expect(all.status).toBe(302);
    expect(redirectToast(all)).toMatchObject({ title: "Autres sessions déconnectées" });
    expect(await sessionIds(me.id)).toEqual([current.id]);
    expect(await sessionIds(someoneElse.id)).toEqual([theirs.id]);
    const journal = await database.db.select().from(auditLog);
    expect(journal.map((r) => r.action)).toEqual(["session.revoke", "session.revoke-others"]);
    expect(journal[1].details).toEqual({ count: 1 });
  });

  it("refuses an unknown intent", async () => {
    const me = await account();
    const { cookie } = await openSession(database.db, me.id, FROM);
    expect(refused(await post(cookie, { intent: "role" }))).toMatchObject({
      refused: { errors: { form: "Action inconnue." } },
    });
  });
});
