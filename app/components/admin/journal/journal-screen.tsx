/**
 * The screen of /admin/journal: the changes made in the back-office, newest first, filtered by
 * element and by author, one page at a time.
 */
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { RecordTable, type Column } from "~/components/admin/crud/crud-list";
import { FilterForm, FilterSelect } from "~/components/admin/filter-form";
import { Pagination } from "~/components/admin/pagination";
import type { loadJournalPage } from "~/domain/audit/audit.server";

type Entry = Awaited<ReturnType<typeof loadJournalPage>>["entries"][number];

const COLUMNS: Column<Entry>[] = [
  {
    header: "Date",
    className: "whitespace-nowrap",
    cell: (entry) => <time dateTime={entry.at}>{entry.when}</time>,
  },
  { header: "Utilisateur", cell: (entry) => entry.user },
  { header: "Action", cell: (entry) => entry.action },
  // Not kept on one line: « Renseignements personnels (3f9a…) » is wider than a phone's card.
  { header: "Élément", cell: (entry) => entry.element },
  {
    header: "Détails",
    className: "break-words",
    // The whole text on hover: the cell shows its first 80 characters. None: an empty cell,
    // which a phone's card leaves out.
    cell: (entry) =>
      entry.detailsShort ? <span title={entry.details}>{entry.detailsShort}</span> : null,
  },
];

export function JournalScreen({
  data: { entries, page, pageCount, filters, users, entities, notice },
}: {
  data: Awaited<ReturnType<typeof loadJournalPage>>;
}) {
  return (
    <>
      <AdminPageHeader
        title="Journal"
        subtitle="Toutes les modifications faites dans l'administration"
      />
      <AdminNotices messages={[notice]} />
      <AdminPanel id="liste-journal" title="Modifications">
        <FilterForm
          id="filtre-element"
          label="Élément"
          name="element"
          value={filters.entity}
          allLabel="Tous les éléments"
          options={entities}
          className="mb-6"
        >
          <FilterSelect
            id="filtre-utilisateur"
            label="Utilisateur"
            name="utilisateur"
            value={filters.userId === null ? null : String(filters.userId)}
            allLabel="Tous les utilisateurs"
            options={users.map((user) => ({ value: String(user.id), label: user.name }))}
          />
        </FilterForm>
        <RecordTable
          caption="Modifications faites dans l'administration"
          columns={COLUMNS}
          rows={entries}
          empty="Aucune modification enregistrée."
          rowKey={(entry) => entry.id}
        />
        <Pagination page={page} pageCount={pageCount} />
      </AdminPanel>
    </>
  );
}
