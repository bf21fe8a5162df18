import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** Horizontal frame of the public pages (same as the home sections). */
export const pageContainer = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

/**
 * The top of every public page below the title band: its only h1, an optional eyebrow line and
 * intro text (often the `summary` of the page's row in the pages table), and optional actions.
 */
export function PageHeader({
  title,
  eyebrow,
  intro,
  children,
  className,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** Links or buttons under the intro. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("border-b border-border bg-secondary/60", className)}>
      <div
        className={cn(pageContainer, "flex flex-col items-center gap-3 py-10 text-center sm:py-14")}
      >
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wider text-gold-dark uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-bold text-primary sm:text-4xl">{title}</h1>
        <span aria-hidden="true" className="block h-0.5 w-16 rounded-full bg-gold" />
        {intro ? <p className="max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
        {children ? (
          <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </header>
  );
}
