/**
 * /recherche?q=…&page=… (decision 0030): the site search, reached from the header's search box.
 * Pages, articles, events, speeches, projects and products, best match first, ten per page, with
 * the matched words highlighted. A GET page like any list (decision 0008): it works without
 * JavaScript and the page cache may serve it; search engines are asked not to index it.
 */
import { ListPager } from "~/components/site/gallery/list-pager";
import { EmptyState, listHref, SearchForm } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { SearchHitCard } from "~/components/site/search/search-hit";
import { parsePage } from "~/domain/admin/pagination";
import { noResultText, resultCountText } from "~/domain/search/labels";
import { searchSite } from "~/domain/search/search.server";
import { pageSeo } from "~/domain/site/seo.server";
import { pageAddress } from "~/server/site-url.server";
import { searchText } from "~/lib/search";
import { seoMeta } from "~/lib/seo";
import { visibleUrl } from "~/lib/visible-url";
import { getDb } from "~/server/db.server";
import { withoutControlCharacters } from "~/server/form-data.server";
import type { Route } from "./+types/search";

const SEARCH_PATH = "/recherche";

export async function loader({ request }: Route.LoaderArgs) {
  const url = visibleUrl(request);
  // A NUL typed in the address would be refused by PostgreSQL: control characters are dropped.
  const q = searchText(withoutControlCharacters(url.searchParams.get("q") ?? ""));
  const { page } = parsePage(url.searchParams.get("page"));
  const db = await getDb();
  const [results, { seo, siteName }] = await Promise.all([
    q ? searchSite(db, q, page) : null,
    pageSeo(db, pageAddress(request), {
      title: q ? `Recherche : ${q}` : "Recherche",
      description:
        "Rechercher dans les pages, articles, événements, discours, projets et produits.",
    }),
  ]);
  return { q, results, seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo, data?.siteName),
  { name: "robots", content: "noindex" },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, results } = loaderData;
  return (
    <>
      <PageHeader
        title="Recherche"
        intro="Pages, articles, événements, discours, projets et produits de la fondation."
      />
      <div className={`${pageContainer} flex flex-col items-center gap-8 py-10 sm:py-14`}>
        <SearchForm
          label="Rechercher sur le site"
          placeholder="Rechercher sur le site..."
          defaultValue={q}
        />
        {results === null ? (
          <p className="text-muted-foreground">
            Saisissez un ou plusieurs mots, puis appuyez sur « Rechercher ».
          </p>
        ) : (
          <div className="flex w-full max-w-3xl flex-col gap-6">
            {results.total === 0 ? (
              <EmptyState>{noResultText(q)}</EmptyState>
            ) : (
              <>
                <p aria-live="polite" className="text-center text-sm text-muted-foreground">
                  {resultCountText(results.total, q)}
                </p>
                <ol className="flex flex-col gap-4" start={results.first}>
                  {results.hits.map((hit) => (
                    <li key={hit.url}>
                      <SearchHitCard hit={hit} />
                    </li>
                  ))}
                </ol>
              </>
            )}
            <ListPager
              page={results.page}
              pageCount={results.pageCount}
              hrefFor={(page) =>
                listHref(SEARCH_PATH, { q }, { page: page > 1 ? String(page) : null })
              }
            />
          </div>
        )}
      </div>
    </>
  );
}
