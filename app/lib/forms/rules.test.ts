import { describe, expect, it } from "vitest";
import { EMAIL_INVALID, REQUIRED, requiredEmail } from "./rules";

describe("requiredEmail", () => {
  const message = (value: unknown) => requiredEmail().safeParse(value).error?.issues[0]?.message;

  it("keeps a valid address, trimmed", () => {
    expect(requiredEmail().parse("  awa.diop@example.ca ")).toBe("awa.diop@example.ca");
  });

  it("says the field is required when empty or missing, invalid otherwise", () => {
    expect(message("   ")).toBe(REQUIRED);
    expect(message(undefined)).toBe(REQUIRED);
    expect(message("awa.diop")).toBe(EMAIL_INVALID);
    expect(message(`${"a".repeat(250)}@example.ca`)).toBe(EMAIL_INVALID);
  });
});
