/**
 * TOTP codes (RFC 6238) as every authenticator app reads them: SHA-1, 6 digits, 30-second steps,
 * one step of clock drift accepted either way. A code is accepted once: the account keeps the
 * step of its last accepted code and nothing at or before it passes again.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { users } from "#db/schema";
import type { Db } from "~/server/db.server";
import { openSecret, sealSecret } from "~/server/secret-box.server";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** Sealed secrets name their account: a secret copied onto another account does not open. */
export const sealTotpSecret = (userId: number, secret: string) =>
  sealSecret(secret, `users.totp.${userId}`);
export const openTotpSecret = (userId: number, sealed: string) =>
  openSecret(sealed, `users.totp.${userId}`);

export function newTotpSecret(): string {
  // 20 bytes (160 bits), the length RFC 4226 recommends for HMAC-SHA-1.
  return generateSecret({ length: 20 });
}

/** "123 456" and "123456" are the same code; anything else is not a TOTP code. */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The step the code belongs to (now or one step away), or null. */
export async function matchTotp(
  secret: string,
  code: string,
  options: { now?: () => number; afterStep?: number | null } = {},
): Promise<number | null> {
  const token = normalizeTotpCode(code);
  if (!token) return null;
  const epoch = Math.floor((options.now?.() ?? Date.now()) / 1000);
  try {
    const result = await verify({
      secret,
      token,
      epoch,
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      algorithm: "sha1",
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(options.afterStep != null ? { afterTimeStep: options.afterStep } : {}),
    });
    return result.valid ? Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta : null;
  } catch {
    return null;
  }
}

/**
 * Checks a code against the account's confirmed secret and consumes its step, atomically: of two
 * requests carrying the same code, one passes.
 */
export async function consumeTotp(
  db: Db,
  userId: number,
  code: string,
  options: { now?: () => number } = {},
): Promise<boolean> {
  const [row] = await db
    .select({ sealed: users.totpSecret, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.sealed) return false;
  const step = await matchTotp(openTotpSecret(userId, row.sealed), code, {
    now: options.now,
    afterStep: row.lastStep,
  });
  if (step == null) return false;
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The otpauth:// address and its QR code (SVG markup, drawn on the server). */
export async function totpQrCode(
  secret: string,
  account: { issuer: string; label: string },
): Promise<{ uri: string; svg: string }> {
  const uri = generateURI({
    issuer: account.issuer,
    label: account.label,
    secret,
    algorithm: "sha1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { uri, svg };
}

/** The secret in groups of four, as typed by hand in an authenticator app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
