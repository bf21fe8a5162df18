/**
 * The back-office navigation. From `lg` up it is the sidebar; below, a "Menu" button in the top bar
 * shows it as a panel under the bar (a disclosure: the button carries aria-expanded and
 * aria-controls, Escape closes the panel and gives focus back to the button, opening a screen
 * closes it and moves focus to that screen's content).
 *
 * Without JavaScript the button cannot work, so the server renders a native <details>/<summary>
 * instead, and CSS (`peer-open`) shows the list while it is open: every screen stays reachable,
 * in place, with the keyboard, without a second copy of the links elsewhere on the page. Once
 * React runs, the real <button> replaces it.
 */
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Menu, X } from "~/components/ui/icons";
import type { AdminNavItem } from "~/domain/admin/navigation";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";

/** Id of the <nav>, named by the menu button's aria-controls. */
const NAV_ID = "menu-administration";

const toggleClasses =
  "mr-4 inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-white/40 px-3 text-sm font-semibold hover:bg-white/10 lg:hidden";

export function AdminMenu({ navigation }: { navigation: AdminNavItem[] }) {
  const hydrated = useHydrated();
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Any navigation closes the panel. A screen opened from it takes the focus to its content: the
  // focused link disappears with the panel, and focus would otherwise fall back to the page's top.
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setOpen(false);
  }
  const focusContent = useRef(false);
  useEffect(() => {
    if (!focusContent.current) return;
    focusContent.current = false;
    document.getElementById("contenu")?.focus();
  }, [key]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      {hydrated ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen((value) => !value)}
          className={toggleClasses}
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          Menu
        </button>
      ) : (
        <details className="peer lg:hidden">
          <summary className={cn(toggleClasses, "list-none [&::-webkit-details-marker]:hidden")}>
            <Menu aria-hidden="true" className="size-5" />
            Menu
          </summary>
        </details>
      )}
      <nav
        id={NAV_ID}
        aria-label="Administration"
        className={cn(
          "col-span-2 px-3 pb-4 lg:block",
          hydrated ? !open && "hidden" : "hidden peer-open:block",
        )}
      >
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-col">
          {navigation.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.href === "/admin"}
                onClick={() => {
                  if (open) focusContent.current = true;
                }}
                className={({ isActive }) =>
                  isActive
                    ? "block rounded-md bg-white/15 px-3 py-2 font-semibold"
                    : "block rounded-md px-3 py-2 hover:bg-white/10"
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
