/**
 * The tabs of a back-office screen, as links (the tab lives in the URL, works without JavaScript
 * and can be shared); the current one carries aria-current="page".
 *
 *   <AdminTabs label="Onglets du groupe" current={tab}
 *     tabs={[{ id: "membres", label: "Membres", href: "?onglet=membres" }, …]} />
 */
import { Link, useLocation } from "react-router";
import { searchWith } from "~/lib/forms/form-mode";
import { cn } from "~/lib/utils";

export interface AdminTab<T extends string | null> {
  id: T;
  label: string;
  href: string;
}

export function AdminTabs<T extends string | null>({
  label,
  tabs,
  current,
  className = "mb-6",
}: {
  /** Accessible name of the tab list, e.g. "Onglets des paramètres". */
  label: string;
  tabs: readonly AdminTab<T>[];
  current: T;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-muted p-1">
        {tabs.map((tab) => (
          <li key={tab.id ?? "tous"}>
            <Link
              to={tab.href}
              aria-current={tab.id === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                tab.id === current && "bg-white text-primary shadow-sm hover:text-primary",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Tabs that filter a list by one URL parameter (`?statut=`): each link keeps the list's other
 * parameters (search, filters) but not its page or open form; a tab whose id is null removes
 * the parameter ("Tous").
 *
 *   <FilterTabs label="Statuts des articles" param="statut" current={status}
 *     tabs={[{ id: null, label: "Tous" }, { id: "draft", label: "Brouillons" }]} />
 */
export function FilterTabs<T extends string | null>({
  param,
  tabs,
  ...props
}: {
  label: string;
  param: string;
  tabs: readonly Omit<AdminTab<T>, "href">[];
  current: T;
  className?: string;
}) {
  const { search } = useLocation();
  return (
    <AdminTabs
      {...props}
      tabs={tabs.map((tab) => ({
        ...tab,
        href: searchWith(search, tab.id ? { [param]: tab.id } : {}, [param, "page", "modifier"]),
      }))}
    />
  );
}

/**
 * Tabs that switch between the parts of one screen by `?onglet=` (members / events, products /
 * orders): each link is `?onglet=<id>`, except the default tab's when `home` is given, which is
 * the screen's own address.
 *
 *   <ScreenTabs label="Onglets des dons" current={tab} tabs={TABS} home={{ dons: DONATIONS_PATH }} />
 */
export function ScreenTabs<T extends string>({
  tabs,
  home,
  ...props
}: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  /** Null when no tab is open (a role that may see none of them). */
  current: T | null;
  home?: Partial<Record<T, string>>;
}) {
  return (
    <AdminTabs
      {...props}
      tabs={tabs.map((tab) => ({ ...tab, href: home?.[tab.id] ?? `?onglet=${tab.id}` }))}
    />
  );
}
