import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { BlogCard } from "~/domain/blog/types";
import { PostMeta } from "./post-meta";

/**
 * An article card: the title is the link, stretched over the whole card so that a click
 * anywhere opens the article while screen readers hear one link with the title as its name.
 */
export function PostCard({
  post,
  headingLevel = "h2",
  priority,
}: {
  post: BlogCard;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <ResponsiveImage
        src={post.image}
        alt=""
        sizes="(min-width: 1280px) 395px, (min-width: 768px) 33vw, 100vw"
        width={960}
        height={640}
        priority={priority}
        className="aspect-[3/2] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold tracking-wide text-gold-dark uppercase">
          {post.category}
        </p>
        <Heading className="text-xl font-bold text-primary">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 group-hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="leading-relaxed text-foreground">{post.excerpt}</p>
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
