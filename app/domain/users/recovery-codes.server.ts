/**
 * Recovery codes of two-step sign-in: 10 random single-use codes ("k7m2p-q9x4r", 50 bits each),
 * shown once; the table keeps only their SHA-256. Using one marks it, atomically.
 */
import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { recoveryCodes } from "#db/schema";
import type { Db } from "~/server/db.server";

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are copied by hand from paper.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Lower-case, without spaces nor dashes: "K7M2P Q9X4R" and "k7m2p-q9x4r" are the same code. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]+/g, "");
}

function hashCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

function newCode(): string {
  let raw = "";
  for (let i = 0; i < 10; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Replaces the account's codes with 10 new ones and returns them in clear (to show once). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Marks the code used if it is one of the account's unused codes; false otherwise. */
export async function redeemRecoveryCode(db: Db, userId: number, input: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(input);
  if (!/^[a-z0-9]{10}$/.test(normalized)) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.total ?? 0;
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
