/**
 * What the donor space says, in one place (isomorphic): the pages, the actions and the tests read
 * the same sentences.
 */

/** The one answer to a link request, known address or not (nobody learns who gave). */
export const LINK_SENT =
  "Si cette adresse est celle d'un don, d'une commande ou d'une demande, un lien de connexion vient d'y être envoyé. Il est valable 15 minutes.";

/** Too many link requests from one client address or for one e-mail address. */
export const linkRateLimited = (wait: string) =>
  `Vous avez demandé trop de liens de connexion. Veuillez réessayer dans ${wait}.`;

/** A link already used, expired, or never issued: one message, and a way to ask again. */
export const LINK_INVALID =
  "Ce lien de connexion n'est plus valable : il a déjà servi ou ses 15 minutes sont écoulées. Demandez-en un nouveau.";

/** A form of the signed-in space posted after the session ended. */
export const SESSION_ENDED = "Votre session a pris fin. Demandez un nouveau lien de connexion.";

export const ADDRESS_SAVED = "Adresse enregistrée";
export const ADDRESS_SAVED_DETAIL =
  "Elle figurera sur vos prochains reçus et sur ceux de vos dons qui n'en ont pas encore.";

export const MONTHLY_CANCELLED = "Don mensuel annulé";
export const MONTHLY_CANCELLED_DETAIL = "Aucun autre prélèvement ne sera fait.";

export const MONTHLY_AMOUNT_CHANGED = "Montant modifié";
export const monthlyAmountChangedDetail = (amount: string) =>
  `Votre prochain prélèvement sera de ${amount}.`;
export const AMOUNT_MISSING = "Veuillez saisir le nouveau montant mensuel.";

export const MONTHLY_PAUSED = "Don mensuel en pause";
export const monthlyPausedDetail = (until: string) => `Aucun prélèvement avant le ${until}.`;
export const PAUSE_LENGTH_INVALID = "Veuillez choisir une pause de 1, 2 ou 3 mois.";

export const MONTHLY_RESUMED = "Don mensuel repris";
export const MONTHLY_RESUMED_DETAIL = "Les prélèvements reprennent à la prochaine échéance.";

export const MONTHLY_NOT_FOUND = "Ce don mensuel est introuvable dans votre espace.";

export const UNKNOWN_ACTION = "Action inconnue.";

export const RECEIPT_NOT_AVAILABLE = "Reçu introuvable.";
