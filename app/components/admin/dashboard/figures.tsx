/**
 * The figures of the dashboard and of the shop's statistics, computed by their loaders: the key
 * numbers as cards, and small tables of one figure per row (by status, by method, the next
 * events…), each in its titled panel with its empty state.
 *
 *   <FigurePanel id="dons-par-statut" title="Dons par statut" headers={["Statut", "Nombre"]}
 *     empty="Aucun don pour le moment." rows={byStatus.map((row) => ({ key: row.status,
 *       name: donationStatusLabel(row.status), cells: [row.records] }))} />
 */
import type { ReactNode } from "react";
import { AdminPanel } from "~/components/admin/admin-frame";
import { RecordTable, type Column } from "~/components/admin/crud/crud-list";

export interface Stat {
  label: string;
  value: string;
  /** What the figure counts, under it. */
  note?: string;
}

/** The key numbers at the top of a tab: a list of labelled values. */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  if (stats.length === 0) return null;
  return (
    <dl className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-primary">{stat.value}</dd>
          {stat.note ? <dd className="mt-1 text-xs text-muted-foreground">{stat.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** A column of a figure table; `nowrap` keeps an amount or a date on one line. */
export type FigureColumn = string | { label: string; nowrap?: boolean };

export interface FigureRow {
  key: string | number;
  /** What the row is about (its header cell). */
  name: ReactNode;
  /** The row's other cells, one per column after the first. */
  cells: readonly ReactNode[];
}

export function FigurePanel({
  id,
  title,
  caption = title,
  headers,
  empty,
  rows,
}: {
  id: string;
  title: string;
  /** The table's name for screen readers (default: the panel's title). */
  caption?: string;
  headers: readonly FigureColumn[];
  empty: string;
  rows: readonly FigureRow[];
}) {
  const columns = headers.map((header, index): Column<FigureRow> => {
    const { label, nowrap } =
      typeof header === "string" ? { label: header, nowrap: false } : header;
    return {
      header: label,
      rowHeader: index === 0,
      className: nowrap ? "whitespace-nowrap" : undefined,
      cell: (row) => (index === 0 ? row.name : row.cells[index - 1]),
    };
  });
  return (
    <AdminPanel id={id} title={title}>
      <RecordTable
        caption={caption}
        columns={columns}
        rows={rows}
        empty={empty}
        rowKey={(row) => row.key}
      />
    </AdminPanel>
  );
}
