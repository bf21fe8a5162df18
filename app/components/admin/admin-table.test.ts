import { describe, expect, it } from "vitest";
import { columnStyles } from "./admin-table";

describe("columnStyles", () => {
  it("gives each column's cells its title, by position, inside one table only", () => {
    const css = columnStyles("_r_1_", [{ label: "Donateur" }, { label: "Montant" }]);
    expect(css.split("\n")).toEqual([
      '[data-admin-table="_r_1_"]>table>tbody>tr>:nth-child(1){--cell-label:"Donateur"}',
      '[data-admin-table="_r_1_"]>table>tbody>tr>:nth-child(2){--cell-label:"Montant"}',
    ]);
  });

  it("leaves secondary columns out of a narrow table, never out of the cards", () => {
    const css = columnStyles("t", [
      { label: "Donateur" },
      { label: "Méthode", secondary: true },
      { label: "Référence", secondary: true },
    ]);
    expect(css).toContain(
      '@container admin-table (25rem <= width < 80rem){[data-admin-table="t"]:not([data-cards])>table>*>tr>:nth-child(2),[data-admin-table="t"]:not([data-cards])>table>*>tr>:nth-child(3){display:none}}',
    );
    expect(columnStyles("t", [{ label: "Nom" }])).not.toContain("@container");
  });

  it("keeps a title a CSS string that cannot close the style element", () => {
    const css = columnStyles("t", [{ label: 'Le "nom" \\ </style><b>' }]);
    expect(css).toContain('--cell-label:"Le \\"nom\\" \\\\ \\3c /style>\\3c b>"');
    expect(css).not.toContain("</");
  });
});
