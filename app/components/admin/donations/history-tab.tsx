/**
 * The 'Dons' tab of /admin/donations: 'Enregistrer un don reçu' (a cash or cheque gift, its form
 * opened by `?mode=don-recu`), the history filtered by status and searched (`?statut=`, `?q=`),
 * one page at a time, each row with its details link, 'Envoyer le reçu' when it is due
 * and a confirmed delete for a gift that is neither completed nor receipted; the CSV export of the
 * same filtered list.
 */
import { CrudList, DetailsLink, type Column } from "~/components/admin/crud/crud-list";
import { SearchBox } from "~/components/admin/crud/search-form";
import {
  DeleteDonation,
  DonationStatusBadge,
  donorName,
  GENERAL_DONATION,
  giftDateText,
  personColumn,
  ReceiptState,
  SendReceipt,
} from "~/components/admin/donations/donation-parts";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { FilterForm } from "~/components/admin/filter-form";
import { buttonVariants } from "~/components/ui/button";
import type { ListPage } from "~/domain/admin/pagination";
import { DONATIONS_EXPORT_PATH, donationSearchSchema } from "~/domain/donations/admin-schema";
import { OFFLINE_GIFT_MODE } from "~/domain/donations/offline-gift";
import type { DonationRow } from "~/domain/donations/donations-admin.server";
import {
  donationStatuses,
  donationStatusFilterLabels,
  paymentMethodLabel,
} from "~/domain/donations/labels";
import { canSendReceipt } from "~/domain/receipts/receipt-rules";
import { formatMoney } from "~/lib/format";

const COLUMNS: Column<DonationRow>[] = [
  personColumn<DonationRow>("Donateur", donorName),
  {
    header: "Montant",
    className: "whitespace-nowrap",
    cell: (donation) => formatMoney(donation.amountCents),
  },
  {
    header: "Date",
    className: "whitespace-nowrap",
    cell: giftDateText,
  },
  { header: "Méthode", cell: (donation) => paymentMethodLabel(donation.paymentMethod) },
  { header: "Projet", cell: (donation) => donation.projectTitle ?? GENERAL_DONATION },
  { header: "Statut", cell: (donation) => <DonationStatusBadge status={donation.status} /> },
  { header: "Reçu fiscal", cell: (donation) => <ReceiptState donation={donation} /> },
  {
    header: "Référence",
    className: "font-mono whitespace-nowrap",
    cell: (donation) => donation.reference,
  },
];

const statusOptions = optionsOf(donationStatusFilterLabels, donationStatuses);

/** `?statut=…&q=…` of the export: the list's filters, without page, tab or panel. */
function exportSearch(status: string | null, q: string): string {
  const params = new URLSearchParams();
  if (status) params.set("statut", status);
  if (q) params.set("q", q);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function HistoryTab({
  list,
  status,
  q,
}: {
  list: ListPage<DonationRow>;
  status: string | null;
  q: string;
}) {
  return (
    <CrudList
      id="historique-dons"
      title="Historique des dons"
      caption="Historique des dons"
      columns={COLUMNS}
      list={list}
      empty="Aucun don trouvé."
      subject={(donation) => `le don ${donation.reference}`}
      editParam={null}
      deleteIntent={null}
      addLabel="Enregistrer un don reçu"
      addParams={{ mode: OFFLINE_GIFT_MODE }}
      closeParams={["details", "remplacer"]}
      toolbar={
        <>
          <FilterForm
            id="filtre-statut"
            label="Statut"
            name="statut"
            value={status}
            allLabel="Tous"
            options={statusOptions}
          >
            <SearchBox
              id="recherche-dons"
              label="Rechercher (nom, courriel, référence)"
              value={q}
              schema={donationSearchSchema}
              className="h-10"
            />
          </FilterForm>
          {/* A plain link: the file is a download, not a page of the app. */}
          <a
            href={`${DONATIONS_EXPORT_PATH}${exportSearch(status, q)}`}
            download
            className={buttonVariants({ size: "sm" })}
          >
            Exporter
            <span className="sr-only"> la liste filtrée en CSV</span>
          </a>
        </>
      }
      actions={(donation) => (
        <>
          <DetailsLink id={donation.id} subject={`du don ${donation.reference}`} />
          {canSendReceipt(donation) ? <SendReceipt donation={donation} /> : null}
          {donation.status !== "completed" && !donation.hasReceipts ? (
            <DeleteDonation donation={donation} />
          ) : null}
        </>
      )}
    />
  );
}
