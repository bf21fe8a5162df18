/** The inbox's filter and words (isomorphic: the screen's component reads them too). */

/** `?etat=` of the inbox: unread or read messages; no value means all. */
export const messageFilters = { "non-lus": "Non lus", lus: "Lus" } as const;
export type MessageFilter = keyof typeof messageFilters;
export const messageFilterKeys = Object.keys(messageFilters) as MessageFilter[];

export function parseMessageFilter(raw: string | null | undefined): MessageFilter | null {
  return messageFilterKeys.find((key) => key === raw) ?? null;
}

export const MESSAGE_NOT_FOUND = "Message introuvable : il a peut-être été supprimé.";
