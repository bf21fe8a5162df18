/**
 * The table of a back-office list: a caption naming it (visible or for screen readers only),
 * column headers, the rows the screen renders, and one full-width row with the empty-state
 * message when there is nothing to show. Wide tables scroll horizontally inside their panel.
 */
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export function AdminTable({
  caption,
  captionVisible = false,
  headers,
  empty,
  isEmpty,
  children,
}: {
  caption: string;
  captionVisible?: boolean;
  /** Column titles, in order; the last one is usually "Actions". */
  headers: readonly string[];
  /** Message of the empty-state row, e.g. 'Aucun membre dans ce comité'. */
  empty: string;
  isEmpty: boolean;
  /** The rows (`<tr>`), each usually with its record's name in a `<th scope="row">`. */
  children?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className={cn(captionVisible ? "mb-2 text-left font-medium" : "sr-only")}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            {headers.map((header) => (
              <th key={header} scope="col" className="py-2 pr-4 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isEmpty ? (
            <tr>
              <td colSpan={headers.length} className="py-6 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Classes of a body row and of its cells, so every screen's tables look alike. */
export const rowClasses = "border-b border-border align-top last:border-0";
export const cellClasses = "py-3 pr-4";
