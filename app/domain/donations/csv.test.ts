import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { todayInSaguenay } from "~/lib/format";
import {
  CSV_BOM,
  csvAmount,
  csvCell,
  csvDay,
  donationsCsv,
  donationsCsvFilename,
  toCsv,
  type DonationCsvRow,
} from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Aminata Touré")).toBe("Aminata Touré");
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("quotes cells holding a quote, the separator or a line end", () => {
    expect(csvCell('Le "Zawiya"')).toBe('"Le ""Zawiya"""');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell("1234,56")).toBe("1234,56");
  });

  it.each(["=1+1", "+33 1 23", "-2+3", "@SUM(A1)", "\tx"])(
    "makes the formula %j plain text",
    (value) => {
      expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
    },
  );

  it("guards and escapes together", () => {
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
  });
});

describe("csvDay", () => {
  it("gives the day in Saguenay around midnight and the changes of time", () => {
    // 23:59:59.999 and 00:00 local, in winter (UTC−5) and summer (UTC−4), and the DST nights.
    expect(csvDay(new Date("2026-01-15T04:59:59.999Z"))).toBe("2026-01-14");
    expect(csvDay(new Date("2026-01-15T05:00:00.000Z"))).toBe("2026-01-15");
    expect(csvDay(new Date("2026-07-15T03:59:59.999Z"))).toBe("2026-07-14");
    expect(csvDay(new Date("2026-07-15T04:00:00.000Z"))).toBe("2026-07-15");
    expect(csvDay(new Date("2026-03-08T06:59:59.999Z"))).toBe("2026-03-08");
    expect(csvDay(new Date("2026-11-01T05:30:00.000Z"))).toBe("2026-11-01");
    expect(csvDay(null)).toBe("");
  });

  it("agrees with the time-zone formatter for any instant", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2040-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        (instant) => csvDay(instant) === todayInSaguenay(instant),
      ),
      { numRuns: 5_000 },
    );
  });
});

describe("csvAmount", () => {
  it.each([
    [123456, "1234,56"],
    [2000, "20,00"],
    [5, "0,05"],
    [0, "0,00"],
    [100_000_00, "100000,00"],
  ])("%i cents → %s", (cents, text) => {
    expect(csvAmount(cents)).toBe(text);
  });
});

describe("toCsv", () => {
  it("starts with the BOM and ends every row with CRLF", () => {
    expect(toCsv([["a", "b"], ["c"]])).toBe(`${CSV_BOM}a;b\r\nc\r\n`);
  });
});

describe("donationsCsv", () => {
  const row: DonationCsvRow = {
    reference: "DON-7K3M9P",
    // 02:30 UTC is still the previous day in Toronto.
    createdAt: new Date("2026-03-02T02:30:00Z"),
    firstName: "=cmd",
    lastName: "Touré",
    email: "a@example.org",
    amountCents: 25_050,
    paymentMethod: "interac",
    projectTitle: null,
    status: "completed",
    statusReason: null,
    receivedAt: new Date("2026-03-03T15:00:00Z"),
    receiptRequested: true,
    receiptSentAt: null,
  };

  it("writes a header and one line per donation, in French", () => {
    const lines = donationsCsv([row]).slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Référence;Date;Prénom;Nom;Courriel;Montant (CAD);Méthode;Projet;Statut;Raison;Reçu le;Reçu fiscal",
    );
    expect(lines[1]).toBe(
      "DON-7K3M9P;2026-03-01;'=cmd;Touré;a@example.org;250,50;Interac;Don général;Complété;;2026-03-03;Reçu demandé",
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
  });

  it("names the file after the day in Toronto", () => {
    expect(donationsCsvFilename(new Date("2026-11-22T03:00:00Z"))).toBe("dons-2026-11-21.csv");
  });
});
