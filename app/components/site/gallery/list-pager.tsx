import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";

const linkClasses =
  "inline-flex min-h-10 items-center gap-1 rounded-full border border-border bg-white px-4 text-sm font-medium text-foreground hover:border-primary hover:text-primary";

/**
 * 'Page précédente' / 'Page N sur M' / 'Page suivante' under a public list; links built by the
 * page (they keep its search and filter). Nothing when the list fits on one page.
 */
export function ListPager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount < 2) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClasses}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Page précédente
        </Link>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Page {page} sur {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClasses}>
          Page suivante
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
