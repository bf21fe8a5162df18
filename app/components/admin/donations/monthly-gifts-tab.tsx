/**
 * The 'Dons mensuels' tab of /admin/donations (issue 13, item 3): the monthly gifts with their
 * donor, amount, project, since when, status (with the donor's pause while it runs) and next
 * instalment; 'Annuler' (confirmed) stops one at Stripe and on the site.
 */
import { CrudList, type Column } from "~/components/admin/crud/crud-list";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { statusBadge } from "~/components/admin/status-badge";
import { GENERAL_DONATION, personColumn } from "~/components/admin/donations/donation-parts";
import type { ListPage } from "~/domain/admin/pagination";
import type { MonthlyGiftRow } from "~/domain/donations/monthly-gifts-admin.server";
import { monthlyGiftCancellable, monthlyStatusLabel } from "~/domain/donations/labels";
import { formatDate, formatMoney } from "~/lib/format";

const MonthlyStatusBadge = statusBadge(
  {
    active: "success",
    pending: "warning",
    past_due: "danger",
    cancelled: "neutral",
    expired: "neutral",
  },
  monthlyStatusLabel,
  "neutral",
);

const donor = (gift: MonthlyGiftRow) => `${gift.firstName} ${gift.lastName}`;

const COLUMNS: Column<MonthlyGiftRow>[] = [
  personColumn("Donateur", donor),
  {
    header: "Montant",
    className: "whitespace-nowrap",
    cell: (gift) => `${formatMoney(gift.amountCents)} / mois`,
  },
  { header: "Projet", cell: (gift) => gift.projectTitle ?? GENERAL_DONATION },
  { header: "Depuis", className: "whitespace-nowrap", cell: (gift) => formatDate(gift.since) },
  {
    header: "Statut",
    cell: (gift) => (
      <div className="grid justify-items-start gap-1">
        <MonthlyStatusBadge status={gift.status} />
        {gift.pausedUntil ? (
          <span className="text-sm whitespace-nowrap">
            En pause jusqu&apos;au {formatDate(gift.pausedUntil)}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    header: "Prochain prélèvement",
    className: "whitespace-nowrap",
    cell: (gift) =>
      gift.nextPaymentAt && monthlyGiftCancellable(gift.status)
        ? formatDate(gift.nextPaymentAt)
        : "—",
  },
  {
    header: "Référence",
    className: "font-mono whitespace-nowrap",
    secondary: true,
    cell: (gift) => gift.reference,
  },
];

export function MonthlyGiftsTab({ list }: { list: ListPage<MonthlyGiftRow> }) {
  return (
    <CrudList
      id="dons-mensuels"
      title="Dons mensuels"
      caption="Dons mensuels"
      columns={COLUMNS}
      list={list}
      empty="Aucun don mensuel pour l'instant."
      subject={(gift) => `le don mensuel ${gift.reference}`}
      editParam={null}
      deleteIntent={null}
      actions={(gift) =>
        monthlyGiftCancellable(gift.status) ? (
          <ConfirmDialog
            intent="cancel-monthly"
            id={gift.id}
            triggerLabel="Annuler"
            subject={`le don mensuel ${gift.reference} de ${donor(gift)}`}
            title="Annuler le don mensuel"
            description={`Êtes-vous sûr de vouloir annuler le don mensuel de ${donor(gift)} (${formatMoney(gift.amountCents)} par mois) ? Aucun autre prélèvement ne sera fait ; les dons déjà reçus restent acquis.`}
            confirmLabel="Annuler le don mensuel"
          />
        ) : null
      }
    />
  );
}
