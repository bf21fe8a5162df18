/**
 * The list panel of a back-office screen, from its columns: the add link, the filters, the table
 * (each row with 'Modifier' and a confirmed 'Supprimer'), the empty state and the pagination.
 * Everything is a link or a form: it works without JavaScript.
 *
 *   <CrudList id="liste-personnel" title="Personnel" caption="Membres du personnel"
 *     rows={list.rows} page={list.page} pageCount={list.pageCount} columns={COLUMNS}
 *     empty="Aucun membre du personnel trouvé." addLabel="Ajouter un employé"
 *     subject={(row) => row.name} confirm={(row) => ({ title: "…", description: "…" })} />
 */
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { searchWith } from "~/lib/forms/form-mode";
import { cn } from "~/lib/utils";
import { AdminPanel } from "../admin-frame";
import { AdminTable, cellClasses, rowClasses } from "../admin-table";
import { ConfirmDialog } from "../confirm-dialog";
import { Pagination } from "../pagination";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a `<th scope="row">`). */
  rowHeader?: boolean;
  className?: string;
  /** Left out of the table on a narrow panel (never out of the stacked cards): see AdminTable. */
  secondary?: boolean;
}

export interface CrudListProps<Row extends { id: number }> {
  id: string;
  title: string;
  caption: string;
  columns: readonly Column<Row>[];
  /** The rows, or `list` (the screen loader's page of rows). */
  rows?: readonly Row[];
  empty: string;
  page?: number;
  pageCount?: number;
  /** One page of the list as the screen's loader gives it: its rows, page and page count. */
  list?: { rows: readonly Row[]; page: number; pageCount: number };
  /** The add link's label; none when the screen adds elsewhere. */
  addLabel?: string;
  /** URL parameters the add link sets (default `mode=ajout`). */
  addParams?: Record<string, string>;
  /** Filters and other controls beside the add link. */
  toolbar?: ReactNode;
  /** Drawn first in the panel, above the add link (e.g. what the listed records belong to). */
  intro?: ReactNode;
  /** Other URL parameters the add and edit links close (another form, a detail view). */
  closeParams?: readonly string[];
  /** The record's name, read after 'Modifier' / 'Supprimer' by screen readers. */
  subject: (row: Row) => string;
  /** The edit link's parameter (default `modifier`); null for a list without edit. */
  editParam?: string | null;
  /** Whether a row can still be changed (default: every row): no 'Modifier' otherwise. */
  editable?: (row: Row) => boolean;
  deleteIntent?: string | null;
  /** The delete confirmation's texts; null for a row that cannot be deleted. */
  confirm?: (row: Row) => { title: string; description: string } | null;
  /** More row actions, before 'Modifier'. */
  actions?: (row: Row) => ReactNode;
  /** More classes of a row (e.g. the one whose details panel is open). */
  rowClassName?: (row: Row) => string | false | undefined;
  children?: ReactNode;
}

export function CrudList<Row extends { id: number }>({
  id,
  title,
  caption,
  columns,
  list,
  rows = list?.rows ?? [],
  empty,
  page = list?.page,
  pageCount = list?.pageCount,
  addLabel,
  addParams = { mode: "ajout" },
  toolbar,
  intro,
  closeParams = [],
  subject,
  editParam = "modifier",
  editable,
  deleteIntent = "delete",
  confirm,
  actions,
  rowClassName,
  children,
}: CrudListProps<Row>) {
  const { search } = useLocation();
  const editDrop = editParam ? [editParam, ...closeParams] : closeParams;
  return (
    <AdminPanel id={id} title={title}>
      {intro}
      {addLabel || toolbar ? (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          {addLabel ? (
            <Link
              to={searchWith(search, addParams, editDrop)}
              className={buttonVariants({ size: "sm" })}
            >
              {addLabel}
            </Link>
          ) : null}
          {toolbar}
        </div>
      ) : null}
      {children}
      <RecordTable
        caption={caption}
        columns={columns}
        rows={rows}
        empty={empty}
        rowKey={(row) => row.id}
        rowClassName={rowClassName}
        actions={(row) => (
          <>
            {actions?.(row)}
            {editParam && (editable?.(row) ?? true) ? (
              <Link
                to={searchWith(search, { [editParam]: row.id }, closeParams)}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                Modifier<span className="sr-only"> {subject(row)}</span>
              </Link>
            ) : null}
            {deleteIntent && confirm ? (
              <RowDelete row={row} intent={deleteIntent} subject={subject} confirm={confirm} />
            ) : null}
          </>
        )}
      />
      {page !== undefined && pageCount !== undefined ? (
        <Pagination page={page} pageCount={pageCount} />
      ) : null}
    </AdminPanel>
  );
}

/**
 * The table of a list, from its columns: one row per record, its naming cell a row header, and
 * with `actions` a last "Actions" column. CrudList draws its rows with it; a list without a
 * panel of its own or without row actions (the journal, the backups, a table of figures) too.
 */
export function RecordTable<Row>({
  caption,
  captionVisible,
  columns,
  rows,
  empty,
  rowKey,
  rowClassName,
  actions,
}: {
  caption: string;
  captionVisible?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  empty: string;
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | false | undefined;
  /** The row's buttons and links, in a last "Actions" column. */
  actions?: (row: Row) => ReactNode;
}) {
  return (
    <AdminTable
      caption={caption}
      captionVisible={captionVisible}
      headers={[
        ...columns.map((column) => ({ label: column.header, secondary: column.secondary })),
        ...(actions ? ["Actions"] : []),
      ]}
      empty={empty}
      isEmpty={rows.length === 0}
    >
      {rows.map((row) => (
        <tr key={rowKey(row)} className={cn(rowClasses, rowClassName?.(row))}>
          {columns.map((column) =>
            column.rowHeader ? (
              <th
                key={column.header}
                scope="row"
                className={cn(cellClasses, "font-medium", column.className)}
              >
                {column.cell(row)}
              </th>
            ) : (
              <td key={column.header} className={cn(cellClasses, column.className)}>
                {column.cell(row)}
              </td>
            ),
          )}
          {actions ? (
            <td className={cellClasses}>
              <div className="flex flex-wrap gap-2">{actions(row)}</div>
            </td>
          ) : null}
        </tr>
      ))}
    </AdminTable>
  );
}

function RowDelete<Row extends { id: number }>({
  row,
  intent,
  subject,
  confirm,
}: {
  row: Row;
  intent: string;
  subject: (row: Row) => string;
  confirm: NonNullable<CrudListProps<Row>["confirm"]>;
}) {
  const texts = confirm(row);
  return texts ? (
    <ConfirmDialog intent={intent} id={row.id} subject={subject(row)} {...texts} />
  ) : null;
}

/**
 * The usual delete confirmation of `confirm`: "Êtes-vous sûr de vouloir supprimer {what} ?
 * {also} Cette action ne peut pas être annulée."
 *
 *   confirm={confirmDelete("Supprimer le discours", (speech) => `le discours « ${speech.title} »`)}
 */
export function confirmDelete<Row>(title: string, what: (row: Row) => string, also?: string) {
  return (row: Row) => ({
    title,
    description: `Êtes-vous sûr de vouloir supprimer ${what(row)} ? ${also ? `${also} ` : ""}Cette action ne peut pas être annulée.`,
  });
}

/**
 * A row's link opening its details panel above the list (`?details=ID`, or `param`), the list's
 * filters and page kept; `open` marks the row whose panel is open (aria-current).
 *
 *   actions={(email) => <DetailsLink id={email.id} subject={`du courriel à ${email.to}`} />}
 */
export function DetailsLink({
  id,
  subject,
  label = "Détails",
  param = "details",
  open = false,
}: {
  id: number;
  /** Read after the label by screen readers, e.g. "de la commande CMD-…". */
  subject: string;
  label?: string;
  param?: string;
  open?: boolean;
}) {
  const { search } = useLocation();
  return (
    <Link
      to={searchWith(search, { [param]: id })}
      aria-current={open ? "true" : undefined}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      {label}
      <span className="sr-only"> {subject}</span>
    </Link>
  );
}

/**
 * A row's own POST button (publish, feature…): a small form posting `intent`, the record's `id`
 * and `values`; the action answers with a toast, or a refusal told above the list.
 *
 *   <RowForm intent="publish" id={speech.id}><Button …>Publier</Button></RowForm>
 */
export function RowForm({
  intent,
  id,
  values = {},
  className,
  children,
}: {
  intent: string;
  id: number;
  values?: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}
