import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

/**
 * A card's title whose link is stretched over the whole card (its ::after covers the card, which
 * must be `relative`): a click anywhere on the card, picture included, opens the page, while
 * screen readers hear one link, named by the title.
 */
export function StretchedTitle({
  as: Heading,
  to,
  className,
  linkClassName,
  children,
}: {
  as: "h2" | "h3";
  to: string;
  /** The heading's look. */
  className: string;
  /** The link's look (colour, hover). */
  linkClassName?: string;
  children: ReactNode;
}) {
  return (
    <Heading className={className}>
      <Link to={to} className={cn("after:absolute after:inset-0", linkClassName)}>
        {children}
      </Link>
    </Heading>
  );
}
