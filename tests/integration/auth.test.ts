/**
 * Accounts and sessions (issue back-office, parts 1 and 2): the /connexion action, sessions in the
 * database, rate limiting, requireUser, /deconnexion and the first administrator.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits, sessions, users } from "#db/schema";
import { createUser, ensureFirstAdministrator } from "~/domain/users/users.server";
import { action as loginAction, loader as loginLoader } from "~/routes/auth/login";
import { action as logoutAction } from "~/routes/auth/logout";
import { loader as loginRedirectLoader } from "~/routes/auth/login-redirect";
import {
  FORBIDDEN_ROLE_MESSAGE,
  getSessionUser,
  requireUser,
} from "~/routes/+shared/access.server";
import { hashToken, SESSION_TOUCH_MS } from "~/server/auth/session.server";
import { setupTestDatabase } from "../helpers/db";
import { callAction, routeAt } from "../helpers/routes";

const database = setupTestDatabase();

const EMAIL = "awa.diop@example.ca";
const PASSWORD = "une phrase de passe solide";

/** The /connexion form, posted from one browser at one address. */
const login = routeAt(
  "http://localhost/connexion",
  { action: loginAction },
  {
    ip: "203.0.113.7",
    headers: { "user-agent": "vitest" },
  },
);

function unwrap(result: unknown): { data: Record<string, unknown>; status: number } {
  const value = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (value?.type === "DataWithResponseInit")
    return {
      data: (value.data as { refused: Record<string, unknown> }).refused,
      status: value.init?.status ?? 200,
    };
  throw new Error(`réponse inattendue : ${String(result)}`);
}

async function signIn(fields: Record<string, string> = {}): Promise<Response> {
  const result = await login.post("", { email: EMAIL, password: PASSWORD, ...fields });
  expect(result).toBeInstanceOf(Response);
  return result as unknown as Response;
}

function tokenOf(setCookie: string): string {
  const match = /^__session=([^;]*)/.exec(setCookie);
  if (!match) throw new Error(`pas de cookie __session : ${setCookie}`);
  return match[1];
}

function withCookie(url: string, token: string, init: RequestInit = {}): Request {
  return new Request(url, { ...init, headers: { cookie: `autre=1; __session=${token}` } });
}

async function makeUser(overrides: Partial<Parameters<typeof createUser>[1]> = {}) {
  return createUser(database.db, {
    email: EMAIL,
    name: "Awa Diop",
    password: PASSWORD,
    role: "administrateur",
    ...overrides,
  });
}

describe("connexion", () => {
  it("opens a session: httpOnly Lax cookie, a row keyed by the token's hash", async () => {
    const user = await makeUser({ email: "  Awa.Diop@Example.ca " });
    expect(user.email).toBe(EMAIL);

    // E-mails are compared trimmed and lower-cased.
    const response = await signIn({
      email: " AWA.DIOP@example.CA",
      redirectTo: "/admin/blog?page=2",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/blog?page=2");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");

    const token = tokenOf(cookie);
    const rows = await database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(token);
    expect(rows[0].id).toBe(hashToken(token));
    expect(rows[0]).toMatchObject({ userId: user.id, ip: "203.0.113.7", userAgent: "vitest" });
    const lifetime = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(Math.round(lifetime / 86_400_000)).toBe(30);

    const me = await getSessionUser(withCookie("http://localhost/admin", token));
    expect(me).toEqual({ id: user.id, email: EMAIL, name: "Awa Diop", role: "administrateur" });
  });

  it("is Secure when PUBLIC_URL is https", async () => {
    await makeUser();
    const previous = process.env.PUBLIC_URL;
    process.env.PUBLIC_URL = "https://fondation.example";
    try {
      expect((await signIn()).headers.get("set-cookie")).toContain("; Secure");
    } finally {
      if (previous === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = previous;
    }
  });

  it("goes to /admin without redirectTo, and never to another site", async () => {
    await makeUser();
    expect((await signIn()).headers.get("location")).toBe("/admin");
    expect((await signIn({ redirectTo: "//evil.example" })).headers.get("location")).toBe("/admin");
    expect((await signIn({ redirectTo: "https://evil.example/" })).headers.get("location")).toBe(
      "/admin",
    );
  });

  it("a wrong password or an unknown e-mail gets the same generic message and no session", async () => {
    await makeUser();
    for (const fields of [
      { email: EMAIL, password: "mauvais mot de passe" },
      { email: "personne@example.ca", password: PASSWORD },
    ]) {
      const { data, status } = unwrap(await login.post("", fields));
      expect(status).toBe(401);
      expect(data.errors).toEqual({ form: "Courriel ou mot de passe incorrect." });
      expect(data.values).toEqual({ email: fields.email });
      expect(JSON.stringify(data)).not.toContain(fields.password);
    }
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });

  it("checks the fields with French messages", async () => {
    const { data, status } = unwrap(
      await login.post("", { email: "pas-un-courriel", password: "" }),
    );
    expect(status).toBe(400);
    expect(data.errors).toEqual({
      email: "Adresse courriel invalide.",
      password: "Ce champ est obligatoire.",
    });
    const empty = unwrap(await login.post("", {}));
    expect(empty.data.errors).toMatchObject({ email: "Ce champ est obligatoire." });
  });

  it("after 5 failures for one e-mail from one address, that address is refused even with the right password", async () => {
    await makeUser();
    for (let i = 0; i < 5; i++) {
      const { data } = unwrap(await login.post("", { email: EMAIL, password: `faux ${i}` }));
      expect(data.errors).toEqual({ form: "Courriel ou mot de passe incorrect." });
    }
    const result = await login.post("", { email: EMAIL, password: PASSWORD });
    const { data, status } = unwrap(result);
    expect(status).toBe(429);
    expect((data.errors as { form: string }).form).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans 15 minutes\.$/,
    );
    expect(await database.db.select().from(sessions)).toHaveLength(0);
    // Another address is not held back (tests/integration/login-limits.test.ts for the rest).
    const elsewhere = await callAction(
      loginAction,
      "http://localhost/connexion",
      "",
      { email: EMAIL, password: PASSWORD },
      { ip: "198.51.100.9", headers: { "user-agent": "vitest" } },
    );
    expect((elsewhere as unknown as Response).status).toBe(302);
  });

  it("a successful login resets the counter of its address for the e-mail", async () => {
    await makeUser();
    for (let i = 0; i < 4; i++) await login.post("", { email: EMAIL, password: "faux" });
    await signIn();
    const rows = await database.db.select().from(rateLimits);
    expect(rows.map((r) => r.key).filter((key) => key.startsWith("login:ip-account:"))).toEqual([]);
    expect(rows.map((r) => r.key)).toContain("login:ip:203.0.113.7");
    for (let i = 0; i < 4; i++) await login.post("", { email: EMAIL, password: "faux" });
    expect((await signIn()).status).toBe(302);
  });

  it("limits attempts per address across e-mails", async () => {
    for (let i = 0; i < 20; i++) {
      const { status } = unwrap(
        await login.post("", { email: `p${i}@example.ca`, password: "faux" }),
      );
      expect(status).toBe(401);
    }
    const { data, status } = unwrap(
      await login.post("", { email: "p99@example.ca", password: "faux" }),
    );
    expect(status).toBe(429);
    expect((data.errors as { form: string }).form).toMatch(/^Trop de tentatives/);
  });

  it("a deactivated account cannot sign in, and its open sessions stop working", async () => {
    const user = await makeUser();
    const token = tokenOf((await signIn()).headers.get("set-cookie")!);
    await database.db.update(users).set({ active: false }).where(eq(users.id, user.id));

    const { data } = unwrap(await login.post("", { email: EMAIL, password: PASSWORD }));
    expect(data.errors).toEqual({ form: "Courriel ou mot de passe incorrect." });
    expect(await getSessionUser(withCookie("http://localhost/admin", token))).toBeNull();
  });

  it("the login page sends a signed-in person on to redirectTo", async () => {
    await makeUser();
    const token = tokenOf((await signIn()).headers.get("set-cookie")!);
    const anonymous = await loginLoader({
      request: new Request("http://localhost/connexion?redirectTo=%2Fadmin%2Fdons"),
    } as never);
    expect(anonymous.redirectTo).toBe("/admin/dons");
    await expect(
      loginLoader({
        request: withCookie("http://localhost/connexion?redirectTo=%2Fadmin%2Fdons", token),
      } as never),
    ).rejects.toSatisfy(
      (r: Response) => r.status === 302 && r.headers.get("location") === "/admin/dons",
    );
  });

  it("/login leads to /connexion", () => {
    const response = loginRedirectLoader({
      request: new Request("http://localhost/login?redirectTo=%2Fadmin"),
    } as never);
    expect(response.headers.get("location")).toBe("/connexion?redirectTo=%2Fadmin");
  });
});

describe("requireUser", () => {
  async function thrown(promise: Promise<unknown>): Promise<Response> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    throw new Error("requireUser n'a rien lancé");
  }

  it("sends an anonymous visitor to /connexion with the page to come back to", async () => {
    const response = await thrown(requireUser(new Request("http://localhost/admin/blog?page=2")));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/connexion?redirectTo=%2Fadmin%2Fblog%3Fpage%3D2",
    );
  });

  it("treats an expired or idle session as anonymous (and deletes it)", async () => {
    await makeUser();
    const token = tokenOf((await signIn()).headers.get("set-cookie")!);
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await thrown(requireUser(withCookie("http://localhost/admin", token)));
    expect(response.headers.get("location")).toBe("/connexion?redirectTo=%2Fadmin");
    expect(response.headers.get("set-cookie")).toMatch(/^__session=;.*Max-Age=0/);
    expect(await database.db.select().from(sessions)).toHaveLength(0);

    const idle = tokenOf((await signIn()).headers.get("set-cookie")!);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 1000) });
    expect((await thrown(requireUser(withCookie("http://localhost/admin", idle)))).status).toBe(
      302,
    );
  });

  it("updates lastSeenAt at most once per hour", async () => {
    await makeUser();
    const token = tokenOf((await signIn()).headers.get("set-cookie")!);
    const [before] = await database.db.select().from(sessions);
    const request = withCookie("http://localhost/admin", token);
    await requireUser(request, undefined, { now: new Date(before.lastSeenAt.getTime() + 60_000) });
    const [unchanged] = await database.db.select().from(sessions);
    expect(unchanged.lastSeenAt.getTime()).toBe(before.lastSeenAt.getTime());
    const later = new Date(before.lastSeenAt.getTime() + SESSION_TOUCH_MS + 1000);
    await requireUser(request, undefined, { now: later });
    const [touched] = await database.db.select().from(sessions);
    expect(touched.lastSeenAt.getTime()).toBe(later.getTime());
  });

  it("answers 403 in French when the role may not open the area", async () => {
    await makeUser({ role: "editeur" });
    const token = tokenOf((await signIn()).headers.get("set-cookie")!);
    const request = withCookie("http://localhost/admin/dons", token);
    const response = await thrown(requireUser(request, "donations"));
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(FORBIDDEN_ROLE_MESSAGE);
    expect(FORBIDDEN_ROLE_MESSAGE).toBe(
      "Accès refusé : votre rôle ne permet pas d'ouvrir cette page.",
    );
    expect(await requireUser(request, "blog")).toMatchObject({ role: "editeur" });
    expect(await requireUser(request)).toMatchObject({ email: EMAIL });
  });
});

describe("déconnexion", () => {
  it("deletes the session row and clears the cookie", async () => {
    await makeUser();
    const token = tokenOf((await signIn()).headers.get("set-cookie")!);
    expect(await database.db.select().from(sessions)).toHaveLength(1);
    const response = await logoutAction({
      request: withCookie("http://localhost/deconnexion", token, { method: "POST" }),
    } as never);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const cleared = response.headers.get("set-cookie")!;
    expect(cleared).toMatch(/^__session=;/);
    expect(cleared).toContain("Max-Age=0");
    expect(cleared).toContain("HttpOnly");
    expect(await database.db.select().from(sessions)).toHaveLength(0);
    expect(await getSessionUser(withCookie("http://localhost/admin", token))).toBeNull();
  });
});

describe("premier administrateur", () => {
  const env = { ADMIN_EMAIL: " Admin@Example.ca ", ADMIN_PASSWORD: "mot de passe initial" };

  it("is created from the environment once, and never a second time", async () => {
    const created = await ensureFirstAdministrator(database.db, env);
    expect(created).toMatchObject({ email: "admin@example.ca", role: "administrateur" });
    expect(created!.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await ensureFirstAdministrator(database.db, env)).toBeNull();
    expect(
      await ensureFirstAdministrator(database.db, { ...env, ADMIN_EMAIL: "autre@example.ca" }),
    ).toBeNull();
    const all = await database.db.select().from(users);
    expect(all).toHaveLength(1);

    const response = await signIn({ email: "admin@example.ca", password: env.ADMIN_PASSWORD });
    expect(response.status).toBe(302);
  });

  it("two processes starting together create exactly one", async () => {
    await Promise.all([
      ensureFirstAdministrator(database.db, env),
      ensureFirstAdministrator(database.db, env),
    ]);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });

  it("is not created without both variables, nor with a short password", async () => {
    expect(await ensureFirstAdministrator(database.db, {})).toBeNull();
    expect(await ensureFirstAdministrator(database.db, { ADMIN_EMAIL: "a@example.ca" })).toBeNull();
    expect(
      await ensureFirstAdministrator(database.db, {
        ADMIN_EMAIL: "a@example.ca",
        ADMIN_PASSWORD: "court",
      }),
    ).toBeNull();
    expect(await database.db.select().from(users)).toHaveLength(0);
  });

  it("is not created when an account already exists", async () => {
    await makeUser({ role: "editeur" });
    expect(await ensureFirstAdministrator(database.db, env)).toBeNull();
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});

describe("createUser", () => {
  it("refuses a short password and a duplicate e-mail, in French", async () => {
    await expect(makeUser({ password: "court" })).rejects.toThrow(
      "Le mot de passe doit contenir au moins 12 caractères.",
    );
    await makeUser();
    await expect(makeUser({ email: "AWA.DIOP@example.ca" })).rejects.toThrow(
      "Un compte existe déjà avec ce courriel.",
    );
  });
});
