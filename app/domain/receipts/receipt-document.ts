/**
 * What an official donation receipt says (Canada Revenue Agency, "Issuing complete and accurate
 * donation receipts"): everything the PDF prints, already decided (amounts, dates, names).
 * `renderReceiptPdf` (receipt-pdf.server.ts) lays it out; nothing there computes a value.
 */

export const CRA_NAME = "Agence du revenu du Canada";
export const CRA_WEBSITE = "canada.ca/organismes-bienfaisance-dons";
export const OFFICIAL_RECEIPT_STATEMENT = "Reçu officiel de don aux fins de l'impôt sur le revenu";
export const VOIDED_MARK = "ANNULÉ";

export interface ReceiptDocument {
  serialNumber: number;
  charity: {
    name: string;
    address: string;
    /** CRA registration number, e.g. "123456789 RR 0001" (Paramètres › Dons). */
    registrationNumber: string;
  };
  placeOfIssue: string;
  /** Day the receipt is issued, "YYYY-MM-DD" (America/Toronto). */
  issuedOn: string;
  /** One gift: its day. A year-end receipt: the calendar year and the day of each gift. */
  received: { date: string } | { year: number; dates: string[] };
  donor: { name: string; address: string };
  amountCents: number;
  /** Value of any advantage received by the donor (0 for a plain gift or a nominal one). */
  advantageCents: number;
  /** What the advantage was (s. 3501(1)(h.2)); empty without one. */
  advantageDescription: string;
  /**
   * A gift of property (Income Tax Regulations s. 3501(1)): its description, and the appraiser's
   * name and address when it was appraised; amountCents is then its fair market value. Null for
   * a gift of money.
   */
  inKind: { description: string; appraiser: { name: string; address: string } | null } | null;
  /** amountCents − advantageCents. */
  eligibleCents: number;
  /** Name of the individual authorized to sign receipts. */
  signer: string;
  /** A voided receipt is kept and printed with the "ANNULÉ" mark. */
  voided: boolean;
  /** The serial number of the voided receipt this one replaces. */
  replacesSerialNumber?: number | null;
}
