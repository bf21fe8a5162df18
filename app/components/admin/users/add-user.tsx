/** The « Ajouter un utilisateur » form of /admin/utilisateurs. */
import { Form } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { FormFields, type FieldSpec } from "~/components/admin/crud/form-fields";
import { IntentButton } from "~/components/admin/intent-button";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { FormAlert } from "~/components/ui/field";
import type { Role } from "~/domain/admin/roles";
import { newUserSchema, type NewUserField } from "~/domain/users/schema";
import type { FormRefusal } from "~/lib/forms/refusal";
import { RoleSelect } from "./role-select";

const FIELDS: FieldSpec<NewUserField>[] = [
  { name: "name", label: "Nom complet", id: "ajout-nom", autoComplete: "off" },
  { name: "email", label: "Courriel", id: "ajout-courriel", kind: "email", autoComplete: "off" },
  {
    name: "role",
    label: "Rôle",
    id: "ajout-role",
    initial: "editeur",
    render: ({ constraint: _constraint, defaultValue, ...control }) => (
      <RoleSelect {...control} defaultValue={defaultValue as Role} />
    ),
  },
  {
    name: "password",
    label: "Mot de passe temporaire",
    id: "ajout-mot-de-passe",
    kind: "password",
    autoComplete: "new-password",
  },
];

export function AddUser({ refused }: { refused?: FormRefusal<NewUserField> }) {
  const form = useSchemaForm({
    schema: newUserSchema,
    refused,
    order: FIELDS.map((field) => field.name as NewUserField),
    fallback: "name",
  });
  // A password is never sent back: a refused form shows the name and address again.
  const typed = refused && { ...refused, values: { ...refused.values, password: "" } };
  return (
    <AdminPanel id="ajout-utilisateur" title="Ajouter un utilisateur" className="max-w-xl">
      <Form
        {...form.props}
        method="post"
        className="grid gap-5"
        key={JSON.stringify(typed?.values ?? "")}
      >
        <FormAlert message={form.errors.form} />
        <FormFields fields={FIELDS} form={form} refused={typed} record={null} />
        <IntentButton intent="create" className="justify-self-start">
          Ajouter l'utilisateur
        </IntentButton>
      </Form>
    </AdminPanel>
  );
}
