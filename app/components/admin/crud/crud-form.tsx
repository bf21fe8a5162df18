/**
 * The add / edit form of one kind of record, from the screen's description: its schema (checks
 * in the browser and constraints on the page), its fields, its titles. Adding and editing differ
 * only by the intent, the title, the button and the record whose values fill the fields.
 */
import { useLocation } from "react-router";
import type { ZodType } from "zod";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { searchWith } from "~/lib/forms/form-mode";
import type { FormRefusal } from "~/lib/forms/refusal";
import { RecordForm } from "../record-form";
import { FormFields, type FieldSpec } from "./form-fields";

export interface CrudFormProps<F extends string, Row extends { id: number }> {
  id: string;
  schema: ZodType;
  fields: readonly FieldSpec<F>[];
  /** The record being edited, or null when adding. */
  edited: Row | null;
  /** The action's last answer: its refusal shows when it concerns this form. */
  answer?: { refused?: FormRefusal } | null;
  addTitle: string;
  editTitle: (row: Row) => string;
  intents?: { create: string; update: string };
  addLabel?: string;
  /** URL parameters that open this form, dropped by 'Annuler'. */
  closeParams?: readonly string[];
  hidden?: Record<string, string | number>;
  /** Extra fields or notes drawn after the described ones. */
  children?: React.ReactNode;
}

export function CrudForm<F extends string, Row extends { id: number }>({
  id,
  schema,
  fields,
  edited,
  answer,
  addTitle,
  editTitle,
  intents = { create: "create", update: "update" },
  addLabel = "Ajouter",
  closeParams = ["modifier"],
  hidden,
  children,
}: CrudFormProps<F, Row>) {
  const { search } = useLocation();
  const intent = edited ? intents.update : intents.create;
  const refused =
    answer?.refused?.intent === intent ? (answer.refused as FormRefusal<F>) : undefined;
  const form = useSchemaForm<F>({
    schema,
    refused,
    order: fields.flatMap((field) =>
      field.kind === "image" ? (["imageFile", "imageUrl"] as F[]) : [field.name as F],
    ),
  });
  return (
    <RecordForm
      key={search}
      id={id}
      title={edited ? editTitle(edited) : addTitle}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : addLabel}
      cancelTo={searchWith(search, {}, closeParams)}
      form={form}
      multipart={fields.some((field) => field.kind === "image")}
      hidden={hidden}
    >
      <FormFields
        fields={fields}
        form={form}
        refused={refused}
        record={edited as Record<string, unknown> | null}
      />
      {children}
    </RecordForm>
  );
}
