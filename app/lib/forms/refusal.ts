/**
 * The one shape of a refused form, on every form of the site: which form (its intent), the
 * French message of each field to fix ("form" for the whole form) and what was typed, so the
 * page shows the form again as it was. An action answers `{ refused: FormRefusal }` with a 4xx
 * status (app/server/forms/refuse-form.server.ts). Isomorphic.
 */
import type { FieldErrors } from "./validate";

export interface FormRefusal<F extends string = string> {
  intent: string;
  errors: FieldErrors<F>;
  values: Record<string, string>;
}

/**
 * A domain function's refusal of a posted form, by `status` (invalid, rate-limited…): the route
 * answers it as the form's refusal, with the messages and what was typed.
 */
export interface RefusedForm<S extends string, F extends string, V = Record<F, string>> {
  status: S;
  errors: FieldErrors<F>;
  values: V;
}

/** Names that carry the form's plumbing, never something a person typed. */
const TECHNICAL = new Set(["intent", "id"]);

/** The typed text values of a form (never files, never the technical `intent`/`id`). */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !TECHNICAL.has(name)) values[name] = value;
  }
  return values;
}

/** The refusal meant for the form of `intent`, if the answer is one. */
export function refusalFor<F extends string = string>(
  answer: { refused?: FormRefusal } | null | undefined,
  intent: string,
): FormRefusal<F> | undefined {
  const refused = answer?.refused;
  return refused?.intent === intent ? (refused as FormRefusal<F>) : undefined;
}

/**
 * The message of a refused deletion (the record was already gone…), which a list shows with its
 * notices: the answer's whole-form error when its intent is "delete" or "delete-…".
 */
export function refusedDeletion(
  answer: { refused?: FormRefusal } | null | undefined,
): string | undefined {
  const refused = answer?.refused;
  const deletion = refused?.intent === "delete" || refused?.intent.startsWith("delete-");
  return deletion ? refused?.errors.form : undefined;
}

/** The typed value of `name` after a refusal, else the saved value, else `fallback`. */
export function valueOf(
  refused: FormRefusal | undefined,
  name: string,
  saved: string | number | null | undefined,
  fallback = "",
): string {
  if (refused && name in refused.values) return refused.values[name];
  return saved === null || saved === undefined ? fallback : String(saved);
}
