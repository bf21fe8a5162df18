/** The question rows of the event form of /admin/evenements (one line per question). */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { QUESTION_ROWS, questionField, questionKinds } from "~/domain/events/question-fields";
import type { EventField } from "~/domain/events/schema";

export function questionFields(): FieldSpec<EventField>[] {
  return Array.from({ length: QUESTION_ROWS }, (_, index) => index + 1).flatMap(
    (row): FieldSpec<EventField>[] => [
      {
        name: questionField(row, "Label"),
        label: `Question ${row}`,
        id: `evenement-question-${row}`,
        autoComplete: "off",
        row: `question-${row}`,
        hint:
          row === 1
            ? "Posée sur le formulaire d'inscription (ex. Restrictions alimentaires). Laissez vide pour aucune ; retirer une question efface ses réponses."
            : undefined,
      },
      selectField(
        questionField(row, "Kind"),
        `Question ${row} : type`,
        `evenement-question-${row}-type`,
        {
          options: optionsOf(questionKinds),
          initial: "text",
          row: `question-${row}`,
        },
      ),
      {
        name: questionField(row, "Choices"),
        label: `Question ${row} : choix (un par ligne)`,
        id: `evenement-question-${row}-choix`,
        kind: "textarea",
        rows: 3,
        row: `question-${row}`,
      },
      {
        name: questionField(row, "Required"),
        label: `Question ${row} : réponse obligatoire`,
        id: `evenement-question-${row}-obligatoire`,
        kind: "checkbox",
        row: `question-${row}`,
      },
    ],
  );
}
