/**
 * The registration part of the event form of /admin/evenements: the mode, the whole event's
 * capacity, the window in which people may register and up to four ticket types (a fixed set
 * of rows: the back-office has no repeated-rows field). Isomorphic.
 *
 * A ticket may cost something (paid by card, or at the door) and, for a fundraising event, give
 * something back (the meal of a dinner): its advantage, whose value is deducted from the gift on
 * the official receipt (split receipting, domain/receipts/split-receipt.ts).
 */
import { z } from "zod";
import { REGISTRATION_MODES } from "#db/vocabularies";
import { parseAmountCents } from "~/lib/amount";
import { oneOf, optionalText, optionalWholeNumber } from "~/lib/forms/rules";
import { fromLocalDateTime } from "~/lib/zoned-time";

export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
export const registrationModes = {
  off: "Pas d'inscription",
  free: "Inscription gratuite (« Je m'inscris »)",
  tickets: "Billets (un ou plusieurs types)",
} as const satisfies Record<RegistrationMode, string>;

/** The rows of ticket types the form offers; a type's row is its `position` (0 to 3). */
export const TICKET_ROWS = 4;
export const TICKET_NAME_MAX = 100;
export const PLACES_MAX = 100_000;
export const ADVANTAGE_TEXT_MAX = 200;

export const CAPACITY_INVALID = "La capacité doit être un nombre entier de 1 à 100 000.";
export const PLACES_INVALID = "Les places doivent être un nombre entier de 1 à 100 000.";
export const LIMIT_INVALID = "La limite par inscription doit être un nombre entier de 1 à 100.";
export const PRICE_INVALID = "Prix invalide (ex. 0 ou 25,00).";
export const ADVANTAGE_INVALID = "Valeur invalide (ex. 0 ou 40,00).";
export const ADVANTAGE_ABOVE_PRICE = "L'avantage ne peut pas valoir plus que le prix du billet.";
export const ADVANTAGE_TEXT_MISSING =
  "Décrivez ce que le billet donne en retour (ex. « Repas du souper-bénéfice ») : le reçu officiel le nomme.";
export const TICKET_NAME_MISSING = "Donnez un nom à ce type de billet.";
export const TICKETS_MISSING =
  "Ajoutez au moins un type de billet pour une inscription avec billets.";
export const DATE_TIME_INVALID = "Date et heure invalides.";
export const CLOSES_BEFORE_OPENS = "La fermeture des inscriptions doit suivre leur ouverture.";
export const CAPACITY_BELOW_TAKEN = (taken: number) =>
  `Impossible : ${taken} place${taken > 1 ? "s sont déjà prises" : " est déjà prise"}. La capacité ne peut pas être plus basse.`;
export const TYPE_PLACES_BELOW_TAKEN = (taken: number) =>
  `Impossible : ${taken} billet${taken > 1 ? "s de ce type sont déjà pris" : " de ce type est déjà pris"}.`;
export const TYPE_REMOVED_WITH_TICKETS =
  "Ce type de billet a déjà été pris : gardez son nom (vous pouvez réduire ses places).";

type TicketPart = "Name" | "Price" | "Places" | "Limit" | "Advantage" | "AdvantageText";
type TicketFieldName = `ticket${1 | 2 | 3 | 4}${TicketPart}`;

/** "ticket1Name"… the posted name of one cell of the ticket rows (row 1 to 4). */
export function ticketField(row: number, part: TicketPart): TicketFieldName {
  return `ticket${row}${part}` as TicketFieldName;
}

/** An amount in dollars, blank for 0 $. */
const dollars = (invalid: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((typed, context) => {
      if (!typed) return 0;
      const cents = parseAmountCents(typed);
      if (cents !== null && cents >= 0) return cents;
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });
const price = dollars(PRICE_INVALID);

const optionalInstant = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const instant = fromLocalDateTime(value);
    if (!instant) context.addIssue({ code: "custom", message: DATE_TIME_INVALID });
    return instant ?? z.NEVER;
  });

const ticketShape = Object.fromEntries(
  Array.from({ length: TICKET_ROWS }, (_, index) => index + 1).flatMap((row) => [
    [ticketField(row, "Name"), optionalText(TICKET_NAME_MAX)],
    [ticketField(row, "Price"), price],
    [ticketField(row, "Places"), optionalWholeNumber(1, PLACES_MAX, PLACES_INVALID)],
    [ticketField(row, "Limit"), optionalWholeNumber(1, 100, LIMIT_INVALID)],
    [ticketField(row, "Advantage"), dollars(ADVANTAGE_INVALID)],
    [ticketField(row, "AdvantageText"), optionalText(ADVANTAGE_TEXT_MAX)],
  ]),
) as {
  [K in TicketFieldName]: K extends `${string}Name` | `${string}AdvantageText`
    ? ReturnType<typeof optionalText>
    : K extends `${string}Price` | `${string}Advantage`
      ? typeof price
      : ReturnType<typeof optionalWholeNumber>;
};

export const registrationShape = {
  // Left out (an older form, a script): no registration.
  registrationMode: z
    .string()
    .optional()
    .transform((value) => value || "off")
    .pipe(oneOf(REGISTRATION_MODES, "Choisissez un mode d'inscription de la liste.")),
  capacity: optionalWholeNumber(1, PLACES_MAX, CAPACITY_INVALID),
  registrationOpensAt: optionalInstant,
  registrationClosesAt: optionalInstant,
  ...ticketShape,
};

type RegistrationValues = z.infer<z.ZodObject<typeof registrationShape>>;

/** One ticket type as the form gives it: its row (`position`) and its values. */
export interface TicketTypeInput {
  position: number;
  name: string;
  priceCents: number;
  places: number | null;
  perOrderLimit: number | null;
  advantageCents: number;
  advantageDescription: string;
}

/** The rows of the form that name a ticket type (a row without a name is no type). */
export function ticketTypesOf(input: RegistrationValues): TicketTypeInput[] {
  const types: TicketTypeInput[] = [];
  for (let row = 1; row <= TICKET_ROWS; row++) {
    const name = input[ticketField(row, "Name")] as string | undefined;
    if (!name) continue;
    types.push({
      position: row - 1,
      name,
      priceCents: input[ticketField(row, "Price")] as number,
      places: input[ticketField(row, "Places")] as number | null,
      perOrderLimit: input[ticketField(row, "Limit")] as number | null,
      advantageCents: input[ticketField(row, "Advantage")] as number,
      advantageDescription: (input[ticketField(row, "AdvantageText")] as string | undefined) ?? "",
    });
  }
  return types;
}

/** The rules between the registration fields, for the form's superRefine. */
export function checkRegistration(input: RegistrationValues, context: z.RefinementCtx): void {
  const { registrationOpensAt: opens, registrationClosesAt: closes } = input;
  if (opens && closes && closes.getTime() <= opens.getTime()) {
    context.addIssue({
      code: "custom",
      path: ["registrationClosesAt"],
      message: CLOSES_BEFORE_OPENS,
    });
  }
  for (let row = 1; row <= TICKET_ROWS; row++) {
    const filled =
      input[ticketField(row, "Places")] !== null || input[ticketField(row, "Limit")] !== null;
    if (filled && !input[ticketField(row, "Name")]) {
      context.addIssue({
        code: "custom",
        path: [ticketField(row, "Name")],
        message: TICKET_NAME_MISSING,
      });
    }
    const advantage = input[ticketField(row, "Advantage")] as number;
    if (advantage > (input[ticketField(row, "Price")] as number)) {
      context.addIssue({
        code: "custom",
        path: [ticketField(row, "Advantage")],
        message: ADVANTAGE_ABOVE_PRICE,
      });
    } else if (advantage > 0 && !input[ticketField(row, "AdvantageText")]) {
      context.addIssue({
        code: "custom",
        path: [ticketField(row, "AdvantageText")],
        message: ADVANTAGE_TEXT_MISSING,
      });
    }
  }
  if (input.registrationMode === "tickets" && ticketTypesOf(input).length === 0) {
    context.addIssue({ code: "custom", path: [ticketField(1, "Name")], message: TICKETS_MISSING });
  }
}
