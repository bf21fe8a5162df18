/**
 * "S'abonner…": a link to one of the site's feeds (lib/seo.ts FEEDS). A plain <a>: the feed is a
 * file for another application, not a page of the site.
 */
import type { ReactNode } from "react";
import { CalendarDays, Rss } from "~/components/ui/icons";
import { FEEDS, type FeedName } from "~/lib/seo";
import { cn } from "~/lib/utils";

export function FeedLink({
  feed,
  href = FEEDS[feed].path,
  className,
  children,
}: {
  feed: FeedName;
  /** Another address of the same feed (the calendar's webcal:// one). */
  href?: string;
  className?: string;
  children: ReactNode;
}) {
  const Icon = feed === "calendar" ? CalendarDays : Rss;
  return (
    <a
      href={href}
      type={FEEDS[feed].type}
      className={cn(
        "inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
