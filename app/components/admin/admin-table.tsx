/**
 * The table of a back-office list: a caption naming it (visible or for screen readers only),
 * column headers, the rows the screen renders, and one full-width row with the empty-state
 * message when there is nothing to show.
 *
 * It fits any width without a sideways page scroll:
 * - where it is narrow (below 25rem: a phone), each row becomes a card and each cell shows
 *   its column's title above its value (`.admin-table` in app.css; the titles come from `headers`
 *   through the small style sheet below, so the rows need no extra attribute);
 * - where the table still does not fit its panel (many columns on a laptop), the browser switches
 *   it to cards too (a resize observer; without JavaScript the table scrolls inside its panel);
 * - columns marked `secondary` are left out of the table below 80rem of panel width (never out of
 *   the cards), so a wide list can stay a table on a laptop.
 *
 *   <AdminTable caption="Historique des dons" empty="Aucun don trouvé." isEmpty={rows.length === 0}
 *     headers={["Donateur", "Montant", { label: "Référence", secondary: true }, "Actions"]}>
 *     {rows.map((row) => <tr key={row.id} className={rowClasses}>…one cell per header…</tr>)}
 *   </AdminTable>
 *
 * Each row must have one cell per header, in order (the titles go by position); the record's
 * name in a `<th scope="row">` becomes the card's title.
 */
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { cn } from "~/lib/utils";

/** A column title; `secondary` columns leave the table (not the cards) when space is short. */
export interface AdminColumn {
  label: string;
  secondary?: boolean;
}

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
  headers: readonly (string | AdminColumn)[];
  /** Message of the empty-state row, e.g. 'Aucun membre dans ce comité'. */
  empty: string;
  isEmpty: boolean;
  /** The rows (`<tr>`), each usually with its record's name in a `<th scope="row">`. */
  children?: ReactNode;
}) {
  const scope = useId();
  const columns = headers.map((header) =>
    typeof header === "string" ? { label: header } : header,
  );
  const wrapper = useRef<HTMLDivElement>(null);
  useCardsWhenTooWide(wrapper);
  return (
    <div ref={wrapper} className="admin-table" data-admin-table={scope}>
      <style>{columnStyles(scope, columns)}</style>
      <table className="w-full text-left text-sm">
        <caption className={cn(captionVisible ? "mb-2 text-left font-medium" : "sr-only")}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column) => (
              <th key={column.label} scope="col" className="py-2 pr-4 font-semibold">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isEmpty ? (
            <tr>
              <td colSpan={columns.length} className="py-6 text-center text-muted-foreground">
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

/**
 * The per-table rules: each column's title for the cards (`--cell-label`, shown by app.css) and
 * the secondary columns left out of a table narrower than 80rem.
 */
export function columnStyles(scope: string, columns: readonly AdminColumn[]): string {
  const wrapper = `[data-admin-table=${cssString(scope)}]`;
  const rules = columns.map(
    (column, index) =>
      `${wrapper}>table>tbody>tr>:nth-child(${index + 1}){--cell-label:${cssString(column.label)}}`,
  );
  // Only in table mode: the cards (below app.css's 25rem, or [data-cards]) show every column.
  const secondary = columns.flatMap((column, index) =>
    column.secondary ? [`${wrapper}:not([data-cards])>table>*>tr>:nth-child(${index + 1})`] : [],
  );
  if (secondary.length > 0) {
    rules.push(
      `@container admin-table (25rem <= width < 80rem){${secondary.join(",")}{display:none}}`,
    );
  }
  return rules.join("\n");
}

/** A CSS string literal; `<` is escaped so the text can never close the <style> element. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, "\\$&").replace(/\n/g, "\\a ").replace(/</g, "\\3c ")}"`;
}

/**
 * Marks the table `data-cards` while its columns cannot fit the panel's width (app.css then lays
 * its rows out as cards), measured again when the panel changes width or the rows change.
 */
function useCardsWhenTooWide(ref: RefObject<HTMLDivElement | null>) {
  // Every render: new rows can make the table wider.
  useLayoutEffect(() => {
    if (ref.current) fitTable(ref.current);
  });
  useLayoutEffect(() => {
    const wrapper = ref.current;
    if (!wrapper || typeof ResizeObserver === "undefined") return;
    let width = wrapper.clientWidth;
    const observer = new ResizeObserver(() => {
      // Cards change the height, not the width: only a new width needs a new measure.
      if (wrapper.clientWidth === width) return;
      width = wrapper.clientWidth;
      fitTable(wrapper);
    });
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [ref]);
}

function fitTable(wrapper: HTMLDivElement) {
  const table = wrapper.querySelector("table");
  if (!table) return;
  // Measured as a table (the attribute off), before the browser paints either layout.
  wrapper.removeAttribute("data-cards");
  if (table.offsetWidth > wrapper.clientWidth) wrapper.setAttribute("data-cards", "");
}
