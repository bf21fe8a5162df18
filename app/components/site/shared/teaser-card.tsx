import type { AriaAttributes, ReactNode } from "react";
import { cn } from "~/lib/utils";

/** Room inside the card's text part: most cards, the shop's, the small portraits of the home. */
const SPACING = {
  roomy: "gap-3 p-5",
  snug: "gap-2 p-5",
  tight: "gap-1 p-4",
} as const;

/**
 * The card of the public lists (events, projects, speeches, articles, people, products): a
 * picture on top, then the text part, which grows so that the cards of one grid row end level.
 * `badge` is laid over the picture's top left corner (state, category).
 */
export function TeaserCard({
  image,
  badge,
  spacing = "roomy",
  goldRule = false,
  className,
  bodyClassName,
  children,
  ...aria
}: {
  image: ReactNode;
  badge?: ReactNode;
  spacing?: keyof typeof SPACING;
  /** A gold line between the picture and the text (speeches, people). */
  goldRule?: boolean;
  /** Extra classes of the card (hover shadow, `relative` for a link stretched over it). */
  className?: string;
  /** Extra classes of the text part (alignment); not its spacing. */
  bodyClassName?: string;
  children: ReactNode;
} & Pick<AriaAttributes, "aria-labelledby">) {
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm",
        className,
      )}
      {...aria}
    >
      {badge ? (
        <div className="relative">
          {image}
          <div className="absolute top-3 left-3">{badge}</div>
        </div>
      ) : (
        image
      )}
      <div
        className={cn(
          "flex flex-1 flex-col",
          SPACING[spacing],
          goldRule && "border-t-2 border-gold",
          bodyClassName,
        )}
      >
        {children}
      </div>
    </article>
  );
}
