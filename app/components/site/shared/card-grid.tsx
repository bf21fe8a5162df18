import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** Three columns on wide screens (two from 640 px), or two from 768 px for wider cards. */
const COLUMNS = {
  3: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  2: "grid gap-6 md:grid-cols-2",
} as const;

/**
 * A grid of cards as a list (screen readers announce how many there are), or `empty` when there
 * is nothing to show.
 */
export function CardGrid<T extends { id: number | string }>({
  items,
  columns = 3,
  empty = null,
  className,
  children,
}: {
  items: readonly T[];
  columns?: keyof typeof COLUMNS;
  /** What stands instead of the grid when `items` is empty (usually an EmptyState). */
  empty?: ReactNode;
  className?: string;
  /** The card of one item. */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className={cn(COLUMNS[columns], className)}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
