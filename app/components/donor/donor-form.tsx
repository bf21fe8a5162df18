/**
 * A form of the donor space on the form protocol (decision 0021): its intent, the note that
 * describes it and the message about the form as a whole, then its fields (given the form).
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  useSchemaForm,
  type SchemaForm,
  type SchemaFormOptions,
} from "~/components/forms/use-schema-form";
import { FormAlert } from "~/components/ui/field";

export function DonorForm<F extends string>({
  options,
  intent,
  noteId,
  note,
  preventScrollReset,
  children,
}: {
  options: SchemaFormOptions<F>;
  /** The value of the hidden `intent` field. */
  intent: string;
  /** Id of the note; the form is described by it. */
  noteId: string;
  note: ReactNode;
  preventScrollReset?: boolean;
  children: (form: SchemaForm<F>) => ReactNode;
}) {
  const form = useSchemaForm<F>(options);
  return (
    <Form
      {...form.props}
      method="post"
      preventScrollReset={preventScrollReset}
      className="grid gap-5"
      aria-describedby={noteId}
    >
      <input type="hidden" name="intent" value={intent} />
      <p id={noteId} className="text-sm text-muted-foreground">
        {note}
      </p>
      <FormAlert message={form.errors.form} />
      {children(form)}
    </Form>
  );
}
