/**
 * Where the date, the amount and the description sit in a bank's CSV export. Columns are 0-based.
 *
 * - Desjardins (AccèsD, account statement → CSV): no header row, Windows-1252, 14 cells a row:
 *   0 caisse, 1 folio (account number), 2 account type (EOP, ES, …), 3 date "YYYY/MM/DD",
 *   4 transaction number ("00012"), 5 description ("Virement Interac /Nom", type and party
 *   around "/"), 6 (empty in the samples seen; the cheque number), 7 withdrawal, 8 deposit,
 *   9–12 other amounts (interest, refund, …), 13 balance. We rely on 3, 5, 7 and 8 only, and on
 *   at least 9 cells. Sources: github.com/pvallee19/ConvertDesjardinsToMonarch (its Import-Csv
 *   header list and "-Encoding ansi"), github.com/MerlinMartel/ImmoDMMM_ng2 (transaction model:
 *   folio, accountType, date, number, description, withdrawal, deposit, interest, refund, balance).
 * - RBC Royal Bank ("Download transactions" → CSV): a header row "Account Type,Account Number,
 *   Transaction Date,Cheque Number,Description 1,Description 2,CAD$,USD$", date "M/D/YYYY", one
 *   signed amount (CAD$, negative = money out). Sources: Nef10/SwiftBeanCountImporter
 *   (RBCImporter.swift: that header, "M/d/yyyy", Description 1 + " " + Description 2),
 *   BryceStPierre/ActivityAnalysis (RbcBankTransactions.sql), garyhubley/transactionParser (rbc.py).
 * - TD Canada Trust (EasyWeb → CSV): no header, five cells: date "MM/DD/YYYY", description,
 *   withdrawal, deposit, balance. Source: the beansoup TD Canada Trust importer ("expecting 5
 *   values", "%m/%d/%Y", amount = -withdrawal or deposit).
 * - Generic: the treasurer says on screen which column holds what (see `genericLayout`).
 */
import type { BANK_LAYOUTS } from "#db/vocabularies";
import type { CsvRow } from "./csv-rows";
import { parseBankAmount, parseBankDate, type DateFormat, type DecimalMark } from "./values";

/** One signed column (money in > 0), or a credit column and a debit column. */
export type AmountColumns =
  { kind: "signed"; column: number } | { kind: "split"; credit: number; debit: number | null };

export type BankLayoutId = (typeof BANK_LAYOUTS)[number];

export interface BankLayout {
  id: BankLayoutId;
  /** Shown on screen: "Desjardins (AccèsD)". */
  label: string;
  /** Rows at the top of the file that are not transactions (a header). */
  headerRows: number;
  dateColumn: number;
  dateFormat: DateFormat;
  amount: AmountColumns;
  /** Joined with a space, empty cells left out. */
  descriptionColumns: readonly number[];
  decimal: DecimalMark;
  /** A transaction row has at least this many cells. */
  minColumns: number;
}

export const DESJARDINS_LAYOUT: BankLayout = {
  id: "desjardins",
  label: "Desjardins (AccèsD)",
  headerRows: 0,
  dateColumn: 3,
  dateFormat: "YYYY/MM/DD",
  amount: { kind: "split", credit: 8, debit: 7 },
  descriptionColumns: [5],
  decimal: "auto",
  minColumns: 9,
};

export const RBC_HEADER = [
  "Account Type",
  "Account Number",
  "Transaction Date",
  "Cheque Number",
  "Description 1",
  "Description 2",
  "CAD$",
  "USD$",
] as const;

export const RBC_LAYOUT: BankLayout = {
  id: "rbc",
  label: "RBC Banque Royale",
  headerRows: 1,
  dateColumn: 2,
  dateFormat: "MM/DD/YYYY",
  amount: { kind: "signed", column: 6 },
  descriptionColumns: [4, 5],
  decimal: "point",
  minColumns: 7,
};

export const TD_LAYOUT: BankLayout = {
  id: "td",
  label: "TD Canada Trust (EasyWeb)",
  headerRows: 0,
  dateColumn: 0,
  dateFormat: "MM/DD/YYYY",
  amount: { kind: "split", credit: 3, debit: 2 },
  descriptionColumns: [1],
  decimal: "point",
  minColumns: 4,
};

export const KNOWN_LAYOUTS: readonly BankLayout[] = [DESJARDINS_LAYOUT, RBC_LAYOUT, TD_LAYOUT];

/** What the treasurer picks on screen when the file is not one of the known layouts. */
export interface GenericMapping {
  hasHeader: boolean;
  dateColumn: number;
  dateFormat: DateFormat;
  amount: AmountColumns;
  descriptionColumns: readonly number[];
  decimal: "point" | "comma";
}

export function genericLayout(mapping: GenericMapping): BankLayout {
  const amountColumns =
    mapping.amount.kind === "signed"
      ? [mapping.amount.column]
      : [mapping.amount.credit, mapping.amount.debit ?? 0];
  return {
    id: "generic",
    label: "Autre banque (colonnes choisies)",
    headerRows: mapping.hasHeader ? 1 : 0,
    dateColumn: mapping.dateColumn,
    dateFormat: mapping.dateFormat,
    amount: mapping.amount,
    descriptionColumns: mapping.descriptionColumns,
    decimal: mapping.decimal,
    minColumns:
      Math.max(mapping.dateColumn, ...amountColumns, ...mapping.descriptionColumns, 0) + 1,
  };
}

const normalizeHeader = (cell: string) => cell.trim().toLowerCase();

/** The rows after the header, or all of them. */
const bodyOf = (rows: readonly CsvRow[], layout: BankLayout) => rows.slice(layout.headerRows);

const emptyOrAmount = (cell: string | undefined, decimal: DecimalMark) =>
  cell === undefined || cell === "" || parseBankAmount(cell, decimal) !== null;

/** Every row has the layout's shape: enough cells, a date where the date is, amounts or blanks. */
function rowsFit(rows: readonly CsvRow[], layout: BankLayout, check: (cells: string[]) => boolean) {
  const body = bodyOf(rows, layout);
  return (
    body.length > 0 &&
    body.every(
      ({ cells }) =>
        cells.length >= layout.minColumns &&
        parseBankDate(cells[layout.dateColumn], layout.dateFormat) !== null &&
        check(cells),
    )
  );
}

/**
 * The known layout the file clearly has, or null (the screen then asks for the columns). RBC is
 * recognised by its header; Desjardins and TD, which have none, by every row's shape.
 */
export function detectLayout(rows: readonly CsvRow[]): BankLayout | null {
  if (rows.length === 0) return null;
  const header = rows[0].cells.map(normalizeHeader);
  if (RBC_HEADER.slice(0, 7).every((name, index) => header[index] === name.toLowerCase())) {
    return RBC_LAYOUT;
  }
  if (
    rowsFit(
      rows,
      DESJARDINS_LAYOUT,
      (cells) =>
        /^\d+$/.test(cells[4]) &&
        emptyOrAmount(cells[7], "auto") &&
        emptyOrAmount(cells[8], "auto"),
    )
  ) {
    return DESJARDINS_LAYOUT;
  }
  if (
    rowsFit(
      rows,
      TD_LAYOUT,
      (cells) =>
        cells.length <= 5 &&
        emptyOrAmount(cells[2], "point") &&
        emptyOrAmount(cells[3], "point") &&
        (cells[2] !== "") !== (cells[3] !== ""),
    )
  ) {
    return TD_LAYOUT;
  }
  return null;
}
