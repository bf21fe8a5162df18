/**
 * File storage behind one small interface: a local folder (the default, one server) or an
 * S3-compatible bucket (several app servers share it; s3-storage.server.ts), without touching the
 * callers. Keys look like relative paths ("images/3f9a…/960.webp") and are validated before any
 * file access.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "~/server/data-dir.server";
import { s3ConfigFromEnv, s3Storage } from "~/server/s3-storage.server";
import { assertKey, EXTENSION_TYPES, isValidKey } from "~/server/storage-key.server";

export { isValidKey, StorageKeyError } from "~/server/storage-key.server";

export interface StoredFile {
  data: Uint8Array;
  contentType: string;
}

export interface Storage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (backups copy them all), in no particular order. */
  list(): AsyncIterable<string>;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  // EISDIR/ENOTDIR: the key names a folder, or passes through a file; either way nothing is stored.
  return code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR" || code === "ENAMETOOLONG";
}

/**
 * Files under `root`. A local file system has no per-file metadata, so the content type comes
 * from the extension, or from a small side file under `root/.types` when the extension does not
 * give it.
 */
export function localFolderStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  const typeOf = (key: string) => path.join(root, ".types", ...key.split("/"));

  /** Write to a temporary name, then rename: a reader never sees half a file. */
  async function writeAtomic(file: string, data: Uint8Array | string): Promise<void> {
    const tmpDir = path.join(root, ".tmp");
    await Promise.all([
      mkdir(path.dirname(file), { recursive: true }),
      mkdir(tmpDir, { recursive: true }),
    ]);
    const tmp = path.join(tmpDir, randomBytes(8).toString("hex"));
    try {
      await writeFile(tmp, data);
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    async put(key, data, contentType) {
      assertKey(key);
      // The side file is only needed when the extension does not already say the type.
      if (EXTENSION_TYPES[path.extname(key)] === contentType)
        await rm(typeOf(key), { force: true });
      else await writeAtomic(typeOf(key), contentType);
      await writeAtomic(fileOf(key), data);
    },

    async get(key) {
      if (!isValidKey(key)) return null;
      const [data, storedType] = await Promise.all([
        readFile(fileOf(key)).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        }),
        readFile(typeOf(key), "utf8").catch(() => null),
      ]);
      if (!data) return null;
      const contentType =
        storedType?.trim() || EXTENSION_TYPES[path.extname(key)] || "application/octet-stream";
      return { data, contentType };
    },

    async delete(key) {
      assertKey(key);
      await Promise.all([rm(fileOf(key), { force: true }), rm(typeOf(key), { force: true })]);
    },

    async *list() {
      // Only valid keys: that leaves out the folders kept for this module (".types", ".tmp").
      yield* walk(root, "");
    },
  };
}

async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!isValidKey(key)) continue;
    if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * The application's storage: the S3 bucket when S3_BUCKET is set, else the `uploads` folder of
 * DATA_DIR. The environment is read on every call (not at import) because tests point it at a
 * fresh folder or bucket.
 */
export function getStorage(): Storage {
  const s3 = s3ConfigFromEnv();
  return s3 ? s3Storage(s3) : localFolderStorage(path.join(dataDir(), "uploads"));
}
