import { data } from "react-router";
import type { RefusedForm } from "./record-form";

/**
 * What a refused back-office form gives back to the screen: the typed text values (never files,
 * never the technical `intent`/`id`), so nothing typed is lost. Isomorphic.
 */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== "intent" && name !== "id") values[name] = value;
  }
  return values;
}

/** The string fields of a form as a plain object, for a zod schema (files left out). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

/**
 * The answer of an admin action that refuses a form: status 400 (or `status`) with the field
 * errors and the typed values, so the screen re-opens the form of `intent` as it was.
 */
export function refuseForm(
  intent: string,
  errors: RefusedForm["errors"],
  form: FormData,
  status = 400,
) {
  return data(
    { refused: { intent, errors, values: typedValues(form) } satisfies RefusedForm },
    status,
  );
}
