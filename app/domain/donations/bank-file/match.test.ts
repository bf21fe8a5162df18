import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { readBankFile } from "./csv-rows";
import { DESJARDINS_LAYOUT } from "./layouts";
import { matchBankLines, type MatchCandidate, type ProposalKind } from "./match";
import { parseBankFile, type BankCreditLine } from "./parse-bank-file";

let nextLine = 1;
function creditLine(description: string, amountCents = 5000): BankCreditLine {
  const line = nextLine++;
  return { line, date: "2026-11-03", amountCents, description, fingerprint: `fp-${line}` };
}

const donation = (reference: string, amountCents: number, status = "pending"): MatchCandidate => ({
  kind: "donation",
  id: reference,
  reference,
  amountCents,
  status,
});
const order = (reference: string, amountCents: number, status = "pending"): MatchCandidate => ({
  kind: "order",
  id: reference,
  reference,
  amountCents,
  status,
});

const candidates = [
  donation("DON-7K3M9P", 5000),
  donation("DON-4HQ2WX", 2500, "completed"),
  donation("DON-M2P6KD", 10000, "failed"),
  order("CMD-8RT5ZN", 4250),
  order("CMD-Z9X2TQ", 3000, "shipped"),
  order("CMD-W3N7RA", 1800, "cancelled"),
];

describe("matchBankLines", () => {
  it.each<[string, string, number, ProposalKind, string, string | null]>([
    [
      "a pending donation, same amount",
      "Interac /Léa DON-7K3M9P",
      5000,
      "match",
      "Correspond",
      "DON-7K3M9P",
    ],
    [
      "a pending order, same amount",
      "Interac cmd 8rt5zn",
      4250,
      "match",
      "Correspond",
      "CMD-8RT5ZN",
    ],
    [
      "a pending donation, another amount",
      "Interac /Léa don7k3m9p",
      4000,
      "amount-differs",
      "Montant différent (attendu 50,00 $, reçu 40,00 $)",
      "DON-7K3M9P",
    ],
    [
      "a reference the site does not know",
      "Interac DON-2222AA",
      5000,
      "unknown-reference",
      "Référence inconnue",
      null,
    ],
    [
      "a completed donation",
      "DON-4HQ2WX",
      2500,
      "already-confirmed",
      "Déjà confirmé",
      "DON-4HQ2WX",
    ],
    ["a shipped order", "CMD-Z9X2TQ", 3000, "already-confirmed", "Déjà confirmé", "CMD-Z9X2TQ"],
    [
      "a failed donation",
      "DON-M2P6KD",
      10000,
      "not-pending",
      "Don échoué ou annulé : à vérifier",
      "DON-M2P6KD",
    ],
    [
      "a cancelled order",
      "CMD-W3N7RA",
      1800,
      "not-pending",
      "Commande annulée : à vérifier",
      "CMD-W3N7RA",
    ],
    ["no reference", "Virement Interac /Anne Roy", 2000, "no-reference", "Aucune référence", null],
    [
      "two references",
      "CMD-8RT5ZN DON-7K3M9P",
      9250,
      "several-references",
      "Plusieurs références",
      null,
    ],
  ])("%s → %s", (_case, description, amountCents, kind, label, reference) => {
    const [proposal] = matchBankLines([creditLine(description, amountCents)], candidates, []);
    expect(proposal.kind).toBe(kind);
    expect(proposal.label.replace(/\s/g, " ")).toBe(label);
    expect(proposal.candidate?.reference ?? null).toBe(reference);
  });

  it("keeps the references it found on every proposal", () => {
    const [several, unknown] = matchBankLines(
      [creditLine("CMD-8RT5ZN DON-7K3M9P"), creditLine("DON-2222AA")],
      candidates,
      [],
    );
    expect(several.references).toEqual(["CMD-8RT5ZN", "DON-7K3M9P"]);
    expect(unknown.references).toEqual(["DON-2222AA"]);
  });

  it("lets only the first of two lines for the same record match", () => {
    const proposals = matchBankLines(
      [creditLine("DON-7K3M9P"), creditLine("don 7k3m9p"), creditLine("DON-7K3M9P", 1000)],
      candidates,
      [],
    );
    expect(proposals.map((proposal) => [proposal.kind, proposal.label])).toEqual([
      ["match", "Correspond"],
      ["duplicate-in-file", "En double dans le fichier"],
      ["duplicate-in-file", "En double dans le fichier"],
    ]);
  });

  it("still matches the right amount after a wrong one for the same record", () => {
    const proposals = matchBankLines(
      [creditLine("DON-7K3M9P", 4000), creditLine("DON-7K3M9P", 5000)],
      candidates,
      [],
    );
    expect(proposals.map((proposal) => proposal.kind)).toEqual(["amount-differs", "match"]);
  });

  it("flags a line already imported before anything else", () => {
    const line = creditLine("DON-7K3M9P");
    const [proposal] = matchBankLines([line], candidates, new Set([line.fingerprint]));
    expect(proposal.kind).toBe("already-imported");
    expect(proposal.label).toBe("Déjà importée");
    expect(proposal.candidate?.reference).toBe("DON-7K3M9P");
  });

  it("finds references whatever the candidates' case", () => {
    const [proposal] = matchBankLines(
      [creditLine("DON-7K3M9P")],
      [donation("don-7k3m9p", 5000)],
      [],
    );
    expect(proposal.kind).toBe("match");
  });
});

describe("importing the same file twice", () => {
  const read = () =>
    parseBankFile(
      readBankFile(
        new Uint8Array(
          readFileSync(
            new URL("../../../../tests/fixtures/bank/desjardins-accesd.csv", import.meta.url),
          ),
        ),
      ),
      DESJARDINS_LAYOUT,
    ).lines;

  it("proposes the matches the first time and only « Déjà importée » the second", () => {
    const first = matchBankLines(read(), candidates, []);
    expect(first.map((proposal) => proposal.kind)).toEqual([
      "match",
      "already-confirmed",
      "no-reference",
      "match",
      "no-reference",
      "no-reference",
      "no-reference",
    ]);
    // What the database keeps once the first import is confirmed: every line's fingerprint.
    const imported = first.map((proposal) => proposal.line.fingerprint);
    const second = matchBankLines(read(), candidates, imported);
    expect(second.map((proposal) => proposal.kind)).toEqual(
      Array.from({ length: first.length }, () => "already-imported"),
    );
  });
});
