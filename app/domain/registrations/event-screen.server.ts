/**
 * The back-office's events screen with what an event's cancellation does to its registrations
 * (the events area, below this one, cannot name them): /admin/evenements uses this one.
 */
import { eventScreenWith } from "~/domain/events/events-admin.server";
import { cancelEventRegistrations } from "./event-cancelled.server";

export const eventScreen = eventScreenWith((tx, eventId) => cancelEventRegistrations(tx, eventId));
