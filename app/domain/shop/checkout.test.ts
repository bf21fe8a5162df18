import { describe, expect, it } from "vitest";
import {
  cartSnapshot,
  checkoutSchema,
  emptyCheckoutValues,
  INTERAC_NOT_OFFERED,
  PAYMENT_REQUIRED,
  PHONE_INVALID,
  parseCartSnapshot,
} from "./checkout";
import { nextOrderStatuses, orderStatusesBefore } from "./statuses";

const valid = {
  name: "  Awa Diop ",
  email: " Awa@Example.org ",
  phone: "",
  paymentMethod: "on_pickup",
};

describe("checkoutSchema", () => {
  it("trims, lower-cases the e-mail and stores no empty phone", () => {
    expect(checkoutSchema(true).parse(valid)).toEqual({
      customerName: "Awa Diop",
      customerEmail: "awa@example.org",
      customerPhone: null,
      paymentMethod: "on_pickup",
    });
  });

  it("accepts local, North American and international phone numbers, nothing else", () => {
    // The site's one phone rule (lib/forms/rules.ts): 7 to 25 digits and separators.
    for (const phone of ["418 555-0123", "(418) 555-0123", "+221 77 123 45 67", "555.0123"]) {
      expect(checkoutSchema(true).safeParse({ ...valid, phone }).success, phone).toBe(true);
    }
    for (const phone of ["12345", "appelez-moi", "418-555-0123 poste 2", "1".repeat(26)]) {
      const result = checkoutSchema(true).safeParse({ ...valid, phone });
      expect(result.error?.issues[0]?.message, phone).toBe(PHONE_INVALID);
    }
  });

  it("offers Interac only when it is available, and needs a choice", () => {
    expect(checkoutSchema(true).safeParse({ ...valid, paymentMethod: "interac" }).success).toBe(
      true,
    );
    const off = checkoutSchema(false).safeParse({ ...valid, paymentMethod: "interac" });
    expect(off.error?.issues[0]?.message).toBe(INTERAC_NOT_OFFERED);
    const none = checkoutSchema(true).safeParse({ ...valid, paymentMethod: "" });
    expect(none.error?.issues[0]?.message).toBe(PAYMENT_REQUIRED);
    expect(emptyCheckoutValues(true).paymentMethod).toBe("");
    expect(emptyCheckoutValues(false).paymentMethod).toBe("on_pickup");
  });
});

describe("cart snapshot", () => {
  it("round-trips the lines shown", () => {
    const lines = [
      { productId: 12, quantity: 2, priceCents: 2500 },
      { productId: 5, quantity: 1, priceCents: 0 },
    ];
    expect(cartSnapshot(lines)).toBe("12:2:2500,5:1:0");
    expect(parseCartSnapshot(cartSnapshot(lines))).toEqual(lines);
  });

  it("refuses anything it did not write", () => {
    for (const raw of [
      null,
      "",
      "12:2",
      "12:0:100",
      "12:100:100",
      "0:1:1",
      "12:1:1,12:1:1",
      "a:b:c",
    ]) {
      expect(parseCartSnapshot(raw), String(raw)).toBeNull();
    }
    const tooMany = Array.from({ length: 31 }, (_, i) => `${i + 1}:1:100`).join(",");
    expect(parseCartSnapshot(tooMany)).toBeNull();
  });
});

describe("order transitions", () => {
  it("go forward (steps may be skipped) or to cancelled; delivered and cancelled are final", () => {
    expect(nextOrderStatuses("pending")).toEqual([
      "processing",
      "shipped",
      "delivered",
      "cancelled",
    ]);
    expect(nextOrderStatuses("shipped")).toEqual(["delivered", "cancelled"]);
    expect(nextOrderStatuses("delivered")).toEqual([]);
    expect(nextOrderStatuses("cancelled")).toEqual([]);
    expect(nextOrderStatuses("perdue")).toEqual([]);
    expect(orderStatusesBefore("cancelled")).toEqual(["pending", "processing", "shipped"]);
    expect(orderStatusesBefore("pending")).toEqual([]);
  });
});
