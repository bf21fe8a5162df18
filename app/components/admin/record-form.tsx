/**
 * The add / edit form of a back-office screen, shown in place (not in a modal) when the URL asks
 * for it (lib/forms/form-mode.ts): it works without JavaScript, and a refused submission comes
 * back with its messages and the typed values because the form posts to the same URL. With
 * JavaScript, the form's schema checks it before it is sent (components/forms/use-schema-form.ts).
 *
 *   const form = useSchemaForm({ schema, refused, order });
 *   <RecordForm id="formulaire-comite" title="Ajouter un comité" intent="create-committee"
 *     submitLabel="Ajouter" cancelTo={searchWith(search)} form={form}>
 *     …fields…
 *   </RecordForm>
 */
import * as React from "react";
import { Form, Link } from "react-router";
import { AdminPanel } from "./admin-frame";
import { useSubmittingIntent } from "./use-submitting";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert, useFocusFirstError } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/forms/validate";
import type { SchemaForm } from "~/components/forms/use-schema-form";

export function RecordForm<F extends string>({
  id,
  title,
  intent,
  recordId,
  submitLabel,
  cancelTo,
  form,
  errors,
  order = [],
  multipart = false,
  hidden,
  children,
}: {
  /** Id of the panel heading (the section is named by it). */
  id: string;
  title: string;
  intent: string;
  /** The edited record's id, posted as `id`. */
  recordId?: number;
  submitLabel: string;
  /** Where 'Annuler' leads: the same screen in view mode. */
  cancelTo: string;
  form?: SchemaForm<F>;
  /** Before a screen moves to `form`: its server errors and field order (focus on the first). */
  errors?: FieldErrors<F>;
  order?: readonly F[];
  /** Needed when the form has an image field (file upload). */
  multipart?: boolean;
  /** Other hidden values (e.g. the committee of a new member). */
  hidden?: Record<string, string | number>;
  children: React.ReactNode;
}) {
  const legacyRef = React.useRef<HTMLFormElement>(null);
  useFocusFirstError(legacyRef, form ? undefined : errors, order, order[0]);
  const formProps = form?.props ?? { ref: legacyRef, noValidate: true as const };
  const submitting = useSubmittingIntent(intent);
  return (
    <AdminPanel id={id} title={title} className="mb-8 max-w-2xl">
      <Form
        {...formProps}
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value={intent} />
        {recordId === undefined ? null : <input type="hidden" name="id" value={recordId} />}
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FormAlert message={(form?.errors ?? errors)?.form} />
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={submitting}>
            {submitLabel}
          </Button>
          <Link to={cancelTo} className={buttonVariants({ variant: "outline" })}>
            Annuler
          </Link>
        </div>
      </Form>
    </AdminPanel>
  );
}
