import { Link } from "react-router";
import { ArrowRight, CalendarDays, UserRound } from "~/components/ui/icons";
import type { HomePost } from "~/domain/home/types";
import { formatDate } from "~/lib/format";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { container, SectionHeading } from "./section-heading";

/** The latest blog article (spec §2.3, item 10); nothing when the blog is empty. */
export function BlogTeaser({ post }: { post: HomePost | null }) {
  if (!post) return null;
  return (
    <section aria-labelledby="blog-titre" className="py-14 sm:py-20">
      <div className={container}>
        <SectionHeading id="blog-titre" eyebrow="Blog" title="Dernier article" />
        <article className="mx-auto grid max-w-5xl overflow-hidden rounded-xl border border-border bg-card shadow-sm md:grid-cols-2">
          <ResponsiveImage
            src={post.image}
            alt=""
            sizes="(min-width: 1024px) 512px, (min-width: 768px) 50vw, 100vw"
            width={1600}
            height={900}
            className="aspect-video h-full w-full bg-muted object-cover"
          />
          <div className="flex flex-col gap-3 p-6 sm:p-8">
            <h3 className="text-2xl font-bold text-primary">{post.title}</h3>
            <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
              </span>
              {post.author ? (
                <span className="inline-flex items-center gap-1.5">
                  <UserRound aria-hidden="true" className="size-4" />
                  <span>
                    <span className="sr-only">Par </span>
                    {post.author}
                  </span>
                </span>
              ) : null}
            </p>
            <p className="leading-relaxed text-foreground">{post.excerpt}</p>
            <Button asChild className="mt-auto self-start">
              <Link to={`/blog/${post.slug}`}>
                Lire l&apos;article
                <span className="sr-only"> : {post.title}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </article>
        <p className="mt-8 text-center">
          <Link to="/blog" className="prose-link inline-flex min-h-6 items-center font-medium">
            Tous les articles du blog
          </Link>
        </p>
      </div>
    </section>
  );
}
