/**
 * File storage behind one small interface, so uploads can move from a local folder to an
 * S3-compatible bucket (several app servers) without touching the callers. Keys look like
 * relative paths ("images/3f9a…/960.webp") and are validated before any file access.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "~/server/data-dir.server";

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
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Clé de stockage invalide : ${JSON.stringify(key)}`);
    this.name = "StorageKeyError";
  }
}

const SEGMENT = /^[a-z0-9_-][a-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * Lower-case letters, digits, ".", "_", "-" and "/" between non-empty segments. No segment may
 * start with "." (which rules out "..", "." and hidden files), so a key can never leave the
 * storage folder nor reach the folders this module keeps for itself (".types", ".tmp").
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new StorageKeyError(key);
}

const EXTENSION_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};

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
  };
}

/**
 * The application's storage: the `uploads` folder of DATA_DIR. DATA_DIR is read on every call
 * (not at import) because tests point it at a fresh folder.
 */
export function getStorage(): Storage {
  return localFolderStorage(path.join(dataDir(), "uploads"));
}
