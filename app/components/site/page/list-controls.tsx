/**
 * The controls of the public list pages (shop, gallery, blog, projects, events, speeches…):
 * a search form and filter tabs that live in the URL (`?q=…&categorie=…`), so they work without
 * JavaScript, can be shared as links and are applied by the loader on the server.
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Search } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

/** The URL of the current list with `changes` applied (null or "" removes the parameter). */
export function listHref(
  pathname: string,
  params: Record<string, string | null | undefined>,
  changes: Record<string, string | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, ...changes })) {
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * A GET search form. `keep` holds the other list parameters (the active tab…), sent again as
 * hidden fields so that a search stays inside the chosen category.
 */
export function SearchForm({
  label,
  placeholder,
  defaultValue,
  name = "q",
  keep = {},
  className,
}: {
  /** Accessible name of the field (visually hidden). */
  label: string;
  placeholder: string;
  defaultValue: string;
  name?: string;
  keep?: Record<string, string | null | undefined>;
  className?: string;
}) {
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.search.includes(`${name}=`);
  return (
    <Form method="get" role="search" className={cn("flex w-full max-w-xl gap-2", className)}>
      {Object.entries(keep).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={key} value={value} /> : null,
      )}
      <div className="relative flex-1">
        <label htmlFor={`recherche-${name}`} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={`recherche-${name}`}
          type="search"
          name={name}
          defaultValue={defaultValue}
          placeholder={placeholder}
          // A new key when the URL changes resets the field to the URL's value (back button).
          key={defaultValue}
          className="h-11 w-full rounded-md border border-input bg-white pr-3 pl-9 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-primary"
        />
      </div>
      <button
        type="submit"
        aria-busy={searching || undefined}
        className="inline-flex h-11 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
      >
        Rechercher
      </button>
    </Form>
  );
}

export interface FilterOption {
  /** Value of the URL parameter; null for "all". */
  value: string | null;
  label: string;
}

/**
 * Filter buttons as links (`aria-current` on the active one). `preventScrollReset` keeps the
 * visitor where they are when the list changes.
 */
export function FilterTabs({
  label,
  options,
  active,
  hrefFor,
  className,
}: {
  /** Accessible name of the group, e.g. "Catégories". */
  label: string;
  options: FilterOption[];
  active: string | null;
  hrefFor: (value: string | null) => string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map((option) => {
          const current = option.value === active;
          return (
            <li key={option.value ?? "tous"}>
              <Link
                to={hrefFor(option.value)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                  current
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-white text-foreground hover:border-primary hover:text-primary",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** What a list shows when nothing matches (the spec's exact sentence), with an optional action. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border bg-white px-6 py-14 text-center"
    >
      <p className="text-lg text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}

/** "N résultat(s)" read out to screen readers when a search or filter changes the list. */
export function ResultCount({ count, noun }: { count: number; noun: [string, string] }) {
  return (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      {count} {count > 1 ? noun[1] : noun[0]}
    </p>
  );
}
