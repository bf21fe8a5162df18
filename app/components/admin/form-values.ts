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
