import { describe, expect, it } from "vitest";
import { parseId } from "./params";

describe("parseId", () => {
  it("accepte un entier positif", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(2147483647);
  });
  it("refuse ce qui n'est pas un identifiant de base de données", () => {
    for (const raw of [
      undefined,
      "",
      "0",
      "01",
      "-3",
      "1.5",
      "12abc",
      "2147483648",
      "99999999999",
    ]) {
      expect(parseId(raw)).toBeNull();
    }
  });
});
