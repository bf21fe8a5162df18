/**
 * The questions of an event as its back-office form shows and saves them (a row is a
 * question's `position`). Removing a question removes its answers (they cascade): the form's
 * hint says so.
 */
import { and, asc, eq, notInArray } from "drizzle-orm";
import { eventQuestions } from "#db/schema";
import type { Db } from "~/server/db.server";
import { questionField, type QuestionInput } from "./question-fields";

/** The form's cells of the event's questions (question1Label…), as typed back. */
export async function questionCells(db: Db, eventId: number): Promise<Record<string, string>> {
  const rows = await db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position));
  const cells: Record<string, string> = {};
  for (const question of rows) {
    const row = question.position + 1;
    cells[questionField(row, "Label")] = question.label;
    cells[questionField(row, "Kind")] = question.kind;
    cells[questionField(row, "Choices")] = question.choices.join("\n");
    cells[questionField(row, "Required")] = question.required ? "on" : "";
  }
  return cells;
}

/** Writes the event's questions as the form's rows give them (in the form's transaction). */
export async function saveQuestions(
  tx: Db,
  eventId: number,
  questions: readonly QuestionInput[],
): Promise<void> {
  const kept = questions.map((question) => question.position);
  await tx
    .delete(eventQuestions)
    .where(
      and(
        eq(eventQuestions.eventId, eventId),
        kept.length ? notInArray(eventQuestions.position, kept) : undefined,
      ),
    );
  for (const question of questions) {
    const { position: _position, ...values } = question;
    await tx
      .insert(eventQuestions)
      .values({ eventId, ...question })
      .onConflictDoUpdate({
        target: [eventQuestions.eventId, eventQuestions.position],
        set: values,
      });
  }
}
