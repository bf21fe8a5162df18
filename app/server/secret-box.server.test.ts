import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withTempDataDir, type TempDataDir } from "../../tests/helpers/db";
import {
  deriveKey,
  KEY_FILE,
  openSecret,
  sealSecret,
  SecretBoxError,
  settingsEncryptionKey,
} from "./secret-box.server";

const key = deriveKey("une clé de chiffrement de test assez longue");
const SECRET = "sk_live_51HxYzAbCdEf";

describe("sealSecret / openSecret", () => {
  it("round-trips, never stores the plain value, and gives a new ciphertext each time", () => {
    const sealed = sealSecret(SECRET, "api.payment", key);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealSecret(SECRET, "api.payment", key)).not.toBe(sealed);
    expect(openSecret(sealed, "api.payment", key)).toBe(SECRET);
    expect(openSecret(sealSecret("é✓😀", "x", key), "x", key)).toBe("é✓😀");
  });

  it("refuses a tampered value", () => {
    const sealed = sealSecret(SECRET, "api.payment", key);
    const raw = Buffer.from(sealed.slice(3), "base64url");
    for (const index of [0, 14, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[index] ^= 1;
      expect(() => openSecret(`v1.${altered.toString("base64url")}`, "api.payment", key)).toThrow(
        SecretBoxError,
      );
    }
    expect(() => openSecret(sealed.slice(0, 20), "api.payment", key)).toThrow(SecretBoxError);
    expect(() => openSecret(SECRET, "api.payment", key)).toThrow(SecretBoxError);
  });

  it("refuses the wrong key and a value moved to another field", () => {
    const sealed = sealSecret(SECRET, "api.payment", key);
    expect(() => openSecret(sealed, "api.payment", deriveKey("une autre clé"))).toThrow(
      SecretBoxError,
    );
    expect(() => openSecret(sealed, "api.maps", key)).toThrow(SecretBoxError);
  });
});

describe("settingsEncryptionKey", () => {
  let dataDir: TempDataDir;
  const previous = process.env.SETTINGS_ENCRYPTION_KEY;
  beforeEach(() => {
    dataDir = withTempDataDir();
  });
  afterEach(async () => {
    if (previous === undefined) delete process.env.SETTINGS_ENCRYPTION_KEY;
    else process.env.SETTINGS_ENCRYPTION_KEY = previous;
    await dataDir.cleanup();
  });

  it("derives from SETTINGS_ENCRYPTION_KEY when set", () => {
    process.env.SETTINGS_ENCRYPTION_KEY = "une clé de chiffrement de test assez longue";
    expect(settingsEncryptionKey().equals(key)).toBe(true);
  });

  it("else creates a private key file in DATA_DIR once and keeps using it", () => {
    delete process.env.SETTINGS_ENCRYPTION_KEY;
    const first = settingsEncryptionKey();
    const file = path.join(dataDir.dir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(settingsEncryptionKey().equals(first)).toBe(true);
    expect(first.equals(key)).toBe(false);
  });
});
