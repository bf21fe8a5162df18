/**
 * The address of /don with a gift chosen in advance: `?projet={id}` or `?fonds={slug}` (a
 * project's page, the zakat page, /transparence), `?fonds=general` for the general fund,
 * `?montant=25` or `?montant=25.50`, `?frequence=mensuel` for a monthly card gift. /don reads
 * them (a value it does not know leaves its default: nothing is refused from an address), and
 * the thank-you page of a one-time card gift offers the same gift, monthly. Never anything
 * personal in it. Isomorphic.
 */
import { GENERAL_FUND } from "~/domain/funds/designation";
import type { GiftFrequency } from "~/domain/payment-options/card-choice";
import { presetCents, typedAmountCents } from "./amount";
import { typedAmount } from "~/lib/amount";

export const AMOUNT_PARAM = "montant";
export const FREQUENCY_PARAM = "frequence";
const MONTHLY = "mensuel";

/** /don for the same designation and amount, monthly. */
export function monthlyGiftHref(gift: {
  amountCents: number;
  projectId: number | null;
  fundSlug: string | null;
}): string {
  const params = new URLSearchParams();
  if (gift.fundSlug) params.set("fonds", gift.fundSlug);
  else if (gift.projectId !== null) params.set("projet", String(gift.projectId));
  else params.set("fonds", GENERAL_FUND);
  const cents = gift.amountCents;
  params.set(AMOUNT_PARAM, cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
  params.set(FREQUENCY_PARAM, MONTHLY);
  return `/don?${params}`;
}

/**
 * The amount an address asks for, as /don's two amount fields hold it: a preset's radio, else the
 * « Autre montant » typed; null (the page's default) for anything the form would refuse.
 */
export function linkedAmount(raw: string | null): { amount: string; customAmount: string } | null {
  if (!raw) return null;
  const typed = typedAmountCents(raw);
  if (!("cents" in typed)) return null;
  const preset = String(typed.cents / 100);
  return presetCents(preset) === typed.cents
    ? { amount: preset, customAmount: "" }
    : { amount: "", customAmount: typedAmount(typed.cents) };
}

/** A monthly gift when the address asks for one; a one-time gift otherwise. */
export const linkedFrequency = (raw: string | null): GiftFrequency =>
  raw === MONTHLY ? "monthly" : "once";
