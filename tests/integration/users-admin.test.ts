/**
 * The users screen (/admin/utilisateurs): its loader and action called as React Router would, with
 * a real session cookie, and the flash cookie that carries the toast to the admin layout.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, sessions, users } from "#db/schema";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import type { Role } from "~/domain/admin/roles";
import { authenticate, createUser } from "~/domain/users/users.server";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action, loader } from "~/routes/admin/users/route";
import { readFlash } from "~/server/flash.server";
import { setupTestDatabase } from "../helpers/db";
import { redirectToast, refused, routeAt, sessionCookie } from "../helpers/routes";
import { signIn } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupTestDatabase();
const PASSWORD = "une phrase de passe solide";
const URL_BASE = "http://localhost/admin/utilisateurs";

async function makeUser(email: string, role: Role = "administrateur", name = email) {
  return createUser(database.db, { email, name, password: PASSWORD, role });
}

const cookieFor = (userId: number) => sessionCookie(database.db, userId);

const { post, load: list } = routeAt(URL_BASE, { action, loader });

function redirected(result: unknown, title: string): Response {
  expect(redirectToast(result).title).toBe(title);
  return result as Response;
}

/** The administrateur who works the screen ("Admin" at the top of the list). */
const ADMIN = { email: "admin@example.org", name: "Admin" };

const newUser = {
  intent: "create",
  name: "Coumba Ndiaye",
  email: "Coumba@Example.org",
  role: "editeur",
  password: "un mot de passe temporaire",
};

describe("/admin/utilisateurs", () => {
  it("adds a user, journals it without the password, and redirects with a toast", async () => {
    const { me, cookie } = await signIn(database.db, "administrateur", ADMIN);
    const response = redirected(await post(cookie, newUser, "?page=1"), "Utilisateur ajouté");
    expect(response.headers.get("location")).toBe("/admin/utilisateurs?page=1");
    const [created] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "coumba@example.org"));
    expect(created).toMatchObject({ name: "Coumba Ndiaye", role: "editeur", active: true });
    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: me.id,
      action: "create",
      entity: "user",
      entityId: String(created.id),
    });
    expect(JSON.stringify(rows[0].details)).not.toContain(newUser.password);
  });

  it("refuses a taken e-mail, a short password and empty fields with French messages", async () => {
    const { cookie } = await signIn(database.db, "administrateur", ADMIN);
    await makeUser("coumba@example.org", "editeur");
    expect(refused(await post(cookie, newUser)).refused).toMatchObject({
      errors: { email: "Un compte existe déjà avec ce courriel." },
    });
    const short = refused(
      await post(cookie, { ...newUser, email: "x@example.org", password: "court" }),
    );
    expect(short.refused).toMatchObject({
      errors: { password: "Le mot de passe doit contenir au moins 12 caractères." },
    });
    const empty = refused(await post(cookie, { intent: "create", email: "pas-un-courriel" }));
    expect(empty.refused).toMatchObject({
      errors: {
        name: "Ce champ est obligatoire.",
        email: "Adresse courriel invalide.",
        password: "Ce champ est obligatoire.",
      },
    });
    expect(await database.db.select().from(users)).toHaveLength(2);
  });

  it("changes a role, but never the user's own nor the last administrateur's", async () => {
    const { me, cookie } = await signIn(database.db, "administrateur", ADMIN);
    const other = await makeUser("b@example.org", "editeur");
    redirected(
      await post(cookie, { intent: "role", userId: String(other.id), role: "tresorier" }),
      "Rôle modifié",
    );
    const [after] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(after.role).toBe("tresorier");
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "role", details: { from: "editeur", to: "tresorier" } });

    expect(
      refused(await post(cookie, { intent: "role", userId: String(me.id), role: "editeur" })),
    ).toMatchObject({
      refused: { errors: { form: "Vous ne pouvez pas modifier votre propre rôle." } },
    });
    expect(
      refused(await post(cookie, { intent: "deactivate", userId: String(me.id) })),
    ).toMatchObject({
      refused: { errors: { form: "Vous ne pouvez pas désactiver votre propre compte." } },
    });
  });

  it("refuses to demote or deactivate the last active administrateur", async () => {
    const { me } = await signIn(database.db, "administrateur", ADMIN);
    const other = await makeUser("b@example.org", "administrateur");
    const cookie = await cookieFor(other.id);
    // `me` deactivated: `other` is the last active administrateur.
    redirected(
      await post(cookie, { intent: "deactivate", userId: String(me.id) }),
      "Utilisateur désactivé",
    );
    const { changeUser } = await import("~/domain/users/users.server");
    // Another actor (an inactive admin cannot sign in, so call the rule directly).
    await expect(
      changeUser(database.db, me.id, other.id, { kind: "role", role: "editeur" }),
    ).rejects.toThrow("Il doit rester au moins un administrateur actif.");
    await expect(
      changeUser(database.db, me.id, other.id, { kind: "active", active: false }),
    ).rejects.toThrow("Il doit rester au moins un administrateur actif.");
    const [still] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(still).toMatchObject({ role: "administrateur", active: true });
  });

  it("deactivating revokes the user's sessions, reactivating lets them back", async () => {
    const { cookie } = await signIn(database.db, "administrateur", ADMIN);
    const other = await makeUser("b@example.org", "editeur");
    await cookieFor(other.id);
    await cookieFor(other.id);
    redirected(
      await post(cookie, { intent: "deactivate", userId: String(other.id) }),
      "Utilisateur désactivé",
    );
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, other.id)),
    ).toHaveLength(0);
    expect(await authenticate(database.db, "b@example.org", PASSWORD)).toBeNull();
    redirected(
      await post(cookie, { intent: "reactivate", userId: String(other.id) }),
      "Utilisateur réactivé",
    );
    expect(await authenticate(database.db, "b@example.org", PASSWORD)).not.toBeNull();
    const actions = (await database.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(["deactivate", "reactivate"]);
  });

  it("a temporary password replaces the old one and signs the user out", async () => {
    const { cookie } = await signIn(database.db, "administrateur", ADMIN);
    const other = await makeUser("b@example.org", "tresorier");
    await cookieFor(other.id);
    const temporary = "nouveau mot de passe temporaire";
    redirected(
      await post(cookie, { intent: "password", userId: String(other.id), password: temporary }),
      "Mot de passe modifié",
    );
    expect(await authenticate(database.db, "b@example.org", PASSWORD)).toBeNull();
    expect(await authenticate(database.db, "b@example.org", temporary)).toMatchObject({
      id: other.id,
    });
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, other.id)),
    ).toHaveLength(0);
    const [entry] = await database.db.select().from(auditLog);
    expect(entry.action).toBe("password");
    expect(JSON.stringify(entry.details)).not.toContain(temporary);
  });

  it("tells the volunteer of each change to their account by e-mail, never with the password", async () => {
    const { cookie } = await signIn(database.db, "administrateur", ADMIN);
    const other = await makeUser("b@example.org", "editeur", "Bintou");
    const temporary = "nouveau mot de passe temporaire";
    await post(cookie, { intent: "role", userId: String(other.id), role: "tresorier" });
    await post(cookie, { intent: "password", userId: String(other.id), password: temporary });
    await post(cookie, { intent: "deactivate", userId: String(other.id) });
    await post(cookie, { intent: "reactivate", userId: String(other.id) });
    const mails = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["b@example.org", "Votre rôle a changé"],
      ["b@example.org", "Un mot de passe temporaire a été défini"],
      ["b@example.org", "Votre compte a été désactivé"],
      ["b@example.org", "Votre compte a été réactivé"],
    ]);
    expect(mails[0]!.text).toContain("Votre rôle est maintenant : Trésorier.");
    expect(
      mails.some((mail) => mail.text.includes(temporary) || mail.html.includes(temporary)),
    ).toBe(false);
  });

  it("sends no account e-mail when 'Mises à jour du compte' is off", async () => {
    const { cookie } = await signIn(database.db, "administrateur", ADMIN);
    const { notifications } = await getSettings(database.db, ["notifications"]);
    await saveSettings(database.db, "notifications", { ...notifications, accountUpdates: false });
    const other = await makeUser("b@example.org", "editeur");
    await post(cookie, { intent: "role", userId: String(other.id), role: "tresorier" });
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("answers bad input with a French message and changes nothing", async () => {
    const { cookie } = await signIn(database.db, "administrateur", ADMIN);
    const other = await makeUser("b@example.org", "editeur");
    const cases: Record<string, string>[] = [
      { intent: "supprimer", userId: String(other.id) },
      {},
      { intent: "role", userId: "abc", role: "editeur" },
      { intent: "role", userId: "99999", role: "editeur" },
      { intent: "role", userId: String(other.id), role: "pape" },
      { intent: "password", userId: String(other.id), password: "court" },
    ];
    for (const fields of cases) {
      const body = refused(await post(cookie, fields));
      expect(typeof (body.refused as { errors: { form: string } }).errors.form).toBe("string");
    }
    expect(refused(await post(cookie, { intent: "supprimer" }))).toMatchObject({
      refused: { errors: { form: "Action inconnue." } },
    });
    const [after] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(after).toMatchObject({ role: "editeur", active: true });
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("lists 25 users a page, by name, and clamps bad pages", async () => {
    const { cookie } = await signIn(database.db, "administrateur", ADMIN);
    await database.db.insert(users).values(
      Array.from({ length: 29 }, (_, i) => ({
        email: `u${i}@example.org`,
        name: `Membre ${String(i).padStart(2, "0")}`,
        passwordHash: "x",
        role: "editeur",
      })),
    );
    const first = await list(cookie);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 30 });
    expect(first.users).toHaveLength(25);
    expect(first.users[0].name).toBe("Admin");
    expect(first.users[1].name).toBe("Membre 00");
    const second = await list(cookie, "?page=2");
    expect(second.users.map((u) => u.name)).toEqual([
      "Membre 24",
      "Membre 25",
      "Membre 26",
      "Membre 27",
      "Membre 28",
    ]);
    expect((await list(cookie, "?page=99")).page).toBe(2);
    const bad = await list(cookie, "?page=abc");
    expect(bad.page).toBe(1);
    expect(bad.notice).toBe("Numéro de page invalide : la première page est affichée.");
  });

  it("the layout loader hands the flash toast over once and clears its cookie", async () => {
    const { cookie } = await signIn(database.db, "administrateur", ADMIN);
    const response = redirected(await post(cookie, newUser), "Utilisateur ajouté");
    const setCookie = response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^__flash=[A-Za-z0-9_-]+; /);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain("Max-Age=60");

    const request = new Request("http://localhost/admin/utilisateurs", {
      headers: { cookie: `${cookie}; ${setCookie.split(";")[0]}` },
    });
    const result = (await layoutLoader({
      request,
      params: {},
      context: createLoadContext(),
    } as never)) as unknown as {
      data: { toast: { id: string; title: string; type: string } };
      init: { headers: Headers };
    };
    expect(result.data.toast).toMatchObject({ title: "Utilisateur ajouté", type: "success" });
    expect(result.data.toast.id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Headers(result.init.headers).get("set-cookie")).toMatch(/^__flash=; .*Max-Age=0/);

    // A forged cookie is ignored (and cleared), never a 500.
    const forged = readFlash(new Request(URL_BASE, { headers: { cookie: "__flash=%%%" } }));
    expect(forged.toast).toBeNull();
    expect(forged.headers.get("set-cookie")).toContain("Max-Age=0");
  });
});
