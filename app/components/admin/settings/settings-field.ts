import type { FieldSpec } from "~/components/admin/crud/form-fields";

/** A field of a Paramètres tab with its hint: id `parametres-<name>`, no browser autofill. */
export function settingsField<F extends string>(
  name: F,
  label: string,
  hint: string,
  kind?: FieldSpec<F>["kind"],
): FieldSpec<F> {
  return { name, label, hint, kind, id: `parametres-${name}`, autoComplete: "off" };
}
