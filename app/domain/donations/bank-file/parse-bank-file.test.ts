import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readBankFile, readCsvRows } from "./csv-rows";
import {
  DESJARDINS_LAYOUT,
  RBC_LAYOUT,
  TD_LAYOUT,
  detectLayout,
  genericLayout,
  type GenericMapping,
} from "./layouts";
import { bankLineFingerprint, normalizeDescription, parseBankFile } from "./parse-bank-file";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/bank/${name}`, import.meta.url)));

/** The lines without their fingerprints, for readable expectations. */
const withoutFingerprints = (lines: { fingerprint: string }[]) =>
  lines.map(({ fingerprint: _fingerprint, ...rest }) => rest);

describe("the Desjardins fixture (AccèsD, Windows-1252, no header)", () => {
  const rows = readBankFile(fixture("desjardins-accesd.csv"));

  it("is recognised", () => {
    expect(detectLayout(rows)).toBe(DESJARDINS_LAYOUT);
  });

  it("gives its credit lines, accents intact, debits skipped", () => {
    const parsed = parseBankFile(rows, DESJARDINS_LAYOUT);
    expect(parsed.problems).toEqual([]);
    expect(parsed.skipped).toBe(2);
    expect(withoutFingerprints(parsed.lines)).toEqual([
      {
        line: 1,
        date: "2026-11-02",
        amountCents: 5000,
        description: "Virement Interac /Marie-Ève Côté DON-7K3M9P",
      },
      {
        line: 3,
        date: "2026-11-03",
        amountCents: 2500,
        description: "Virement Interac /Jérôme Lévesque don 4hq2wx",
      },
      { line: 5, date: "2026-11-04", amountCents: 123456, description: "Dépôt au comptoir" },
      {
        line: 6,
        date: "2026-11-05",
        amountCents: 4250,
        description: "Virement Interac /Benoît Gagné CMD8RT5ZN",
      },
      { line: 8, date: "2026-11-06", amountCents: 2000, description: "Virement Interac /Anne Roy" },
      { line: 9, date: "2026-11-06", amountCents: 2000, description: "Virement Interac /Anne Roy" },
      {
        line: 10,
        date: "2026-11-07",
        amountCents: 1500,
        description: "Virement Interac /Hélène Fortin",
      },
    ]);
  });

  it("gives two identical transfers the same day two fingerprints", () => {
    const [, , , , first, second] = parseBankFile(rows, DESJARDINS_LAYOUT).lines;
    expect(first.fingerprint).not.toBe(second.fingerprint);
    expect(first.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads decimal commas too", () => {
    const text =
      '"815-30184","0456789","EOP","2026/11/02","00001","Virement Interac /Léa Roy","","","1 234,56","","","","","2 000,00"';
    const commaRows = readCsvRows(text, ",");
    expect(detectLayout(commaRows)).toBe(DESJARDINS_LAYOUT);
    expect(parseBankFile(commaRows, DESJARDINS_LAYOUT).lines[0].amountCents).toBe(123456);
  });
});

describe("the RBC fixture (UTF-8 with a BOM, header, signed amounts)", () => {
  const rows = readBankFile(fixture("rbc-chequing.csv"));

  it("is recognised by its header", () => {
    expect(detectLayout(rows)).toBe(RBC_LAYOUT);
  });

  it("gives its credit lines, both descriptions joined, money out skipped", () => {
    const parsed = parseBankFile(rows, RBC_LAYOUT);
    expect(parsed.problems).toEqual([]);
    expect(parsed.skipped).toBe(2);
    expect(withoutFingerprints(parsed.lines)).toEqual([
      {
        line: 2,
        date: "2026-11-03",
        amountCents: 10000,
        description: "E-TRANSFER - AUTODEPOSIT Sophie Bélanger DON-M2P6KD",
      },
      {
        line: 4,
        date: "2026-11-05",
        amountCents: 4000,
        description: "E-TRANSFER - AUTODEPOSIT Luc Tremblay, réf. don-7k3m9p",
      },
      {
        line: 5,
        date: "2026-11-06",
        amountCents: 25000,
        description: 'DEPOSIT Chèque "Marché de Noël"',
      },
      {
        line: 7,
        date: "2026-12-01",
        amountCents: 6750,
        description: "E-TRANSFER - AUTODEPOSIT Karim Haddad CMD-8RT5ZN DON-4HQ2WX",
      },
    ]);
  });
});

describe("TD (EasyWeb, no header, five cells)", () => {
  const rows = readCsvRows(
    [
      '11/03/2026,"SEND E-TFR ***Xy9",25.00,,975.00',
      '11/04/2026,"E-TRANSFER ***Ab1 DON-7K3M9P",,50.00,1025.00',
    ].join("\r\n"),
  );

  it("is recognised and read", () => {
    expect(detectLayout(rows)).toBe(TD_LAYOUT);
    const parsed = parseBankFile(rows, TD_LAYOUT);
    expect(withoutFingerprints(parsed.lines)).toEqual([
      {
        line: 2,
        date: "2026-11-04",
        amountCents: 5000,
        description: "E-TRANSFER ***Ab1 DON-7K3M9P",
      },
    ]);
    expect(parsed.skipped).toBe(1);
  });
});

describe("a generic mapping (';', decimal comma, credit and debit columns)", () => {
  const mapping: GenericMapping = {
    hasHeader: true,
    dateColumn: 0,
    dateFormat: "DD/MM/YYYY",
    amount: { kind: "split", credit: 3, debit: 2 },
    descriptionColumns: [1],
    decimal: "comma",
  };
  const rows = readBankFile(fixture("generique-point-virgule.csv"));

  it("is not mistaken for a known bank", () => {
    expect(detectLayout(rows)).toBeNull();
  });

  it("gives the credit lines and reports the unreadable rows in French", () => {
    const parsed = parseBankFile(rows, genericLayout(mapping));
    expect(withoutFingerprints(parsed.lines)).toEqual([
      {
        line: 2,
        date: "2026-11-03",
        amountCents: 5000,
        description: "Virement Interac reçu - Nadia Bouchard - DON-7K3M9P",
      },
      {
        line: 4,
        date: "2026-11-05",
        amountCents: 123456,
        description: "Virement reçu; Fondation amie",
      },
    ]);
    expect(parsed.problems).toEqual([
      { line: 5, reason: "Montant illisible : « cinquante »" },
      { line: 6, reason: "Date illisible : « 31/11/2026 »" },
    ]);
    expect(parsed.skipped).toBe(1);
  });

  it("reads one signed amount column, several description columns", () => {
    const signed = genericLayout({
      hasHeader: false,
      dateColumn: 2,
      dateFormat: "YYYY-MM-DD",
      amount: { kind: "signed", column: 0 },
      descriptionColumns: [1, 3],
      decimal: "point",
    });
    const parsed = parseBankFile(
      readCsvRows("$50.00,Virement,2026-11-03,DON-7K3M9P\n-12.00,Frais,2026-11-04,\n7,Court", ","),
      signed,
    );
    expect(withoutFingerprints(parsed.lines)).toEqual([
      { line: 1, date: "2026-11-03", amountCents: 5000, description: "Virement DON-7K3M9P" },
    ]);
    expect(parsed.problems).toEqual([
      { line: 3, reason: "Ligne incomplète : 2 colonnes au lieu d'au moins 4" },
    ]);
  });
});

describe("fingerprints", () => {
  it("are the same across two parses of the same file", () => {
    const first = parseBankFile(readBankFile(fixture("desjardins-accesd.csv")), DESJARDINS_LAYOUT);
    const second = parseBankFile(readBankFile(fixture("desjardins-accesd.csv")), DESJARDINS_LAYOUT);
    expect(second.lines.map((line) => line.fingerprint)).toEqual(
      first.lines.map((line) => line.fingerprint),
    );
    expect(new Set(first.lines.map((line) => line.fingerprint)).size).toBe(first.lines.length);
  });

  it("find the same lines in a later export that overlaps the first one", () => {
    const header = "Date;Libellé;Montant";
    const earlier = [header, "03/11/2026;Virement A;50,00", "04/11/2026;Virement B;20,00"];
    const later = [header, "04/11/2026;Virement  b ;20,00", "05/11/2026;Virement C;10,00"];
    const layout = genericLayout({
      hasHeader: true,
      dateColumn: 0,
      dateFormat: "DD/MM/YYYY",
      amount: { kind: "signed", column: 2 },
      descriptionColumns: [1],
      decimal: "comma",
    });
    const [, b] = parseBankFile(readCsvRows(earlier.join("\n")), layout).lines;
    const [laterB, c] = parseBankFile(readCsvRows(later.join("\n")), layout).lines;
    expect(laterB.fingerprint).toBe(b.fingerprint);
    expect(c.fingerprint).not.toBe(b.fingerprint);
  });

  it("ignore case, accents and spacing of the description, not the day or the amount", () => {
    const base = bankLineFingerprint("2026-11-03", 5000, "Virement Côté", 1);
    expect(bankLineFingerprint("2026-11-03", 5000, "  VIREMENT   cote ", 1)).toBe(base);
    expect(bankLineFingerprint("2026-11-04", 5000, "Virement Côté", 1)).not.toBe(base);
    expect(bankLineFingerprint("2026-11-03", 5001, "Virement Côté", 1)).not.toBe(base);
    expect(bankLineFingerprint("2026-11-03", 5000, "Virement Côté", 2)).not.toBe(base);
    expect(normalizeDescription(" Virement  Côté ")).toBe("VIREMENT COTE");
  });
});
