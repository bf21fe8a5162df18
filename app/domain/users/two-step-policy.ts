/**
 * Who must use two-step sign-in (isomorphic, pure). When the administrator switches on
 * "Exiger la validation en deux étapes" (Paramètres › Sécurité), these roles cannot open any
 * /admin screen before setting it up; requireUser enforces it on the server.
 */
import type { Role } from "~/domain/admin/roles";

export const TWO_STEP_ROLES: readonly Role[] = ["administrateur", "tresorier"];

export function mustSetUpTwoStep(role: Role, required: boolean, enabled: boolean): boolean {
  return required && !enabled && TWO_STEP_ROLES.includes(role);
}

/** Where an account that must set up two-step sign-in is sent, with the page to come back to. */
export const TWO_STEP_SETUP_PATH = "/connexion/activation-deux-etapes";

export const TWO_STEP_VERIFY_PATH = "/connexion/verification";
