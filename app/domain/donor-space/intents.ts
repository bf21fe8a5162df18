/** The `intent` of each form of the donor space (isomorphic: the pages post them). */
export const DONOR_INTENTS = {
  link: "request-link",
  address: "address",
  card: "card",
  cancel: "cancel-monthly",
  amount: "monthly-amount",
  pause: "monthly-pause",
  resume: "monthly-resume",
} as const;

export const DONOR_LINK_INTENT = DONOR_INTENTS.link;
export const DONOR_SPACE_PATH = "/mon-espace";
export const DONOR_SIGN_IN_PATH = "/mon-espace/connexion";
export const DONOR_SIGN_OUT_PATH = "/mon-espace/deconnexion";

/** Where « Télécharger » leads for a receipt of the person. */
export const donorReceiptHref = (receiptId: number) => `/mon-espace/recus/${receiptId}.pdf`;
