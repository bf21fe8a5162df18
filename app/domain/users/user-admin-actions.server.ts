/**
 * The actions of /admin/utilisateurs on a posted form: add an account, or one row's change (role,
 * deactivate / reactivate, temporary password, two-step reset). The route passes the form data;
 * a refusal names the form it concerns and its French message, nothing being changed.
 */
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import type { Db } from "~/server/db.server";
import { newUserSchema, userActionSchema, type NewUserField } from "./schema";
import { addUser, changeUser, UserInputError } from "./users.server";

export type UserActionResult =
  { ok: true; toast: string } | { ok: false; intent: string; errors: FieldErrors<NewUserField> };

const TOASTS = {
  role: "Rôle modifié",
  deactivate: "Utilisateur désactivé",
  reactivate: "Utilisateur réactivé",
  password: "Mot de passe modifié",
  "two-step-reset": "Validation en deux étapes réinitialisée",
} as const;

export async function runUserAction(
  db: Db,
  actorId: number,
  form: FormData,
): Promise<UserActionResult> {
  const intent = String(form.get("intent") ?? "");
  return intent === "create" ? createAccount(db, actorId, form) : changeAccount(db, actorId, form);
}

async function createAccount(db: Db, actorId: number, form: FormData): Promise<UserActionResult> {
  const parsed = validateForm(newUserSchema, form);
  if (!parsed.ok) return { ok: false, intent: "create", errors: parsed.errors };
  try {
    await addUser(db, actorId, parsed.data);
  } catch (error) {
    if (!(error instanceof UserInputError)) throw error;
    const errors = error.field === "email" ? { email: error.message } : { form: error.message };
    return { ok: false, intent: "create", errors };
  }
  return { ok: true, toast: "Utilisateur ajouté" };
}

async function changeAccount(db: Db, actorId: number, form: FormData): Promise<UserActionResult> {
  const intent = String(form.get("intent") ?? "");
  const parsed = validateForm(userActionSchema, form);
  if (!parsed.ok) {
    const message = Object.values(parsed.errors)[0] ?? "Action inconnue.";
    return { ok: false, intent, errors: { form: message } };
  }
  const input = parsed.data;
  try {
    if (input.intent === "role") {
      await changeUser(db, actorId, input.userId, { kind: "role", role: input.role });
    } else if (input.intent === "password") {
      await changeUser(db, actorId, input.userId, { kind: "password", password: input.password });
    } else if (input.intent === "two-step-reset") {
      await changeUser(db, actorId, input.userId, { kind: "two-step-reset" });
    } else {
      const active = input.intent === "reactivate";
      await changeUser(db, actorId, input.userId, { kind: "active", active });
    }
  } catch (error) {
    if (!(error instanceof UserInputError)) throw error;
    return { ok: false, intent, errors: { form: error.message } };
  }
  return { ok: true, toast: TOASTS[input.intent] };
}
