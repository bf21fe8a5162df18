import type { ReactNode } from "react";
import { TitleStack } from "~/components/site/shared/title-stack";
import { cn } from "~/lib/utils";

/** Horizontal frame of the public pages and of the home sections. */
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
        <TitleStack as="h1" eyebrow={eyebrow} title={title} />
        {intro ? <p className="max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
        {children ? (
          <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </header>
  );
}
