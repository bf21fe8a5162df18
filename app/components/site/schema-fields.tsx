/**
 * A labelled field (text, text area, list) of a public form on the form protocol: its name, its
 * value after a refusal, its constraints and its message all come from the form (useSchemaForm),
 * so a field is one line: `<TextField form={form} name="email" id="don-courriel" label="Courriel *" />`.
 */
import type { ComponentProps } from "react";
import type { SchemaForm } from "~/components/forms/use-schema-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select, type SelectOption } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { textareaConstraint } from "~/lib/forms/constraints";

interface SchemaFieldProps<F extends string> {
  form: SchemaForm<F>;
  name: F;
  /** Id of the control; its message and hint ids derive from it. */
  id: string;
  label: string;
  /** The value of an empty form. */
  saved?: string;
}

/** The other attributes of the control (type, autoComplete…), never its constraints: the schema's. */
type Extra<E extends "input" | "textarea" | "select"> = Omit<
  ComponentProps<E>,
  "form" | "id" | "name" | "defaultValue" | "required" | "maxLength" | "minLength" | "pattern"
>;

/** The input types `pattern` applies to: pickers (date, time, number) give their own format. */
const TYPED = new Set(["text", "search", "url", "tel", "email", "password"]);

export function TextField<F extends string>({
  form,
  name,
  id,
  label,
  saved,
  ...input
}: SchemaFieldProps<F> & Extra<"input">) {
  const field = form.field(name, saved);
  const typed = TYPED.has(input.type ?? field.type ?? "text");
  return (
    <Field id={id} label={label} error={form.errors[name]}>
      {(control) => (
        <Input {...control} {...field} pattern={typed ? field.pattern : undefined} {...input} />
      )}
    </Field>
  );
}

/** The e-mail field of a form: the e-mail keyboard and the browser's own suggestions. */
export function EmailField<F extends string>(props: SchemaFieldProps<F> & Extra<"input">) {
  return <TextField inputMode="email" autoComplete="email" {...props} />;
}

/** The phone field of a form: the phone keyboard and the browser's own suggestions. */
export function PhoneField<F extends string>(props: SchemaFieldProps<F> & Extra<"input">) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

/** A text area takes the schema's lengths and `required` only (it has no type nor pattern). */
export function TextAreaField<F extends string>({
  form,
  name,
  id,
  label,
  saved,
  ...textarea
}: SchemaFieldProps<F> & Extra<"textarea">) {
  return (
    <Field id={id} label={label} error={form.errors[name]}>
      {(control) => (
        <Textarea
          {...control}
          name={name}
          defaultValue={form.value(name, saved)}
          {...textareaConstraint(form.constraint(name))}
          {...textarea}
        />
      )}
    </Field>
  );
}

/** A native list of choices; the schema checks the value is one of them. */
export function SelectField<F extends string>({
  form,
  name,
  id,
  label,
  saved,
  options,
  ...select
}: SchemaFieldProps<F> & Extra<"select"> & { options: readonly SelectOption[] }) {
  return (
    <Field id={id} label={label} error={form.errors[name]}>
      {(control) => (
        <Select
          {...control}
          {...form.field(name, saved)}
          options={options}
          className="py-2"
          {...select}
        />
      )}
    </Field>
  );
}
