/**
 * "Mises à jour du compte" (Paramètres › Notifications): a volunteer is told by e-mail when their
 * back-office account is created or changes — role, temporary password, deactivation, their own
 * new password — so a change they did not expect does not go unnoticed. Never a password in it.
 */
import { sendEmail } from "~/domain/mail/mail.server";
import { getSettings } from "~/domain/settings/settings.server";
import type { Db } from "~/server/db.server";
import { roleLabels, type Role } from "~/domain/admin/roles";

export type AccountChange =
  | { kind: "created"; role: Role }
  | { kind: "role"; role: Role }
  | { kind: "temporary-password" }
  | { kind: "deactivated" }
  | { kind: "reactivated" }
  | { kind: "own-password" }
  | { kind: "two-step-enabled" }
  | { kind: "two-step-disabled" }
  | { kind: "two-step-reset" };

const UNEXPECTED =
  "Si vous n'êtes pas à l'origine de ce changement ou ne l'attendiez pas, prévenez sans tarder un administrateur de la fondation.";

function accountEmail(name: string, change: AccountChange) {
  const hello = `Bonjour ${name},`;
  switch (change.kind) {
    case "created":
      return {
        subject: "Votre compte d'administration du site",
        heading: "Un compte a été créé pour vous",
        paragraphs: [
          hello,
          `Un administrateur vous a ouvert un compte sur l'administration du site, avec le rôle ${roleLabels[change.role]}. Il vous transmettra votre mot de passe temporaire ; changez-le dès votre première connexion (Mon compte › Sécurité).`,
        ],
      };
    case "role":
      return {
        subject: "Votre rôle a changé",
        heading: "Votre rôle a changé",
        paragraphs: [hello, `Votre rôle est maintenant : ${roleLabels[change.role]}.`, UNEXPECTED],
      };
    case "temporary-password":
      return {
        subject: "Un mot de passe temporaire a été défini",
        heading: "Nouveau mot de passe temporaire",
        paragraphs: [
          hello,
          "Un administrateur a défini un mot de passe temporaire pour votre compte ; vos sessions ouvertes ont été fermées. Changez-le après votre prochaine connexion (Mon compte › Sécurité).",
          UNEXPECTED,
        ],
      };
    case "deactivated":
      return {
        subject: "Votre compte a été désactivé",
        heading: "Votre compte a été désactivé",
        paragraphs: [
          hello,
          "Vous ne pouvez plus vous connecter à l'administration du site.",
          UNEXPECTED,
        ],
      };
    case "reactivated":
      return {
        subject: "Votre compte a été réactivé",
        heading: "Votre compte a été réactivé",
        paragraphs: [hello, "Vous pouvez de nouveau vous connecter à l'administration du site."],
      };
    case "own-password":
      return {
        subject: "Votre mot de passe a été changé",
        heading: "Votre mot de passe a été changé",
        paragraphs: [
          hello,
          "Le mot de passe de votre compte vient d'être changé ; vos autres sessions ont été fermées.",
          UNEXPECTED,
        ],
      };
    case "two-step-enabled":
      return {
        subject: "Validation en deux étapes activée",
        heading: "Validation en deux étapes activée",
        paragraphs: [
          hello,
          "La validation en deux étapes est maintenant activée sur votre compte : chaque connexion demandera un code de votre application d'authentification. Gardez vos codes de récupération en lieu sûr.",
          UNEXPECTED,
        ],
      };
    case "two-step-disabled":
      return {
        subject: "Validation en deux étapes désactivée",
        heading: "Validation en deux étapes désactivée",
        paragraphs: [
          hello,
          "La validation en deux étapes a été désactivée sur votre compte : le mot de passe suffit de nouveau pour vous connecter.",
          UNEXPECTED,
        ],
      };
    case "two-step-reset":
      return {
        subject: "Validation en deux étapes réinitialisée",
        heading: "Validation en deux étapes réinitialisée",
        paragraphs: [
          hello,
          "Un administrateur a réinitialisé la validation en deux étapes de votre compte (appareil perdu ou remplacé) ; vos sessions ouvertes ont été fermées et vos anciens codes de récupération ne valent plus rien. Activez-la de nouveau avec votre nouvel appareil (Mon compte › Sécurité).",
          UNEXPECTED,
        ],
      };
  }
}

/** Queues the account e-mail in the caller's transaction, unless account updates are switched off. */
export async function notifyAccountChange(
  db: Db,
  user: { name: string; email: string },
  change: AccountChange,
): Promise<void> {
  const { notifications } = await getSettings(db, ["notifications"]);
  if (!notifications.accountUpdates) return;
  await sendEmail(db, { to: user.email, topic: "account.update" }, accountEmail(user.name, change));
}
