/**
 * The header's search box (decision 0030): a GET form to /recherche, so it works without
 * JavaScript (React Router's <Form> keeps the navigation in the page when it is there). On the
 * results page it shows the words searched.
 */
import { Form, useLocation } from "react-router";
import { Search } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

export const SITE_SEARCH_PATH = "/recherche";

export function SiteSearch({
  id,
  className,
  onSubmit,
}: {
  /** The field's id (the header has one box for wide screens and one in the mobile menu). */
  id: string;
  className?: string;
  onSubmit?: () => void;
}) {
  const { pathname, search } = useLocation();
  const q = pathname === SITE_SEARCH_PATH ? (new URLSearchParams(search).get("q") ?? "") : "";
  return (
    <Form
      method="get"
      action={SITE_SEARCH_PATH}
      role="search"
      aria-label="Recherche sur le site"
      onSubmit={onSubmit}
      className={cn("relative flex", className)}
    >
      <label htmlFor={id} className="sr-only">
        Rechercher sur le site
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={q}
        // A new key when the URL changes puts the URL's words back in the field (back button).
        key={q}
        placeholder="Rechercher…"
        className="h-10 w-full min-w-0 rounded-md border border-input bg-white pr-10 pl-3 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-primary"
      />
      <button
        type="submit"
        aria-label="Rechercher"
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-md text-foreground hover:text-primary"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}
