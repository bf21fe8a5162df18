/** Plain-text tables for the terminal: first and last columns left-aligned, numbers right. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)),
  );
  const last = head.length - 1;
  const line = (cells: string[]) =>
    cells
      .map((cell = "", i) =>
        i === 0 || i === last ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
      )
      .join("  ")
      .trimEnd();
  return [line(head), widths.map((w) => "─".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** 1 234 (French thousands separator, no decimals). */
export const int = (value: number) => Math.round(value).toLocaleString("fr-CA");
/** 12,3 */
export const dec = (value: number, digits = 1) =>
  value.toLocaleString("fr-CA", { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** 5,2× */
export const ratio = (value: number) => (Number.isFinite(value) ? `${dec(value)}×` : "—");
export const verdict = (pass: boolean) => (pass ? "PASS" : "✗");
