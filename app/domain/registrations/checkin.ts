/**
 * Checking people in at the door (issue 26, item 7): what the QR code of the confirmation e-mail
 * carries, how a scanned or typed entry is read, and the sentences the volunteer sees. Pure, so
 * the page (offline queue) and the server read an entry the same way.
 */
import { formatDateTime, formatMoney } from "~/lib/format";

/** Put before the check-in code in the QR, so the scanner tells our tickets from other codes. */
export const CHECKIN_QR_PREFIX = "INS:";

/** The check-in code: 32 hexadecimal digits (the database's default, see db/schema.ts). */
const CODE = /^[0-9a-f]{32}$/;
/** A registration's reference as printed in the e-mail: INS-… (see lib/reference.ts). */
const REFERENCE = /^INS-[A-Z0-9]{4,16}$/;

/** What the QR code of registration `checkinCode` says. */
export const checkinQrContent = (checkinCode: string) => `${CHECKIN_QR_PREFIX}${checkinCode}`;

export type CheckinEntry = { code: string } | { reference: string };

/**
 * A scanned or typed entry: the QR's content, the bare code, or the reference (typed from the
 * e-mail). Spaces and case do not matter; anything else is null.
 */
export function readCheckinEntry(raw: string): CheckinEntry | null {
  const text = raw.replace(/\s+/g, "");
  const code = text.toLowerCase().replace(/^ins:/, "");
  if (CODE.test(code)) return { code };
  const reference = text.toUpperCase();
  return REFERENCE.test(reference) ? { reference } : null;
}

export const ENTRY_UNREADABLE =
  "Code illisible : scannez le code QR du courriel, ou tapez le code ou la référence INS-… imprimés dessous.";
export const EVENT_NOT_FOUND = "Cet événement n'existe pas (ou plus).";
export const ENTRY_UNKNOWN = "Aucune inscription à cet événement ne porte ce code.";
export const OTHER_EVENT = (title: string) =>
  `Ce billet est pour un autre événement : « ${title} ».`;

/** « Déjà pointé le 5 décembre 2026 à 18 h 42 par Awa Diop » */
export function alreadyCheckedIn(at: Date | string, by: string | null): string {
  return `Déjà pointé le ${formatDateTime(at)} par ${by ?? "un compte supprimé"}`;
}

/** Why a registration that is not confirmed cannot come in (REGISTRATION_STATUSES). */
export const NOT_ADMITTED: Record<string, string> = {
  cancelled: "Inscription annulée : cette personne n'a plus de place.",
  waitlisted: "Cette personne est sur la liste d'attente : elle n'a pas encore de place.",
  offered: "Une place lui est offerte, mais elle ne l'a pas encore acceptée.",
  held: "Le paiement par carte de cette inscription n'est pas terminé.",
  expired: "Inscription expirée (paiement non terminé ou place offerte non réclamée).",
};

export const notAdmitted = (status: string) =>
  NOT_ADMITTED[status] ?? "Cette inscription ne donne pas accès à l'événement.";

/** « 12 personnes sur 40 inscrites » */
export function arrivalCount(arrived: number, registered: number): string {
  const people = arrived > 1 ? "personnes" : "personne";
  const registeredWord = registered > 1 ? "inscrites" : "inscrite";
  return `${arrived} ${people} sur ${registered} ${registeredWord}`;
}

/** « Hors ligne : 3 pointages en attente » */
export function pendingText(count: number, offline: boolean): string {
  const what = `${count} pointage${count > 1 ? "s" : ""} en attente`;
  return offline ? `Hors ligne : ${what}` : `${what} d'envoi`;
}

/** The code in groups of four, easier to read out and type (spaces are ignored when read). */
export const spacedCode = (code: string) => code.replace(/(.{4})(?=.)/g, "$1 ");

/** « Awa Diop : 2 personnes pointées. » and, for a ticket paid at the door, what to take. */
export function checkedInText(name: string, places: number, dueCents: number): string {
  const who = `${name} : ${places} personne${places > 1 ? "s" : ""} pointée${places > 1 ? "s" : ""}.`;
  return dueCents > 0 ? `${who} À payer à la porte : ${formatMoney(dueCents)}.` : who;
}

export interface BoardRow {
  id: number;
  reference: string;
  name: string;
  places: number;
  checkedInAt: string | null;
  checkedInBy: string | null;
  /** Still to pay at the door (cash), in cents; 0 when nothing is due. */
  dueCents: number;
}

export interface ArrivalCounts {
  /** People (places) of confirmed registrations already checked in. */
  arrived: number;
  /** People (places) of every confirmed registration. */
  registered: number;
}

export interface CheckinBoard extends ArrivalCounts {
  event: { id: number; title: string; startsAt: string; endsAt: string | null; location: string };
  /** Every confirmed registration, by name: the page searches them, also offline. */
  rows: BoardRow[];
}

/** What the page shows after a check-in (JSON for its script, action data without it). */
export interface CheckinAnswer {
  ok: boolean;
  /** A queued request that had already been counted. */
  replay?: boolean;
  message: string;
  registrationId?: number;
  checkedInAt?: string;
  counts?: ArrivalCounts;
}
