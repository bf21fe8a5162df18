import { ShapedImage } from "~/components/site/shared/shaped-image";
import { StretchedTitle } from "~/components/site/shared/stretched-title";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import type { BlogCard } from "~/domain/blog/types";
import { PostMeta } from "./post-meta";

/**
 * An article card: category, title (the link, stretched over the card), excerpt, byline.
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
  return (
    <TeaserCard
      image={
        <ShapedImage
          src={post.image}
          shape="print"
          sizes="(min-width: 1280px) 395px, (min-width: 768px) 33vw, 100vw"
          priority={priority}
        />
      }
      className="group relative transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <p className="text-xs font-semibold tracking-wide text-gold-dark uppercase">
        {post.category}
      </p>
      <StretchedTitle
        as={headingLevel}
        to={`/blog/${post.slug}`}
        className="text-xl font-bold text-primary"
        linkClassName="group-hover:underline"
      >
        {post.title}
      </StretchedTitle>
      <p className="leading-relaxed text-foreground">{post.excerpt}</p>
      <PostMeta post={post} className="mt-auto pt-2" />
    </TeaserCard>
  );
}
