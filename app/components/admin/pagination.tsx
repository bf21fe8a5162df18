/**
 * 'Page précédente' / 'Page N sur M' / 'Page suivante' under a back-office list. The links keep
 * the other query parameters (filters) and change only `page`; they work without JavaScript.
 */
import { Link, useLocation } from "react-router";

export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `?${params.toString()}`;
}

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { search } = useLocation();
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={pageHref(search, page - 1)} className="underline underline-offset-4">
          Page précédente
        </Link>
      ) : null}
      <p>{`Page ${page} sur ${pageCount}`}</p>
      {page < pageCount ? (
        <Link to={pageHref(search, page + 1)} className="underline underline-offset-4">
          Page suivante
        </Link>
      ) : null}
    </nav>
  );
}
