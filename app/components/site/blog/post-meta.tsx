import { MetaItem } from "~/components/site/shared/icon-facts";
import { CalendarDays, Clock, UserRound } from "~/components/ui/icons";
import { readTimeLabel } from "~/domain/blog/labels";
import type { BlogCard } from "~/domain/blog/types";
import { formatDate } from "~/lib/format";
import { cn } from "~/lib/utils";

/**
 * Date (French long form), author and read time of an article; the home's teaser has no read
 * time, and an article without an author leaves the author out.
 */
export function PostMeta({
  post,
  className,
}: {
  post: Pick<BlogCard, "publishedAt" | "author"> & Partial<Pick<BlogCard, "readTimeMinutes">>;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground", className)}>
      <MetaItem as="span" icon={CalendarDays}>
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
      </MetaItem>
      {post.author ? (
        <MetaItem as="span" icon={UserRound}>
          <span>
            <span className="sr-only">Par </span>
            {post.author}
          </span>
        </MetaItem>
      ) : null}
      {post.readTimeMinutes === undefined ? null : (
        <MetaItem as="span" icon={Clock}>
          {readTimeLabel(post.readTimeMinutes)}
        </MetaItem>
      )}
    </p>
  );
}
