/**
 * The fields of a back-office form, from a description: label, kind and options. Each field
 * takes its HTML constraints from the form's schema (useSchemaForm), its message from the
 * browser's or the server's check, and its value from what was typed before a refusal, else the
 * edited record, else its default.
 *
 *   const FIELDS: FieldSpec<StaffField>[] = [
 *     { name: "name", label: "Nom", id: "personnel-nom", autoComplete: "off" },
 *     { name: "department", label: "Service", id: "personnel-service", kind: "select", options },
 *     { name: "image", label: "Image", id: "personnel-image", kind: "image" },
 *   ];
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { Field, type FieldControlProps } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select, type SelectOption } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { SchemaForm } from "~/components/forms/use-schema-form";
import type { FieldConstraint } from "~/lib/forms/constraints";
import { valueOf, type FormRefusal } from "~/lib/forms/refusal";
import { cn } from "~/lib/utils";
import { ImageField } from "../image-field";
import { RichTextEditor } from "../rich-text-editor";

export type FieldKind =
  | "text"
  | "email"
  | "password"
  | "tel"
  | "url"
  | "date"
  | "time"
  | "datetime-local"
  | "number"
  | "textarea"
  | "select"
  | "rich"
  | "image"
  | "checkbox";

export interface FieldSpec<F extends string> {
  /** The posted name; an image field is named "image" (its record's column). */
  name: F | "image";
  label: string;
  id: string;
  kind?: FieldKind;
  options?: readonly SelectOption[];
  /** The value of a new record. */
  initial?: string;
  /**
   * How the record's stored value shows in the field (e.g. cents as dollars, or a value the
   * loader prepared beside it); not called for a null value.
   */
  format?: (saved: unknown, record: Record<string, unknown>) => string;
  /**
   * Fields sharing a `row` name, one after the other, stand side by side on a wide screen (two
   * to four to a line).
   */
  row?: string;
  hint?: string;
  rows?: number;
  autoComplete?: string;
  step?: string;
  /** Other attributes of a text-like input or a textarea (never its constraints: the schema's). */
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "readOnly" | "spellCheck" | "placeholder" | "className" | "inputMode"
  >;
  /**
   * A field the standard kinds cannot draw (rendered inside the same labelled block), with the
   * schema's constraints of the field to spread on its control.
   */
  render?: (
    control: FieldControlProps & { name: F; defaultValue: string; constraint: FieldConstraint },
  ) => ReactNode;
}

export function FormFields<F extends string>({
  fields,
  form,
  refused,
  record,
}: {
  fields: readonly FieldSpec<F>[];
  form: SchemaForm<F>;
  refused?: FormRefusal<F>;
  /** The edited record (its values fill the fields), or null when adding. */
  record: Record<string, unknown> | null;
}) {
  const draw = (field: FieldSpec<F>) => (
    <FormField key={field.name} field={field} form={form} refused={refused} record={record} />
  );
  return (
    <>
      {rowsOf(fields).map((line) =>
        line.length === 1 ? (
          draw(line[0])
        ) : (
          <div key={line[0].name} className={cn("grid gap-5", ROW_COLUMNS[line.length])}>
            {line.map(draw)}
          </div>
        ),
      )}
    </>
  );
}

/** A select's options from a table of labels by value, in `keys` order (default: the table's). */
export function optionsOf<K extends string>(
  labels: Readonly<Record<K, string>>,
  keys: readonly K[] = Object.keys(labels) as K[],
): SelectOption[] {
  return keys.map((key) => ({ value: key, label: labels[key] }));
}

/**
 * A select field, with its options and the value a new record starts with:
 *
 *   selectField("status", "Statut", "projet-statut", { options, initial: "draft" })
 */
export function selectField<F extends string>(
  name: NoInfer<F>,
  label: string,
  id: string,
  choice: Omit<FieldSpec<F>, "name" | "label" | "id" | "kind"> & {
    options: readonly SelectOption[];
    initial: string;
  },
): FieldSpec<F> {
  return { name, label, id, kind: "select", ...choice };
}

const ROW_COLUMNS: Record<number, string> = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** The fields in lines: one field each, or the consecutive fields of one `row` together. */
function rowsOf<F extends string>(fields: readonly FieldSpec<F>[]): FieldSpec<F>[][] {
  const lines: FieldSpec<F>[][] = [];
  for (const field of fields) {
    const last = lines.at(-1);
    if (field.row && last?.[0].row === field.row && last.length < 4) last.push(field);
    else lines.push([field]);
  }
  return lines;
}

const IMAGE_ERRORS = ["imageFile", "imageUrl"] as const;

function FormField<F extends string>({
  field,
  form,
  refused,
  record,
}: {
  field: FieldSpec<F>;
  form: SchemaForm<F>;
  refused?: FormRefusal<F>;
  record: Record<string, unknown> | null;
}) {
  const saved = record?.[field.name];
  const errors = form.errors as Record<string, string | undefined>;
  if (field.kind === "image") {
    return (
      <ImageField
        id={field.id}
        legend={field.label}
        current={typeof saved === "string" ? saved : null}
        typedUrl={refused?.values.imageUrl}
        error={IMAGE_ERRORS.map((name) => errors[name]).find(Boolean)}
      />
    );
  }
  const shown =
    saved === null || saved === undefined
      ? undefined
      : field.format
        ? field.format(saved, record!)
        : String(saved);
  // An unchecked box is not posted: after a refusal, its absence means "unchecked".
  const defaultValue =
    field.kind === "checkbox" && refused
      ? (refused.values[field.name] ?? "")
      : valueOf(refused, field.name, shown, field.initial ?? "");
  const constraint = form.constraint(field.name as F);
  return (
    <Field id={field.id} label={field.label} hint={field.hint} error={errors[field.name]}>
      {(control) => {
        const common = { ...control, name: field.name, defaultValue };
        if (field.render) return field.render({ ...common, name: field.name as F, constraint });
        switch (field.kind) {
          case "textarea":
            return (
              <Textarea
                {...common}
                {...field.input}
                rows={field.rows ?? 4}
                required={constraint.required}
                maxLength={constraint.maxLength}
              />
            );
          case "select":
            return <Select {...common} options={field.options ?? []} />;
          case "rich":
            return <RichTextEditor {...common} label={field.label} />;
          case "checkbox":
            return (
              <input
                {...control}
                type="checkbox"
                name={field.name}
                value="on"
                defaultChecked={defaultValue === "on" || defaultValue === "true"}
                className="size-4"
              />
            );
          default:
            return (
              <Input
                {...common}
                {...field.input}
                type={field.kind ?? constraint.type ?? "text"}
                required={constraint.required}
                maxLength={constraint.maxLength}
                minLength={constraint.minLength}
                pattern={constraint.pattern}
                min={constraint.min}
                max={constraint.max}
                step={field.step}
                autoComplete={field.autoComplete}
              />
            );
        }
      }}
    </Field>
  );
}
