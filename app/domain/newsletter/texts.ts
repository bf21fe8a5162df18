/**
 * What the newsletter says, in one place (isomorphic): the pages, the e-mails and the tests read
 * the same sentences. The consent sentence is stored with each subscription exactly as shown.
 */
import { CAMPAIGN_STATUSES, DELIVERY_STATUSES, SUBSCRIBER_STATUSES } from "#db/vocabularies";
import { keyParser } from "~/lib/labels";

export const NEWSLETTER_PATH = "/infolettre";
export const CONFIRM_PATH = "/infolettre/confirmation";
export const UNSUBSCRIBE_PATH = "/infolettre/desabonnement";
export const SIGN_UP_INTENT = "newsletter";
/** The consent box of /don (the same sentence), ticked by the donor. */
export const DONOR_CONSENT_FIELD = "newsletter";
export const DONATION_SOURCE = "/don";

/** The box a visitor ticks (unticked by default): the purpose is said, and how to leave. */
export const CONSENT_TEXT =
  "J'accepte de recevoir par courriel l'infolettre de la fondation (nouvelles, événements, activités et campagnes de dons). Je peux me désabonner en tout temps par le lien présent dans chaque infolettre.";

/** The same answer whether the address is new, pending, confirmed or unsubscribed. */
export const SIGN_UP_SENT =
  "Merci ! Pour terminer votre inscription, cliquez sur le lien que nous venons de vous envoyer par courriel. Sans confirmation, vous ne recevrez rien.";

export const signUpRateLimited = (wait: string) =>
  `Trop de demandes d'inscription depuis votre adresse. Veuillez réessayer dans ${wait}.`;

export const CONFIRM_INVALID =
  "Ce lien de confirmation n'est plus valable : il a déjà servi ou il a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.";
export const CONFIRMED = "Votre inscription à l'infolettre est confirmée. Merci !";

export const UNSUBSCRIBE_INVALID =
  "Ce lien de désabonnement est incomplet ou inconnu. Écrivez-nous pour être retiré de la liste.";
export const UNSUBSCRIBED =
  "Vous êtes désabonné : vous ne recevrez plus l'infolettre de la fondation.";

/** Days the confirmation link stays valid. */
export const CONFIRM_TTL_DAYS = 7;

export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export { CAMPAIGN_STATUSES, DELIVERY_STATUSES, SUBSCRIBER_STATUSES };

export const subscriberStatusLabels: Record<string, string> = {
  pending: "En attente de confirmation",
  confirmed: "Confirmé",
  unsubscribed: "Désabonné",
} satisfies Record<SubscriberStatus, string>;

export const campaignStatusLabels: Record<string, string> = {
  draft: "Brouillon",
  sending: "Envoi en cours",
  sent: "Envoyée",
} satisfies Record<CampaignStatus, string>;

export const MARKETING_OFF =
  "Les courriels marketing sont désactivés (Paramètres › Notifications) : aucune infolettre ne peut partir, et un envoi en cours est suspendu jusqu'à leur réactivation.";

/** `?statut=` of the subscribers list, by its French URL value; no value means all. */
export const subscriberFilters = {
  confirmes: { status: "confirmed", label: "Confirmés" },
  "en-attente": { status: "pending", label: "En attente de confirmation" },
  desabonnes: { status: "unsubscribed", label: "Désabonnés" },
} as const satisfies Record<string, { status: SubscriberStatus; label: string }>;
export type SubscriberFilter = keyof typeof subscriberFilters;

export const parseSubscriberFilter = keyParser(subscriberFilters);
