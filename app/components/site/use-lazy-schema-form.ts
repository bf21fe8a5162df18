/**
 * useSchemaForm (components/forms/use-schema-form.ts) for a form whose schema is loaded lazily,
 * as public pages and the sign-in pages do so that zod stays out of their first load. The schema
 * is fetched when the visitor reaches the form (its first focus); a submit made before it has
 * arrived, e.g. a click on the button of an empty form, waits for it and is then checked by the
 * browser like any other, instead of reaching the server unchecked. If the schema cannot be
 * loaded (offline, a new deployment) or takes too long, the form is sent and the server, which
 * checks everything anyway, answers. Without JavaScript none of this runs.
 *
 *   const loadSchema = () => import("~/domain/contact/schema").then((m) => m.contactSchema);
 *   const form = useLazySchemaForm({ schema: loadSchema, refused, order, constraints });
 *
 * `schema` must keep its identity between renders (a module constant or a useCallback).
 */
import * as React from "react";
import type { ZodType } from "zod";
import {
  useSchemaForm,
  type SchemaForm,
  type SchemaFormOptions,
} from "~/components/forms/use-schema-form";

/** How long a first submit waits for the schema before it is sent for the server to check. */
const WAIT_MS = 3000;

export interface LazySchemaFormOptions<F extends string> extends SchemaFormOptions<F> {
  schema: () => Promise<ZodType>;
}

export function useLazySchemaForm<F extends string>(
  options: LazySchemaFormOptions<F>,
): SchemaForm<F> {
  const { schema } = options;
  // One load per schema: the form's check and the wait below share it, so the check is ready
  // (set in the same render) when the wait ends.
  const shared = React.useMemo(() => {
    let loading: Promise<ZodType> | undefined;
    return () => (loading ??= schema());
  }, [schema]);
  const form = useSchemaForm<F>({ ...options, schema: shared });
  const [settled, setSettled] = React.useState(false);
  const started = React.useRef(false);
  // A submit that came before the schema, with its button (null: none): sent again once settled.
  const waiting = React.useRef<{ submitter: HTMLElement | null } | null>(null);
  const [early, setEarly] = React.useState(0);

  const { ref, onFocus, onSubmit } = form.props;
  const start = () => {
    onFocus();
    if (started.current) return;
    started.current = true;
    const settle = () => setSettled(true);
    shared().then(settle, settle);
  };

  React.useEffect(() => {
    const pending = waiting.current;
    if (!pending) return;
    if (!settled) {
      const timer = window.setTimeout(() => setSettled(true), WAIT_MS);
      return () => window.clearTimeout(timer);
    }
    waiting.current = null;
    ref.current?.requestSubmit(pending.submitter ?? undefined);
  }, [early, settled, ref]);

  return {
    ...form,
    props: {
      ...form.props,
      onFocus: start,
      onSubmit: (event) => {
        if (settled) return onSubmit(event);
        event.preventDefault();
        waiting.current = { submitter: (event.nativeEvent as SubmitEvent).submitter ?? null };
        setEarly((count) => count + 1);
        start();
      },
    },
  };
}
