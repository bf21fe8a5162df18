/**
 * « Abonnés » of /admin/infolettre: every address that asked for the newsletter, filtered by
 * status and searched by address or name; `?details=ID` shows the consent record as it was given
 * (the exact sentence, the page, the date) and the confirmation or unsubscription.
 */
import { useLocation } from "react-router";
import { AdminNotices } from "~/components/admin/admin-frame";
import { CrudList, DetailsLink, type Column } from "~/components/admin/crud/crud-list";
import { DetailsPanel } from "~/components/admin/crud/details-panel";
import { SearchBox } from "~/components/admin/crud/search-form";
import { FilterForm } from "~/components/admin/filter-form";
import { filterOptions } from "~/components/admin/inbox-screen";
import { statusBadge } from "~/components/admin/status-badge";
import type { SubscriberRow } from "~/domain/newsletter/campaigns.server";
import type { loadSubscribersPage } from "~/domain/newsletter/subscriber-list.server";
import { subscriberSearchSchema } from "~/domain/newsletter/schema";
import { subscriberFilters, subscriberStatusLabels } from "~/domain/newsletter/texts";
import { searchWith } from "~/lib/forms/form-mode";
import { formatDateTime } from "~/lib/format";

type Data = Awaited<ReturnType<typeof loadSubscribersPage>>;

const SubscriberStatus = statusBadge(
  { confirmed: "success", pending: "warning", unsubscribed: "neutral" },
  (status) => subscriberStatusLabels[status] ?? status,
);

const COLUMNS: Column<SubscriberRow>[] = [
  {
    header: "Abonné",
    rowHeader: true,
    className: "break-all",
    cell: (row) => (
      <>
        <span className="block">{row.email}</span>
        {row.name ? (
          <span className="block font-normal text-muted-foreground">{row.name}</span>
        ) : null}
      </>
    ),
  },
  { header: "Statut", cell: (row) => <SubscriberStatus status={row.status} /> },
  {
    header: "Consentement",
    cell: (row) => `Le ${formatDateTime(row.consentedAt)}, page ${row.consentSource}`,
  },
];

export function SubscribersTab({ data }: { data: Data }) {
  const { list, filter, q, details, notice } = data;
  const { search } = useLocation();
  return (
    <>
      <AdminNotices messages={[notice]} />
      {details ? (
        <DetailsPanel
          id="abonne"
          title={details.email}
          closeTo={searchWith(search, {}, ["details"])}
          facts={[
            ["Nom", details.name || "—"],
            ["Statut", <SubscriberStatus key="statut" status={details.status} />],
            ["Consentement donné le", formatDateTime(details.consentedAt)],
            ["Page", details.consentSource],
            ["Texte accepté", details.consentText],
            details.confirmedAt ? ["Confirmé le", formatDateTime(details.confirmedAt)] : null,
            details.unsubscribedAt
              ? ["Désabonné le", formatDateTime(details.unsubscribedAt)]
              : null,
          ]}
        />
      ) : null}
      <CrudList
        id="liste-abonnes"
        title="Abonnés"
        caption="Abonnés à l'infolettre"
        columns={COLUMNS}
        list={list}
        empty="Aucun abonné trouvé."
        editParam={null}
        deleteIntent={null}
        subject={(row) => row.email}
        intro={
          <p className="mb-4 text-sm text-muted-foreground">
            {list.counts.confirmed} confirmé(s) · {list.counts.pending} en attente de confirmation ·{" "}
            {list.counts.unsubscribed} désabonné(s)
          </p>
        }
        toolbar={
          <FilterForm
            id="filtre-statut"
            label="Statut"
            name="statut"
            value={filter}
            allLabel="Tous les statuts"
            options={filterOptions(subscriberFilters)}
            keep={{ onglet: "abonnes" }}
          >
            <SearchBox
              id="recherche-abonnes"
              label="Rechercher (courriel, nom)"
              value={q}
              schema={subscriberSearchSchema}
            />
          </FilterForm>
        }
        actions={(row) => (
          <DetailsLink
            id={row.id}
            subject={`de ${row.email}`}
            label="Consentement"
            open={details?.id === row.id}
          />
        )}
      />
    </>
  );
}
