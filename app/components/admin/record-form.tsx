/**
 * The add / edit form of a back-office screen, shown in place (not in a modal) when the URL asks
 * for it (see form-mode.ts): it works without JavaScript, and a refused submission comes back
 * with its messages and the typed values because the form posts to the same URL.
 *
 *   <RecordForm title="Ajouter un comité" intent="create-committee" submitLabel="Ajouter"
 *     cancelTo={searchWith(search)} errors={errors} order={["name"]}>
 *     …fields…
 *   </RecordForm>
 */
import * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminPanel } from "./admin-frame";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert, useFocusFirstError } from "~/components/ui/field";
import type { FieldErrors } from "~/lib/form-errors";

/** What an action answers for a refused form: which form, its messages, what was typed. */
export interface RefusedForm<F extends string = string> {
  intent: string;
  errors: FieldErrors<F>;
  values: Record<string, string>;
}

export function RecordForm<F extends string>({
  id,
  title,
  intent,
  recordId,
  submitLabel,
  cancelTo,
  errors,
  order,
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
  errors?: FieldErrors<F>;
  /** Field names in screen order, to put the focus on the first one to fix. */
  order: readonly F[];
  /** Needed when the form has an image field (file upload). */
  multipart?: boolean;
  /** Other hidden values (e.g. the committee of a new member). */
  hidden?: Record<string, string | number>;
  children: React.ReactNode;
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  useFocusFirstError(formRef, errors, order, order[0]);
  return (
    <AdminPanel id={id} title={title} className="mb-8 max-w-2xl">
      <Form
        ref={formRef}
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        className="grid gap-5"
        noValidate
      >
        <input type="hidden" name="intent" value={intent} />
        {recordId === undefined ? null : <input type="hidden" name="id" value={recordId} />}
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FormAlert message={errors?.form} />
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

/** The typed value of `name` after a refusal, else the record's value, else `fallback`. */
export function valueOf(
  refused: RefusedForm | undefined,
  name: string,
  saved: string | null | undefined,
  fallback = "",
): string {
  if (refused && name in refused.values) return refused.values[name];
  return saved ?? fallback;
}
