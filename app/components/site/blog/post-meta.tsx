import { CalendarDays, Clock, UserRound } from "~/components/ui/icons";
import { readTimeLabel } from "~/domain/blog/labels";
import type { BlogCard } from "~/domain/blog/types";
import { formatDate } from "~/lib/format";
import { cn } from "~/lib/utils";

/** Date (French long form), author and read time of an article. */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<BlogCard, "publishedAt" | "author" | "readTimeMinutes">;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4" />
        <span>
          <span className="sr-only">Par </span>
          {post.author}
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {readTimeLabel(post.readTimeMinutes)}
      </span>
    </p>
  );
}
