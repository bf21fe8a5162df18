import type { ReactNode } from "react";

/** One titled part of the signed-in donor space (« Mes dons », « Mes reçus »…). */
export function DonorSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 text-xl font-semibold text-primary">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a part shows when it has nothing to list. */
export function DonorEmpty({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground">{children}</p>;
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

/**
 * A plain table of records. On a phone each record stacks as label / value lines, so that every
 * cell — the receipts' « Télécharger » included — is on screen without scrolling sideways; the
 * column headers stay for screen readers, and the explicit roles keep the table's semantics that
 * browsers drop from a table no longer displayed as one.
 */
export function RecordTable<Row extends { id: number }>({
  label,
  rows,
  columns,
}: {
  /** Id of the heading that names the table. */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
}) {
  return (
    <div
      className="rounded-md border border-border sm:overflow-x-auto"
      // A group, not a second region: the section around it is the part's landmark.
      role="group"
      aria-labelledby={label}
      // Wider screens may scroll it sideways: the frame takes the keyboard to do so.
      tabIndex={0}
    >
      <table role="table" className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]">
        <thead role="rowgroup" className="bg-secondary/60 max-sm:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.header}
                role="columnheader"
                scope="col"
                className={`px-3 py-2 font-semibold ${column.numeric ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map((row) => (
            <tr
              key={row.id}
              role="row"
              className="border-t border-border max-sm:grid max-sm:gap-1 max-sm:py-2 max-sm:first:border-t-0"
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  className={`px-3 py-2 align-top max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:py-0.5 ${column.numeric ? "text-right whitespace-nowrap" : ""}`}
                >
                  {/* The column's name beside its value on a phone; read once, from the header. */}
                  <span aria-hidden="true" className="text-muted-foreground sm:hidden">
                    {column.header}
                  </span>
                  <span className="max-sm:text-right">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A part that lists records (« Mes dons »…): their table, or `children` when there are none. */
export function RecordsSection<Row extends { id: number }>({
  id,
  title,
  rows,
  columns,
  children,
}: {
  id: string;
  title: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  /** What the part says when it has nothing to list. */
  children: ReactNode;
}) {
  return (
    <DonorSection id={id} title={title}>
      {rows.length === 0 ? (
        <DonorEmpty>{children}</DonorEmpty>
      ) : (
        <RecordTable label={id} rows={rows} columns={columns} />
      )}
    </DonorSection>
  );
}
