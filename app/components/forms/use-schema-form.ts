/**
 * The browser half of the form protocol (docs/decisions/0021-forms-and-screens.md): the form's
 * zod schema checks what was typed before the round trip and shows the server's own French
 * messages, the page's HTML constraints come from the same schema, and the keyboard goes to the
 * first field to fix. Without JavaScript nothing here runs: the form posts and the server refuses
 * it with the same messages (its answer is `{ refused }`, app/lib/forms/refusal.ts).
 *
 *   const form = useSchemaForm({ schema: staffSchema, refused, order: ORDER });
 *   <Form {...form.props} method="post">
 *     <Field id="personnel-nom" label="Nom" error={form.errors.name}>
 *       {(control) => <Input {...control} {...form.field("name", saved.name)} … />}
 *
 * A public page passes `schema` as a loader (`() => import("…/schema")…`, a module constant or a
 * useCallback) so zod stays out of its first load, and the `constraints` its loader computed. The
 * schema is fetched when the visitor first reaches the form; a submit made before it has arrived
 * (a click on the button of an empty form) waits for it and is then checked like any other,
 * instead of reaching the server unchecked. If it cannot be loaded (offline, a new deployment) or
 * takes too long, the form is sent and the server, which checks everything anyway, answers.
 */
import * as React from "react";
import type { ZodType } from "zod";
import { constraintsOf, type FieldConstraint, type FormConstraints } from "~/lib/forms/constraints";
import { useFocusFirstError } from "~/components/ui/field";
import { valueOf, type FormRefusal } from "~/lib/forms/refusal";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";

type SchemaSource = ZodType | (() => Promise<ZodType>);

/** How long a first submit waits for a lazily loaded schema before it is sent for the server. */
const WAIT_MS = 3000;

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
  /**
   * Code the page needs once the form is sent (the toasts), fetched when the visitor reaches the
   * form so that the answer is not late.
   */
  preload?: () => Promise<unknown>;
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
  /** The value of `name` to show: what was typed before a refusal, else `saved`, else empty. */
  value: (name: F, saved?: string | number | null) => string;
  /** Spread on a text control: its name, its value (as `value`) and its constraints. */
  field: (
    name: F,
    saved?: string | number | null,
  ) => FieldConstraint & { name: F; defaultValue: string };
}

export function useSchemaForm<F extends string>({
  schema,
  refused,
  order,
  fallback,
  constraints,
  preload,
}: SchemaFormOptions<F>): SchemaForm<F> {
  const ref = React.useRef<HTMLFormElement>(null);
  const lazy = typeof schema === "function";
  // A lazy schema, once loaded: the last one loaded serves until a newer one arrives.
  const [fetched, setFetched] = React.useState<ZodType | null>(null);
  const loaded = lazy ? fetched : schema;
  // Whether a submit may go: the lazy schema is loaded, failed, or was waited for long enough.
  const [settled, setSettled] = React.useState(false);
  const isSettled = !lazy || settled;
  // The loader last called: a new one (new rules, e.g. another day) is called on the next focus.
  const loading = React.useRef<SchemaSource | null>(null);
  // A submit that came before the schema, with its button (null: none): sent again once settled.
  const waiting = React.useRef<{ submitter: HTMLElement | null } | null>(null);
  const [early, setEarly] = React.useState(0);

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

  const load = () => {
    preload?.().catch(() => {});
    if (typeof schema !== "function" || loading.current === schema) return;
    loading.current = schema;
    schema().then(
      (zod) => {
        setFetched(zod);
        setSettled(true);
      },
      // Not loaded (offline, a new deployment): the server still checks everything.
      () => setSettled(true),
    );
  };

  React.useEffect(() => {
    const pending = waiting.current;
    if (!pending) return;
    if (!isSettled) {
      const timer = window.setTimeout(() => setSettled(true), WAIT_MS);
      return () => window.clearTimeout(timer);
    }
    waiting.current = null;
    // Sent again from a task of its own. This effect can run inside the first submit event: the
    // schema arrived just before the click, React had not drawn it yet, and it flushes a
    // click's effects before returning to the browser. A form ignores requestSubmit() while it
    // is firing its submit event, and the visitor's submission was then lost (seen on a slow
    // phone: the sign-in button did nothing).
    window.setTimeout(() => ref.current?.requestSubmit(pending.submitter ?? undefined), 0);
  }, [early, isSettled]);

  const check = (form: HTMLFormElement): FieldErrors<F> | null => {
    if (!loaded) return null;
    const result = validateForm<unknown, F>(loaded, new FormData(form));
    return result.ok ? {} : onlyRendered(result.errors, form);
  };

  useFocusFirstError(ref, submitted, order, fallback);

  const constraint = (name: F): FieldConstraint => derived[name] ?? {};
  const typed = refused && "values" in refused ? refused : undefined;
  const value = (name: F, saved?: string | number | null) => valueOf(typed, name, saved);

  return {
    props: {
      ref,
      noValidate: true,
      onFocus: load,
      onSubmit: (event) => {
        // A button marked `formNoValidate` (« Annuler ») sends the form unchecked, as it does
        // with the browser's own validation.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
        if (!isSettled) {
          event.preventDefault();
          waiting.current = { submitter: submitter ?? null };
          setEarly((count) => count + 1);
          load();
          return;
        }
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
    constraint,
    value,
    field: (name, saved) => ({ name, defaultValue: value(name, saved), ...constraint(name) }),
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
