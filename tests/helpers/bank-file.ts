/**
 * The bank file's reconciliation as the Rapprochement tab posts it: the proposals the preview
 * answers, and the confirm form it draws from them (the carried file and the ticked boxes).
 */
import { BANK_CONFIRM_INTENT, type BankPreview } from "~/domain/donations/bank-import";

export type BankProposals = Extract<BankPreview, { step: "proposals" }>;

/** The confirm form, with `accept` ticked (by default every line that can be confirmed). */
export function bankConfirmFields(
  shown: BankProposals,
  accept = shown.lines.filter((l) => l.confirmable),
): [string, string][] {
  const pairs: [string, string][] = [
    ["intent", BANK_CONFIRM_INTENT],
    ["fileName", shown.file.fileName],
    ["content", shown.file.content],
  ];
  if (Object.keys(shown.file.mapping).length > 0) pairs.push(["layout", "generic"]);
  for (const [name, value] of Object.entries(shown.file.mapping)) pairs.push([name, value]);
  for (const line of accept) pairs.push(["accept", line.fingerprint]);
  return pairs;
}

/** One Interac credit line of Desjardins' AccèsD export, paying `reference`. */
export function desjardinsLine(day: string, reference: string, amountCents: number): string {
  const amount = (amountCents / 100).toFixed(2);
  return `"815-30184","0456789","EOP","${day.replaceAll("-", "/")}","00001","Virement Interac /Donateur ${reference}","","","${amount}","","","","","${amount}"\n`;
}
