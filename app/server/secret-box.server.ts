/**
 * Secrets stored in the database (the API keys of /admin/settings) are sealed with AES-256-GCM:
 * a copy of the database or of a backup does not give the keys away, and a changed value
 * (tampering) or the wrong encryption key is detected instead of decrypting to garbage.
 * See docs/decisions/0011-api-keys-encrypted.md.
 *
 * The 256-bit key is derived (HKDF-SHA-256) from SETTINGS_ENCRYPTION_KEY, or, when that is not
 * set, from a random secret the server creates once in DATA_DIR/settings-encryption.key
 * (readable by the server's user only), so the site keeps working with no configuration.
 *
 * Sealed form: "v1." + base64url(12-byte IV ‖ 16-byte tag ‖ ciphertext). The `context` (e.g.
 * "api.maps") is authenticated too: a value copied into another field does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir } from "./data-dir.server";
import { logger } from "./logger.server";

const VERSION = "v1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = "settings-encryption.key";

/** A sealed value that cannot be opened: altered, sealed with another key, or not sealed at all. */
export class SecretBoxError extends Error {
  constructor() {
    super("Valeur chiffrée illisible (modifiée, ou chiffrée avec une autre clé).");
    this.name = "SecretBoxError";
  }
}

/** The AES-256 key from a secret of any length (a passphrase or random bytes). */
export function deriveKey(secret: string): Buffer {
  return Buffer.from(
    hkdfSync("sha256", secret, "fondation/settings", "api-keys aes-256-gcm v1", 32),
  );
}

/** The secret of DATA_DIR's key file, created on first use (by path: tests change DATA_DIR). */
const fileSecrets = new Map<string, string>();
function fileSecret(): string {
  const file = path.join(dataDir(), KEY_FILE);
  const known = fileSecrets.get(file);
  if (known) return known;
  let secret: string;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": two processes starting together never overwrite each other's key.
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
      logger.warn("SETTINGS_ENCRYPTION_KEY absente : clé de chiffrement créée", { file });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== "EEXIST") throw raced;
    }
    secret = readFileSync(file, "utf8").trim();
  }
  fileSecrets.set(file, secret);
  return secret;
}

let warnedShort = false;

/** The key in use: SETTINGS_ENCRYPTION_KEY, else DATA_DIR's key file. */
export function settingsEncryptionKey(): Buffer {
  const configured = process.env.SETTINGS_ENCRYPTION_KEY?.trim();
  if (!configured) return deriveKey(fileSecret());
  if (configured.length < 32 && !warnedShort) {
    warnedShort = true;
    logger.warn("SETTINGS_ENCRYPTION_KEY est courte : utilisez 32 caractères aléatoires ou plus");
  }
  return deriveKey(configured);
}

export function sealSecret(plain: string, context: string, key = settingsEncryptionKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plain value, or SecretBoxError when it cannot be authenticated. */
export function openSecret(sealed: string, context: string, key = settingsEncryptionKey()): string {
  if (!sealed.startsWith(VERSION)) throw new SecretBoxError();
  const raw = Buffer.from(sealed.slice(VERSION.length), "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString("utf8");
  } catch {
    throw new SecretBoxError();
  }
}
