/** What the signed-in donor space shows (isomorphic: the page's components read it). */

export interface DonorGift {
  id: number;
  reference: string;
  /** When the gift was received, else when it was made. */
  date: Date;
  amountCents: number;
  /** null: « Fonds général ». */
  projectTitle: string | null;
  paymentMethod: string;
  status: string;
  /** An instalment of a monthly gift. */
  monthly: boolean;
}

export interface DonorOrder {
  id: number;
  reference: string;
  date: Date;
  totalCents: number;
  paymentMethod: string;
  status: string;
  itemCount: number;
}

export interface DonorReceipt {
  id: number;
  serialNumber: number;
  /** A year-end receipt's year, null for the receipt of one gift. */
  year: number | null;
  /** The day the gift was received ("YYYY-MM-DD"), for a receipt of one gift. */
  dateReceived: string;
  amountCents: number;
  voided: boolean;
}

export interface DonorMonthlyGift {
  id: number;
  reference: string;
  amountCents: number;
  projectTitle: string | null;
  startedAt: Date | null;
  status: string;
  nextPaymentAt: Date | null;
  /** Whether « Modifier ma carte » and « Annuler » apply (an active or late gift). */
  manageable: boolean;
  /** Whether « Modifier le montant » and « Mettre en pause » apply (a running gift). */
  changeable: boolean;
  /** The end of the donor's pause while it runs; null when not paused. */
  pausedUntil: Date | null;
}

export interface DonorAddress {
  address: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

export interface DonorSpace {
  person: { email: string; firstName: string; lastName: string };
  gifts: DonorGift[];
  orders: DonorOrder[];
  receipts: DonorReceipt[];
  monthlyGifts: DonorMonthlyGift[];
  address: DonorAddress;
}
