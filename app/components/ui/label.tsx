import { slotted } from "./slotted";

/** A plain <label> (no JavaScript needed). */
export const Label = slotted("label", "label", "text-sm leading-none font-medium text-foreground");
