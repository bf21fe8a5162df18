/**
 * « Mes dons », « Mes commandes » and « Mes reçus » of the signed-in donor space: dates in
 * Saguenay's time zone, amounts as "1 234,56 $", statuses in French.
 */
import { RecordsSection, type Column } from "~/components/donor/donor-section";
import { donationStatusLabel, paymentMethodLabel } from "~/domain/donations/labels";
import { donorReceiptHref } from "~/domain/donor-space/intents";
import type { DonorGift, DonorOrder, DonorReceipt } from "~/domain/donor-space/types";
import { orderStatusLabel, paymentMethodLabel as orderPaymentLabel } from "~/domain/shop/statuses";
import { formatDate, formatMoney } from "~/lib/format";

const giftColumns: Column<DonorGift>[] = [
  { header: "Date", cell: (gift) => formatDate(gift.date) },
  { header: "Référence", cell: (gift) => gift.reference },
  { header: "Montant", cell: (gift) => formatMoney(gift.amountCents), numeric: true },
  {
    header: "Affectation",
    cell: (gift) => (
      <>
        {gift.projectTitle ?? "Fonds général"}
        {gift.monthly ? <span className="block text-muted-foreground">Don mensuel</span> : null}
      </>
    ),
  },
  { header: "Mode de paiement", cell: (gift) => paymentMethodLabel(gift.paymentMethod) },
  { header: "Statut", cell: (gift) => donationStatusLabel(gift.status) },
];

export function GiftsSection({ gifts }: { gifts: readonly DonorGift[] }) {
  return (
    <RecordsSection id="mes-dons" title="Mes dons" rows={gifts} columns={giftColumns}>
      Aucun don pour le moment.
    </RecordsSection>
  );
}

const orderColumns: Column<DonorOrder>[] = [
  { header: "Date", cell: (order) => formatDate(order.date) },
  { header: "Référence", cell: (order) => order.reference },
  {
    header: "Articles",
    cell: (order) => `${order.itemCount} article${order.itemCount > 1 ? "s" : ""}`,
  },
  { header: "Total", cell: (order) => formatMoney(order.totalCents), numeric: true },
  { header: "Paiement", cell: (order) => orderPaymentLabel(order.paymentMethod) },
  { header: "Statut", cell: (order) => orderStatusLabel(order.status) },
];

export function OrdersSection({ orders }: { orders: readonly DonorOrder[] }) {
  return (
    <RecordsSection id="mes-commandes" title="Mes commandes" rows={orders} columns={orderColumns}>
      Aucune commande pour le moment.
    </RecordsSection>
  );
}

const receiptColumns: Column<DonorReceipt>[] = [
  { header: "Numéro", cell: (receipt) => `no ${receipt.serialNumber}` },
  {
    header: "Période",
    cell: (receipt) =>
      receipt.year === null ? formatDate(receipt.dateReceived) : `Année ${receipt.year}`,
  },
  { header: "Montant", cell: (receipt) => formatMoney(receipt.amountCents), numeric: true },
  { header: "État", cell: (receipt) => (receipt.voided ? "Annulé" : "Valide") },
  {
    header: "Fichier",
    cell: (receipt) => (
      // A file, not a page: the browser downloads it (no client-side navigation).
      <a
        href={donorReceiptHref(receipt.id)}
        download
        className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
      >
        Télécharger
        <span className="sr-only"> le reçu no {receipt.serialNumber}</span>
      </a>
    ),
  },
];

export function ReceiptsSection({ receipts }: { receipts: readonly DonorReceipt[] }) {
  return (
    <RecordsSection id="mes-recus" title="Mes reçus" rows={receipts} columns={receiptColumns}>
      Aucun reçu pour le moment. Un reçu officiel est émis pour un don confirmé lorsqu'il a été
      demandé.
    </RecordsSection>
  );
}
