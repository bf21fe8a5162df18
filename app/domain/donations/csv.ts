/**
 * The CSV export of /admin/donations, made for Excel as used in Quebec (lib/csv.ts: BOM, ";",
 * CRLF, "1234,56", AAAA-MM-JJ). Isomorphic and pure, so it is unit-tested alone.
 */
import { CSV_BOM, csvAmount, csvDay, csvLine } from "~/lib/csv";
import { donationStatusLabel, paymentMethodLabel, receiptStateLabel } from "./labels";

export { CSV_BOM, CSV_SEPARATOR, csvAmount, csvCell, csvDay, csvLine, toCsv } from "~/lib/csv";

export interface DonationCsvRow {
  reference: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  amountCents: number;
  paymentMethod: string;
  projectTitle: string | null;
  status: string;
  statusReason: string | null;
  receivedAt: Date | null;
  receiptRequested: boolean;
  receiptSentAt: Date | null;
}

export const DONATION_CSV_HEADERS = [
  "Référence",
  "Date",
  "Prénom",
  "Nom",
  "Courriel",
  "Montant (CAD)",
  "Méthode",
  "Projet",
  "Statut",
  "Raison",
  "Reçu le",
  "Reçu fiscal",
] as const;

/** The start of the file: the BOM and the header line. */
export const DONATIONS_CSV_HEAD = CSV_BOM + csvLine(DONATION_CSV_HEADERS);

/** One donation's line. */
export function donationCsvLine(row: DonationCsvRow): string {
  return csvLine([
    row.reference,
    csvDay(row.createdAt),
    row.firstName,
    row.lastName,
    row.email,
    csvAmount(row.amountCents),
    paymentMethodLabel(row.paymentMethod),
    row.projectTitle ?? "Don général",
    donationStatusLabel(row.status),
    row.statusReason ?? "",
    csvDay(row.receivedAt),
    receiptStateLabel(row),
  ]);
}

/** The whole file at once (the route streams the same bytes: donations-export.server.ts). */
export function donationsCsv(rows: readonly DonationCsvRow[]): string {
  return DONATIONS_CSV_HEAD + rows.map(donationCsvLine).join("");
}

/** The last line of a file whose export stopped half-way (the database failed). */
export const CSV_INTERRUPTED =
  "Export interrompu par une erreur : ce fichier est incomplet. Téléchargez-le de nouveau.";

/** "dons-2026-11-21.csv", dated in the foundation's time zone. */
export function donationsCsvFilename(now: Date = new Date()): string {
  return `dons-${csvDay(now)}.csv`;
}
