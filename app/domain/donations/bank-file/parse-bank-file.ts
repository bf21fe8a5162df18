/**
 * A bank file's rows → its credit lines (money in), each with a fingerprint that stays the same
 * when the same file, or a later export overlapping it, is imported again. Debits are skipped;
 * a row that cannot be read is reported by line, in French, never thrown.
 */
import type { CsvRow } from "./csv-rows";
import type { BankLayout } from "./layouts";
import { sha256Hex } from "./sha256";
import { parseBankAmount, parseBankDate } from "./values";

export interface BankCreditLine {
  /** 1-based line of the file the row starts on. */
  line: number;
  /** "YYYY-MM-DD" */
  date: string;
  /** Always > 0. */
  amountCents: number;
  /** The layout's description cells, joined with a space. */
  description: string;
  fingerprint: string;
}

export interface BankFileProblem {
  line: number;
  /** French, for the screen: "Date illisible : « 31/02/2026 »". */
  reason: string;
}

export interface ParsedBankFile {
  lines: BankCreditLine[];
  problems: BankFileProblem[];
  /** Rows of money out (or of no amount), left aside. */
  skipped: number;
}

/** Upper case, no accents, one space between words: the same words give the same fingerprint. */
export function normalizeDescription(description: string): string {
  return description
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * SHA-256 of day, amount, normalized description and how many times that same triple came
 * before in the file (two identical $20 transfers the same day are two lines, not one).
 */
export function bankLineFingerprint(
  date: string,
  amountCents: number,
  description: string,
  occurrence: number,
): string {
  return sha256Hex(`${date}|${amountCents}|${normalizeDescription(description)}|${occurrence}`);
}

type RowAmount = { cents: number } | { problem: string } | null;

/** Money in (> 0), a problem, or null for money out / no amount. */
function creditOf(cells: readonly string[], layout: BankLayout): RowAmount {
  const read = (column: number) => {
    const raw = cells[column] ?? "";
    if (raw === "") return { cents: 0 };
    const cents = parseBankAmount(raw, layout.decimal);
    return cents === null ? { problem: `Montant illisible : « ${raw} »` } : { cents };
  };
  if (layout.amount.kind === "signed") {
    const amount = read(layout.amount.column);
    if ("problem" in amount) return amount;
    return amount.cents > 0 ? amount : null;
  }
  const credit = read(layout.amount.credit);
  if ("problem" in credit) return credit;
  if (credit.cents > 0) return credit;
  if (credit.cents < 0) return null;
  if (layout.amount.debit !== null) {
    const debit = read(layout.amount.debit);
    if ("problem" in debit) return debit;
  }
  return null;
}

export function parseBankFile(rows: readonly CsvRow[], layout: BankLayout): ParsedBankFile {
  const result: ParsedBankFile = { lines: [], problems: [], skipped: 0 };
  const occurrences = new Map<string, number>();

  for (const { line, cells } of rows.slice(layout.headerRows)) {
    if (cells.length < layout.minColumns) {
      result.problems.push({
        line,
        reason: `Ligne incomplète : ${cells.length} colonne${cells.length > 1 ? "s" : ""} au lieu d'au moins ${layout.minColumns}`,
      });
      continue;
    }
    const credit = creditOf(cells, layout);
    if (credit === null) {
      result.skipped += 1;
      continue;
    }
    if ("problem" in credit) {
      result.problems.push({ line, reason: credit.problem });
      continue;
    }
    const rawDate = cells[layout.dateColumn];
    const date = parseBankDate(rawDate, layout.dateFormat);
    if (date === null) {
      result.problems.push({
        line,
        reason: rawDate ? `Date illisible : « ${rawDate} »` : "Date manquante",
      });
      continue;
    }
    const description = layout.descriptionColumns
      .map((column) => cells[column] ?? "")
      .filter((text) => text !== "")
      .join(" ");
    const key = `${date}|${credit.cents}|${normalizeDescription(description)}`;
    const occurrence = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, occurrence);
    result.lines.push({
      line,
      date,
      amountCents: credit.cents,
      description,
      fingerprint: bankLineFingerprint(date, credit.cents, description, occurrence),
    });
  }
  return result;
}
