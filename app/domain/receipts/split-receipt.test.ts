/** Split receipts: the CRA's two thresholds, at their edges. */
import { describe, expect, it } from "vitest";
import { ADVANTAGE_TOO_LARGE, splitGift, splitGiftSummary } from "./split-receipt";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("split receipts", () => {
  it.each([
    // [gift, advantage, printed advantage, eligible]
    ["a plain gift", 100_00, 0, 0, 100_00],
    ["10 % of 100 $: nominal", 100_00, 10_00, 0, 100_00],
    ["one cent over 10 %", 100_00, 10_01, 10_01, 89_99],
    ["75 $ of 1 000 $ (7.5 %): nominal", 1_000_00, 75_00, 0, 1_000_00],
    ["one cent over 75 $, under 10 %", 1_000_00, 75_01, 75_01, 924_99],
    ["exactly 80 %", 100_00, 80_00, 80_00, 20_00],
  ])("%s", (_, amount, advantage, printed, eligible) => {
    expect(splitGift(amount, advantage)).toEqual({
      receiptable: true,
      amountCents: amount,
      advantageCents: printed,
      eligibleCents: eligible,
    });
  });

  it("gives no receipt when the advantage is over 80 % of the gift", () => {
    expect(splitGift(100_00, 80_01)).toEqual({
      receiptable: false,
      reason: "advantage-too-large",
    });
    expect(splitGiftSummary(100_00, 80_01)).toBe(ADVANTAGE_TOO_LARGE);
  });

  it("tells the treasurer what the receipt will say", () => {
    expect(nbsp(splitGiftSummary(150_00, 60_00))).toBe(
      "Montant admissible du reçu : 90,00 $ (150,00 $ moins l'avantage de 60,00 $).",
    );
    expect(nbsp(splitGiftSummary(500_00, 40_00))).toBe(
      "Avantage de 40,00 $ jugé négligeable (au plus 75,00 $ et 10 % du don) : le reçu est établi pour le don entier.",
    );
  });
});
