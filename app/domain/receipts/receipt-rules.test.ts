/** Which gifts get an official receipt, the printed name and address, and the receipt forms. */
import { describe, expect, it } from "vitest";
import {
  BELOW_MINIMUM,
  MISSING_DONOR,
  MISSING_REGISTRATION_NUMBER,
  NOT_REQUESTED,
  YEAR_END_BELOW_MINIMUM,
  canSendReceipt,
  isNoReceiptDue,
  donorFullName,
  donorPostalAddress,
  receiptFilename,
  receiptPdfPath,
  receiptRefusal,
  receiptRefusalMessage,
  receiptSettingsRefusal,
} from "./receipt-rules";
import {
  EMAIL_INVALID,
  VOID_REASON_REQUIRED,
  YEAR_INVALID,
  currentYear,
  voidReceiptSchema,
  yearEndSchema,
} from "./schema";

const gift = {
  status: "completed",
  amountCents: 2_000,
  advantageCents: 0,
  receiptRequested: true,
  firstName: " Awa ",
  lastName: "Ndiaye",
  address: "45, rue Price Ouest",
  city: "Chicoutimi",
  province: "QC",
  postalCode: "G7J 1G5",
  country: "Canada",
};

describe("receipt rules", () => {
  it("receipts a completed, requested gift of 20 $ or more with a name and an address", () => {
    expect(receiptRefusal(gift)).toBeNull();
    expect(receiptRefusal({ ...gift, amountCents: 2_000 })).toBeNull();
    expect(receiptRefusal({ ...gift, status: "pending" })).toBe("not-completed");
    expect(receiptRefusal({ ...gift, status: "cancelled" })).toBe("not-completed");
    expect(receiptRefusal({ ...gift, amountCents: 1_999 })).toBe("below-minimum");
    // The minimum is the eligible amount's; past 80 % of the gift, no receipt at all.
    expect(receiptRefusal({ ...gift, amountCents: 3_000, advantageCents: 1_001 })).toBe(
      "below-minimum",
    );
    expect(receiptRefusal({ ...gift, amountCents: 3_000, advantageCents: 1_000 })).toBeNull();
    expect(receiptRefusal({ ...gift, amountCents: 10_000, advantageCents: 8_001 })).toBe(
      "advantage-too-large",
    );
    expect(receiptRefusal({ ...gift, receiptRequested: false })).toBe("not-requested");
    expect(receiptRefusal({ ...gift, address: "  " })).toBe("missing-donor");
    expect(receiptRefusal({ ...gift, city: null })).toBe("missing-donor");
    expect(receiptRefusal({ ...gift, firstName: "", lastName: " " })).toBe("missing-donor");
  });

  it("says each refusal in French from its code, the minimum included", () => {
    expect(receiptRefusalMessage({ reason: "below-minimum" })).toBe(BELOW_MINIMUM);
    expect(BELOW_MINIMUM).toBe(
      "Aucun reçu officiel n'est émis pour un don de moins de 20,00\u00a0$.",
    );
    expect(receiptRefusalMessage({ reason: "not-requested" })).toBe(NOT_REQUESTED);
    expect(receiptRefusalMessage({ reason: "missing-donor" })).toBe(MISSING_DONOR);
    expect(
      receiptRefusalMessage({ reason: "year-end-below-minimum", year: 2025, totalCents: 500 }),
    ).toBe(YEAR_END_BELOW_MINIMUM(2025, 500));
    expect(YEAR_END_BELOW_MINIMUM(2025, 500)).toBe(
      "Les dons sans reçu de 2025 totalisent 5,00\u00a0$ : un reçu officiel n'est émis qu'à partir de 20,00\u00a0$.",
    );
  });

  it("treats a gift under the minimum or without a receipt asked as nothing wrong", () => {
    expect(isNoReceiptDue("below-minimum")).toBe(true);
    expect(isNoReceiptDue("not-requested")).toBe(true);
    expect(isNoReceiptDue("missing-donor")).toBe(false);
    expect(isNoReceiptDue("missing-signer")).toBe(false);
  });

  it("offers 'Envoyer le reçu' only while the receipt is not sent", () => {
    expect(canSendReceipt({ ...gift, receiptSentAt: null })).toBe(true);
    expect(canSendReceipt({ ...gift, receiptSentAt: new Date() })).toBe(false);
    expect(canSendReceipt({ ...gift, status: "pending", receiptSentAt: null })).toBe(false);
    expect(canSendReceipt({ ...gift, amountCents: 500, receiptSentAt: null })).toBe(false);
  });

  it("prints the donor's name and postal address as Canada Post writes them", () => {
    expect(donorFullName(gift)).toBe("Awa Ndiaye");
    expect(donorPostalAddress(gift)).toBe("45, rue Price Ouest\nChicoutimi (Québec) G7J 1G5");
    expect(
      donorPostalAddress({ ...gift, province: "ON", city: "Ottawa", postalCode: "K1A 0B1" }),
    ).toBe("45, rue Price Ouest\nOttawa (Ontario) K1A 0B1");
    expect(
      donorPostalAddress({
        ...gift,
        city: "Dakar",
        province: "",
        postalCode: "",
        country: "Sénégal",
      }),
    ).toBe("45, rue Price Ouest\nDakar\nSénégal");
    expect(donorPostalAddress({ ...gift, address: null })).toBe("");
  });

  it("needs the registration number, the signer and the place of issue, and says where", () => {
    const settings = {
      charityNumber: "123456789 RR 0001",
      receiptPlace: "Chicoutimi (Québec)",
      receiptSigner: "Mamadou Diallo",
    };
    expect(receiptSettingsRefusal(settings)).toBeNull();
    expect(receiptSettingsRefusal({ ...settings, charityNumber: " " })).toBe(
      "missing-registration-number",
    );
    expect(receiptRefusalMessage({ reason: "missing-registration-number" })).toBe(
      MISSING_REGISTRATION_NUMBER,
    );
    expect(MISSING_REGISTRATION_NUMBER).toContain("Paramètres › Dons");
    expect(receiptSettingsRefusal({ ...settings, receiptSigner: "" })).toBe("missing-signer");
    expect(receiptSettingsRefusal({ ...settings, receiptPlace: "" })).toBe("missing-place");
  });

  it("names the files and the download path", () => {
    expect(receiptFilename(12, false)).toBe("recu-officiel-12.pdf");
    expect(receiptFilename(12, true)).toBe("recu-officiel-12-annule.pdf");
    expect(receiptPdfPath(7)).toBe("/admin/recus/7.pdf");
  });
});

describe("receipt forms", () => {
  it("needs a reason to void, and cleans the address typed for the replacement", () => {
    const ok = voidReceiptSchema.safeParse({
      reason: "  Adresse erronée ",
      donorName: " Awa Ndiaye ",
      donorAddress: " 12, rue Racine Est \r\n\r\n Chicoutimi (Québec) G7H 1R9 ",
    });
    expect(ok.data).toEqual({
      reason: "Adresse erronée",
      donorName: "Awa Ndiaye",
      donorAddress: "12, rue Racine Est\nChicoutimi (Québec) G7H 1R9",
    });
    const bad = voidReceiptSchema.safeParse({ reason: "ab", donorName: "Awa", donorAddress: "x" });
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["reason", VOID_REASON_REQUIRED],
      ["donorAddress", "Indiquez l'adresse du donateur."],
    ]);
    expect(voidReceiptSchema.safeParse({}).success).toBe(false);
  });

  it("takes a year between 2000 and the current year in Saguenay, and an e-mail", () => {
    // 02:00 UTC on January 1 is still December 31 in Saguenay.
    const now = new Date("2027-01-01T02:00:00Z");
    expect(currentYear(now)).toBe(2026);
    const schema = yearEndSchema(now);
    expect(schema.parse({ email: " Awa@Example.org ", year: "2026" })).toEqual({
      email: "awa@example.org",
      year: 2026,
    });
    for (const year of ["2027", "1999", "20a5", "", "2025.5"]) {
      const result = schema.safeParse({ email: "awa@example.org", year });
      expect(result.error?.issues[0]?.message, year).toBe(YEAR_INVALID);
    }
    expect(schema.safeParse({ email: "awa", year: "2025" }).error?.issues[0]?.message).toBe(
      EMAIL_INVALID,
    );
  });
});
