import { describe, expect, it } from "vitest";
import { decodeBankFile, detectSeparator, readBankFile, readCsvRows } from "./csv-rows";

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("decodeBankFile", () => {
  it.each([
    ["UTF-8", new TextEncoder().encode("Côté;50"), "Côté;50"],
    [
      "UTF-8 with a BOM",
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Côté")]),
      "Côté",
    ],
    ["Windows-1252 (é is 0xE9)", latin1("Côté;Hélène"), "Côté;Hélène"],
    ["Windows-1252 curly quote (0x92)", new Uint8Array([0x64, 0x92, 0x61]), "d’a"],
    ["a string with a BOM", "\uFEFFDate", "Date"],
  ])("reads %s", (_name, input, expected) => {
    expect(decodeBankFile(input)).toBe(expected);
  });

  it("accepts an ArrayBuffer", () => {
    expect(decodeBankFile(new TextEncoder().encode("abc").buffer)).toBe("abc");
  });
});

describe("detectSeparator", () => {
  it.each([
    ["a,b,c\r\n1,2,3", ","],
    ["Date;Montant\n03/11/2026;50,00\n04/11/2026;1 234,56", ";"],
    ['a,"b;c",d\n1,2,3', ","],
    ["a,b;c\n1,2,3", ","],
    ["", ","],
  ])("%j → %j", (text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});

describe("readCsvRows", () => {
  it("reads quoted cells, doubled quotes, separators and line ends inside quotes", () => {
    const rows = readCsvRows('a,"b, ""c""",d\r\n"ligne 1\r\nligne 2",x,\r\n', ",");
    expect(rows).toEqual([
      { line: 1, cells: ["a", 'b, "c"', "d"] },
      { line: 2, cells: ["ligne 1\r\nligne 2", "x", ""] },
    ]);
  });

  it("skips blank lines and keeps each row's line in the file", () => {
    const rows = readCsvRows("a;b\n\n \r\n;\nc;d\re;f", ";");
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 5, cells: ["c", "d"] },
      { line: 6, cells: ["e", "f"] },
    ]);
  });

  it("trims cells and reads a row without a final line end", () => {
    expect(readCsvRows('  a , "b" ,c', ",")).toEqual([{ line: 1, cells: ["a", "b", "c"] }]);
  });

  it("returns nothing for an empty file", () => {
    expect(readCsvRows("")).toEqual([]);
    expect(readCsvRows("\r\n\r\n")).toEqual([]);
  });
});

describe("readBankFile", () => {
  it("decodes, finds the separator and reads the rows", () => {
    expect(readBankFile(latin1("Date;Libellé\r\n2026-11-03;Dépôt\r\n"))).toEqual([
      { line: 1, cells: ["Date", "Libellé"] },
      { line: 2, cells: ["2026-11-03", "Dépôt"] },
    ]);
  });
});
