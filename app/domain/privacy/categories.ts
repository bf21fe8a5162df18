/**
 * The categories of a person's data (Law 25, decision 0034), in the order the screen and the
 * export show them, with what an erasure does to each. Isomorphic: the screen, the confirmation
 * and the export's « lisez-moi » read the same words.
 */

export const ANONYMISED = "Anonymisé";

export const RECEIPTS_KEPT =
  "Les reçus officiels et les dons qu'ils attestent sont conservés : la Loi de l'impôt sur le revenu oblige à les garder six ans.";

export const STAFF_ACCOUNT_KEPT =
  "Un compte du back-office ne s'efface pas ici : désactivez-le ou supprimez-le dans Utilisateurs.";

export const ROSTER_KEPT =
  "Les fiches du personnel, du bureau, des comités et du groupe Sope Naby se modifient ou se suppriment dans leur propre écran.";

export const NOTHING_FOUND = "Aucun renseignement trouvé pour cette adresse.";

export const ACTIVE_MONTHLY_GIFT =
  "Effacement refusé : un don mensuel est encore actif chez Stripe. Arrêtez-le d'abord (Dons › Dons mensuels), puis recommencez. Rien n'a été modifié.";

export type ErasureFate = "deleted" | "anonymised" | "kept" | "managed-elsewhere";

export const categoryKeys = [
  "people",
  "donations",
  "receipts",
  "receiptDonations",
  "monthlyGifts",
  "orders",
  "orderItems",
  "bankLines",
  "stripe",
  "eventRequests",
  "registrations",
  "registrationLines",
  "registrationAnswers",
  "contactMessages",
  "newsletterSubscribers",
  "newsletterDeliveries",
  "donorLinks",
  "donorSessions",
  "emails",
  "auditLog",
  "rateLimits",
  "users",
  "staff",
  "boardMembers",
  "committeeMembers",
  "groupMembers",
] as const;
export type CategoryKey = (typeof categoryKeys)[number];

export interface CategoryInfo {
  label: string;
  fate: ErasureFate;
  /** What « Effacer » does to it, in one sentence. */
  erasure: string;
}

export const categories: Record<CategoryKey, CategoryInfo> = {
  people: {
    label: "Fiche de la personne",
    fate: "deleted",
    erasure: "Supprimée (les reçus gardent leur propre copie du nom et de l'adresse).",
  },
  donations: {
    label: "Dons",
    fate: "anonymised",
    erasure:
      "Anonymisés (nom, courriel, téléphone et adresse remplacés) ; montants et dates gardés. Les dons attestés par un reçu officiel sont conservés tels quels.",
  },
  receipts: { label: "Reçus officiels", fate: "kept", erasure: "Conservés (six ans, ARC)." },
  receiptDonations: {
    label: "Dons attestés par les reçus",
    fate: "kept",
    erasure: "Conservés avec leurs reçus.",
  },
  monthlyGifts: {
    label: "Dons mensuels",
    fate: "anonymised",
    erasure: "Anonymisés ; refusé tant qu'un don mensuel est actif chez Stripe.",
  },
  orders: {
    label: "Commandes de la boutique",
    fate: "anonymised",
    erasure: "Anonymisées : montants, dates et articles gardés pour la comptabilité.",
  },
  orderItems: {
    label: "Articles commandés",
    fate: "kept",
    erasure: "Gardés avec la commande anonymisée (aucun renseignement personnel).",
  },
  bankLines: {
    label: "Lignes de relevés bancaires",
    fate: "anonymised",
    erasure:
      "Libellé remplacé ; date et montant gardés. Celles des dons conservés restent telles quelles.",
  },
  stripe: {
    label: "Références Stripe",
    fate: "kept",
    erasure:
      "Les identifiants de paiement restent sur les dossiers anonymisés (remboursements) ; l'identifiant de client Stripe est retiré. Stripe garde sa propre copie : effacez-la dans son tableau de bord.",
  },
  eventRequests: { label: "Demandes d'événements", fate: "deleted", erasure: "Supprimées." },
  registrations: {
    label: "Inscriptions aux événements",
    fate: "deleted",
    erasure: "Supprimées (leurs places sont libérées).",
  },
  registrationLines: {
    label: "Billets des inscriptions",
    fate: "deleted",
    erasure: "Supprimés avec leur inscription.",
  },
  registrationAnswers: {
    label: "Réponses aux questions des inscriptions",
    fate: "deleted",
    erasure: "Supprimées avec leur inscription.",
  },
  contactMessages: { label: "Messages de contact", fate: "deleted", erasure: "Supprimés." },
  newsletterSubscribers: {
    label: "Abonnement à l'infolettre",
    fate: "deleted",
    erasure: "Supprimé, avec son consentement.",
  },
  newsletterDeliveries: { label: "Envois de l'infolettre", fate: "deleted", erasure: "Supprimés." },
  donorLinks: {
    label: "Liens de connexion à l'espace donateur",
    fate: "deleted",
    erasure: "Supprimés.",
  },
  donorSessions: {
    label: "Sessions de l'espace donateur",
    fate: "deleted",
    erasure: "Supprimées (la personne est déconnectée).",
  },
  emails: {
    label: "Courriels envoyés ou à envoyer",
    fate: "deleted",
    erasure: "Supprimés de la boîte d'envoi, même ceux pas encore partis.",
  },
  auditLog: {
    label: "Mentions dans le journal",
    fate: "anonymised",
    erasure: "L'adresse et le nom sont remplacés par « Anonymisé » ; l'entrée reste.",
  },
  rateLimits: { label: "Compteurs anti-abus", fate: "deleted", erasure: "Supprimés." },
  users: {
    label: "Compte du back-office",
    fate: "managed-elsewhere",
    erasure: STAFF_ACCOUNT_KEPT,
  },
  staff: { label: "Fiche du personnel", fate: "managed-elsewhere", erasure: ROSTER_KEPT },
  boardMembers: { label: "Membre du bureau", fate: "managed-elsewhere", erasure: ROSTER_KEPT },
  committeeMembers: {
    label: "Membre d'un comité",
    fate: "managed-elsewhere",
    erasure: ROSTER_KEPT,
  },
  groupMembers: {
    label: "Membre du groupe Sope Naby",
    fate: "managed-elsewhere",
    erasure: ROSTER_KEPT,
  },
};

/** One category as the screen shows it: its rows already worded in French. */
export interface CategoryView {
  key: CategoryKey;
  label: string;
  erasure: string;
  fate: ErasureFate;
  count: number;
  columns: string[];
  rows: { id: string; cells: string[] }[];
}

/** What the screen shows of a search. */
export interface PersonalDataView {
  email: string;
  total: number;
  categories: CategoryView[];
  /** Only receipts, their donations and records managed elsewhere are left. */
  onlyKept: boolean;
}

/** The per-category counts of an erasure, for the toast and the journal. */
export interface ErasureSummary {
  deleted: number;
  anonymised: number;
  kept: number;
  counts: Partial<Record<CategoryKey, number>>;
}

/** What the screen's action answers: the address, its refusal, what was found or erased. */
export interface PersonalDataAnswer {
  intent: string;
  email: string;
  errors?: Partial<Record<"email" | "form", string>>;
  result?: PersonalDataView;
  /** `confirm-erase` without JavaScript: the page asks before erasing. */
  confirming?: boolean;
  erased?: ErasureSummary;
}
