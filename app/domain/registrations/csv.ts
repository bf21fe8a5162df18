/**
 * The CSV export of an event's registrations (Excel as used in Quebec, lib/csv.ts): one line per
 * registration with its tickets, status, answers (one column per question) and check-in.
 * Isomorphic and pure.
 */
import { CSV_BOM, csvDay, csvLine } from "~/lib/csv";
import type { AdminRegistration } from "./admin-list.server";

export const REGISTRATION_CSV_HEADERS = [
  "Référence",
  "Inscrit le",
  "Prénom",
  "Nom",
  "Courriel",
  "Téléphone",
  "Places",
  "Billets",
  "Statut",
  "Présent",
] as const;

/** « 2 × Adulte, 1 × Enfant », or "" in free mode. */
export const ticketsText = (lines: AdminRegistration["lines"]) =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join(", ");

export function registrationsCsv(
  rows: readonly AdminRegistration[],
  questions: readonly { id: number; label: string }[],
): string {
  const head = csvLine([...REGISTRATION_CSV_HEADERS, ...questions.map((q) => q.label)]);
  const lines = rows.map((row) =>
    csvLine([
      row.reference,
      csvDay(new Date(row.createdAt)),
      row.firstName,
      row.lastName,
      row.email,
      row.phone ?? "",
      row.places,
      ticketsText(row.lines),
      row.statusLabel,
      row.checkedInAt ? csvDay(new Date(row.checkedInAt)) : "",
      ...questions.map(
        (question) => row.answers.find((answer) => answer.questionId === question.id)?.answer ?? "",
      ),
    ]),
  );
  return CSV_BOM + head + lines.join("");
}

/** "inscriptions-iftar-communautaire.csv". */
export const registrationsCsvFilename = (slug: string) =>
  `inscriptions-${slug.replace(/[^A-Za-z0-9-]/g, "-")}.csv`;
