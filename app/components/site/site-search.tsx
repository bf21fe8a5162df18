/**
 * The header's search (decision 0030): a GET form to /recherche, so it works without JavaScript
 * (React Router's <Form> keeps the navigation in the page when it is there). In the mobile menu
 * the form is shown as is; on wide screens, where the navigation leaves no room for a field, it
 * opens under a search button — a native <details>, which opens without JavaScript too. On the
 * results page the field shows the words searched.
 */
import * as React from "react";
import { Form, useLocation } from "react-router";
import { Search } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

export const SITE_SEARCH_PATH = "/recherche";

export function SiteSearch({
  id,
  className,
  onSubmit,
}: {
  /** The field's id (the header has one form for wide screens and one in the mobile menu). */
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
        placeholder="Rechercher sur le site…"
        className="h-10 w-full min-w-0 rounded-md border border-input bg-white pr-10 pl-3 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-primary"
      />
      <button
        type="submit"
        aria-label="Lancer la recherche"
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-md text-foreground hover:text-primary"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </Form>
  );
}

/**
 * The search of wide screens: a button that opens the form below it. With JavaScript the field
 * takes the focus when it opens, and Escape (focus back to the button), a click outside or a new
 * page close it.
 */
export function SiteSearchDisclosure({ id, className }: { id: string; className?: string }) {
  const details = React.useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = React.useState(false);
  const { pathname, search } = useLocation();

  React.useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname, search]);

  React.useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      const node = details.current;
      if (node && event.target instanceof Node && !node.contains(event.target)) node.open = false;
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    <details
      ref={details}
      className={cn("group relative", className)}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) event.currentTarget.querySelector("input")?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !details.current?.open) return;
        event.preventDefault();
        details.current.open = false;
        details.current.querySelector("summary")?.focus();
      }}
    >
      <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-foreground group-open:bg-accent group-open:text-primary hover:bg-accent hover:text-primary [&::-webkit-details-marker]:hidden">
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">Recherche</span>
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 w-80 rounded-lg border border-border bg-white p-3 shadow-lg">
        <SiteSearch id={id} />
      </div>
    </details>
  );
}
