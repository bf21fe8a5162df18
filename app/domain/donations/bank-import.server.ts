/**
 * 'Rapprochement bancaire' (issue 13, item 5): a treasurer uploads the bank's CSV export; the
 * site reads its credit lines (bank-file/: Desjardins, RBC, TD, or columns chosen on screen),
 * finds the DON-/CMD- references, proposes the matches, and confirms the accepted ones in ONE
 * transaction: each donation as 'Confirmer la réception' does (receipt issued and e-mailed), each
 * order marked paid and 'En traitement' (the buyer e-mailed), the import and every new credit
 * line's fingerprint stored (bank_imports / bank_lines) with a journal row. A line already
 * imported is « Déjà importée » and never confirmed again, so the same file imported twice
 * confirms nothing twice.
 *
 * Two steps, without JavaScript: upload → preview (the action's answer), preview → confirm. The
 * preview's form carries the file back (base64 in a hidden field) rather than keeping it on the
 * server under a token: nothing of a bank statement (donors' names) is written to disk before
 * the treasurer confirms, nothing is left to clean up when they walk away, and a restart or a
 * second server process loses nothing. It costs a second upload of a small file (a month of a
 * small foundation's account is a few kilobytes). Trusting that hidden field gives nothing away:
 * the confirmation reads the file again and recomputes every proposal from the database, and the
 * treasurer could upload any file anyway; only the ticked fingerprints come from the browser,
 * and only a line that is still « Correspond » is confirmed.
 */
import { and, eq, inArray } from "drizzle-orm";
import { bankImports, bankLines, donations, orders } from "#db/schema";
import { setOrderStatus } from "~/domain/shop/orders-admin.server";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import {
  BANK_FILE_LOST,
  BANK_FILE_NO_LINES,
  BANK_FILE_NOT_CSV,
  BANK_FILE_REQUIRED,
  BANK_FILE_TOO_LARGE,
  BANK_FILE_MAX_BYTES,
  MAPPING_FIELDS,
  mappingSchema,
  type BankPreview,
  type CarriedFile,
  type MappingField,
} from "./bank-import";
import { readBankFile, type CsvRow } from "./bank-file/csv-rows";
import { findReferences } from "./bank-file/find-reference";
import { detectLayout, genericLayout, type BankLayout } from "./bank-file/layouts";
import { matchBankLines, type BankProposal, type MatchCandidate } from "./bank-file/match";
import { parseBankFile, type ParsedBankFile } from "./bank-file/parse-bank-file";
import { byUser, confirmGift } from "~/domain/gifts/lifecycle.server";
import { zonedInstant } from "~/lib/zoned-time";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";

type Refusal = { ok: false; errors: FieldErrors<"file" | "form"> };

/** The uploaded file, or the one the preview's form carried back; or why there is none. */
export async function readPostedBankFile(
  form: FormData,
): Promise<{ ok: true; fileName: string; bytes: Uint8Array } | Refusal> {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) {
    if (file.size > BANK_FILE_MAX_BYTES)
      return { ok: false, errors: { file: BANK_FILE_TOO_LARGE } };
    return {
      ok: true,
      fileName: file.name.slice(0, 200) || "releve.csv",
      bytes: new Uint8Array(await file.arrayBuffer()),
    };
  }
  if (!form.has("content")) return { ok: false, errors: { file: BANK_FILE_REQUIRED } };
  const bytes = Uint8Array.from(Buffer.from(String(form.get("content")), "base64"));
  if (bytes.length === 0 || bytes.length > BANK_FILE_MAX_BYTES) {
    return { ok: false, errors: { form: BANK_FILE_LOST } };
  }
  return { ok: true, fileName: String(form.get("fileName") ?? "").slice(0, 200), bytes };
}

/** A PDF, a spreadsheet (zip), or any file with NUL bytes is not a text export. */
function looksBinary(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  return head.startsWith("%PDF") || head.startsWith("PK\u0003\u0004") || bytes.includes(0);
}

/** The file's rows, or the refusal when it is not a CSV file. */
function csvRows(bytes: Uint8Array): CsvRow[] | null {
  if (looksBinary(bytes)) return null;
  const rows = readBankFile(bytes);
  return rows.some((row) => row.cells.length >= 2) ? rows : null;
}

/** The mapping form's values, as posted (what the next form carries). */
function mappingValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of MAPPING_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string" && value !== "") values[name] = value;
  }
  return values;
}

type Reading =
  | { kind: "refused"; errors: FieldErrors<"file" | "form"> }
  | {
      kind: "mapping";
      rows: CsvRow[];
      mapping: Record<string, string>;
      errors: Partial<Record<MappingField | "form", string>>;
    }
  | { kind: "read"; layout: BankLayout; parsed: ParsedBankFile; mapping: Record<string, string> };

/**
 * The file's credit lines by its known layout, or by the columns posted with it (`layout` =
 * "generic"); a file of no known layout and no mapping asks for one.
 */
function readLines(bytes: Uint8Array, form: FormData): Reading {
  const rows = csvRows(bytes);
  if (!rows) return { kind: "refused", errors: { file: BANK_FILE_NOT_CSV } };
  const generic = form.get("layout") === "generic";
  const mapping = generic ? mappingValues(form) : {};
  let layout: BankLayout | null = null;
  if (generic) {
    const parsed = validateForm(mappingSchema, form);
    if (!parsed.ok) return { kind: "mapping", rows, mapping, errors: parsed.errors };
    layout = genericLayout(parsed.data);
  } else {
    layout = detectLayout(rows);
    if (!layout) return { kind: "mapping", rows, mapping, errors: {} };
  }
  const parsed = parseBankFile(rows, layout);
  if (parsed.lines.length === 0) {
    return generic
      ? { kind: "mapping", rows, mapping, errors: { form: BANK_FILE_NO_LINES } }
      : { kind: "refused", errors: { file: BANK_FILE_NO_LINES } };
  }
  return { kind: "read", layout, parsed, mapping };
}

/** The donations and orders the lines name, as the matcher reads them. */
async function candidatesOf(db: Db, parsed: ParsedBankFile): Promise<MatchCandidate[]> {
  const references = [...new Set(parsed.lines.flatMap((line) => findReferences(line.description)))];
  const gifts = references.filter((reference) => reference.startsWith("DON-"));
  const orderRefs = references.filter((reference) => reference.startsWith("CMD-"));
  const candidates: MatchCandidate[] = [];
  if (gifts.length > 0) {
    const rows = await db
      .select({
        id: donations.id,
        reference: donations.reference,
        amountCents: donations.amountCents,
        status: donations.status,
      })
      .from(donations)
      .where(inArray(donations.reference, gifts));
    candidates.push(...rows.map((row) => ({ kind: "donation" as const, ...row })));
  }
  if (orderRefs.length > 0) {
    const rows = await db
      .select({
        id: orders.id,
        reference: orders.reference,
        amountCents: orders.totalCents,
        status: orders.status,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(inArray(orders.reference, orderRefs));
    candidates.push(
      ...rows.map(({ paidAt, status, ...row }) => ({
        kind: "order" as const,
        ...row,
        // An order already paid (by card) is not waiting for a transfer.
        status: status === "pending" && paidAt ? "paid" : status,
      })),
    );
  }
  return candidates;
}

/** The fingerprints of the file's lines already stored by an earlier import. */
async function importedFingerprints(db: Db, parsed: ParsedBankFile): Promise<string[]> {
  const fingerprints = parsed.lines.map((line) => line.fingerprint);
  if (fingerprints.length === 0) return [];
  const rows = await db
    .select({ fingerprint: bankLines.fingerprint })
    .from(bankLines)
    .where(inArray(bankLines.fingerprint, fingerprints));
  return rows.map((row) => row.fingerprint);
}

async function proposalsOf(db: Db, parsed: ParsedBankFile): Promise<BankProposal[]> {
  return matchBankLines(
    parsed.lines,
    await candidatesOf(db, parsed),
    await importedFingerprints(db, parsed),
  );
}

const carried = (
  fileName: string,
  bytes: Uint8Array,
  mapping: Record<string, string>,
): CarriedFile => ({
  fileName,
  content: Buffer.from(bytes).toString("base64"),
  mapping,
});

/** The first rows of the file, for the mapping form (a header row shows the columns' names). */
const SAMPLE_ROWS = 4;

/** Upload (or mapping) → the preview: the mapping form, or the proposals. */
export async function previewBankImport(
  db: Db,
  form: FormData,
): Promise<{ ok: true; preview: BankPreview } | Refusal> {
  const file = await readPostedBankFile(form);
  if (!file.ok) return file;
  const reading = readLines(file.bytes, form);
  if (reading.kind === "refused") return { ok: false, errors: reading.errors };
  if (reading.kind === "mapping") {
    const sample = reading.rows.slice(0, SAMPLE_ROWS).map((row) => row.cells);
    return {
      ok: true,
      preview: {
        step: "mapping",
        file: carried(file.fileName, file.bytes, reading.mapping),
        sample,
        columnCount: Math.max(...reading.rows.slice(0, 50).map((row) => row.cells.length)),
        errors: reading.errors,
      },
    };
  }
  const proposals = await proposalsOf(db, reading.parsed);
  return {
    ok: true,
    preview: {
      step: "proposals",
      file: carried(file.fileName, file.bytes, reading.mapping),
      layoutLabel: reading.layout.label,
      lines: proposals.map(({ line, kind, label, references }) => ({
        line: line.line,
        date: line.date,
        amountCents: line.amountCents,
        description: line.description,
        references,
        kind,
        label,
        fingerprint: line.fingerprint,
        confirmable: kind === "match",
      })),
      problems: reading.parsed.problems,
      skipped: reading.parsed.skipped,
    },
  };
}

export interface BankImportOutcome {
  /** New credit lines stored (0: the whole file had already been imported). */
  stored: number;
  donations: number;
  orders: number;
  receipts: number;
  /** Receipts not issued for a reason the treasurer must know (missing settings…). */
  receiptProblems: string[];
  /** Ticked lines that were no longer « Correspond » (confirmed by hand meanwhile…). */
  skipped: number;
}

/**
 * The order's payment arrived: paid, 'En traitement' (the buyer is e-mailed by setOrderStatus),
 * in the caller's transaction. False when it is no longer pending.
 */
async function confirmOrderPayment(tx: Db, actorId: number, orderId: number): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning({ id: orders.id });
  if (!row) return false;
  const change = await setOrderStatus(tx, actorId, orderId, "processing");
  return change.result === "done";
}

/** 'Confirmer les correspondances cochées': one transaction (see the file's comment). */
export async function confirmBankImport(
  db: Db,
  actorId: number,
  form: FormData,
): Promise<{ ok: true; outcome: BankImportOutcome } | Refusal> {
  const file = await readPostedBankFile(form);
  if (!file.ok) return { ok: false, errors: { form: file.errors.file ?? file.errors.form } };
  const reading = readLines(file.bytes, form);
  if (reading.kind !== "read") {
    return { ok: false, errors: { form: BANK_FILE_LOST } };
  }
  const accepted = new Set(form.getAll("accept").map(String));
  return db.transaction(async (tx) => {
    const proposals = (await proposalsOf(tx, reading.parsed)).filter(
      (proposal) => proposal.kind !== "already-imported",
    );
    const outcome: BankImportOutcome = {
      stored: 0,
      donations: 0,
      orders: 0,
      receipts: 0,
      receiptProblems: [],
      skipped: 0,
    };
    if (proposals.length === 0) return { ok: true, outcome };
    const [batch] = await tx
      .insert(bankImports)
      .values({
        fileName: file.fileName,
        layout: reading.layout.id,
        importedBy: actorId,
        lineCount: reading.parsed.lines.length,
        confirmedCount: 0,
      })
      .returning({ id: bankImports.id });
    for (const { line, kind, candidate } of proposals) {
      const [stored] = await tx
        .insert(bankLines)
        .values({
          importId: batch!.id,
          fingerprint: line.fingerprint,
          lineDate: line.date,
          amountCents: line.amountCents,
          description: line.description,
          outcome: "ignored",
        })
        // Another import of the same line at the same moment: that one keeps it.
        .onConflictDoNothing({ target: bankLines.fingerprint })
        .returning({ id: bankLines.id });
      if (!stored) continue;
      outcome.stored += 1;
      if (!accepted.has(line.fingerprint)) continue;
      if (kind !== "match" || !candidate) {
        outcome.skipped += 1;
        continue;
      }
      const id = Number(candidate.id);
      if (candidate.kind === "donation") {
        const { result, receipt } = await confirmGift(
          tx,
          byUser(actorId),
          id,
          // The day the bank received the transfer, not the day of the import: a gift sent on
          // 31 December belongs to that year's receipts (noon in Saguenay, as a received gift).
          zonedInstant(line.date, "12:00"),
        );
        if (result !== "done") {
          outcome.skipped += 1;
          continue;
        }
        outcome.donations += 1;
        if (receipt.kind === "issued") outcome.receipts += 1;
        if (receipt.kind === "problem") outcome.receiptProblems.push(receipt.message);
        await tx
          .update(bankLines)
          .set({ outcome: "confirmed", donationId: id })
          .where(eq(bankLines.id, stored.id));
      } else {
        if (!(await confirmOrderPayment(tx, actorId, id))) {
          outcome.skipped += 1;
          continue;
        }
        outcome.orders += 1;
        await tx
          .update(bankLines)
          .set({ outcome: "confirmed", orderId: id })
          .where(eq(bankLines.id, stored.id));
      }
    }
    const confirmed = outcome.donations + outcome.orders;
    await tx
      .update(bankImports)
      .set({ confirmedCount: confirmed })
      .where(eq(bankImports.id, batch!.id));
    await audit(tx, {
      userId: actorId,
      action: "import",
      entity: "bank_import",
      entityId: batch!.id,
      details: {
        fileName: file.fileName,
        layout: reading.layout.id,
        lines: outcome.stored,
        donations: outcome.donations,
        orders: outcome.orders,
      },
    });
    return { ok: true, outcome };
  });
}
