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
    const sentences = Object.fromEntries(
      Object.entries(RECEIPT_MINIMUM_SENTENCES).map(([place, text]) => [place, normal(text)]),
    );
    // Every sentence, and no other: a new one must be read here too.
    expect(sentences).toEqual({
      donationPage:
        "Les reçus officiels aux fins de l'impôt sont émis pour les dons de 20 $ ou plus.",
      monthlyReturn:
        "Un reçu officiel aux fins de l'impôt vous est envoyé par courriel pour chaque versement de 20 $ ou plus.",
      offlineGiftHint:
        "Le reçu demande l'adresse complète du donateur ; il est émis à partir de 20 $ et envoyé par courriel.",
      interacEmail:
        "Un reçu officiel aux fins de l'impôt vous sera envoyé par courriel dès la réception de votre virement (dons de 20 $ et plus).",
      cardThanksEmail:
        "Aucun reçu officiel n'est émis pour ce don (moins de 20 $ ou reçu non demandé) ; écrivez-nous si vous en souhaitez un.",
      giftRefusal: "Aucun reçu officiel n'est émis pour un don de moins de 20,00 $.",
    });
    expect(normal(yearEndBelowMinimumSentence(2025, 1_250))).toBe(
      "Les dons sans reçu de 2025 totalisent 12,50 $ : un reçu officiel n'est émis qu'à partir de 20,00 $.",
    );
  });
});
