/**
 * What the pages Stripe sends a donor or a buyer back to (/don/merci, /panier/merci) know of the
 * record: read on the server (return-pages.server.ts), shown by the page. Isomorphic, types only.
 */

export type GiftState = "confirmed" | "pending" | "failed";

export interface GiftReturn {
  kind: "donation" | "monthly";
  reference: string;
  amountCents: number;
  projectTitle: string;
  firstName: string;
  receiptRequested: boolean;
  state: GiftState;
  /**
   * A one-time gift: /don with the same amount and designation, monthly (« Faire de ce don un
   * don mensuel »); null for a monthly gift.
   */
  monthlyHref: string | null;
}

export interface OrderReturn {
  reference: string;
  totalCents: number;
  customerName: string;
  state: "paid" | "pending" | "cancelled";
}
