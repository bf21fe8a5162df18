import { describe, expect, it } from "vitest";
import { validateForm } from "~/lib/forms/validate";
import {
  CHEQUE_NUMBER_REQUIRED,
  METHOD_REQUIRED,
  OFFLINE_AMOUNT_MIN,
  RECEIPT_NEEDS_EMAIL,
  RECEIVED_IN_FUTURE,
  offlineGiftSchema,
} from "./offline-gift";

const schema = offlineGiftSchema({ fundIds: new Set([3]), projectIds: new Set([7]) }, "2026-11-25");
const base = {
  firstName: " Fatou ",
  lastName: "Sarr",
  email: "Fatou@Example.org",
  amount: "25,50",
  receivedOn: "2026-11-25",
  paymentMethod: "cash",
  projectId: "general",
  receiptRequested: "on",
  address: "45, rue Price Ouest",
  city: "Chicoutimi",
  province: "QC",
  postalCode: "g7j1g5",
  country: "Canada",
};

describe("offlineGiftSchema", () => {
  it("reads a cash gift with its receipt address", () => {
    const parsed = validateForm(schema, base);
    expect(parsed).toEqual({
      ok: true,
      data: {
        firstName: "Fatou",
        lastName: "Sarr",
        email: "fatou@example.org",
        phone: null,
        amountCents: 2_550,
        // No advantage typed: a plain gift, its receipt for the whole amount.
        advantageCents: 0,
        advantageDescription: "",
        receivedOn: "2026-11-25",
        paymentMethod: "cash",
        chequeNumber: null,
        inKindDescription: null,
        appraiserName: null,
        appraiserAddress: null,
        fundId: null,
        projectId: null,
        receiptRequested: true,
        address: "45, rue Price Ouest",
        city: "Chicoutimi",
        province: "QC",
        postalCode: "G7J 1G5",
        country: "Canada",
      },
    });
  });

  it("keeps no address without a receipt, and needs no e-mail then", () => {
    const parsed = validateForm(schema, {
      ...base,
      email: "",
      receiptRequested: undefined as unknown as string,
      paymentMethod: "cheque",
      chequeNumber: "123",
      projectId: "7",
    });
    expect(parsed.ok && parsed.data).toMatchObject({
      email: null,
      address: null,
      postalCode: null,
      chequeNumber: "123",
      projectId: 7,
      receiptRequested: false,
    });
  });

  it("goes to a fund the treasurer chooses, never to one that is not offered", () => {
    const parsed = validateForm(schema, { ...base, projectId: "fonds-3" });
    expect(parsed.ok && parsed.data).toMatchObject({ fundId: 3, projectId: null });
    const refused = validateForm(schema, { ...base, projectId: "fonds-4" });
    expect(!refused.ok && refused.errors.projectId).toBe(
      "Veuillez choisir un fonds ou un projet de la liste.",
    );
  });

  it("refuses what the treasurer must fix, each on its field", () => {
    const errors = (fields: Record<string, string>) => {
      const parsed = validateForm(schema, { ...base, ...fields });
      return parsed.ok ? {} : parsed.errors;
    };
    expect(errors({ paymentMethod: "cheque" }).chequeNumber).toBe(CHEQUE_NUMBER_REQUIRED);
    expect(errors({ paymentMethod: "card" }).paymentMethod).toBe(METHOD_REQUIRED);
    expect(errors({ receivedOn: "2026-11-26" }).receivedOn).toBe(RECEIVED_IN_FUTURE);
    expect(errors({ amount: "0,50" }).amount).toBe(OFFLINE_AMOUNT_MIN);
    expect(errors({ email: "" }).email).toBe(RECEIPT_NEEDS_EMAIL);
    expect(errors({ projectId: "8" }).projectId).toBe(
      "Veuillez choisir un fonds ou un projet de la liste.",
    );
  });
});
