/** Small pieces of /admin/donations: status badge, summary card, receipt state and actions. */
import { Form } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import type { Column } from "~/components/admin/crud/crud-list";
import { statusBadge } from "~/components/admin/status-badge";
import { Button } from "~/components/ui/button";
import type { DonationRow } from "~/domain/donations/donations-admin.server";
import { donationStatusLabel, OFFLINE_METHODS, receiptStateLabel } from "~/domain/donations/labels";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";

export const GENERAL_DONATION = "Don général";

export const DonationStatusBadge = statusBadge(
  { completed: "success", pending: "warning", failed: "danger", cancelled: "neutral" },
  donationStatusLabel,
  "danger",
);

/** Cash and cheque: received on a day the treasurer typed, with no hour (noon is stored). */
const DAY_ONLY_METHODS: ReadonlySet<string> = new Set(OFFLINE_METHODS);

/** When a gift was received: its day for a cash or cheque gift, else the day and the hour. */
export function receivedText(donation: Pick<DonationRow, "paymentMethod">, receivedAt: Date) {
  return DAY_ONLY_METHODS.has(donation.paymentMethod)
    ? formatDate(receivedAt)
    : formatDateTime(receivedAt);
}

/**
 * The list's date of a gift, as it is sorted (domain/ledger/gift-date.server.ts): when it
 * was received, else — a gift not received yet — when it was made.
 */
export function giftDateText(
  donation: Pick<DonationRow, "paymentMethod" | "receivedAt" | "createdAt">,
): string {
  return donation.receivedAt
    ? receivedText(donation, donation.receivedAt)
    : formatDateTime(donation.createdAt);
}

export const donorName = (donation: Pick<DonationRow, "firstName" | "lastName">) =>
  `${donation.firstName} ${donation.lastName}`;

/** A list's first column naming a person (donor, record): the name, the e-mail under it. */
export function personColumn<Row extends { email: string }>(
  header: string,
  name: (row: Row) => string,
): Column<Row> {
  return {
    header,
    rowHeader: true,
    cell: (row) => (
      <>
        {name(row)}
        <span className="block font-normal break-all text-muted-foreground">{row.email}</span>
      </>
    ),
  };
}

export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary">{value}</dd>
    </div>
  );
}

export function DeleteDonation({ donation }: { donation: DonationRow }) {
  return (
    <ConfirmDialog
      intent="delete"
      id={donation.id}
      subject={`le don ${donation.reference}`}
      title="Supprimer le don"
      description={`Êtes-vous sûr de vouloir supprimer le don ${donation.reference} de ${donorName(donation)} (${formatMoney(donation.amountCents)}) ? Cette action ne peut pas être annulée.`}
    />
  );
}

/** The receipt column: sent (with its serial number), requested, or not requested. */
export function ReceiptState({ donation }: { donation: DonationRow }) {
  return (
    <span className="whitespace-nowrap">
      {receiptStateLabel(donation)}
      {donation.receiptSerialNumber ? (
        <span className="block text-muted-foreground">no {donation.receiptSerialNumber}</span>
      ) : null}
    </span>
  );
}

/** 'Envoyer le reçu': a plain POST (issues the receipt, or sends the one not sent yet). */
export function SendReceipt({ donation }: { donation: DonationRow }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="send-receipt" />
      <input type="hidden" name="id" value={donation.id} />
      <Button type="submit" size="sm">
        Envoyer le reçu<span className="sr-only"> du don {donation.reference}</span>
      </Button>
    </Form>
  );
}

export function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
