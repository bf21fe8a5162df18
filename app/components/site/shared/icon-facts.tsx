import type { ComponentType, ReactNode } from "react";
import type { IconProps } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

/*
 * The small facts printed about an item (date, time, place, speaker, author…), each behind an
 * icon. The icon is decorative: the text, with a visually hidden prefix where needed, says it all.
 */

interface FactProps {
  icon: ComponentType<IconProps>;
  /** "li" inside a list of facts; "p" or "span" for a lone one. */
  as?: "li" | "p" | "span";
  className?: string;
  children: ReactNode;
}

/** How far the icon moves down to sit on the first line of text that may wrap, by text size. */
const FIRST_LINE = { sm: "mt-0.5", base: "mt-1" } as const;

/**
 * A fact with a green icon (events, meetings). `wraps`: the text may run on several lines (an
 * address), so the icon stays by its first line; the value is the text's size.
 */
export function Fact({
  icon: Icon,
  as: Tag = "li",
  wraps,
  className,
  children,
}: FactProps & { wraps?: keyof typeof FIRST_LINE }) {
  return (
    <Tag className={cn("flex gap-2", wraps ? "items-start" : "items-center", className)}>
      <Icon
        aria-hidden="true"
        className={cn("size-4 shrink-0 text-primary", wraps && FIRST_LINE[wraps])}
      />
      {children}
    </Tag>
  );
}

/** A fact of a byline (speeches, articles): inline, the icon in the text's colour. */
export function MetaItem({ icon: Icon, as: Tag = "li", className, children }: FactProps) {
  return (
    <Tag className={cn("inline-flex items-center gap-1.5", className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </Tag>
  );
}
