/**
 * Where a gift comes from (issue 25, item 1): each source enters the same lifecycle
 * (lifecycle.server.ts) and its journal rows name it. A source is read from the gift itself, so no
 * column stores it twice: the payment method, and for a card gift whether a monthly gift made it.
 * Isomorphic.
 */
import type { DONATION_METHODS } from "#db/vocabularies";

export const GIFT_SOURCES = ["card", "instalment", "interac", "cash", "cheque", "in_kind"] as const;
export type GiftSource = (typeof GIFT_SOURCES)[number];

type Method = (typeof DONATION_METHODS)[number];

/** A gift's source; a method no source takes (PayPal, kept for old rows) is its own name. */
export function giftSource(gift: {
  paymentMethod: string;
  monthlyGiftId: number | null;
}): GiftSource | Method {
  if (gift.paymentMethod === "card" && gift.monthlyGiftId !== null) return "instalment";
  return gift.paymentMethod as Method;
}
