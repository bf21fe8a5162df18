/**
 * 'Rapprochement bancaire' (issue 13, item 5): the intents, limits and French messages of the
 * bank-file import, and the schema of the generic column mapping a treasurer fills in when the
 * file is not a known bank's layout. Isomorphic (the mapping form is checked in the browser too).
 */
import { z } from "zod";
import { checkbox } from "~/lib/forms/rules";
import type { GenericMapping } from "./bank-file/layouts";
import { DATE_FORMATS, type DateFormat } from "./bank-file/values";

/** Upload → preview (also the mapping form's answer); preview → confirm. */
export const BANK_PREVIEW_INTENT = "bank-preview";
export const BANK_CONFIRM_INTENT = "bank-confirm";

/**
 * A bank export of a small foundation's account is a few kilobytes a month; 5 MB (the site's
 * upload limit for a file, as for an image) is years of it. The preview carries the file back in
 * base64 (4/3 of its size), hence the request's own limit.
 */
export const BANK_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const BANK_REQUEST_MAX_BYTES = Math.ceil((BANK_FILE_MAX_BYTES * 4) / 3) + 1024 * 1024;

export const BANK_FILE_REQUIRED = "Choisissez le fichier CSV exporté de votre banque.";
export const BANK_FILE_TOO_LARGE =
  "Ce fichier dépasse 5 Mo : exportez une période plus courte de votre relevé.";
export const BANK_FILE_NOT_CSV =
  "Ce fichier n'est pas un fichier CSV. Sur le site de votre banque, exportez les opérations du compte au format CSV (valeurs séparées par des virgules), puis importez ce fichier.";
export const BANK_FILE_NO_LINES =
  "Aucune entrée d'argent n'a été lue dans ce fichier : vérifiez les colonnes choisies ou la période exportée.";
export const BANK_FILE_LOST =
  "Le fichier importé n'a pas été retrouvé dans le formulaire : importez-le de nouveau.";

export const DATE_FORMAT_LABELS: Record<DateFormat, string> = {
  "YYYY-MM-DD": "AAAA-MM-JJ (2026-11-03)",
  "YYYY/MM/DD": "AAAA/MM/JJ (2026/11/03)",
  "DD/MM/YYYY": "JJ/MM/AAAA (03/11/2026)",
  "MM/DD/YYYY": "MM/JJ/AAAA (11/03/2026)",
};

export const DECIMAL_LABELS = {
  comma: "Virgule (1 234,56)",
  point: "Point (1,234.56)",
} as const;

export const AMOUNT_KIND_LABELS = {
  signed: "Une colonne de montant (négatif = sortie d'argent)",
  split: "Une colonne des entrées et une des sorties",
} as const;

export const MAPPING_FIELDS = [
  "hasHeader",
  "dateColumn",
  "dateFormat",
  "amountKind",
  "amountColumn",
  "creditColumn",
  "debitColumn",
  "descriptionColumn",
  "descriptionColumn2",
  "decimal",
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

const COLUMN_REQUIRED = "Choisissez une colonne.";

/** A column chosen by its number (1 for the first), kept 0-based. */
const column = (message = COLUMN_REQUIRED) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[1-9]\d{0,2}$/, message)
    .transform((value) => Number(value) - 1);

const optionalColumn = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!/^[1-9]\d{0,2}$/.test(value)) {
        ctx.addIssue({ code: "custom", message: COLUMN_REQUIRED });
        return z.NEVER;
      }
      return Number(value) - 1;
    });

/** The generic mapping form → the layout's mapping (bank-file/layouts.ts `genericLayout`). */
export const mappingSchema = z
  .object({
    hasHeader: checkbox(),
    dateColumn: column(),
    dateFormat: z.enum(DATE_FORMATS, { error: "Choisissez le format des dates." }),
    amountKind: z.enum(["signed", "split"], {
      error: "Choisissez comment les montants sont écrits.",
    }),
    amountColumn: optionalColumn(),
    creditColumn: optionalColumn(),
    debitColumn: optionalColumn(),
    descriptionColumn: column(),
    descriptionColumn2: optionalColumn(),
    decimal: z.enum(["point", "comma"], { error: "Choisissez le séparateur décimal." }),
  })
  .superRefine((input, ctx) => {
    if (input.amountKind === "signed" && input.amountColumn === null) {
      ctx.addIssue({ code: "custom", path: ["amountColumn"], message: COLUMN_REQUIRED });
    }
    if (input.amountKind === "split" && input.creditColumn === null) {
      ctx.addIssue({ code: "custom", path: ["creditColumn"], message: COLUMN_REQUIRED });
    }
  })
  .transform((input): GenericMapping => ({
    hasHeader: input.hasHeader,
    dateColumn: input.dateColumn,
    dateFormat: input.dateFormat,
    amount:
      input.amountKind === "signed"
        ? { kind: "signed", column: input.amountColumn! }
        : { kind: "split", credit: input.creditColumn!, debit: input.debitColumn },
    descriptionColumns: [input.descriptionColumn, input.descriptionColumn2].filter(
      (value): value is number => value !== null,
    ),
    decimal: input.decimal,
  }));

/** What the preview shows of one credit line (the proposals of bank-file/match.ts). */
export interface BankPreviewLine {
  line: number;
  date: string;
  amountCents: number;
  description: string;
  references: string[];
  kind: string;
  label: string;
  fingerprint: string;
  /** « Correspond »: offered with its box ticked. */
  confirmable: boolean;
}

/** What the file carries from one step to the next (hidden fields of the next form). */
export interface CarriedFile {
  fileName: string;
  /** The file's bytes in base64: see bank-import.server.ts for why it travels with the form. */
  content: string;
  /** The mapping form's values when the layout was chosen by hand, else empty. */
  mapping: Record<string, string>;
}

export type BankPreview =
  | {
      step: "mapping";
      file: CarriedFile;
      /** The first rows of the file, to choose the columns by what they hold. */
      sample: string[][];
      columnCount: number;
      errors: Partial<Record<MappingField | "form", string>>;
    }
  | {
      step: "proposals";
      file: CarriedFile;
      layoutLabel: string;
      lines: BankPreviewLine[];
      problems: { line: number; reason: string }[];
      skipped: number;
    };
