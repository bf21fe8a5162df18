/** The inbox's filter and words (isomorphic: the screen's component reads them too). */
import { keyParser } from "~/lib/labels";

/** `?etat=` of the inbox: unread or read messages; no value means all. */
export const messageFilters = { "non-lus": "Non lus", lus: "Lus" } as const;
export type MessageFilter = keyof typeof messageFilters;
export const parseMessageFilter = keyParser(messageFilters);

export const MESSAGE_NOT_FOUND = "Message introuvable : il a peut-être été supprimé.";
