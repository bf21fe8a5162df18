/**
 * The answer of an action that refuses a form, the same on every form of the site: status 400
 * (or `status`, e.g. 404 for a record that no longer exists, 429 for too many attempts) with
 * `{ refused: { intent, errors, values } }`, so the page shows the form of `intent` again with
 * its messages and what was typed (app/lib/forms/refusal.ts).
 */
import { data } from "react-router";
import { typedValues, type FormRefusal } from "~/lib/forms/refusal";
import type { FieldErrors } from "~/lib/forms/validate";

export type RefusedAnswer = ReturnType<typeof refuseForm>;

export function refuseForm(
  intent: string,
  errors: FieldErrors,
  form: FormData | Record<string, string>,
  status = 400,
  init: Omit<ResponseInit, "status"> = {},
) {
  const values = form instanceof FormData ? typedValues(form) : withoutPlumbing(form);
  return data({ refused: { intent, errors, values } satisfies FormRefusal }, { ...init, status });
}

function withoutPlumbing(values: Record<string, string>): Record<string, string> {
  const { intent: _intent, id: _id, ...typed } = values;
  return typed;
}
