/**
 * The bank's credit lines against the site's pending donations and orders: one proposal per line,
 * with its French label for the screen. Only "match" proposals are confirmed by default; the
 * others are shown for the treasurer to look at. Pure: the caller reads the candidates (by the
 * references found) and the fingerprints already imported from the database.
 */
import { formatMoney } from "~/lib/format";
import { findReferences } from "./find-reference";
import type { BankCreditLine } from "./parse-bank-file";

export interface MatchCandidate {
  kind: "donation" | "order";
  id: number | string;
  /** "DON-7K3M9P", "CMD-4HQ2WX" */
  reference: string;
  amountCents: number;
  /** "pending" can be confirmed; donations: completed / failed / cancelled; orders: processing … */
  status: string;
}

export type ProposalKind =
  | "match"
  | "amount-differs"
  | "unknown-reference"
  | "already-confirmed"
  | "not-pending"
  | "no-reference"
  | "several-references"
  | "already-imported"
  | "duplicate-in-file";

export interface BankProposal {
  line: BankCreditLine;
  kind: ProposalKind;
  /** French, for the screen: « Correspond », « Montant différent (attendu 50,00 $, reçu 40,00 $) ». */
  label: string;
  /** The references found in the line's description ("DON-7K3M9P"), each once. */
  references: string[];
  /** The record the line points at, when there is exactly one reference and it is known. */
  candidate: MatchCandidate | null;
}

/** Statuses of a record that will not be paid any more: a transfer for it is a question, not a confirmation. */
const CLOSED_STATUSES = new Set(["failed", "cancelled"]);

function proposalLabel(kind: ProposalKind, line: BankCreditLine, proposal: Partial<BankProposal>) {
  switch (kind) {
    case "match":
      return "Correspond";
    case "amount-differs":
      return `Montant différent (attendu ${formatMoney(proposal.candidate!.amountCents)}, reçu ${formatMoney(line.amountCents)})`;
    case "unknown-reference":
      return "Référence inconnue";
    case "already-confirmed":
      return "Déjà confirmé";
    case "not-pending":
      return proposal.candidate!.kind === "order"
        ? "Commande annulée : à vérifier"
        : "Don échoué ou annulé : à vérifier";
    case "no-reference":
      return "Aucune référence";
    case "several-references":
      return "Plusieurs références";
    case "already-imported":
      return "Déjà importée";
    case "duplicate-in-file":
      return "En double dans le fichier";
  }
}

/**
 * One proposal per credit line, in the file's order. In this order of precedence: a line already
 * imported (its fingerprint is known) is "already-imported"; then the references decide ("no-",
 * "several-", "unknown-reference"); then the record: not pending → "already-confirmed" (or
 * "not-pending" when it failed or was cancelled); already matched by an earlier line of the file
 * → "duplicate-in-file"; amounts differ → "amount-differs"; else "match".
 */
export function matchBankLines(
  lines: readonly BankCreditLine[],
  candidates: readonly MatchCandidate[],
  alreadyImportedFingerprints: Iterable<string>,
): BankProposal[] {
  const byReference = new Map(
    candidates.map((candidate) => [candidate.reference.toUpperCase(), candidate]),
  );
  const imported = new Set(alreadyImportedFingerprints);
  const matched = new Set<string>();

  return lines.map((line) => {
    const references = findReferences(line.description);
    const reference = references.length === 1 ? references[0] : null;
    const candidate = reference ? (byReference.get(reference) ?? null) : null;

    let kind: ProposalKind;
    if (imported.has(line.fingerprint)) kind = "already-imported";
    else if (references.length === 0) kind = "no-reference";
    else if (references.length > 1) kind = "several-references";
    else if (!candidate) kind = "unknown-reference";
    else if (candidate.status !== "pending") {
      kind = CLOSED_STATUSES.has(candidate.status) ? "not-pending" : "already-confirmed";
    } else if (matched.has(candidate.reference.toUpperCase())) kind = "duplicate-in-file";
    else if (candidate.amountCents !== line.amountCents) kind = "amount-differs";
    else {
      kind = "match";
      matched.add(candidate.reference.toUpperCase());
    }

    return {
      line,
      kind,
      label: proposalLabel(kind, line, { references, candidate }),
      references,
      candidate,
    };
  });
}
