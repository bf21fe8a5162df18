/**
 * The year's records as a CSV file for the accountant (Excel, French): one row per record with the
 * line it goes on, then the totals. The same rows as the screen's lists. Isomorphic.
 */
import { CSV_BOM, csvAmount, csvLine } from "~/domain/donations/csv";
import type { FiscalPeriod } from "./fiscal-year";
import type { YearFigures } from "./year-figures.server";
import { LINES, YEAR_LINES } from "./year-lines";

export const YEAR_CSV_HEADERS = [
  "Ligne",
  "Référence",
  "Date",
  "Donateur, client ou objet",
  "Fonds ou projet",
  "Montant",
  "Reçu n°",
] as const;

export function yearCsv({ records, totals }: Pick<YearFigures, "records" | "totals">): string {
  const rows = records.map((record) =>
    csvLine([
      LINES[record.line].t3010,
      record.reference,
      record.day,
      record.who,
      record.fund ?? "",
      csvAmount(record.cents),
      record.receiptSerial ?? "",
    ]),
  );
  const sums = YEAR_LINES.filter((line) => !LINES[line].judgement).map((line) =>
    csvLine([
      `Total ${LINES[line].t3010}`,
      "",
      "",
      LINES[line].label,
      "",
      csvAmount(totals[line]),
      "",
    ]),
  );
  return CSV_BOM + csvLine(YEAR_CSV_HEADERS) + rows.join("") + sums.join("");
}

export const yearCsvFilename = (period: FiscalPeriod) => `bilan-exercice-${period.year}.csv`;
