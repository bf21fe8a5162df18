/**
 * The password rules shown in forms (isomorphic: no hashing here, see server/auth/password.server).
 */

/** Shortest password accepted for an account (CLI, start-up administrator, back-office). */
export const MIN_PASSWORD_LENGTH = 12;

/** Under the new-password field. Length is the only rule: no forced character classes. */
export const PASSWORD_HINT = `Au moins ${MIN_PASSWORD_LENGTH} caractères. Une phrase de passe facile à retenir est idéale.`;

/** The fields of the change-password form (Sécurité tab), in the order they are shown. */
export type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
export const PASSWORD_FIELDS: readonly PasswordField[] = [
  "currentPassword",
  "newPassword",
  "confirmPassword",
];
