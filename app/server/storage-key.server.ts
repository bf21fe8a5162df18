/**
 * What a storage key may be, for every kind of storage (storage.server.ts), and the content type
 * a key's extension gives.
 */
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
 * storage folder nor reach the folders the local storage keeps for itself (".types", ".tmp").
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new StorageKeyError(key);
}

export const EXTENSION_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};
