/**
 * A back-office inbox (messages, courriels, demandes d'événements): its title, the notices, the
 * open record's details panel (`?details=ID`, whose 'Fermer' leads back to the list as it was)
 * and the list with its filter (and search). Links and forms: it works without JavaScript.
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { searchWith } from "~/lib/forms/form-mode";
import { AdminNotices, AdminPageHeader } from "./admin-frame";
import { CrudList, type CrudListProps } from "./crud/crud-list";
import { FilterForm, type FilterSelectProps } from "./filter-form";

/** The choices of a list's filter, in the order of its filters: `{ "en-attente": { label } }`. */
export function filterOptions(filters: Readonly<Record<string, { label: string }>>) {
  return Object.entries(filters).map(([value, { label }]) => ({ value, label }));
}

export function InboxScreen<Row extends { id: number }>({
  heading,
  notices,
  panel,
  filter: { search, ...filter },
  ...list
}: Omit<CrudListProps<Row>, "toolbar"> & {
  heading: { title: string; subtitle: string };
  notices: readonly (string | null | undefined)[];
  /** The open record's details panel, given where its 'Fermer' leads; null when none is open. */
  panel: ((closeTo: string) => ReactNode) | null;
  /** The list's filter (its select's id: `filtre-<name>`), a SearchBox sent by its button. */
  filter: Omit<FilterSelectProps, "id"> & { search?: ReactNode };
}) {
  const location = useLocation();
  return (
    <>
      <AdminPageHeader {...heading} />
      <AdminNotices messages={notices} />
      {panel ? panel(searchWith(location.search, {}, ["details"])) : null}
      <CrudList
        editParam={null}
        toolbar={
          <FilterForm id={`filtre-${filter.name}`} {...filter}>
            {search}
          </FilterForm>
        }
        {...list}
      />
    </>
  );
}
