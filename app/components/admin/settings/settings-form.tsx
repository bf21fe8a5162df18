/**
 * A tab of Paramètres that saves one settings key: its fields described (FormFields), in groups
 * (a group with a legend is a fieldset), checked by the tab's schema in the browser and on the
 * server, posted to `?onglet=<tab>` with the tab as intent. The fields show the saved values, or
 * what was typed after a refusal. `children` comes before the described fields (fields no
 * description draws, e.g. switches).
 */
import type * as React from "react";
import { Form } from "react-router";
import type { ZodType } from "zod";
import { FormFields, type FieldSpec } from "~/components/admin/crud/form-fields";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { FormAlert } from "~/components/ui/field";
import type { FormRefusal } from "~/lib/forms/refusal";
import { IntentButton } from "~/components/admin/intent-button";

export interface FieldGroup<F extends string> {
  legend?: string;
  fields: readonly FieldSpec<F>[];
}

export function SettingsForm<F extends string>({
  tab,
  schema,
  groups,
  saved,
  refused,
  children,
}: {
  /** The tab's `?onglet=` name, also the intent posted. */
  tab: string;
  schema: ZodType;
  groups: readonly FieldGroup<F>[];
  saved: object;
  refused?: FormRefusal<F>;
  children?: React.ReactNode;
}) {
  const form = useSchemaForm<F>({
    schema,
    refused,
    order: groups.flatMap((group) => group.fields.map((field) => field.name as F)),
  });
  const fields = (group: FieldGroup<F>) => (
    <FormFields
      fields={group.fields}
      form={form}
      refused={refused}
      record={saved as Record<string, unknown>}
    />
  );
  return (
    <Form
      {...form.props}
      method="post"
      action={`?onglet=${tab}`}
      className="grid gap-5"
      key={refused ? JSON.stringify(refused.values) : "enregistré"}
    >
      <FormAlert message={form.errors.form} />
      {children}
      {groups.map((group, index) =>
        group.legend ? (
          <fieldset key={group.legend} className="grid gap-5">
            <legend className="mb-2 font-semibold">{group.legend}</legend>
            {fields(group)}
          </fieldset>
        ) : (
          <div key={index} className="grid gap-5">
            {fields(group)}
          </div>
        ),
      )}
      <IntentButton intent={tab} className="justify-self-start">
        Enregistrer
      </IntentButton>
    </Form>
  );
}
