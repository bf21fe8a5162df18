/**
 * Header and main navigation (spec §2.2). The two dropdowns are hand-built disclosure buttons
 * (no menu library, to keep the public JavaScript small): mutually exclusive, closed by Escape
 * (focus back to their button), by a click outside, by leaving them with Tab and by navigation.
 * Below `lg` a hamburger button shows the same links, the dropdown groups as headed lists. The
 * dropdowns' titles and links come from the frame's data (volunteers edit them at /admin/menus).
 */
import * as React from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronDown, Menu, ShoppingCart, User, X } from "~/components/ui/icons";
import { HEADER_MENUS, type SiteMenus } from "~/domain/menus/menus";
import { cartLinkLabel } from "~/domain/shop/cart";
import { cn } from "~/lib/utils";
import { Button } from "~/components/ui/button";
import { DonateButton } from "./donation-dialog";
import { Emblem } from "./emblem";
import { SiteSearch, SiteSearchDisclosure } from "./site-search";
import { SITE_LINKS, type SiteLink as NavItem } from "./site-links";

const { home, projects, shop, gallery, blog } = SITE_LINKS;

/** The top bar's links, fixed: the dropdowns after them are edited at /admin/menus. */
const MAIN_LINKS: NavItem[] = [home, projects, shop, gallery, blog];

type MenuKey = (typeof HEADER_MENUS)[number];

/** Pages that belong to a section without being below its path. */
const SECTION_ALIASES: Record<string, string[]> = { "/projets": ["/projets-list"] };

/** True when `pathname` is `to` or a page below it ("/blog/mon-article" is in "/blog"). */
function inSection(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  if (SECTION_ALIASES[to]?.includes(pathname)) return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * How a link looks, in the visitor's section or not. The weight and colour depend on whether it
 * is active: never both sets (cn() does not resolve conflicting utilities).
 */
interface LinkLook {
  base: string;
  active: string;
  inactive: string;
}

const DESKTOP_LINK: LinkLook = {
  // Narrower at 1024 px, where the search button needs the room.
  base: "inline-flex min-h-10 items-center rounded-md px-2 text-sm transition-colors hover:bg-accent hover:text-primary xl:px-3",
  active:
    "text-primary font-semibold underline decoration-gold decoration-2 underline-offset-[6px]",
  inactive: "font-medium text-foreground",
};
const DROPDOWN_LINK: LinkLook = {
  base: "flex min-h-10 items-center rounded-md px-3 text-sm hover:bg-accent hover:text-primary",
  active: "font-semibold text-primary",
  inactive: "text-foreground",
};
const MOBILE_LINK: LinkLook = {
  base: "flex min-h-11 items-center rounded-md px-3 text-base hover:bg-accent hover:text-primary",
  active: "bg-accent font-semibold text-primary",
  inactive: "text-foreground",
};

const lookOf = (look: LinkLook, active: boolean, ...extra: string[]) =>
  cn(look.base, ...extra, active ? look.active : look.inactive);

export interface SiteHeaderProps {
  siteName: string;
  shortName: string;
  /** Items in the visitor's cart (from the `panier` cookie). */
  cartCount?: number;
  /** The menus of the frame: the header shows the two dropdowns. */
  menus: SiteMenus;
}

export function SiteHeader({ siteName, shortName, cartCount = 0, menus }: SiteHeaderProps) {
  // A dropdown emptied in the back-office is not drawn (a button opening nothing).
  const MENUS = HEADER_MENUS.map((key) => ({
    key,
    label: menus[key].label,
    items: menus[key].items.map((item): NavItem => ({ to: item.href, label: item.label })),
  })).filter((menu) => menu.items.length > 0);
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = React.useState<MenuKey | null>(null);
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const idPrefix = React.useId();
  const mobileId = `${idPrefix}-menu-mobile`;

  const menuButtons = React.useRef<Partial<Record<MenuKey, HTMLButtonElement | null>>>({});
  const menuWrappers = React.useRef<Partial<Record<MenuKey, HTMLDivElement | null>>>({});
  const hamburgerRef = React.useRef<HTMLButtonElement>(null);
  const mobilePanelRef = React.useRef<HTMLDivElement>(null);

  // Close everything when the page changes.
  const [lastPathname, setLastPathname] = React.useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  // Escape and clicks outside close the open dropdown / mobile menu.
  React.useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (openMenu) {
        const button = menuButtons.current[openMenu];
        setOpenMenu(null);
        button?.focus();
      } else if (mobileOpen) {
        setMobileOpen(false);
        hamburgerRef.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (openMenu && !menuWrappers.current[openMenu]?.contains(target)) setOpenMenu(null);
      if (
        mobileOpen &&
        !mobilePanelRef.current?.contains(target) &&
        !hamburgerRef.current?.contains(target)
      ) {
        setMobileOpen(false);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [openMenu, mobileOpen]);

  return (
    <header className="relative z-40 border-b border-border bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md py-1 pr-2 font-serif text-xl font-bold tracking-widest text-primary"
        >
          <Emblem className="size-8" />
          <span>{shortName}</span>
          <span className="sr-only"> – {siteName}, page d&apos;accueil</span>
        </Link>

        <nav aria-label="Navigation principale" className="flex flex-1 items-center">
          {/* Desktop */}
          <ul className="hidden items-center lg:flex xl:gap-0.5">
            {MAIN_LINKS.map((item) => (
              <li key={item.to}>
                <SectionLink item={item} pathname={pathname} look={DESKTOP_LINK} />
              </li>
            ))}
            {MENUS.map((menu) => {
              const open = openMenu === menu.key;
              const panelId = `${idPrefix}-menu-${menu.key}`;
              const groupActive = menu.items.some((item) => inSection(pathname, item.to));
              return (
                <li key={menu.key}>
                  <div
                    className="relative"
                    ref={(node) => {
                      menuWrappers.current[menu.key] = node;
                    }}
                    onBlur={(event) => {
                      const next = event.relatedTarget;
                      if (open && next instanceof Node && !event.currentTarget.contains(next)) {
                        setOpenMenu(null);
                      }
                    }}
                  >
                    <button
                      type="button"
                      ref={(node) => {
                        menuButtons.current[menu.key] = node;
                      }}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenMenu(open ? null : menu.key)}
                      className={lookOf(DESKTOP_LINK, groupActive, "gap-1")}
                    >
                      {menu.label}
                      <ChevronDown
                        aria-hidden="true"
                        className={cn("size-4 transition-transform", open && "rotate-180")}
                      />
                    </button>
                    <SectionLinks
                      items={menu.items}
                      pathname={pathname}
                      look={DROPDOWN_LINK}
                      onNavigate={() => setOpenMenu(null)}
                      id={panelId}
                      hidden={!open}
                      className="absolute top-full left-0 z-50 mt-2 min-w-60 rounded-lg border border-border bg-white p-2 shadow-lg"
                    />
                  </div>
                </li>
              );
            })}
          </ul>

          <div className="ml-auto flex items-center gap-1">
            <SiteSearchDisclosure id={`${idPrefix}-recherche`} className="max-lg:hidden" />
            <Link
              to="/panier"
              aria-label={cartLinkLabel(cartCount)}
              className="relative inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-accent hover:text-primary"
            >
              <ShoppingCart aria-hidden="true" className="size-5" />
              {cartCount > 0 ? (
                <span
                  aria-hidden="true"
                  data-testid="panier-compte"
                  className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-bold text-primary-foreground"
                >
                  {cartCount > 99 ? "99+" : cartCount}
                </span>
              ) : null}
            </Link>
            <Link
              to="/login"
              aria-label="Connexion"
              className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-accent hover:text-primary"
            >
              <User aria-hidden="true" className="size-5" />
            </Link>
            <DonateButton className="ml-2 max-sm:hidden" />
            <Button
              ref={hamburgerRef}
              variant="ghost"
              size="icon"
              className="ml-1 lg:hidden"
              aria-expanded={mobileOpen}
              aria-controls={mobileId}
              aria-label={mobileOpen ? "Fermer le menu" : "Ouvrir le menu"}
              onClick={() => setMobileOpen((value) => !value)}
            >
              {mobileOpen ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </Button>
          </div>

          {/* Mobile */}
          <div
            id={mobileId}
            ref={mobilePanelRef}
            hidden={!mobileOpen}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-border bg-white shadow-lg lg:hidden"
          >
            <div className="mx-auto grid max-w-7xl gap-6 px-4 py-5 sm:grid-cols-3 sm:px-6">
              <SiteSearch
                id={`${idPrefix}-recherche-mobile`}
                className="sm:col-span-3"
                onSubmit={() => setMobileOpen(false)}
              />
              <SectionLinks
                items={MAIN_LINKS}
                pathname={pathname}
                look={MOBILE_LINK}
                onNavigate={() => setMobileOpen(false)}
                className="grid content-start gap-1"
              />
              {MENUS.map((menu) => {
                const headingId = `${idPrefix}-mobile-${menu.key}`;
                return (
                  <div key={menu.key}>
                    <p
                      id={headingId}
                      className="mb-1 px-3 text-xs font-semibold tracking-wider text-gold-dark uppercase"
                    >
                      {menu.label}
                    </p>
                    <SectionLinks
                      items={menu.items}
                      pathname={pathname}
                      look={MOBILE_LINK}
                      onNavigate={() => setMobileOpen(false)}
                      aria-labelledby={headingId}
                      className="grid gap-1"
                    />
                  </div>
                );
              })}
              <DonateButton className="w-full sm:hidden" />
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}

/** A link that shows whether the visitor is in its section (see inSection). */
function SectionLink({
  item,
  pathname,
  look,
  onNavigate,
}: {
  item: NavItem;
  pathname: string;
  look: LinkLook;
  onNavigate?: () => void;
}) {
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={lookOf(look, inSection(pathname, item.to))}
    >
      {item.label}
    </NavLink>
  );
}

/** A list of section links: a dropdown's panel, or a list of the mobile menu. */
function SectionLinks({
  items,
  pathname,
  look,
  onNavigate,
  ...list
}: React.ComponentProps<"ul"> & {
  items: NavItem[];
  pathname: string;
  look: LinkLook;
  onNavigate: () => void;
}) {
  return (
    <ul {...list}>
      {items.map((item, index) => (
        <li key={`${index}-${item.to}`}>
          <SectionLink item={item} pathname={pathname} look={look} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
