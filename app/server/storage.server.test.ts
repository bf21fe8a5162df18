import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withTempDataDir, type TempDataDir } from "../../tests/helpers/db";
import { startS3Bucket, type S3Bucket } from "../../tests/helpers/s3";
import { getStorage, isValidKey, StorageKeyError } from "./storage.server";

// The same behaviour from the local folder and from an S3-compatible bucket (s3rver on loopback).
let bucket: S3Bucket;
beforeAll(async () => {
  bucket = await startS3Bucket();
});
afterAll(async () => {
  await bucket.close();
});

let dataDir: TempDataDir;
beforeEach(() => {
  dataDir = withTempDataDir();
});
afterEach(async () => {
  await dataDir.cleanup();
});

describe("clés de stockage", () => {
  it("accepte les chemins relatifs simples", () => {
    for (const key of [
      "images/3f9a0c1b2d4e5f60/960.webp",
      "a",
      "recus/2026/recu-0001.pdf",
      "a_b-c.d",
    ]) {
      expect(isValidKey(key)).toBe(true);
    }
  });

  it("refuse tout ce qui pourrait sortir du dossier ou viser un fichier caché", () => {
    for (const key of [
      "",
      "../secret",
      "images/../../etc/passwd",
      "/etc/passwd",
      "images//960.webp",
      "images/",
      ".types/images/x",
      "images/.hidden",
      "Images/A.webp",
      "images\\960.webp",
      "images/é.webp",
      "a".repeat(513),
    ]) {
      expect(isValidKey(key), key).toBe(false);
    }
  });
});

const kinds = [
  { kind: "dossier local", setUp: () => undefined },
  { kind: "compartiment S3", setUp: () => bucket.use() },
];

describe.each(kinds)("stockage ($kind)", ({ kind, setUp }) => {
  beforeEach(() => {
    setUp();
    if (kind === "dossier local") expect(process.env.S3_BUCKET ?? "").toBe("");
  });
  afterEach(async () => {
    const storage = getStorage();
    for await (const key of storage.list()) await storage.delete(key);
    for (const name of Object.keys(bucket.env)) delete process.env[name];
  });

  it("enregistre, relit et supprime un fichier avec son type", async () => {
    const storage = getStorage();
    await storage.put("docs/recu.pdf", new Uint8Array([1, 2, 3, 4]), "application/pdf");
    const file = await storage.get("docs/recu.pdf");
    expect(file?.contentType).toBe("application/pdf");
    expect([...file!.data]).toEqual([1, 2, 3, 4]);

    await storage.delete("docs/recu.pdf");
    expect(await storage.get("docs/recu.pdf")).toBeNull();
    await storage.delete("docs/recu.pdf");
  });

  it("remplace un fichier réécrit sous la même clé", async () => {
    const storage = getStorage();
    await storage.put("a/b.txt", new Uint8Array([1]), "text/plain");
    await storage.put("a/b.txt", new Uint8Array([2, 3]), "text/plain");
    expect([...(await storage.get("a/b.txt"))!.data]).toEqual([2, 3]);
  });

  it("répond null pour une clé inconnue, un dossier ou une clé invalide", async () => {
    const storage = getStorage();
    await storage.put("images/abc/480.webp", new Uint8Array([0]), "image/webp");
    expect(await storage.get("images/inconnue/480.webp")).toBeNull();
    expect(await storage.get("images/abc")).toBeNull();
    expect(await storage.get("images/abc/480.webp/plus")).toBeNull();
    expect(await storage.get("../db")).toBeNull();
  });

  it("refuse d'écrire ou de supprimer sous une clé invalide", async () => {
    const storage = getStorage();
    await expect(
      storage.put("../evasion.txt", new Uint8Array([0]), "text/plain"),
    ).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.delete("a/../b")).rejects.toBeInstanceOf(StorageKeyError);
    expect(existsSync(path.join(dataDir.dir, "evasion.txt"))).toBe(false);
  });

  it("garde un type que l'extension ne donne pas", async () => {
    const storage = getStorage();
    await storage.put("exports/dons.csv", new Uint8Array([59]), "text/csv; charset=utf-8");
    await storage.put("images/a/480.webp", new Uint8Array([0]), "image/webp");
    await storage.put("sans-extension", new Uint8Array([0]), "application/json");
    expect((await storage.get("exports/dons.csv"))?.contentType).toBe("text/csv; charset=utf-8");
    expect((await storage.get("images/a/480.webp"))?.contentType).toBe("image/webp");
    expect((await storage.get("sans-extension"))?.contentType).toBe("application/json");
    // The type is kept without a side folder of type files in the data folder.
    expect(existsSync(path.join(dataDir.dir, "uploads", ".types", "images"))).toBe(false);
  });

  it("liste chaque clé enregistrée, et rien d'autre", async () => {
    const storage = getStorage();
    const keys = ["images/a/480.webp", "images/a/960.webp", "exports/dons.csv", "seul"];
    for (const key of keys) await storage.put(key, new Uint8Array([1]), "text/csv");
    await storage.delete("images/a/960.webp");
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual(["exports/dons.csv", "images/a/480.webp", "seul"]);
  });
});

describe("stockage S3", () => {
  it("écrit dans le compartiment, pas dans le dossier de données", async () => {
    bucket.use();
    try {
      await getStorage().put("images/x/480.webp", new Uint8Array([5]), "image/webp");
      expect(existsSync(path.join(dataDir.dir, "uploads"))).toBe(false);
      const response = await fetch(`${bucket.endpoint}/${bucket.bucket}/images/x/480.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      await getStorage().delete("images/x/480.webp");
    } finally {
      for (const name of Object.keys(bucket.env)) delete process.env[name];
    }
  });
});

// What only the local folder shows (the shared behaviour is checked above, for both kinds).
describe("stockage local", () => {
  it("écrit le fichier sous uploads/ du dossier de données", async () => {
    await getStorage().put("docs/recu.pdf", new Uint8Array([1, 2, 3, 4]), "application/pdf");
    expect(existsSync(path.join(dataDir.dir, "uploads", "docs", "recu.pdf"))).toBe(true);
  });

  it("lit DATA_DIR à chaque appel", async () => {
    await getStorage().put("a.txt", new Uint8Array([7]), "text/plain");
    const other = withTempDataDir();
    try {
      expect(await getStorage().get("a.txt")).toBeNull();
    } finally {
      await other.cleanup();
    }
    expect(await getStorage().get("a.txt")).not.toBeNull();
  });
});
