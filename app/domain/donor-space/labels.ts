/** The French words of the donor space for a monthly gift's state (isomorphic). */
export { monthlyStatusLabel } from "~/domain/donations/labels";

/** The states in which the donor may change the card or stop the gift. */
export const MANAGEABLE_MONTHLY_STATUSES: readonly string[] = ["active", "past_due"];

/** The states in which the donor may change the amount or pause the gift (see monthly-gift-changes). */
export const CHANGEABLE_MONTHLY_STATUSES: readonly string[] = ["active"];
