/**
 * The field rules every form of the site shares (isomorphic zod), each with its one French
 * message: required text, optional text, e-mail, phone, Canadian postal code, calendar day, a
 * choice from a list. A screen's schema is built from these, so a limit or a message is written
 * once and the page's HTML constraints follow it (constraints.ts).
 */
import { z } from "zod";
import { parseAmountCents } from "~/lib/amount";
import { EMAIL_MAX_LENGTH } from "./limits";
import { EMAIL_INVALID, REQUIRED, tooLong } from "./messages";

export { EMAIL_MAX_LENGTH, EMAIL_INVALID, REQUIRED, tooLong };
export const PHONE_INVALID = "Numéro de téléphone invalide (ex. 418 555-0123).";
export const POSTAL_CODE_INVALID = "Code postal invalide. Format attendu : A1A 1A1.";
export const DAY_INVALID = "Date invalide (format AAAA-MM-JJ).";

/**
 * A required text, trimmed. `short` sets a minimum length with its own message, which then also
 * answers a blank value (e.g. "Le titre doit contenir au moins 3 caractères.").
 */
export function requiredText(
  max: number,
  tooLongMessage = tooLong(max),
  short?: { min: number; message: string },
) {
  const blank = short?.message ?? REQUIRED;
  return z
    .string({ error: blank })
    .trim()
    .min(short?.min ?? 1, blank)
    .max(max, tooLongMessage);
}

/** A text that may be missing, trimmed, at most `max` characters. */
function maybeText(max: number, tooLongMessage: string) {
  return z.string().trim().max(max, tooLongMessage).optional();
}

/** An optional text, trimmed: missing or blank becomes "" (for NOT NULL columns). */
export function optionalText(max: number, tooLongMessage = tooLong(max)) {
  return maybeText(max, tooLongMessage).transform((value) => value ?? "");
}

/** An optional text, trimmed: missing or blank becomes null. */
export function nullableText(max: number, tooLongMessage = tooLong(max)) {
  return maybeText(max, tooLongMessage).transform((value) => value || null);
}

/**
 * A required e-mail address: trimmed, then checked; its case is left as typed. `invalid`: a
 * screen's own wording of the refusal, when its tests fix one (default EMAIL_INVALID).
 */
export function requiredEmail(invalid = EMAIL_INVALID) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(EMAIL_MAX_LENGTH, invalid)
    .pipe(z.email(invalid));
}

/** `schema` for a value that may be left blank: blank or missing becomes null. */
function blankAsNull<T>(schema: z.ZodType<T, string>) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(schema.nullable());
}

/** An optional e-mail address; blank becomes null. `invalid` as for requiredEmail. */
export function optionalEmail(invalid = EMAIL_INVALID) {
  return blankAsNull(z.email(invalid).max(EMAIL_MAX_LENGTH, invalid));
}

/** Digits, spaces, + . - ( ): "418 555-0123", "+1 (418) 555-0123". */
const PHONE = /^\+?[\d\s().-]{7,25}$/;

/** An optional phone number, as the site's one phone rule; blank becomes null. */
export function optionalPhone() {
  return blankAsNull(z.string().regex(PHONE, PHONE_INVALID));
}

/** "G7H 1A1", "g7h1a1" or "G7H-1A1": a Canadian postal code. */
export const POSTAL_CODE = /^([A-Z]\d[A-Z])[ -]?(\d[A-Z]\d)$/;

/** A Canadian postal code as Canada Post writes it ("G7H 1A1"), from what was typed. */
export function normalPostalCode(typed: string): string | null {
  const upper = typed.trim().toUpperCase();
  return POSTAL_CODE.test(upper) ? upper.replace(POSTAL_CODE, "$1 $2") : null;
}

/** A required Canadian postal code, normalized ("G7H 1A1"). */
export function requiredPostalCode() {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .transform((typed, ctx) => {
      const code = normalPostalCode(typed);
      if (code) return code;
      ctx.addIssue({ code: "custom", message: POSTAL_CODE_INVALID });
      return z.NEVER;
    });
}

/** A real calendar day "YYYY-MM-DD" (no 31 février). */
export function isoDay(message = DAY_INVALID) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);
}

/** One of `keys` (a select's options), with the screen's French message otherwise. */
export function oneOf<K extends string>(keys: readonly K[], message: string) {
  return z.enum(keys as unknown as [K, ...K[]], { error: message });
}

/**
 * A required whole number from `min` to `max`, typed in a number field: `message` answers a
 * blank, a fraction, a letter or a value out of bounds.
 */
export function wholeNumber(min: number, max: number, message: string) {
  return (
    z
      .string({ error: message })
      .trim()
      // Checked as digits, not as a pattern: the page's field is a number input.
      .refine((typed) => /^\d{1,9}$/.test(typed), message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
  );
}

/** An optional whole number from `min` to `max` (a number field left blank is null). */
export function optionalWholeNumber(min: number, max: number, message: string) {
  return blankAsNull(
    z
      .string()
      .refine((typed) => /^\d{1,9}$/.test(typed), message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message)),
  );
}

/**
 * A required amount in dollars as typed ("1 234,56", "25.50", "25 $") → cents, from `minCents` to
 * `maxCents`: `invalid` answers a blank or what is not an amount, `outOfBounds` a value past them
 * (the bounds are in cents, the page's field in dollars: refinements, not `.min()`).
 */
export function dollars(minCents: number, maxCents: number, invalid: string, outOfBounds: string) {
  return requiredText(40, invalid)
    .transform((typed, context) => {
      const cents = parseAmountCents(typed);
      if (cents !== null) return cents;
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    })
    .pipe(z.number().refine((cents) => cents >= minCents && cents <= maxCents, outOfBounds));
}

/** A checkbox: ticked ("on") is true; an unticked box is not posted at all, so false. */
export function checkbox() {
  return z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true");
}

export const TIME_INVALID = "Heure invalide (format HH:MM).";
/** "18:30": a time of day on the 24-hour clock, as `<input type="time">` sends it. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required time of day "HH:MM". */
export function clockTime(message = TIME_INVALID) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).regex(CLOCK, message);
}

/** An optional time of day "HH:MM"; blank becomes null. */
export function optionalClockTime(message = TIME_INVALID) {
  return blankAsNull(z.string().regex(CLOCK, message));
}
