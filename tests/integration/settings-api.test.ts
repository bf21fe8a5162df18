/**
 * The API tab of /admin/settings: keys saved sealed (never in clear in the database, the loader
 * output or the journal), shown masked, revealed one at a time on request (journaled), kept when
 * the field is left empty, removed with 'Effacer'; closed to every role but administrateur.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, settings } from "#db/schema";
import {
  API_KEY_BOTH,
  API_KEY_EMPTY,
  API_KEY_UNKNOWN,
  API_KEY_UNREADABLE,
} from "~/domain/settings/api-keys";
import { getApiKey } from "~/domain/settings/api-keys.server";
import { action, loader } from "~/routes/admin/settings/route";
import { setupTestDatabase, withTempDataDir, type TempDataDir } from "../helpers/db";
import { redirectToast, refused, routeAt } from "../helpers/routes";
import { signIn } from "../helpers/fixtures";

const database = setupTestDatabase();
const URL_BASE = "http://localhost/admin/settings";
const NEWSLETTER = "mc-4f8a2b9c1d7e6f30-us21";
const PAYMENT = "sk_live_51HxYzAbCdEfGhIj";
let dataDir: TempDataDir;
const previousKey = process.env.SETTINGS_ENCRYPTION_KEY;

beforeEach(async () => {
  await dataDir?.cleanup();
  dataDir = withTempDataDir();
  process.env.SETTINGS_ENCRYPTION_KEY = "clé de chiffrement des tests d'intégration, assez longue";
});
afterAll(async () => {
  await dataDir?.cleanup();
  if (previousKey === undefined) delete process.env.SETTINGS_ENCRYPTION_KEY;
  else process.env.SETTINGS_ENCRYPTION_KEY = previousKey;
});

const { post, load } = routeAt(`${URL_BASE}?onglet=api`, { action, loader });

const save = (cookie: string, values: Record<string, string>, clear: string[] = []) =>
  post(cookie, [
    ["intent", "api"],
    ...Object.entries({ newsletter: "", maps: "", payment: "", ...values }),
    ...clear.map((name): [string, string] => ["clear", name]),
  ]);

const reveal = (cookie: string, name: string) =>
  post(cookie, [
    ["intent", "reveal-api-key"],
    ["name", name],
  ]);

function saved(result: unknown) {
  const { location, ...toast } = redirectToast(result);
  expect(location).toBe("/admin/settings?onglet=api");
  expect(toast).toMatchObject({
    title: "Paramètres mis à jour",
    description: "Les paramètres API ont été mis à jour avec succès.",
  });
}

const stored = async () => JSON.stringify(await database.db.select().from(settings));
const audits = () => database.db.select().from(auditLog).orderBy(auditLog.id);

describe("/admin/settings?onglet=api", () => {
  it("saves keys encrypted, shows them masked, keeps a key left empty, clears one — journaled without values", async () => {
    const { me, cookie } = await signIn(database.db, "administrateur");
    let data = await load(cookie);
    expect(data.tab).toBe("api");
    expect(data.apiKeys).toEqual([
      { name: "newsletter", state: "empty" },
      { name: "maps", state: "empty" },
      { name: "payment", state: "empty" },
    ]);

    saved(await save(cookie, { newsletter: ` ${NEWSLETTER} `, maps: "court", payment: PAYMENT }));
    const raw = await stored();
    for (const secret of [NEWSLETTER, PAYMENT, "court"]) expect(raw).not.toContain(secret);
    expect(raw).toMatch(/"newsletter":"v1\./);

    data = await load(cookie);
    expect(data.apiKeys).toEqual([
      { name: "newsletter", state: "set", masked: "••••us21" },
      { name: "maps", state: "set", masked: "••••" },
      { name: "payment", state: "set", masked: "••••GhIj" },
    ]);
    const output = JSON.stringify(data);
    for (const secret of [NEWSLETTER, PAYMENT, "court"]) expect(output).not.toContain(secret);

    // Empty fields keep the stored keys; 'Effacer' removes the maps key; payment changes.
    saved(await save(cookie, { payment: "sk_live_nouvelle_cle_9999" }, ["maps"]));
    expect(await getApiKey(database.db, "newsletter")).toBe(NEWSLETTER);
    expect(await getApiKey(database.db, "maps")).toBeNull();
    expect(await getApiKey(database.db, "payment")).toBe("sk_live_nouvelle_cle_9999");
    expect((await load(cookie)).apiKeys[1]).toEqual({ name: "maps", state: "empty" });

    const entries = await audits();
    expect(entries.map((a) => [a.action, a.entity, a.entityId, a.userId, a.details])).toEqual([
      [
        "settings.update",
        "settings",
        "api",
        me.id,
        { changed: ["newsletter", "maps", "payment"], cleared: [] },
      ],
      ["settings.update", "settings", "api", me.id, { changed: ["payment"], cleared: ["maps"] }],
    ]);
    const journal = JSON.stringify(entries);
    for (const secret of [NEWSLETTER, PAYMENT, "court", "9999"]) {
      expect(journal).not.toContain(secret);
    }
  });

  it("reveals one key to the administrateur on request, journaled as settings.reveal", async () => {
    const { me, cookie } = await signIn(database.db, "administrateur");
    saved(await save(cookie, { newsletter: NEWSLETTER }));
    const answer = (await reveal(cookie, "newsletter")) as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(answer.data).toEqual({
      intent: "api",
      revealed: { name: "newsletter", value: NEWSLETTER },
    });
    expect(new Headers(answer.init?.headers).get("cache-control")).toBe("no-store");
    const last = (await audits()).at(-1)!;
    expect([last.action, last.entityId, last.userId, last.details]).toEqual([
      "settings.reveal",
      "api",
      me.id,
      { key: "newsletter" },
    ]);

    expect(refused(await reveal(cookie, "payment"), 404)).toEqual({
      refused: {
        intent: "reveal-api-key",
        values: { name: "payment" },
        errors: { form: API_KEY_EMPTY },
      },
    });
    expect(refused(await reveal(cookie, "inconnue"))).toEqual({
      refused: { intent: "api", errors: { form: API_KEY_UNKNOWN }, values: {} },
    });
    expect((await audits()).filter((a) => a.action === "settings.reveal")).toHaveLength(1);
  });

  it("tells a key sealed with another encryption key is unreadable, without failing", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    saved(await save(cookie, { maps: "AIzaSyA-1234567890abcdef" }));
    process.env.SETTINGS_ENCRYPTION_KEY = "une autre clé de chiffrement, après une erreur";
    expect((await load(cookie)).apiKeys[1]).toEqual({ name: "maps", state: "unreadable" });
    expect(refused(await reveal(cookie, "maps"), 409)).toMatchObject({
      refused: { values: { name: "maps" }, errors: { form: API_KEY_UNREADABLE } },
    });
    expect(await getApiKey(database.db, "maps")).toBeNull();
  });

  it("refuses bad keys and a key both typed and cleared, changing nothing and echoing no key", async () => {
    const { cookie } = await signIn(database.db, "administrateur");
    saved(await save(cookie, { payment: PAYMENT }));
    const before = await stored();
    const cases: [Record<string, string>, string[], string, string][] = [
      [
        { newsletter: "avec espace" },
        [],
        "newsletter",
        "La clé ne doit contenir ni espace ni accent.",
      ],
      [{ maps: "x".repeat(501) }, [], "maps", "La clé ne doit pas dépasser 500 caractères."],
      [{ payment: "sk_live_autre" }, ["payment"], "payment", API_KEY_BOTH],
      [{}, ["tout"], "form", API_KEY_UNKNOWN],
    ];
    for (const [values, clear, field, message] of cases) {
      const body = refused(
        await save(cookie, { newsletter: "cle_valide_123456", ...values }, clear),
      );
      expect((body as { refused: { errors: Record<string, string> } }).refused.errors[field]).toBe(
        message,
      );
      expect(JSON.stringify(body)).not.toContain("cle_valide_123456");
    }
    expect(await stored()).toBe(before);
    expect(await audits()).toHaveLength(1);
  });

  it("is the administrateur's alone: an éditeur can neither read, save nor reveal", async () => {
    const { cookie: adminCookie } = await signIn(database.db, "administrateur");
    saved(await save(adminCookie, { payment: PAYMENT }));
    const { cookie } = await signIn(database.db, "editeur");
    const calls: (() => Promise<unknown>)[] = [
      () => load(cookie),
      () => reveal(cookie, "payment"),
      () => save(cookie, {}, ["payment"]),
    ];
    for (const call of calls) {
      const thrown = await Promise.resolve()
        .then(call)
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(403);
    }
    expect(await getApiKey(database.db, "payment")).toBe(PAYMENT);
    expect(await audits()).toHaveLength(1);
  });
});
