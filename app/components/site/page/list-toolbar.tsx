/**
 * The top of a public list (shop, gallery, blog, Coran & Hadith…): the search field, the filter
 * tabs and the number of results, all kept in the URL (see list-controls.tsx). The list's
 * current parameters are given once; the search keeps the active tab and a tab keeps the search.
 *
 *   <ListToolbar path="/galerie" params={{ q, categorie }} tabParam="categorie"
 *     search={{ label: "Rechercher des photos", placeholder: "Rechercher des photos..." }}
 *     tabs={{ label: "Catégories de photos", options }} count={total} noun={["photo", "photos"]} />
 */
import { cn } from "~/lib/utils";
import { FilterTabs, listHref, ResultCount, SearchForm, type FilterOption } from "./list-controls";

type ListParams = { q: string } & Record<string, string | null | undefined>;

export function ListToolbar<P extends ListParams>({
  path,
  params,
  tabParam,
  search,
  tabs,
  count,
  noun,
  className,
}: {
  /** The list's path, e.g. "/boutique". */
  path: string;
  /** The list's current URL parameters: `q`, the search, and the tab's. */
  params: P;
  /** Which parameter the tabs set. */
  tabParam: keyof P & string;
  search: { label: string; placeholder: string };
  tabs: { label: string; options: FilterOption[] };
  count: number;
  noun: [string, string];
  className?: string;
}) {
  const { q, ...kept } = params;
  return (
    <div className={cn("flex flex-col items-center gap-5", className)}>
      <SearchForm
        label={search.label}
        placeholder={search.placeholder}
        defaultValue={q}
        keep={kept}
      />
      <FilterTabs
        label={tabs.label}
        options={tabs.options}
        active={params[tabParam] ?? null}
        hrefFor={(value) => listHref(path, params, { [tabParam]: value })}
      />
      <ResultCount count={count} noun={noun} />
    </div>
  );
}
