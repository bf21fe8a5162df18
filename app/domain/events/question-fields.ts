/**
 * The questions part of the event form of /admin/evenements (issue 26, item 1): up to four
 * questions the registration form asks (dietary needs, a choice of workshop), each a label, a
 * kind (a free answer or one of the choices typed one per line) and whether an answer is
 * required. A fixed set of rows, as the ticket types are: a row is a question's `position`.
 * Isomorphic.
 */
import { z } from "zod";
import { EVENT_QUESTION_KINDS } from "#db/vocabularies";
import { checkbox, oneOf, optionalText } from "~/lib/forms/rules";

export type QuestionKind = (typeof EVENT_QUESTION_KINDS)[number];
export const questionKinds = {
  text: "Réponse libre",
  choice: "Choix dans une liste",
} as const satisfies Record<QuestionKind, string>;

export const QUESTION_ROWS = 4;
export const QUESTION_LABEL_MAX = 200;
export const CHOICE_MAX = 100;
export const CHOICES_MAX = 20;

export const QUESTION_LABEL_MISSING = "Écrivez la question (ou videz ses autres champs).";
export const CHOICES_MISSING = "Indiquez au moins deux choix, un par ligne.";
export const CHOICES_TOO_MANY = `Au plus ${CHOICES_MAX} choix, de ${CHOICE_MAX} caractères chacun.`;

type QuestionPart = "Label" | "Kind" | "Choices" | "Required";
type QuestionFieldName = `question${1 | 2 | 3 | 4}${QuestionPart}`;

/** "question1Label"… the posted name of one cell of the question rows (row 1 to 4). */
export function questionField(row: number, part: QuestionPart): QuestionFieldName {
  return `question${row}${part}` as QuestionFieldName;
}

/** The choices typed one per line, blank lines and repeats left out. */
export function choicesOf(typed: string): string[] {
  return [...new Set(typed.split(/\r?\n/).map((line) => line.trim()))].filter(Boolean);
}

const kind = z
  .string()
  .optional()
  .transform((value) => value || "text")
  .pipe(oneOf(EVENT_QUESTION_KINDS, "Choisissez un type de question de la liste."));

const rows = Array.from({ length: QUESTION_ROWS }, (_, index) => index + 1);

export const questionShape = Object.fromEntries(
  rows.flatMap((row) => [
    [questionField(row, "Label"), optionalText(QUESTION_LABEL_MAX)],
    [questionField(row, "Kind"), kind],
    [questionField(row, "Choices"), optionalText(CHOICES_MAX * (CHOICE_MAX + 2))],
    [questionField(row, "Required"), checkbox()],
  ]),
) as {
  [K in QuestionFieldName]: K extends `${string}Kind`
    ? typeof kind
    : K extends `${string}Required`
      ? ReturnType<typeof checkbox>
      : ReturnType<typeof optionalText>;
};

type QuestionValues = z.infer<z.ZodObject<typeof questionShape>>;

export interface QuestionInput {
  position: number;
  label: string;
  kind: QuestionKind;
  choices: string[];
  required: boolean;
}

/** The rows of the form that hold a question (a row without a label is none). */
export function questionsOf(input: QuestionValues): QuestionInput[] {
  return rows.flatMap((row) => {
    const label = input[questionField(row, "Label")] as string;
    if (!label) return [];
    const questionKind = input[questionField(row, "Kind")] as QuestionKind;
    return [
      {
        position: row - 1,
        label,
        kind: questionKind,
        choices:
          questionKind === "choice"
            ? choicesOf(input[questionField(row, "Choices")] as string)
            : [],
        required: input[questionField(row, "Required")] as boolean,
      },
    ];
  });
}

/** The rules between a row's cells, for the form's superRefine. */
export function checkQuestions(input: QuestionValues, context: z.RefinementCtx): void {
  for (const row of rows) {
    const label = input[questionField(row, "Label")] as string;
    const typedChoices = input[questionField(row, "Choices")] as string;
    if (!label) {
      if (typedChoices || input[questionField(row, "Required")]) {
        context.addIssue({
          code: "custom",
          path: [questionField(row, "Label")],
          message: QUESTION_LABEL_MISSING,
        });
      }
      continue;
    }
    if (input[questionField(row, "Kind")] !== "choice") continue;
    const choices = choicesOf(typedChoices);
    const message =
      choices.length < 2
        ? CHOICES_MISSING
        : choices.length > CHOICES_MAX || choices.some((choice) => choice.length > CHOICE_MAX)
          ? CHOICES_TOO_MANY
          : null;
    if (message) {
      context.addIssue({ code: "custom", path: [questionField(row, "Choices")], message });
    }
  }
}
