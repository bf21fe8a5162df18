/** The receipt PDF, parsed back: every element the CRA requires is printed, and the marks. */
import { describe, expect, it } from "vitest";
import { pdfInfo, pdfText } from "../../../tests/helpers/pdf";
import { receiptLines, renderReceiptPdf } from "./receipt-pdf.server";
import type { ReceiptDocument } from "./receipt-document";

const receipt: ReceiptDocument = {
  serialNumber: 42,
  charity: {
    name: "Fondation Dahira Tidjaniya de Chicoutimi",
    address: "1234, rue Racine Est, Chicoutimi (Québec) G7H 1S8",
    registrationNumber: "123456789 RR 0001",
  },
  placeOfIssue: "Chicoutimi (Québec)",
  issuedOn: "2026-11-22",
  received: { date: "2026-11-20" },
  donor: { name: "Awa Ndiaye", address: "45, rue Price Ouest\nChicoutimi (Québec) G7J 1G5" },
  amountCents: 123456,
  advantageCents: 0,
  advantageDescription: "",
  inKind: null,
  eligibleCents: 123456,
  signer: "Mamadou Diallo, trésorier",
  voided: false,
};

/** pdfjs reads each printed line back; spaces may be split into items, so compare squashed. */
const squash = (text: string) => text.replace(/\s+/g, " ");

/** The text printed on the PDF of `document`, squashed. */
const printed = async (receiptDocument: ReceiptDocument) =>
  squash(await pdfText(await renderReceiptPdf(receiptDocument)));

describe("the official receipt PDF", () => {
  it("prints every element the CRA requires", async () => {
    const bytes = await renderReceiptPdf(receipt);
    const text = squash(await pdfText(bytes));
    expect(await pdfInfo(bytes)).toEqual({ pages: 1, title: "Reçu officiel no 42" });

    for (const line of [
      "Reçu officiel de don aux fins de l'impôt sur le revenu",
      "Fondation Dahira Tidjaniya de Chicoutimi",
      "1234, rue Racine Est, Chicoutimi (Québec) G7H 1S8",
      "Numéro d'enregistrement de l'organisme de bienfaisance : 123456789 RR 0001",
      "Numéro de série du reçu : 42",
      "Lieu d'émission : Chicoutimi (Québec)",
      "Date d'émission : 22 novembre 2026",
      "Date de réception du don : 20 novembre 2026",
      "Nom du donateur : Awa Ndiaye",
      "Adresse du donateur : 45, rue Price Ouest Chicoutimi (Québec) G7J 1G5",
      "Montant du don : 1 234,56 $",
      "Valeur de l'avantage reçu : 0,00 $",
      "Montant admissible du don aux fins de l'impôt : 1 234,56 $",
      "Signature autorisée — Mamadou Diallo, trésorier",
      "Agence du revenu du Canada",
      "canada.ca/organismes-bienfaisance-dons",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain("ANNULÉ");
    expect(text).not.toContain("remplace");
  });

  it("lists the days of a year-end receipt's gifts", async () => {
    const text = await printed({
      ...receipt,
      received: { year: 2026, dates: ["2026-01-15", "2026-06-02"] },
    });
    expect(text).toContain("Dons reçus en 2026 : 15 janvier 2026, 2 juin 2026");
  });

  it("marks a voided receipt ANNULÉ, and a replacement cites the voided serial number", async () => {
    const voided = await printed({ ...receipt, voided: true });
    expect(voided).toContain("ANNULÉ — ce reçu n'est plus valide");
    const replacement = await printed({ ...receipt, serialNumber: 43, replacesSerialNumber: 42 });
    expect(replacement).toContain("Numéro de série du reçu : 43");
    expect(replacement).toContain("Ce reçu annule et remplace le reçu no 42.");
  });

  it("prints a name outside the font's characters instead of failing", async () => {
    const text = await printed({ ...receipt, donor: { ...receipt.donor, name: "Ŋoor Sàll" } });
    expect(text).toContain("Nom du donateur : ?oor Sàll");
    expect(receiptLines(receipt)).toHaveLength(9);
  });
});
