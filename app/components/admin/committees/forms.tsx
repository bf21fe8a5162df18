/** The committee form and the member form of /admin/comites. */
import { CrudForm } from "~/components/admin/crud/crud-form";
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import type { CommitteeMemberRow, CommitteeRow } from "~/domain/committees/committees-admin.server";
import {
  committeeMemberSchema,
  committeeSchema,
  type CommitteeField,
  type CommitteeMemberField,
} from "~/domain/committees/schema";
import type { FormRefusal } from "~/lib/forms/refusal";

type Answer = { refused?: FormRefusal } | null | undefined;

const COMMITTEE_FIELDS: FieldSpec<CommitteeField>[] = [
  { name: "name", label: "Nom du comité", id: "comite-nom" },
  { name: "description", label: "Description", id: "comite-description", kind: "textarea" },
];

export function CommitteeForm({ edited, answer }: { edited: CommitteeRow | null; answer: Answer }) {
  return (
    <CrudForm
      id="formulaire-comite"
      schema={committeeSchema}
      fields={COMMITTEE_FIELDS}
      edited={edited}
      answer={answer}
      intents={{ create: "create-committee", update: "update-committee" }}
      addTitle="Ajouter un comité"
      editTitle={() => "Modifier le comité"}
    />
  );
}

const MEMBER_FIELDS: FieldSpec<CommitteeMemberField>[] = [
  { name: "name", label: "Nom", id: "membre-nom" },
  { name: "role", label: "Rôle", id: "membre-role" },
  { name: "contact", label: "Contact (courriel ou téléphone)", id: "membre-contact" },
  { name: "image", label: "Photo", id: "membre-image", kind: "image" },
];

/** A new member joins the chosen committee; an edited one stays in its own. */
export function MemberForm({
  committee,
  edited,
  answer,
}: {
  committee: { id: number; name: string };
  edited: CommitteeMemberRow | null;
  answer: Answer;
}) {
  return (
    <CrudForm
      id="formulaire-membre"
      schema={committeeMemberSchema}
      fields={MEMBER_FIELDS}
      edited={edited}
      answer={answer}
      intents={{ create: "create-member", update: "update-member" }}
      closeParams={["modifier-membre"]}
      hidden={edited ? undefined : { committeeId: committee.id }}
      addTitle={`Ajouter un membre — ${committee.name}`}
      editTitle={(member) => `Modifier le membre ${member.name}`}
    />
  );
}
