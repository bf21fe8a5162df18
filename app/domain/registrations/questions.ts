/**
 * The organiser's questions on an event's registration form (issue 26, item 1): a free answer
 * or one of the organiser's choices, required or not. Each question posts as `question-<id>`;
 * the answers are stored with the registration (personal data, purged with it). Isomorphic: the
 * page runs the same schema before sending.
 */
import { nullableText } from "~/lib/forms/rules";

export const ANSWER_MAX = 500;
export const ANSWER_REQUIRED = "Répondez à cette question.";
export const CHOICE_INVALID = "Choisissez une réponse de la liste.";

export interface OfferedQuestion {
  id: number;
  label: string;
  kind: "text" | "choice";
  choices: string[];
  required: boolean;
}

/** The posted name of a question's answer. */
export const questionInput = (id: number) => `question-${id}`;

function answerSchema(question: OfferedQuestion) {
  const typed = nullableText(ANSWER_MAX);
  const checked =
    question.kind === "choice"
      ? typed.refine((value) => value === null || question.choices.includes(value), CHOICE_INVALID)
      : typed;
  return question.required ? checked.refine((value) => value !== null, ANSWER_REQUIRED) : checked;
}

/** The schema entries of the questions, by posted name. */
export function questionShape(questions: readonly OfferedQuestion[]) {
  return Object.fromEntries(
    questions.map((question) => [questionInput(question.id), answerSchema(question)]),
  ) as Record<string, ReturnType<typeof answerSchema>>;
}

export interface Answer {
  questionId: number;
  answer: string;
}

/** The parsed form's answers (a question left blank has none). */
export function answersOf(
  questions: readonly OfferedQuestion[],
  parsed: Record<string, unknown>,
): Answer[] {
  return questions.flatMap((question) => {
    const answer = parsed[questionInput(question.id)];
    return typeof answer === "string" && answer ? [{ questionId: question.id, answer }] : [];
  });
}
