import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import sharp from "sharp";
import { count, eq } from "drizzle-orm";
import { media } from "#db/schema";
import {
  createTestDatabase,
  withTempDataDir,
  type TempDataDir,
  type TestDatabase,
} from "../../tests/helpers/db";
import {
  deleteImage,
  ImageError,
  IMAGE_INVALID_TYPE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  saveImage,
} from "./images.server";
import { getStorage } from "./storage.server";

let database: TestDatabase;
let dataDir: TempDataDir;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  await dataDir?.cleanup();
  dataDir = withTempDataDir();
});
afterAll(async () => {
  await dataDir?.cleanup();
});

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1f6b4f" } })
    .png()
    .toBuffer();
}

async function mediaCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(media);
  return row.n;
}

function uploadedFiles(): string[] {
  const root = path.join(dataDir.dir, "uploads", "images");
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("saveImage aurait dû refuser le fichier");
}

describe("saveImage", () => {
  it("accepte un vrai PNG : trois tailles WebP et une ligne media", async () => {
    const data = await png(2000, 1000);
    const saved = await saveImage(database.db, {
      data,
      originalName: "affiche.png",
      alt: "Affiche du Gamou",
    });

    expect(saved.url).toMatch(/^\/media\/images\/[0-9a-f]{16}$/);
    expect(saved).toMatchObject({ width: 2000, height: 1000 });

    const id = saved.url.split("/").pop()!;
    for (const [width, expected] of [
      [480, 240],
      [960, 480],
      [1600, 800],
    ]) {
      const file = await getStorage().get(`images/${id}/${width}.webp`);
      expect(file?.contentType).toBe("image/webp");
      const meta = await sharp(file!.data).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([width, expected]);
    }

    const [row] = await database.db.select().from(media).where(eq(media.id, saved.mediaId));
    expect(row).toMatchObject({
      key: `images/${id}`,
      originalName: "affiche.png",
      mimeType: "image/png",
      size: data.byteLength,
      width: 2000,
      height: 1000,
      alt: "Affiche du Gamou",
    });
  });

  it("n'agrandit pas une petite image, mais écrit quand même les trois fichiers", async () => {
    const saved = await saveImage(database.db, {
      data: await png(300, 200),
      originalName: "petit.png",
    });
    const id = saved.url.split("/").pop()!;
    for (const width of [480, 960, 1600]) {
      const file = await getStorage().get(`images/${id}/${width}.webp`);
      expect((await sharp(file!.data).metadata()).width).toBe(300);
    }
  });

  it("redresse une photo selon son orientation EXIF", async () => {
    // Stored 400x200 with orientation 6 (turn 90°): displayed 200 wide, 400 high.
    const data = await sharp({
      create: { width: 400, height: 200, channels: 3, background: "#0b2545" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const saved = await saveImage(database.db, { data, originalName: "photo.jpg" });
    expect(saved).toMatchObject({ width: 200, height: 400 });
    const id = saved.url.split("/").pop()!;
    const meta = await sharp((await getStorage().get(`images/${id}/480.webp`))!.data).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    const [row] = await database.db.select().from(media);
    expect(row.mimeType).toBe("image/jpeg");
  });

  it("refuse un fichier de plus de 5 Mo, sans rien écrire", async () => {
    const data = new Uint8Array(MAX_IMAGE_BYTES + 1);
    const error = await rejection(saveImage(database.db, { data, originalName: "enorme.png" }));
    expect(error).toBeInstanceOf(ImageError);
    expect((error as Error).message).toBe("Le fichier est trop volumineux. Maximum 5MB autorisé.");
    expect((error as Error).message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(await mediaCount()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
  });

  it("refuse un fichier texte renommé en .png, sans rien écrire", async () => {
    const data = new TextEncoder().encode("Ceci n'est pas une image, seulement du texte.");
    const error = await rejection(saveImage(database.db, { data, originalName: "faux.png" }));
    expect(error).toBeInstanceOf(ImageError);
    expect((error as Error).message).toBe(
      "Type de fichier non valide. Seuls JPG, JPEG, PNG, GIF et WebP sont acceptés.",
    );
    expect(await mediaCount()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
  });

  it("refuse une image d'un autre format (SVG) et une image tronquée", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    );
    const truncated = (await png(800, 600)).subarray(0, 200);
    for (const data of [svg, truncated]) {
      const error = await rejection(saveImage(database.db, { data, originalName: "image.png" }));
      expect((error as Error).message).toBe(IMAGE_INVALID_TYPE_MESSAGE);
    }
    expect(await mediaCount()).toBe(0);
    expect(uploadedFiles()).toEqual([]);
  });
});

describe("deleteImage", () => {
  it("supprime les fichiers et la ligne media, et ignore les autres adresses", async () => {
    const saved = await saveImage(database.db, {
      data: await png(100, 100),
      originalName: "a.png",
    });
    await deleteImage(database.db, "/placeholder.svg");
    await deleteImage(database.db, "https://example.org/photo.jpg");
    expect(await mediaCount()).toBe(1);

    await deleteImage(database.db, saved.url);
    expect(await mediaCount()).toBe(0);
    expect(await getStorage().get(`${saved.url.slice("/media/".length)}/480.webp`)).toBeNull();
  });
});
