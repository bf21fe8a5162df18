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
 * A plain table of records; on a narrow screen it scrolls sideways, and its frame takes the
 * keyboard so that it can be scrolled without a mouse.
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
      className="overflow-x-auto rounded-md border border-border"
      // A group, not a second region: the section around it is the part's landmark.
      role="group"
      aria-labelledby={label}
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-secondary/60">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.numeric ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 align-top ${column.numeric ? "text-right whitespace-nowrap" : ""}`}
                >
                  {column.cell(row)}
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
