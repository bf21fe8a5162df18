/**
 * One way to read a submitted form against its zod schema, on the server and in the browser, so
 * both refuse the same input with the same French messages. Isomorphic.
 */
import type { ZodType } from "zod";
import { frenchIssue } from "./messages";

/** Errors of a refused form: the first message for each field, "form" for the whole form. */
export type FieldErrors<F extends string = string> = Partial<Record<F | "form", string>>;

/** The string fields of a form as a plain object, for a zod schema (files left out). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

/**
 * The text posted for each of `fields` ("" when missing or a file): what a public form shows
 * again when it is refused.
 */
export function postedFields<F extends string>(
  form: FormData,
  fields: readonly F[],
): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Turns zod's issues into one French message per field (the first one). */
export function firstErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = (issue.path[0] as F | undefined) ?? "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export type Validation<T, F extends string = string> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** Parses the form's text fields with `schema`; what no rule words itself is told in French. */
export function validateForm<T, F extends string = string>(
  schema: ZodType<T>,
  form: FormData | Record<string, string>,
): Validation<T, F> {
  const fields = form instanceof FormData ? formFields(form) : form;
  const parsed = schema.safeParse(fields, { error: frenchIssue });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: firstErrors<F>(parsed.error.issues) };
}
