/**
 * The organiser's questions on the registration form: a text field for a free answer, a list
 * for a choice (its first, empty option means "no answer"). The schema (domain/registrations/
 * questions.ts) says which are required and which answers a choice accepts.
 */
import type { SchemaForm } from "~/components/forms/use-schema-form";
import { SelectField, TextField } from "~/components/site/schema-fields";
import { questionInput, type OfferedQuestion } from "~/domain/registrations/questions";

export function QuestionFields({
  form,
  questions,
}: {
  form: SchemaForm<string>;
  questions: readonly OfferedQuestion[];
}) {
  if (questions.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium">Questions de l&apos;organisateur</legend>
      {questions.map((question) => {
        const props = {
          form,
          name: questionInput(question.id),
          id: `inscription-question-${question.id}`,
          label: question.required ? `${question.label} *` : question.label,
        };
        return question.kind === "choice" ? (
          <SelectField
            key={question.id}
            {...props}
            options={[
              { value: "", label: "Choisissez…" },
              ...question.choices.map((choice) => ({ value: choice, label: choice })),
            ]}
          />
        ) : (
          <TextField key={question.id} {...props} autoComplete="off" />
        );
      })}
    </fieldset>
  );
}
