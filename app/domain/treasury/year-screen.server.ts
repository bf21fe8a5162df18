/**
 * What /admin/dons/annee reads: the fiscal year asked for (`?exercice=`, the current one by
 * default), its figures, the years offered (the current one and the four before), and the line
 * whose records are listed (`?ligne=`).
 */
import { getSettings } from "~/domain/settings/settings.server";
import { todayInSaguenay } from "~/lib/format";
import type { Db } from "~/server/db.server";
import { fiscalPeriod, fiscalYearOf, parseFiscalYear } from "./fiscal-year";
import { yearFigures } from "./year-figures.server";
import { YEAR_LINES, type YearLine } from "./year-lines";

export const YEARS_OFFERED = 5;

export async function loadYearScreen(db: Db, params: URLSearchParams) {
  const { donation } = await getSettings(db, ["donation"]);
  const endMonth = donation.fiscalYearEndMonth;
  const current = fiscalYearOf(todayInSaguenay(), endMonth);
  const year = parseFiscalYear(params.get("exercice")) ?? current;
  const wanted = params.get("ligne");
  const line = YEAR_LINES.find((one) => one === wanted) ?? null;
  const figures = await yearFigures(db, fiscalPeriod(year, endMonth));
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => current - index);
  return { figures, years, line: line as YearLine | null };
}
