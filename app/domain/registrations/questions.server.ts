/** The questions of an event's form as the public page offers them, and storing the answers. */
import { asc, eq } from "drizzle-orm";
import { eventQuestions, registrationAnswers } from "#db/schema";
import type { Db } from "~/server/db.server";
import type { Answer, OfferedQuestion } from "./questions";

/** The event's questions, in the form's order. */
export async function questionsOf(db: Db, eventId: number): Promise<OfferedQuestion[]> {
  const rows = await db
    .select({
      id: eventQuestions.id,
      label: eventQuestions.label,
      kind: eventQuestions.kind,
      choices: eventQuestions.choices,
      required: eventQuestions.required,
    })
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position));
  return rows.map((row) => ({ ...row, kind: row.kind === "choice" ? "choice" : "text" }));
}

/** Stores a registration's answers (in the registration's transaction). */
export async function saveAnswers(
  tx: Db,
  registrationId: number,
  answers: readonly Answer[],
): Promise<void> {
  if (answers.length === 0) return;
  await tx
    .insert(registrationAnswers)
    .values(answers.map((answer) => ({ registrationId, ...answer })));
}
