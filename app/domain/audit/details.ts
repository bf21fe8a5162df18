/**
 * The details of a journal entry (/admin/journal) in French words: the keys audit() writes, the
 * settings fields and API keys they name, the roles, amounts in dollars. Apart from labels.ts,
 * which public screens import (its `truncate`), so they do not carry these lists. Isomorphic.
 */
import { apiKeyLabels } from "~/domain/settings/api-keys";
import { roleLabels } from "~/domain/admin/roles";
import { formatMoney } from "~/lib/format";

/**
 * The French names of the keys audit() writes in its details; a key not listed is shown as it
 * is stored (never hidden). Amounts are the keys ending in `Cents`.
 */
const detailLabels: Record<string, string> = {
  fields: "Champs modifiés",
  changed: "Clés modifiées",
  cleared: "Clés effacées",
  amountCents: "Montant",
  expectedCents: "Montant attendu",
  receivedCents: "Montant reçu",
  refundedCents: "Montant remboursé",
  totalCents: "Total",
  reference: "Référence",
  references: "Références",
  status: "Statut",
  from: "De",
  to: "À",
  reason: "Motif",
  title: "Titre",
  slug: "Adresse",
  route: "Adresse",
  name: "Nom",
  email: "Courriel",
  role: "Rôle",
  subject: "Objet",
  category: "Catégorie",
  published: "Publié",
  featured: "En vedette",
  unfeatured: "Retiré de la mise en avant",
  revisionId: "Version n°",
  serialNumber: "N° du reçu",
  count: "Nombre",
  recipients: "Destinataires",
  remaining: "Codes restants",
  device: "Appareil",
  current: "Session en cours",
  requireTwoStep: "Validation en deux étapes exigée",
  label: "Libellé",
  href: "Lien",
  position: "Position",
  source: "Origine",
  donations: "Dons",
  mergedId: "Fiche fusionnée n°",
  fromRequest: "Demande",
  committeeId: "Comité n°",
  members: "Membres",
  type: "Type",
  key: "Clé",
  year: "Année",
  stockRestored: "Stock remis en vente",
  notCollectedDays: "Non récupérée après (jours)",
  addressFrom: "Adresse du reçu",
};

/** The French names of the settings fields (`fields` of "settings.update"), as Paramètres shows them. */
const settingsFieldLabels: Record<string, string> = {
  siteName: "Nom du site",
  shortName: "Nom abrégé",
  tagline: "Slogan",
  siteDescription: "Description du site",
  contactEmail: "Courriel de contact",
  contactPhone: "Téléphone de contact",
  address: "Adresse",
  facebook: "Facebook",
  twitter: "Twitter",
  instagram: "Instagram",
  youtube: "YouTube",
  mapLatitude: "Latitude",
  mapLongitude: "Longitude",
  interacEmail: "Courriel des virements Interac",
  charityNumber: "Numéro d'enregistrement d'organisme de bienfaisance",
  receiptPlace: "Lieu d'émission des reçus",
  receiptSigner: "Signataire autorisé",
  emailNotifications: "Notifications par courriel",
  marketingEmails: "Courriels marketing",
  accountUpdates: "Mises à jour du compte",
  notificationEmail: "Courriel de notification",
  method: "Méthode de calcul",
  asrSchool: "École pour l'heure d'Asr",
  officerName: "Responsable de la protection des renseignements personnels",
  officerTitle: "Titre ou fonction",
  officerEmail: "Courriel du responsable",
  officerPhone: "Téléphone du responsable",
  contactMessageMonths: "Conservation des messages de contact (mois)",
  eventRequestMonths: "Conservation des demandes d'événement (mois)",
  registrationMonths: "Conservation des inscriptions aux événements (mois)",
  requireTwoStep: "Validation en deux étapes exigée",
  pickupDays: "Délai de retrait (jours)",
};

/** Where the year-end receipt took the donor's address (receipts.server.ts). */
const addressSources: Record<string, string> = {
  gift: "celle des dons",
  file: "celle du dossier du donateur",
};

/** The names stored codes are shown with (one code, or a list of them), by the detail's key. */
const namedCodes: Record<string, Record<string, string>> = {
  fields: settingsFieldLabels,
  changed: apiKeyLabels,
  cleared: apiKeyLabels,
  role: roleLabels,
  addressFrom: addressSources,
};

const labelIn = (labels: Record<string, string>, key: string) =>
  Object.hasOwn(labels, key) ? labels[key] : key;

function detailValue(key: string, value: unknown): string {
  const named = (code: string) =>
    Object.hasOwn(namedCodes, key) ? labelIn(namedCodes[key], code) : code;
  if (typeof value === "string") return named(value);
  if (typeof value === "boolean") return value ? "oui" : "non";
  if (value === null) return "aucun";
  if (typeof value === "number" && key.endsWith("Cents")) return formatMoney(value);
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
    return value.length === 0 ? "aucun" : value.map(named).join(", ");
  }
  return JSON.stringify(value);
}

/**
 * The details on one line, in French: `Champs modifiés : Téléphone de contact`,
 * `Montant : 1 234,56 $`; empty when there are none. An unknown key shows as stored.
 */
export function detailsText(details: unknown): string {
  if (details === null || details === undefined) return "";
  if (typeof details !== "object" || Array.isArray(details)) return JSON.stringify(details);
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => `${labelIn(detailLabels, key)} : ${detailValue(key, value)}`)
    .join(", ");
}
