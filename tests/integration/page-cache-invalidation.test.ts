/**
 * The page caches of two app processes (decision 0025): each listens for "public content
 * changed" on its own connection (PostgreSQL; PGlite, in the "pglite" project: in-process). A
 * change a volunteer saves empties both; a contact message, a login or a change rolled back
 * empties neither.
 *
 * "Neither" is checked without waiting for a while: notifications reach a listener in commit
 * order, so once a later marker notification has arrived, any earlier one would have too.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitContactForm } from "~/domain/contact/contact.server";
import { groupMemberStore } from "~/domain/group/group-admin.server";
import { saveSettings, getSettings } from "~/domain/settings/settings.server";
import { action as loginAction } from "~/routes/auth/login";
import {
  listenForContentChanges,
  publicContentChanged,
  type ContentChangeListener,
} from "~/server/content-changes.server";
import { createPageCache, type PageCache } from "~/server/page-cache.server";
import { signIn, TEST_PASSWORD } from "../helpers/fixtures";
import { setupTestDatabase } from "../helpers/db";
import { testDatabaseServer } from "../helpers/test-database-server";
import { callAction } from "../helpers/routes";

const database = setupTestDatabase();

interface Process {
  cache: PageCache;
  clears: number;
  listener: ContentChangeListener;
}
const processes: Process[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const process: Process = { cache: createPageCache({ ttlMs: 600_000 }), clears: 0 } as Process;
    process.listener = await listenForContentChanges(database.database, () => {
      process.clears += 1;
      process.cache.clear();
    });
    processes.push(process);
  }
});

afterAll(async () => {
  for (const process of processes) await process.listener.close();
});

const page = (text: string) => () =>
  Promise.resolve(new Response(text, { headers: { "content-type": "text/html" } }));

async function fillCaches(): Promise<void> {
  for (const { cache } of processes) {
    await cache.get("/", page("accueil"));
    await cache.get("/equipe", page("équipe"));
    expect(cache.size()).toBe(2);
  }
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error(`jamais arrivé : ${what}`);
}

/** Counts of clears after a marker notification has reached both processes. */
async function clearsAfterMarker(): Promise<number[]> {
  const before = processes.map((p) => p.clears);
  await publicContentChanged(database.db);
  await waitFor(() => processes.every((p, i) => p.clears > before[i]!), "la notification repère");
  return processes.map((p, i) => p.clears - before[i]! - 1);
}

function contactForm(): FormData {
  const form = new FormData();
  form.set("name", "Fatou Ndiaye");
  form.set("email", "fatou@example.org");
  form.set("subject", "Horaires");
  form.set("message", "Bonjour, à quelle heure est la prière du vendredi ?");
  return form;
}

describe("caches de pages de deux processus", () => {
  it("sont vidés tous les deux quand un bénévole enregistre une fiche", async () => {
    const { me } = await signIn(database.db, "editeur");
    await fillCaches();
    await groupMemberStore.create(database.db, me.id, {
      name: "Moustapha Fall",
      role: "Membre",
      email: "",
      phone: "",
      joinDate: "2026-01-15",
      active: true,
    } as never);
    await waitFor(() => processes.every((p) => p.cache.size() === 0), "les deux caches vidés");
  });

  it("sont vidés tous les deux quand les paramètres changent", async () => {
    await fillCaches();
    const { general } = await getSettings(database.db, ["general"]);
    await saveSettings(database.db, "general", { ...general, siteName: "Fondation (essai)" });
    await waitFor(() => processes.every((p) => p.cache.size() === 0), "les deux caches vidés");
  });

  it("restent pleins après un message de contact, une connexion ou un changement annulé", async () => {
    await signIn(database.db, "administrateur", { email: "admin@example.org" });
    await clearsAfterMarker();
    await fillCaches();

    const sent = await submitContactForm(database.db, contactForm(), { ip: "203.0.113.9" });
    expect(sent.status).toBe("sent");
    const login = await callAction(
      loginAction,
      "http://localhost/connexion",
      "",
      { email: "admin@example.org", password: TEST_PASSWORD },
      { ip: "198.51.100.9", headers: { "user-agent": "vitest" } },
    );
    expect((login as unknown as Response).headers.get("set-cookie")).toContain("__session=");
    await database.db
      .transaction(async (tx) => {
        await publicContentChanged(tx);
        throw new Error("annulé");
      })
      .catch(() => undefined);

    expect(await clearsAfterMarker()).toEqual([0, 0]);
  });

  it.skipIf(!testDatabaseServer())(
    "se remettent à l'écoute quand PostgreSQL coupe leur connexion",
    async () => {
      const listening = async () => {
        const result = (await database.db.execute(
          sql`select pid from pg_stat_activity
              where datname = current_database() and query ilike 'listen %'`,
        )) as unknown as { rows: { pid: number }[] };
        return result.rows.map((row) => row.pid);
      };
      const before = await listening();
      expect(before).toHaveLength(2);
      for (const pid of before) await database.db.execute(sql`select pg_terminate_backend(${pid})`);

      let now: number[] = [];
      for (let i = 0; i < 500; i++) {
        now = await listening();
        if (now.length === 2 && !now.some((pid) => before.includes(pid))) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(now).toHaveLength(2);
      await fillCaches();
      const { general } = await getSettings(database.db, ["general"]);
      await saveSettings(database.db, "general", { ...general, siteName: "Fondation (retour)" });
      await waitFor(() => processes.every((p) => p.cache.size() === 0), "les deux caches vidés");
    },
  );
});
