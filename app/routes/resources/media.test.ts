import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import {
  createTestDatabase,
  withTempDataDir,
  type TempDataDir,
  type TestDatabase,
} from "../../../tests/helpers/db";
import { startS3Bucket, type S3Bucket } from "../../../tests/helpers/s3";
import { saveImage } from "~/server/images.server";
import { getStorage } from "~/server/storage.server";
import { loader } from "./media";

let database: TestDatabase;
let dataDir: TempDataDir;
let bucket: S3Bucket;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = withTempDataDir();
  bucket = await startS3Bucket();
});
afterAll(async () => {
  await bucket.close();
  await database.close();
  await dataDir.cleanup();
});

function get(key: string) {
  return loader({
    request: new Request(`http://localhost/media/${key}`),
    params: { "*": key },
    context: {},
  } as never);
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    const response = (await promise) as Response;
    return response.status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

// The same answers whether the uploads are in the local folder or in an S3-compatible bucket.
describe.each([
  { storage: "dossier local", use: () => undefined },
  { storage: "compartiment S3", use: () => bucket.use() },
])("GET /media/* ($storage)", ({ use }) => {
  beforeAll(() => use());
  it("sert un fichier enregistré avec son type et un cache d'un an", async () => {
    const data = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: "#d4af37" },
    })
      .png()
      .toBuffer();
    const { url } = await saveImage(database.db, { data, originalName: "a.png" });
    const key = `${url.slice("/media/".length)}/480.webp`;

    const response = await get(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body).toEqual(new Uint8Array((await getStorage().get(key))!.data));
    expect((await sharp(body).metadata()).width).toBe(480);

    // The base URL stored in image columns answers with the default web size.
    const base = await get(url.slice("/media/".length));
    expect(base.status).toBe(200);
    expect((await sharp(new Uint8Array(await base.arrayBuffer())).metadata()).width).toBe(960);
  });

  it("répond 404 à une clé inconnue ou invalide, jamais 500", async () => {
    for (const key of [
      "images/0000000000000000/480.webp",
      "images/0000000000000000",
      "../db/PG_VERSION",
      "images/../../db",
      "/etc/passwd",
      ".types/images/x",
      "",
    ]) {
      expect(await status(get(key)), key).toBe(404);
    }
  });
});
