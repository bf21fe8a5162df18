/**
 * Backups (decision 0017) against the production server on its embedded database (PostgreSQL in
 * DATA_DIR/pg, decision 0023):
 * `npm run backup` while the server runs goes through its control socket and the site keeps
 * answering; /admin/sauvegardes lists the archive (French date and size), makes one on request and
 * downloads it byte for byte, for the administrateur only; `npm run restore` fills an empty
 * DATA_DIR, refuses the folder of a running server and a non-empty one, and a server started on
 * the restored folder shows a message sent before the backup.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFileSize } from "../../app/lib/file-size";
import { formatDateTime } from "../../app/lib/format";
import { readManifest } from "../../app/server/backup/archive-files.server";
import { browserSessions, E2E_ADMIN_ENV, expectToast, postForm } from "../helpers/admin-browser";
import { describeE2E, expectNoAxeViolations, launchBrowser } from "../helpers/browser";
import { repoRoot, startServer, type RunningServer } from "../helpers/server";

const SUBJECT_BEFORE = "Message écrit avant la sauvegarde";
const ARCHIVE = /^sauvegarde-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;

let server: RunningServer;
const servers: RunningServer[] = [];
const folders: string[] = [];

beforeAll(async () => {
  server = await startServer({
    env: { ...E2E_ADMIN_ENV, SEED_IMAGES: "false", TRUST_PROXY: "1" },
  });
  servers.push(server);
});

afterAll(async () => {
  for (const running of servers) await running.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node --import tsx scripts/<name>.ts …` from the project's root, like `npm run <name>`. */
function runScript(
  name: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): { done: Promise<ScriptResult> } {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.BACKUP_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
  const done = new Promise<ScriptResult>((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
  return { done };
}

function archivesIn(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, "backups"))
      .filter((name) => ARCHIVE.test(name))
      .sort();
  } catch {
    return [];
  }
}

let sent = 0;
/** A contact message over HTTP, from its own address (the hourly limit is per address). */
async function sendContact(subject: string): Promise<number> {
  sent += 1;
  const { response } = await postForm(
    server.url,
    "/contact",
    {
      intent: "contact",
      name: "Fatou Ndiaye",
      email: `fatou${sent}@example.org`,
      subject,
      message: "Bonjour, je voudrais des nouvelles de la fondation.",
    },
    { ip: `10.20.${(sent >> 8) & 255}.${sent & 255}` },
  );
  return response.status;
}

let archive: string;

describe("npm run backup pendant que le serveur tourne", () => {
  it("passe par le serveur (canal de contrôle), écrit l'archive et le site continue de répondre", async () => {
    expect(await sendContact(SUBJECT_BEFORE)).toBe(200);
    const socket = statSync(path.join(server.dataDir, "control.sock"));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(archivesIn(server.dataDir)).toEqual([]);

    const backup = runScript("backup", [], { DATA_DIR: server.dataDir });
    let finished = false;
    void backup.done.then(() => (finished = true));
    // Three visitors at a time, until the command has finished.
    const during: number[] = [];
    do {
      const batch = Array.from({ length: 3 }, () => sendContact(`Pendant la sauvegarde`));
      during.push(...(await Promise.all(batch)));
    } while (!finished);
    const result = await backup.done;
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(during.filter((status) => status !== 200)).toEqual([]);

    const [name] = archivesIn(server.dataDir);
    expect(name).toMatch(ARCHIVE);
    archive = path.join(server.dataDir, "backups", name!);
    expect(result.stdout).toContain(`Sauvegarde écrite par le serveur en marche : ${archive} (`);
    const manifest = await readManifest(archive);
    expect(manifest).toMatchObject({ reason: "commande", database: { kind: "embedded-postgres" } });
    expect(manifest.counts.contact_messages).toBeGreaterThan(0);
    // The server still holds its folder: the command never opened it.
    const lock = JSON.parse(readFileSync(path.join(server.dataDir, "server.lock"), "utf8"));
    expect(lock.role).toBe("serveur");
  }, 180_000);
});

describeE2E("/admin/sauvegardes dans Chromium", () => {
  let browser: Browser;
  const sessions = browserSessions(() => ({ browser, baseUrl: server.url }));

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await sessions.close();
    await browser?.close();
  });

  it("liste l'archive avec sa date et sa taille en français, en sauvegarde une autre et la télécharge à l'identique", async () => {
    expect(archive, "l'archive du test précédent").toBeDefined();
    const { page } = await sessions.signIn("/admin/sauvegardes");
    await page.getByRole("heading", { level: 1, name: "Sauvegardes" }).waitFor();
    const main = page.getByRole("main");
    const name = path.basename(archive);
    const row = main.getByRole("row").filter({ hasText: name });
    const manifest = await readManifest(archive);
    const cells = await row.getByRole("cell").allInnerTexts();
    const header = await row.getByRole("rowheader").innerText();
    expect(header).toBe(formatDateTime(new Date(manifest.createdAt)));
    expect(header).toMatch(/^\d{1,2} [a-zéû]+ \d{4} à \d{2} h \d{2}$/);
    expect(cells).toContain("Commande");
    expect(cells).toContain(formatFileSize(statSync(archive).size));
    await expectNoAxeViolations(page);

    await main.getByRole("button", { name: "Sauvegarder maintenant" }).click();
    await expectToast(page, "Sauvegarde effectuée");
    await main.getByRole("row").filter({ hasText: "Manuelle" }).waitFor({ timeout: 15_000 });
    const names = archivesIn(server.dataDir);
    expect(names).toHaveLength(2);
    const made = names.find((candidate) => candidate !== name)!;
    await main.getByRole("row").filter({ hasText: made }).waitFor();
    expect(await main.getByRole("row").count()).toBe(3);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      row.getByRole("link", { name: /^Télécharger/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    const saved = await download.path();
    expect(Buffer.compare(readFileSync(saved), readFileSync(archive))).toBe(0);

    await page.goto(`${server.url}/admin/journal`);
    const journal = page.getByRole("main");
    await journal.getByText("Sauvegarde téléchargée").first().waitFor({ timeout: 10_000 });
    await journal.getByText("Sauvegarde effectuée").first().waitFor();
    expect(await journal.innerText()).toContain(name);
  }, 120_000);

  it("un nom inconnu au téléchargement répond 404, sans jamais lire un chemin", async () => {
    const { page } = await sessions.signIn("/admin/sauvegardes");
    for (const bad of ["sauvegarde-20000101-000000.tar.gz", "..%2Fserver.lock"]) {
      const response = await page.request.get(`${server.url}/admin/sauvegardes/telecharger/${bad}`);
      expect(response.status(), bad).toBe(404);
      expect(await response.text()).toBe("Cette sauvegarde n'existe pas (ou plus).");
    }
  });

  it("un éditeur n'ouvre ni la liste, ni un téléchargement, ni « Sauvegarder maintenant »", async () => {
    const { page } = await sessions.signIn("/admin/utilisateurs");
    const main = page.getByRole("main");
    await main.getByLabel("Nom complet").fill("Coumba Ndiaye");
    await main.getByLabel("Courriel", { exact: true }).fill("coumba@fondation.example");
    await main.getByLabel("Rôle", { exact: true }).selectOption({ label: "Éditeur" });
    await main
      .getByLabel("Mot de passe temporaire", { exact: true })
      .fill("mot de passe temporaire");
    await main.getByRole("button", { name: "Ajouter l'utilisateur" }).click();
    await expectToast(page, "Utilisateur ajouté");

    const { response: login } = await postForm(
      server.url,
      "/connexion",
      {
        email: "coumba@fondation.example",
        password: "mot de passe temporaire",
        redirectTo: "/admin",
      },
      { ip: "10.30.0.1" },
    );
    const cookie = login.headers.get("set-cookie")?.split(";")[0];
    expect(cookie, `connexion : ${login.status}`).toBeTruthy();
    const headers = { cookie: cookie!, Origin: server.url };

    const before = archivesIn(server.dataDir);
    const list = await fetch(`${server.url}/admin/sauvegardes`, { headers, redirect: "manual" });
    expect(list.status).toBe(403);
    expect(await list.text()).not.toContain(before[0]!);
    const file = await fetch(
      `${server.url}/admin/sauvegardes/telecharger/${encodeURIComponent(before[0]!)}`,
      { headers, redirect: "manual" },
    );
    expect(file.status).toBe(403);
    expect(await file.text()).toBe("Accès refusé : votre rôle ne permet pas d'ouvrir cette page.");
    const { response: post } = await postForm(
      server.url,
      "/admin/sauvegardes",
      { intent: "backup" },
      { cookie: cookie! },
    );
    expect(post.status).toBe(403);
    expect(archivesIn(server.dataDir)).toEqual(before);
  });

  describe("npm run restore", () => {
    let restored: string;

    it("remplit un DATA_DIR vide", async () => {
      expect(archive, "l'archive du premier test").toBeDefined();
      restored = mkdtempSync(path.join(os.tmpdir(), "fondation-restauree-"));
      folders.push(restored);
      const result = await runScript("restore", [archive], { DATA_DIR: restored }).done;
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.stdout).toContain(`restaurée dans ${restored}`);
      expect(readdirSync(restored).sort()).toEqual(expect.arrayContaining(["pg", "uploads"]));
      // The restore held the folder only while it worked.
      expect(readdirSync(restored)).not.toContain("server.lock");
    }, 180_000);

    it("refuse le dossier d'un serveur en marche, sans rien y toucher", async () => {
      const holder = JSON.parse(readFileSync(path.join(server.dataDir, "server.lock"), "utf8"));
      const result = await runScript("restore", [archive, "--force"], {
        DATA_DIR: server.dataDir,
      }).done;
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(
        `Restauration impossible : Le dossier de données ${server.dataDir} est déjà utilisé par un serveur du site (processus ${holder.pid}, `,
      );
      const response = await fetch(`${server.url}/`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }, 180_000);

    it("refuse un dossier qui n'est pas vide sans --force", async () => {
      writeFileSync(path.join(restored, "uploads", "temoin.txt"), "à garder");
      const result = await runScript("restore", [archive], { DATA_DIR: restored }).done;
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain("Restauration impossible : La destination n'est pas vide");
      expect(result.stderr).toContain(
        "Relancez avec --force pour tout remplacer par la sauvegarde.",
      );
      expect(readFileSync(path.join(restored, "uploads", "temoin.txt"), "utf8")).toBe("à garder");
      rmSync(path.join(restored, "uploads", "temoin.txt"));
    }, 180_000);

    it("un serveur démarré sur le dossier restauré montre le message écrit avant la sauvegarde", async () => {
      const copy = await startServer({
        env: { ...E2E_ADMIN_ENV, SEED_IMAGES: "false", DATA_DIR: restored },
      });
      // Stopped at the end of this test, so that a retry can open the folder again.
      try {
        const { page } = await sessions.signIn("/admin/messages", { baseUrl: copy.url });
        const main = page.getByRole("main");
        // Newest first, and the messages sent while the backup ran may fill several pages: the
        // one sent before it is on a later page. Walk them (a page past the end gives the last).
        let found = false;
        for (let n = 1; n <= 30 && !found; n++) {
          await page.goto(`${copy.url}/admin/messages?page=${n}`);
          found = (await main.innerText()).includes(SUBJECT_BEFORE);
        }
        expect(found, `« ${SUBJECT_BEFORE} » dans /admin/messages du site restauré`).toBe(true);
      } finally {
        await copy.stop();
      }
    }, 240_000);
  });
});
