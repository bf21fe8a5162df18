/**
 * The journal screen (/admin/journal): its loader called as React Router would, with a real
 * session cookie, over audit_log rows written by the users screen's domain and inserted directly.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "#db/schema";
import type { Role } from "~/domain/admin/roles";
import { addUser, changeUser, createUser } from "~/domain/users/users.server";
import { loader } from "~/routes/admin/journal";
import { setupTestDatabase } from "../helpers/db";
import { callLoader, sessionCookie } from "../helpers/routes";

const database = setupTestDatabase();
const PASSWORD = "une phrase de passe solide";
const URL_BASE = "http://localhost/admin/journal";

async function makeUser(email: string, name: string, role: Role = "administrateur") {
  return createUser(database.db, { email, name, password: PASSWORD, role });
}

async function admin() {
  const me = await makeUser("admin@example.org", "Awa Diop");
  const cookie = await sessionCookie(database.db, me.id);
  return { me, cookie };
}

const list = (cookie: string, search = "") => callLoader(loader, `${URL_BASE}${search}`, cookie);

/** Journal rows at fixed instants, one minute apart from `start`. */
async function journal(
  rows: { userId: number | null; action?: string; entity?: string; details?: unknown }[],
  start = Date.UTC(2024, 8, 20, 22, 30),
) {
  await database.db.insert(auditLog).values(
    rows.map((row, i) => ({
      userId: row.userId,
      action: row.action ?? "update",
      entity: row.entity ?? "page",
      entityId: String(i + 1),
      details: row.details ?? null,
      createdAt: new Date(start + i * 60_000),
    })),
  );
}

describe("/admin/journal", () => {
  it("lists the entries newest first, with the author's name and French labels", async () => {
    const { me, cookie } = await admin();
    const created = await addUser(database.db, me.id, {
      email: "b@example.org",
      name: "Bineta Fall",
      password: PASSWORD,
      role: "editeur",
    });
    await changeUser(database.db, me.id, created.id, { kind: "role", role: "tresorier" });
    await database.db
      .update(auditLog)
      .set({ createdAt: new Date("2024-09-20T22:30:00Z") })
      .where(eq(auditLog.action, "create"));
    await database.db
      .update(auditLog)
      .set({ createdAt: new Date("2024-09-21T14:05:00Z") })
      .where(eq(auditLog.action, "role"));
    await journal([{ userId: me.id, action: "reindex", entity: "page" }], Date.UTC(2024, 0, 1));

    const result = await list(cookie);
    expect(result).toMatchObject({ page: 1, pageCount: 1, total: 3, notice: null });
    expect(result.entries.map((e) => e.action)).toEqual([
      "Changement de rôle",
      "Création",
      "reindex",
    ]);
    const [role, create] = result.entries;
    expect(role).toMatchObject({
      user: "Awa Diop",
      element: `Utilisateur n° ${created.id}`,
      // jsonb keeps the keys in its own order (shorter first).
      details: "À : tresorier, De : editeur",
      detailsShort: "À : tresorier, De : editeur",
      when: "21 septembre 2024 à 10 h 05",
      at: "2024-09-21T14:05:00.000Z",
    });
    // 22 h 30 UTC is 18 h 30 in Saguenay.
    expect(create.when).toBe("20 septembre 2024 à 18 h 30");
    expect(create.details).toBe("Rôle : Éditeur, Courriel : b@example.org");
    expect(result.users.map((u) => u.name)).toEqual(["Awa Diop", "Bineta Fall"]);
    expect(result.entities).toEqual([
      { value: "page", label: "Page" },
      { value: "user", label: "Utilisateur" },
    ]);
  });

  it("names changed fields and amounts in French, not as stored keys", async () => {
    const { me, cookie } = await admin();
    await journal([
      {
        userId: me.id,
        action: "settings.update",
        entity: "settings",
        details: { fields: ["contactPhone"] },
      },
      {
        userId: me.id,
        action: "donation.confirm",
        entity: "donation",
        details: { amountCents: 123456 },
      },
    ]);
    const [donation, settings] = (await list(cookie)).entries;
    expect(settings.details).toBe("Champs modifiés : Téléphone de contact");
    expect(donation.details).toBe("Montant : 1\u00a0234,56\u00a0$");
  });

  it("cuts long details at 80 characters and keeps the full text", async () => {
    const { me, cookie } = await admin();
    await journal([{ userId: me.id, details: { text: "x".repeat(200) } }]);
    const [entry] = (await list(cookie)).entries;
    expect(entry.details).toBe(`text : ${"x".repeat(200)}`);
    expect(Array.from(entry.detailsShort)).toHaveLength(80);
    expect(entry.detailsShort.endsWith("…")).toBe(true);
  });

  it("filters by user and by element", async () => {
    const { me, cookie } = await admin();
    const other = await makeUser("b@example.org", "Bineta Fall", "editeur");
    await journal([
      { userId: me.id, entity: "page" },
      { userId: other.id, entity: "page" },
      { userId: other.id, entity: "event" },
      { userId: me.id, entity: "event" },
      { userId: other.id, entity: "event" },
    ]);
    const byUser = await list(cookie, `?utilisateur=${other.id}&element=`);
    expect(byUser.total).toBe(3);
    expect(byUser.entries.every((e) => e.user === "Bineta Fall")).toBe(true);
    expect(byUser.filters).toEqual({ userId: other.id, entity: null });

    const byEntity = await list(cookie, "?utilisateur=&element=page");
    expect(byEntity.entries.map((e) => e.element)).toEqual(["Page n° 2", "Page n° 1"]);
    expect(byEntity.filters).toEqual({ userId: null, entity: "page" });

    const both = await list(cookie, `?utilisateur=${me.id}&element=event`);
    expect(both.entries.map((e) => e.element)).toEqual(["Événement n° 4"]);

    // The choices list every account and only the entities journaled.
    expect(byUser.users.map((u) => u.id)).toEqual([me.id, other.id]);
    expect(byUser.entities.map((e) => e.value)).toEqual(["event", "page"]);

    // A malformed user filter is ignored; an unknown element gives the empty list.
    expect((await list(cookie, "?utilisateur=abc")).total).toBe(5);
    expect((await list(cookie, "?element=inconnu")).entries).toEqual([]);
  });

  it("shows 50 entries a page and clamps bad pages", async () => {
    const { me, cookie } = await admin();
    await journal(Array.from({ length: 60 }, () => ({ userId: me.id })));
    const first = await list(cookie);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 60 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].element).toBe("Page n° 60");

    const second = await list(cookie, "?page=2");
    expect(second.page).toBe(2);
    expect(second.entries).toHaveLength(10);
    expect(second.entries.map((e) => e.element)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Page n° ${10 - i}`),
    );

    expect((await list(cookie, "?page=99")).page).toBe(2);
    for (const bad of ["abc", "-1", "1.5", ""]) {
      const result = await list(cookie, `?page=${bad}`);
      expect(result.page, bad).toBe(1);
      expect(result.entries).toHaveLength(50);
      expect(result.notice).toBe("Numéro de page invalide : la première page est affichée.");
    }
  });

  it("shows 'Compte supprimé' for an entry whose author was deleted", async () => {
    const { me, cookie } = await admin();
    const gone = await makeUser("b@example.org", "Bineta Fall", "editeur");
    await journal([{ userId: gone.id }, { userId: me.id }]);
    await database.db.delete(users).where(eq(users.id, gone.id));
    const result = await list(cookie);
    expect(result.entries.map((e) => e.user)).toEqual(["Awa Diop", "Compte supprimé"]);
    expect(result.users.map((u) => u.name)).toEqual(["Awa Diop"]);
  });

  it("is empty on a new site", async () => {
    const { cookie } = await admin();
    expect(await list(cookie)).toMatchObject({ entries: [], page: 1, pageCount: 1, total: 0 });
  });
});
