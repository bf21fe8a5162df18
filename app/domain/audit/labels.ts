/**
 * How the journal (/admin/journal) names what audit() recorded. Isomorphic. The action codes are
 * the ones written by the domain modules (users, settings, the content screens); a code not listed here is shown
 * as is, so a new screen's entries are never hidden.
 */

import { journalEntityLabels } from "~/domain/admin/screens";

export const DELETED_ACCOUNT = "Compte supprimé";
export const DETAILS_MAX_LENGTH = 80;

const actionLabels: Record<string, string> = {
  create: "Création",
  update: "Modification",
  delete: "Suppression",
  role: "Changement de rôle",
  password: "Mot de passe temporaire défini",
  deactivate: "Désactivation",
  reactivate: "Réactivation",
  "settings.update": "Modification des paramètres",
  "password.change": "Changement de mot de passe",
  "session.revoke": "Déconnexion d'une session",
  "session.revoke-others": "Déconnexion des autres sessions",
  "two-step.enable": "Validation en deux étapes activée",
  "two-step.disable": "Validation en deux étapes désactivée",
  "two-step.reset": "Validation en deux étapes réinitialisée par un administrateur",
  "two-step.recovery-code": "Connexion avec un code de récupération",
  status: "Changement de statut",
  import: "Importation",
  "donation.record": "Don enregistré",
  "donation.confirm": "Réception confirmée",
  "donation.fail": "Marqué comme échoué",
  "donation.cancel": "Annulation",
  "payment_option.enable": "Activation",
  "payment_option.disable": "Désactivation",
  "receipt.issue": "Reçu officiel émis",
  "receipt.send": "Reçu officiel envoyé",
  "receipt.void": "Reçu officiel annulé",
  "receipt.replace": "Reçu officiel de remplacement émis",
  approve: "Approbation",
  reject: "Rejet",
  feature: "Mise en avant",
  unfeature: "Retrait de la mise en avant",
  publish: "Publication",
  unpublish: "Retrait",
  "settings.reveal": "Affichage d'une clé API",
  "email.retry": "Nouvel essai d'envoi",
  "backup.create": "Sauvegarde effectuée",
  "backup.download": "Sauvegarde téléchargée",
  "donation.refund": "Don remboursé",
  "donation.partial_refund": "Remboursement partiel (Stripe)",
  "order.paid": "Commande payée par carte",
  "order.refund": "Commande remboursée (Stripe)",
  "order.partial_refund": "Commande remboursée en partie (Stripe)",
  "payment.checkout_failed": "Page de paiement impossible à ouvrir",
  "payment.declined": "Paiement refusé",
  "payment.mismatch": "Paiement à vérifier (montant ou devise)",
  "payment.unexpected": "Paiement inattendu",
  "payment.unknown": "Paiement sans dossier correspondant",
  "monthly_gift.start": "Don mensuel commencé",
  "monthly_gift.instalment": "Versement mensuel reçu",
  "monthly_gift.payment_failed": "Versement mensuel refusé",
  "monthly_gift.expire": "Don mensuel expiré",
  "monthly_gift.cancel": "Don mensuel arrêté",
  "person.address": "Adresse corrigée par le donateur",
  "person.address_entered": "Adresse du donateur saisie pour son reçu annuel",
  "person.merge": "Fusion de deux fiches",
  "newsletter.send": "Infolettre envoyée aux abonnés",
  "personal_data.export": "Exportation des renseignements personnels",
  "personal_data.erase": "Effacement des renseignements personnels",
  "retention.purge": "Suppression selon les durées de conservation",
  "menu.rename": "Menu renommé",
  "menu.add": "Lien ajouté au menu",
  "menu.update": "Lien du menu modifié",
  "menu.move": "Lien du menu déplacé",
  "menu.remove": "Lien retiré du menu",
  "registration.cancel": "Inscription annulée par la personne inscrite",
  "registration.checkin": "Arrivée pointée à l'accueil",
  "registration.admin_cancel": "Inscription annulée par l'organisateur",
  "registration.move": "Billets d'une inscription changés de type",
  "event_message.send": "Message envoyé aux inscrits d'un événement",
};

/** Each screen names the entities it writes (admin/screens.ts). */
const entityLabels = journalEntityLabels();

export function actionLabel(action: string): string {
  return Object.hasOwn(actionLabels, action) ? actionLabels[action] : action;
}

export function entityLabel(entity: string): string {
  return Object.hasOwn(entityLabels, entity) ? entityLabels[entity] : entity;
}

/** "Utilisateur n° 12", "Paramètres (general)", or the entity alone when the entry names no record. */
export function elementLabel(entity: string, entityId: string | null): string {
  const label = entityLabel(entity);
  if (!entityId) return label;
  return /^\d+$/.test(entityId) ? `${label} n° ${entityId}` : `${label} (${entityId})`;
}

/** Who did it: the account's name, or 'Compte supprimé' once the account is gone. */
export function actorLabel(name: string | null): string {
  return name ?? DELETED_ACCOUNT;
}

/** A journal entry as read from audit_log, with its author's name. */
export interface JournalEntry {
  id: number;
  createdAt: Date;
  /** null once the account is deleted (audit_log.user_id is set null). */
  userName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
}

/** What the journal's screens show of an entry: when (ISO instant), who, what, on which record. */
export function entryLabels(entry: JournalEntry) {
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    user: actorLabel(entry.userName),
    action: actionLabel(entry.action),
    element: elementLabel(entry.entity, entry.entityId),
  };
}

/** At most `max` characters, the last one an ellipsis when the text was cut. */
export function truncate(text: string, max = DETAILS_MAX_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}
