/**
 * The browser half of the form protocol (docs/decisions/0021-forms.md): the form's zod schema
 * checks what was typed before the round trip and shows the server's own French messages, the
 * page's HTML constraints come from the same schema, and the keyboard goes to the first field to
 * fix. Without JavaScript nothing here runs: the form posts and the server refuses it with the
 * same messages (its answer is `{ refused }`, app/lib/forms/refusal.ts).
 *
 *   const form = useSchemaForm({ schema: staffSchema, refused, order: ORDER });
 *   <Form {...form.props} method="post">
 *     <Field id="personnel-nom" label="Nom" error={form.errors.name}>
 *       {(control) => <Input {...control} {...form.constraint("name")} name="name" … />}
 *
 * A public page passes `schema` as a loader (`() => import("…/schema")…`) so zod stays out of its
 * first load; the loaded schema is fetched when the visitor first reaches the form, and until
 * then the server alone checks. It then passes `constraints` computed by its loader.
 */
import * as React from "react";
import type { ZodType } from "zod";
import { constraintsOf, type FieldConstraint, type FormConstraints } from "~/lib/forms/constraints";
import { useFocusFirstError } from "~/components/ui/field";
import type { FormRefusal } from "~/lib/forms/refusal";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";

type SchemaSource = ZodType | (() => Promise<ZodType>);

export interface SchemaFormOptions<F extends string> {
  schema: SchemaSource;
  /** The server's refusal of this form, if its last answer was one. */
  refused?: FormRefusal<F> | { errors: FieldErrors<F> };
  /** Field names in screen order: the focus goes to the first one with an error. */
  order: readonly F[];
  /** Where the focus goes when only the form as a whole was refused. */
  fallback?: F;
  /** The HTML constraints, when `schema` is loaded lazily (computed by the page's loader). */
  constraints?: FormConstraints;
}

export interface SchemaForm<F extends string> {
  /** Spread on the `<Form>`: its ref, `noValidate` and the checks before sending. */
  props: {
    ref: React.RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    onInput: (event: React.FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
  };
  /** The message of each field to fix: the browser's check, else the server's answer. */
  errors: FieldErrors<F>;
  /** The HTML constraints of `name`, from the schema. */
  constraint: (name: F) => FieldConstraint;
}

export function useSchemaForm<F extends string>({
  schema,
  refused,
  order,
  fallback,
  constraints,
}: SchemaFormOptions<F>): SchemaForm<F> {
  const ref = React.useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = React.useState<ZodType | null>(
    typeof schema === "function" ? null : schema,
  );
  const [checked, setChecked] = React.useState<FieldErrors<F> | null>(null);
  // What a refused submission found, by the browser or the server: the focus moves only then,
  // not while the visitor types.
  const [submitted, setSubmitted] = React.useState<FieldErrors<F> | undefined>(refused?.errors);
  // A new answer from the server replaces what the browser found.
  const serverErrors = refused?.errors;
  const [answered, setAnswered] = React.useState(serverErrors);
  if (answered !== serverErrors) {
    // Adjusting state to a new answer while rendering, as React advises over an effect.
    setAnswered(serverErrors);
    setChecked(null);
    setSubmitted(serverErrors);
  }
  const errors: FieldErrors<F> = checked ?? serverErrors ?? {};

  const derived = React.useMemo(
    () => constraints ?? (typeof schema === "function" ? {} : constraintsOf(schema)),
    [constraints, schema],
  );

  const load = React.useCallback(() => {
    if (loaded || typeof schema !== "function") return;
    schema().then(setLoaded, () => {
      // Not loaded (offline, a new deployment): the server still checks everything.
    });
  }, [loaded, schema]);

  const check = (form: HTMLFormElement): FieldErrors<F> | null => {
    if (!loaded) return null;
    const result = validateForm<unknown, F>(loaded, new FormData(form));
    return result.ok ? {} : onlyRendered(result.errors, form);
  };

  useFocusFirstError(ref, submitted, order, fallback);

  return {
    props: {
      ref,
      noValidate: true,
      onFocus: load,
      onSubmit: (event) => {
        const found = check(event.currentTarget);
        if (found && Object.keys(found).length > 0) {
          event.preventDefault();
          event.stopPropagation();
          setChecked(found);
          setSubmitted(found);
        }
      },
      // Once a message shows, it follows what is typed: fixed fields lose theirs at once.
      onInput: (event) => {
        if (Object.keys(errors).length === 0) return;
        const found = check(event.currentTarget);
        if (found) setChecked(found);
      },
    },
    errors,
    constraint: (name) => derived[name] ?? {},
  };
}

/**
 * Errors about fields the form does not show (a schema shared by two forms) cannot be fixed by
 * the visitor: the server will say what it makes of them.
 */
function onlyRendered<F extends string>(errors: FieldErrors<F>, form: HTMLFormElement) {
  const shown: FieldErrors<F> = {};
  for (const [name, message] of Object.entries(errors) as [F | "form", string][]) {
    if (name === "form" || form.elements.namedItem(name)) shown[name] = message;
  }
  return shown;
}
