/**
 * /transparence — what the foundation received and paid out, year by year (decision 0046): for
 * the general fund, each fund and each project, the confirmed gifts and the disbursements by
 * category of beneficiary, computed from the ledger; never a donor's name nor what a payment
 * was for. `?annee=2025` picks the year (links: no JavaScript needed); the text above the
 * figures is the page's row in Pages. Linked from /don and the footer.
 */
import { EmptyState, FilterTabs } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { ArrowLink } from "~/components/site/shared/arrow-link";
import { DesignationCard } from "~/components/site/transparency/designation-card";
import { YearSummary } from "~/components/site/transparency/year-summary";
import {
  chooseYear,
  pickerYears,
  transparencyYear,
  transparencyYears,
  yearTotals,
} from "~/domain/funds/transparency.server";
import { todayInSaguenay } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import { visibleUrl } from "~/lib/visible-url";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/transparency";

const PATH = "/transparence";
const PAGE = {
  route: PATH,
  title: "Transparence",
  intro: "Ce que la fondation a reçu et remis, fonds par fonds et projet par projet, chaque année.",
  path: PATH,
};

const EMPTY_YEAR = "Aucun don ni décaissement enregistré pour cette année.";

export async function loader({ request }: Route.LoaderArgs) {
  const asked = visibleUrl(request).searchParams.get("annee");
  const currentYear = Number(todayInSaguenay().slice(0, 4));
  const [shown, text] = await loadPageWith(request, PAGE, async (db) => {
    const years = await transparencyYears(db);
    const year = chooseYear(asked, years, currentYear);
    const rows = await transparencyYear(db, year);
    return { year, years: pickerYears(years, year), rows, totals: yearTotals(rows) };
  });
  return { ...shown, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Transparency({ loaderData }: Route.ComponentProps) {
  const { page, title, intro, year, years, rows, totals } = loaderData;
  return (
    <>
      <PageHeader title={title} eyebrow="Nos comptes" intro={intro || undefined}>
        <ArrowLink to="/don" variant="gold">
          Faire un don
        </ArrowLink>
      </PageHeader>
      <div className={`${pageContainer} flex flex-col gap-10 py-10 sm:py-14`}>
        {page?.content ? <RichText html={page.content} className="mx-auto w-full" /> : null}

        <section aria-labelledby="annee-titre" className="flex flex-col gap-6">
          <div className="flex flex-col items-center gap-4">
            <h2 id="annee-titre" className="text-2xl font-bold text-primary">
              Année {year}
            </h2>
            {years.length > 1 ? (
              <FilterTabs
                label="Choisir l'année"
                options={years.map((one) => ({ value: String(one), label: String(one) }))}
                active={String(year)}
                hrefFor={(value) => `${PATH}?annee=${value}`}
              />
            ) : null}
          </div>
          {rows.length === 0 ? (
            <EmptyState>{EMPTY_YEAR}</EmptyState>
          ) : (
            <YearSummary rows={rows} totals={totals} year={year} />
          )}
        </section>

        {rows.length > 0 ? (
          <section aria-labelledby="detail-titre" className="flex flex-col gap-6">
            <h2 id="detail-titre" className="text-center text-2xl font-bold text-primary">
              Détail par fonds et par projet
            </h2>
            <div className="grid gap-6 md:grid-cols-2">
              {rows.map((row) => (
                <DesignationCard key={`${row.kind}-${row.id}`} row={row} year={year} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
