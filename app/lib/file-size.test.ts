import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it("writes sizes with a French decimal comma and unit", () => {
    expect(formatFileSize(0)).toBe("0 o");
    expect(formatFileSize(834)).toBe("834 o");
    expect(formatFileSize(56 * 1024)).toBe("56 Ko");
    expect(formatFileSize(Math.round(12.4 * 1024 * 1024))).toBe("12,4 Mo");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3 Go");
  });
});
