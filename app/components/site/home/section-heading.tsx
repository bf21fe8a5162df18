import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** The h2 of a home section, with an optional eyebrow line and intro, and a gold rule. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  className,
}: {
  /** Id of the h2, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "mb-10 flex flex-col gap-3",
        align === "center" ? "items-center text-center" : "items-start text-left",
        className,
      )}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wider text-gold-dark uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold text-primary sm:text-4xl">
        {title}
      </h2>
      <span aria-hidden="true" className="block h-0.5 w-16 rounded-full bg-gold" />
      {intro ? <p className="max-w-2xl text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

/** Horizontal frame shared by the home sections. */
export const container = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";
