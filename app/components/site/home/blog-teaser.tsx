import { Link } from "react-router";
import { PostMeta } from "~/components/site/blog/post-meta";
import { ArrowLink } from "~/components/site/shared/arrow-link";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import type { HomePost } from "~/domain/home/types";
import { PageSection } from "~/components/site/shared/page-section";

/** The latest blog article (spec §2.3, item 10); nothing when the blog is empty. */
export function BlogTeaser({ post }: { post: HomePost | null }) {
  if (!post) return null;
  return (
    <PageSection id="blog-titre" eyebrow="Blog" title="Dernier article" className="py-14 sm:py-20">
      <article className="mx-auto grid max-w-5xl overflow-hidden rounded-xl border border-border bg-card shadow-sm md:grid-cols-2">
        <ShapedImage
          src={post.image}
          shape="wide"
          sizes="(min-width: 1024px) 512px, (min-width: 768px) 50vw, 100vw"
          className="h-full"
        />
        <div className="flex flex-col gap-3 p-6 sm:p-8">
          <h3 className="text-2xl font-bold text-primary">{post.title}</h3>
          <PostMeta post={post} />
          <p className="leading-relaxed text-foreground">{post.excerpt}</p>
          <ArrowLink to={`/blog/${post.slug}`} context={post.title} className="mt-auto self-start">
            Lire l&apos;article
          </ArrowLink>
        </div>
      </article>
      <p className="mt-8 text-center">
        <Link to="/blog" className="prose-link inline-flex min-h-6 items-center font-medium">
          Tous les articles du blog
        </Link>
      </p>
    </PageSection>
  );
}
