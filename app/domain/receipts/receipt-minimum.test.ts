/** The receipt minimum: one amount, and every sentence that states it says that amount. */
import { describe, expect, it } from "vitest";
import {
  isReceiptable,
  RECEIPT_MINIMUM_CENTS,
  RECEIPT_MINIMUM_SENTENCES,
  yearEndBelowMinimumSentence,
} from "./receipt-minimum";

describe("receipt minimum", () => {
  it("receipts 20 $ and more, not a cent less", () => {
    expect(RECEIPT_MINIMUM_CENTS).toBe(2_000);
    expect(isReceiptable(2_000)).toBe(true);
    expect(isReceiptable(1_999)).toBe(false);
    expect(isReceiptable(0)).toBe(false);
  });

  it("keeps the words visitors and treasurers read", () => {
    const normal = (s: string) => s.replace(/\u00a0/g, " ");
    expect(normal(RECEIPT_MINIMUM_SENTENCES.donationPage)).toBe(
      "Les reçus officiels aux fins de l'impôt sont émis pour les dons de 20 $ ou plus.",
    );
    expect(normal(RECEIPT_MINIMUM_SENTENCES.monthlyReturn)).toBe(
      "Un reçu officiel aux fins de l'impôt vous est envoyé par courriel pour chaque versement de 20 $ ou plus.",
    );
    expect(normal(RECEIPT_MINIMUM_SENTENCES.offlineGiftHint)).toBe(
      "Le reçu demande l'adresse complète du donateur ; il est émis à partir de 20 $ et envoyé par courriel.",
    );
    expect(normal(RECEIPT_MINIMUM_SENTENCES.interacEmail)).toBe(
      "Un reçu officiel aux fins de l'impôt vous sera envoyé par courriel dès la réception de votre virement (dons de 20 $ et plus).",
    );
    expect(normal(RECEIPT_MINIMUM_SENTENCES.cardThanksEmail)).toBe(
      "Aucun reçu officiel n'est émis pour ce don (moins de 20 $ ou reçu non demandé) ; écrivez-nous si vous en souhaitez un.",
    );
    expect(normal(RECEIPT_MINIMUM_SENTENCES.giftRefusal)).toBe(
      "Aucun reçu officiel n'est émis pour un don de moins de 20,00 $.",
    );
    expect(normal(yearEndBelowMinimumSentence(2025, 1_250))).toBe(
      "Les dons sans reçu de 2025 totalisent 12,50 $ : un reçu officiel n'est émis qu'à partir de 20,00 $.",
    );
  });
});
