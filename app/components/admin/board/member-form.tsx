/**
 * The add / edit form of a board member. A position outside the list shows as "Autre" with its
 * title in the field below; a new member comes last in the display order, nominated today.
 */
import { CrudForm } from "~/components/admin/crud/crud-form";
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import type { BoardMemberRow } from "~/domain/board/board-admin.server";
import {
  boardMemberSchema,
  boardPositions,
  OTHER_POSITION,
  positionChoice,
  type BoardMemberField,
} from "~/domain/board/schema";
import type { FormRefusal } from "~/lib/forms/refusal";

const roleOptions = [...boardPositions, OTHER_POSITION].map((role) => ({
  value: role,
  label: role,
}));

function fields(today: string, nextPosition: number): FieldSpec<BoardMemberField>[] {
  return [
    { name: "name", label: "Nom", id: "bureau-nom" },
    {
      name: "role",
      label: "Poste",
      id: "bureau-poste",
      kind: "select",
      options: roleOptions,
      initial: boardPositions[0],
    },
    { name: "otherRole", label: "Précisez le poste (si « Autre »)", id: "bureau-autre-poste" },
    { name: "bio", label: "Biographie", id: "bureau-biographie", kind: "textarea" },
    {
      name: "email",
      label: "Courriel (facultatif)",
      id: "bureau-courriel",
      kind: "email",
      autoComplete: "off",
    },
    {
      name: "phone",
      label: "Téléphone (facultatif)",
      id: "bureau-telephone",
      kind: "tel",
      autoComplete: "off",
    },
    { name: "image", label: "Photo", id: "bureau-image", kind: "image" },
    {
      name: "nominationDate",
      label: "Date de nomination",
      id: "bureau-nomination",
      kind: "date",
      initial: today,
    },
    {
      name: "position",
      label: "Ordre d'affichage",
      id: "bureau-ordre",
      kind: "number",
      step: "1",
      initial: String(nextPosition),
    },
  ];
}

export function BoardMemberForm({
  edited,
  answer,
  today,
  nextPosition,
}: {
  edited: BoardMemberRow | null;
  answer?: { refused?: FormRefusal } | null;
  today: string;
  nextPosition: number;
}) {
  return (
    <CrudForm
      id="formulaire-bureau"
      schema={boardMemberSchema}
      fields={fields(today, nextPosition)}
      edited={edited && { ...edited, ...positionChoice(edited.role) }}
      answer={answer}
      addTitle="Ajouter un membre du bureau"
      editTitle={(member) => `Modifier ${member.name}`}
    />
  );
}
