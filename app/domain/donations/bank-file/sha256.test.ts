import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "./sha256";

describe("sha256Hex", () => {
  it.each(["", "abc", "Côté", "x".repeat(55), "x".repeat(56), "x".repeat(64), "é".repeat(300)])(
    "agrees with node:crypto for %j",
    (text) => {
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
    },
  );
});
