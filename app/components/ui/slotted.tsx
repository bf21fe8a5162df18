import * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A part of the kit that only styles an element: `Tag` (an HTML tag or a Radix part) with its
 * `data-slot` (for a parent to style it) and its base classes, a caller's `className` added last,
 * every other prop passed on. Parts with behaviour of their own stay written out.
 */
export function slotted<T extends React.ElementType>(Tag: T, slot: string, base: string) {
  const Element: React.ElementType = Tag;
  function Slotted({ className, ...props }: React.ComponentProps<T>) {
    return <Element data-slot={slot} className={cn(base, className as string)} {...props} />;
  }
  Slotted.displayName = slot;
  return Slotted;
}
