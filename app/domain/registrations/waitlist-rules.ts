/**
 * What may wait on an event's waiting list (issue 26, part C), pure and isomorphic: a request
 * the event could hold once places are freed. Paid tickets wait too: they are paid when the
 * offer is confirmed (by card on Stripe's page, or at the door).
 */
import { ticketInput, type PlacesRefusal, type PlacesState, type RequestedPlaces } from "./rules";

/** The form's submit button that asks for the waiting list (name and value). */
export const WAITLIST_FIELD = "liste";
export const WAITLIST_VALUE = "attente";
/** What a refusal for want of places sets WAITLIST_FIELD to: the form then offers the list. */
export const WAITLIST_OFFERED = "proposee";

export const BEYOND_CAPACITY =
  "Votre demande dépasse le nombre de places de l'événement : réduisez le nombre de personnes.";
export const typeBeyondPlaces = (name: string, places: number) =>
  `L'événement ne compte que ${places} billet${places > 1 ? "s" : ""} « ${name} » en tout.`;

/** A second request of one e-mail on an event's waiting list. */
export const ALREADY_WAITING =
  "Vous êtes déjà sur la liste d'attente de cet événement : nous vous écrirons dès qu'une place se libère.";

/** Why `request` cannot wait (more than the event or a ticket type ever holds), or null. */
export function waitlistRefusal(
  request: RequestedPlaces,
  state: Omit<PlacesState, "taken">,
  mode: "free" | "tickets",
): PlacesRefusal | null {
  if (state.capacity !== null && request.places > state.capacity) {
    return { field: mode === "free" ? "places" : "form", message: BEYOND_CAPACITY };
  }
  for (const line of request.lines) {
    const type = state.types.find((candidate) => candidate.id === line.ticketTypeId);
    if (type?.places != null && line.quantity > type.places) {
      return { field: ticketInput(type.id), message: typeBeyondPlaces(type.name, type.places) };
    }
  }
  return null;
}
