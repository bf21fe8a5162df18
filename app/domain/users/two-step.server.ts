/**
 * Two-step sign-in of one's own account (Mon compte › Sécurité): start, confirm with a first
 * code (then 10 recovery codes are shown once), cancel, disable with a code or the password.
 * The secret is sealed (server/secret-box) and bound to its account. See decision 0018.
 */
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { getSettings, saveSettings } from "~/domain/settings/settings.server";
import { audit } from "~/server/audit.server";
import { verifyPassword } from "~/server/auth/password.server";
import type { Db } from "~/server/db.server";
import { hit, reset } from "~/server/rate-limit.server";
import { formatWait } from "~/lib/format";
import { notifyAccountChange } from "./account-emails";
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
} from "./recovery-codes.server";
import type { Role } from "~/domain/admin/roles";
import { PROOF_REQUIRED, PROOF_WRONG } from "./own-security-schema";
import { CODE_REQUIRED, CODE_WRONG } from "./schema";
import { mustSetUpTwoStep, TWO_STEP_ROLES } from "./two-step-policy";
import {
  consumeTotp,
  groupSecret,
  matchTotp,
  newTotpSecret,
  normalizeTotpCode,
  openTotpSecret,
  sealTotpSecret,
  totpQrCode,
} from "./totp.server";

export { CODE_REQUIRED, CODE_WRONG, PROOF_REQUIRED, PROOF_WRONG };
export const TWO_STEP_ALREADY_ON = "La validation en deux étapes est déjà activée.";
export const TWO_STEP_NOT_STARTED =
  "L'activation a expiré ou n'a pas commencé : recommencez avec « Activer la validation en deux étapes ».";
export const TWO_STEP_MANDATORY =
  "La validation en deux étapes est obligatoire pour votre rôle : elle ne peut pas être désactivée.";

/** Wrong codes (or passwords, to disable) per account and window; a success forgets them. */
export const TWO_STEP_CODE_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 };

export function tooManyCodesMessage(retryAfterMs: number): string {
  return `Trop de tentatives avec un code incorrect. Réessayez dans ${formatWait(retryAfterMs)}.`;
}

interface Clock {
  now?: () => number;
}

export interface Account {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export interface TwoStepStatus {
  enabled: boolean;
  /** Required for this account's role by Paramètres › Sécurité. */
  required: boolean;
  recoveryCodesLeft: number;
  /** While enrolling: the QR code (SVG markup) and the secret to type by hand. */
  enrolment: { qrSvg: string; secret: string } | null;
}

/** Whether the administrator requires two-step sign-in (Paramètres › Sécurité). */
export async function isTwoStepRequired(db: Db): Promise<boolean> {
  const { security } = await getSettings(db, ["security"]);
  return security.requireTwoStep;
}

/** Switches the requirement on or off, journaled. */
export async function setTwoStepRequired(db: Db, actorId: number, required: boolean) {
  await db.transaction(async (tx) => {
    const before = await isTwoStepRequired(tx);
    await saveSettings(tx, "security", { requireTwoStep: required });
    await audit(tx, {
      userId: actorId,
      action: "settings.update",
      entity: "settings",
      entityId: "security",
      details: { fields: before === required ? [] : ["requireTwoStep"], requireTwoStep: required },
    });
  });
}

/** When the account turned two-step sign-in on, and the secret still waiting to be confirmed. */
async function twoStepState(
  db: Db,
  userId: number,
): Promise<{ enabledAt: Date | null; pending: string | null } | undefined> {
  const [row] = await db
    .select({ enabledAt: users.totpEnabledAt, pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function twoStepStatus(db: Db, account: Account): Promise<TwoStepStatus> {
  const row = await twoStepState(db, account.id);
  const enabled = Boolean(row?.enabledAt);
  const required = (await isTwoStepRequired(db)) && TWO_STEP_ROLES.includes(account.role);
  let enrolment: TwoStepStatus["enrolment"] = null;
  if (!enabled && row?.pending) {
    const secret = openTotpSecret(account.id, row.pending);
    const { general } = await getSettings(db, ["general"]);
    const { svg } = await totpQrCode(secret, { issuer: general.shortName, label: account.email });
    enrolment = { qrSvg: svg, secret: groupSecret(secret) };
  }
  return {
    enabled,
    required,
    recoveryCodesLeft: enabled ? await unusedRecoveryCodes(db, account.id) : 0,
    enrolment,
  };
}

/** Whether the account has confirmed two-step sign-in (TOTP). */
export async function hasTwoStep(db: Db, userId: number): Promise<boolean> {
  return Boolean((await twoStepState(db, userId))?.enabledAt);
}

/** True when the account must set up two-step sign-in before opening the back-office. */
export async function needsTwoStepSetup(db: Db, account: Account): Promise<boolean> {
  return mustSetUpTwoStep(
    account.role,
    await isTwoStepRequired(db),
    await hasTwoStep(db, account.id),
  );
}

/** Creates the secret to scan (kept until confirmed or cancelled); nothing if already on. */
export async function startTwoStep(db: Db, userId: number): Promise<{ ok: boolean }> {
  const row = await twoStepState(db, userId);
  if (!row || row.enabledAt) return { ok: false };
  if (!row.pending) {
    await db
      .update(users)
      .set({ totpPendingSecret: sealTotpSecret(userId, newTotpSecret()) })
      .where(eq(users.id, userId));
  }
  return { ok: true };
}

export async function cancelTwoStep(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ totpPendingSecret: null }).where(eq(users.id, userId));
}

export type CodeResult<T> =
  ({ ok: true } & T) | { ok: false; status: 400 | 409 | 429; error: string };

const codesKey = (userId: number) => `two-step:user:${userId}`;

/**
 * Counts one code (or password) tried for the account: null while under the limit, else the
 * message to show. Shared by Mon compte and the sign-in's second step.
 */
export async function limitCodes(db: Db, userId: number, clock: Clock) {
  const limited = await hit(db, codesKey(userId), { ...TWO_STEP_CODE_LIMIT, now: clock.now });
  return limited.allowed ? null : tooManyCodesMessage(limited.retryAfterMs);
}

/** Forgets the account's wrong codes, after a right one. */
export async function forgetCodes(db: Db, userId: number): Promise<void> {
  await reset(db, codesKey(userId));
}

/**
 * Confirms the enrolment with a first code from the app: the secret becomes the account's, and
 * 10 recovery codes are returned, in clear, for this one answer only.
 */
export async function confirmTwoStep(
  db: Db,
  account: Account,
  code: string,
  clock: Clock = {},
): Promise<CodeResult<{ recoveryCodes: string[] }>> {
  if (!normalizeTotpCode(code)) return { ok: false, status: 400, error: CODE_REQUIRED };
  const row = await twoStepState(db, account.id);
  if (row?.enabledAt) return { ok: false, status: 409, error: TWO_STEP_ALREADY_ON };
  if (!row?.pending) return { ok: false, status: 409, error: TWO_STEP_NOT_STARTED };
  const tooMany = await limitCodes(db, account.id, clock);
  if (tooMany) return { ok: false, status: 429, error: tooMany };
  const secret = openTotpSecret(account.id, row.pending);
  const step = await matchTotp(secret, code, clock);
  if (step == null) return { ok: false, status: 400, error: CODE_WRONG };
  await forgetCodes(db, account.id);

  const recoveryCodes = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: sealTotpSecret(account.id, secret),
        totpPendingSecret: null,
        totpEnabledAt: new Date(clock.now?.() ?? Date.now()),
        // The confirming code is used: it cannot also open a sign-in.
        totpLastStep: step,
      })
      .where(eq(users.id, account.id));
    const codes = await replaceRecoveryCodes(tx, account.id);
    await audit(tx, {
      userId: account.id,
      action: "two-step.enable",
      entity: "user",
      entityId: account.id,
      details: {},
    });
    await notifyAccountChange(tx, account, { kind: "two-step-enabled" });
    return codes;
  });
  return { ok: true, recoveryCodes };
}

/**
 * Erases an account's two-step sign-in — secrets, last used step, recovery codes — in the
 * caller's transaction. `updatedAt` is stamped when an administrator does it for someone else.
 */
export async function clearTwoStep(db: Db, userId: number, updatedAt?: Date): Promise<void> {
  await db
    .update(users)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      ...(updatedAt ? { updatedAt } : {}),
    })
    .where(eq(users.id, userId));
  await deleteRecoveryCodes(db, userId);
}

/** Turns two-step sign-in off, with a current code or the password; refused where required. */
export async function disableTwoStep(
  db: Db,
  account: Account,
  proof: string,
  clock: Clock = {},
): Promise<CodeResult<object>> {
  if (!proof) return { ok: false, status: 400, error: PROOF_REQUIRED };
  if ((await isTwoStepRequired(db)) && TWO_STEP_ROLES.includes(account.role)) {
    return { ok: false, status: 409, error: TWO_STEP_MANDATORY };
  }
  const [row] = await db.select().from(users).where(eq(users.id, account.id)).limit(1);
  if (!row?.totpEnabledAt) return { ok: true };
  const tooMany = await limitCodes(db, account.id, clock);
  if (tooMany) return { ok: false, status: 429, error: tooMany };
  const valid = normalizeTotpCode(proof)
    ? await consumeTotp(db, account.id, proof, clock)
    : await verifyPassword(row.passwordHash, proof);
  if (!valid) return { ok: false, status: 400, error: PROOF_WRONG };
  await forgetCodes(db, account.id);

  await db.transaction(async (tx) => {
    await clearTwoStep(tx, account.id);
    await audit(tx, {
      userId: account.id,
      action: "two-step.disable",
      entity: "user",
      entityId: account.id,
      details: {},
    });
    await notifyAccountChange(tx, account, { kind: "two-step-disabled" });
  });
  return { ok: true };
}
