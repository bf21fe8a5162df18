import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("hashes with argon2id and a fresh salt each time", async () => {
    const first = await hashPassword("une phrase de passe solide");
    const second = await hashPassword("une phrase de passe solide");
    expect(first.startsWith("$argon2id$")).toBe(true);
    expect(first).not.toBe(second);
    expect(first).not.toContain("une phrase");
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("une phrase de passe solide");
    expect(await verifyPassword(stored, "une phrase de passe solide")).toBe(true);
    expect(await verifyPassword(stored, "une phrase de passe solidE")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
  });

  it("answers false, never throws, for a malformed hash", async () => {
    expect(await verifyPassword("pas-un-hachage", "x")).toBe(false);
    expect(await verifyAgainstDummy("x")).toBe(false);
  });
});
