/**
 * `npm run backup` / `npm run restore` on PostgreSQL (decision 0017), when TEST_DATABASE_URL is
 * set: a server migrates and seeds a throw-away database and records a contact message; the
 * command dumps that database beside the running server (pg_dump, no lock); the archive restored
 * into another empty database holds the message; a non-empty database is refused without --force.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../helpers/admin-browser";
import { repoRoot, startServer, type RunningServer } from "../helpers/server";
import { adminQuery, databaseUrlOn } from "../helpers/test-database-server";

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const SUBJECT = "Message à retrouver dans PostgreSQL";

const admin = <T>(run: (client: import("pg").Client) => Promise<T>, url = serverUrl!) =>
  adminQuery(url, run);
const databaseUrl = (name: string) => databaseUrlOn(serverUrl!, name);

function runScript(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, BACKUP_DIR: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe.runIf(serverUrl)("sauvegarde et restauration sur PostgreSQL", () => {
  const suffix = `${Math.floor(Date.now() / 1000)}_${process.pid}_${randomBytes(3).toString("hex")}`;
  const source = `vitest_${suffix}_source`;
  const target = `vitest_${suffix}_cible`;
  const folders: string[] = [];
  let server: RunningServer;
  let archive: string;

  beforeAll(async () => {
    await admin(async (client) => {
      await client.query(`CREATE DATABASE "${source}"`);
      await client.query(`CREATE DATABASE "${target}"`);
    });
    server = await startServer({
      env: { DATABASE_URL: databaseUrl(source), SEED_IMAGES: "false" },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await admin(async (client) => {
      for (const name of [source, target])
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("npm run backup sauvegarde la base pendant que le serveur tourne", async () => {
    const { response } = await postForm(server.url, "/contact", {
      intent: "contact",
      name: "Fatou Ndiaye",
      email: "fatou@example.org",
      subject: SUBJECT,
      message: "Bonjour.",
    });
    expect(response.status).toBe(200);

    const backupDir = mkdtempSync(path.join(os.tmpdir(), "fondation-sauvegardes-pg-"));
    folders.push(backupDir);
    const result = await runScript("backup", [], {
      DATABASE_URL: databaseUrl(source),
      DATA_DIR: server.dataDir,
      BACKUP_DIR: backupDir,
    });
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    const match = /Sauvegarde écrite : (\S+\.tar\.gz) \(/.exec(result.stdout);
    expect(match, result.stdout).not.toBeNull();
    archive = match![1]!;
    expect(path.dirname(archive)).toBe(backupDir);
  }, 180_000);

  it("npm run restore remplit une base vide, et refuse ensuite une base qui n'est pas vide", async () => {
    expect(archive, "l'archive du test précédent").toBeDefined();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "fondation-restauree-pg-"));
    folders.push(dataDir);
    const env = { DATABASE_URL: databaseUrl(target), DATA_DIR: dataDir };
    const result = await runScript("restore", [archive], env);
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain("restaurée dans la base PostgreSQL");

    const rows = await admin(
      (client) =>
        client.query<{ subject: string }>(
          "select subject from contact_messages where subject = $1",
          [SUBJECT],
        ),
      databaseUrl(target),
    );
    expect(rows.rows).toEqual([{ subject: SUBJECT }]);

    const again = await runScript("restore", [archive], env);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain("La destination n'est pas vide : la base PostgreSQL contient");
  }, 180_000);
});
