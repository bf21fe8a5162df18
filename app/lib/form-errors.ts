/** Errors of a refused form: the first message for each field, "form" for the whole form. */
export type FieldErrors<F extends string> = Partial<Record<F | "form", string>>;

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
