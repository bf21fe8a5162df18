/**
 * /blog/{slug} (spec public-site.md §2.9, §8): one public article, its similar articles and the
 * categories. An old numeric link (/blog/3) moves permanently to the article's slug; an unknown,
 * draft or scheduled article answers 404 'Article non trouvé'.
 */
import { Link, redirect } from "react-router";
import { PostCard } from "~/components/site/blog/post-card";
import { PostMeta } from "~/components/site/blog/post-meta";
import {
  notFound,
  notFoundBoundary,
  notFoundMeta,
} from "~/components/site/page/not-found-boundary";
import { pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { BackLink } from "~/components/site/shared/back-link";
import { CardGrid } from "~/components/site/shared/card-grid";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import {
  getPublicPost,
  listPublicCategories,
  publicSlugById,
  similarPosts,
} from "~/domain/blog/blog.server";
import { blogCategoryHref } from "~/domain/blog/labels";
import { pageSeo } from "~/domain/site/seo.server";
import { articleLd } from "~/domain/site/structured-data";
import { imageVariant } from "~/lib/images";
import { parseId } from "~/lib/params";
import { feedAlternates, jsonLdMeta, seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { absoluteUrl, pageAddress } from "~/server/site-url.server";
import type { Route } from "./+types/blog-post";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const now = new Date();
  const id = parseId(params.slug);
  if (id !== null) {
    const slug = await publicSlugById(db, id, now);
    if (slug) throw redirect(`/blog/${slug}`, 301);
  }
  const post = await getPublicPost(db, params.slug, now);
  if (!post) notFound();
  const [similar, categories, { seo, siteName }] = await Promise.all([
    similarPosts(db, post, now),
    listPublicCategories(db, now),
    pageSeo(db, pageAddress(request), {
      title: post.title,
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      image: imageVariant(post.image),
    }),
  ]);
  const jsonLd = articleLd(post, siteName, (path) => absoluteUrl(request, path));
  return { post, similar, categories, seo, siteName, jsonLd };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return notFoundMeta("Article non trouvé");
  return [
    ...seoMeta(data.seo, data.siteName).map((tag) =>
      "property" in tag && tag.property === "og:type" ? { ...tag, content: "article" } : tag,
    ),
    { property: "article:published_time", content: data.post.publishedAt },
    ...feedAlternates(data.seo, ["blog"]),
    ...jsonLdMeta(data.jsonLd),
  ];
};

export const ErrorBoundary = notFoundBoundary({
  title: "Article non trouvé",
  text: "Cet article n'existe pas",
  backTo: "/blog",
  backLabel: "Retour au blog",
});

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, similar, categories } = loaderData;
  return (
    <div className={`${pageContainer} py-10 sm:py-14`}>
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        <BackLink to="/blog" className="self-start">
          Retour au blog
        </BackLink>
        <header className="flex flex-col gap-3">
          <Link
            to={blogCategoryHref(post.category)}
            className="self-start rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-gold-dark hover:underline"
          >
            <span className="sr-only">Catégorie : </span>
            {post.category}
          </Link>
          <h1 className="text-3xl font-bold text-primary sm:text-4xl">{post.title}</h1>
          <PostMeta post={post} />
        </header>
        <ShapedImage
          src={post.image}
          shape="print"
          sizes="(min-width: 816px) 768px, calc(100vw - 2rem)"
          priority
          className="rounded-xl"
        />
        <RichText html={post.content} />
      </article>

      {similar.length > 0 ? (
        <section aria-labelledby="similaires-titre" className="mx-auto mt-14 max-w-3xl">
          <h2 id="similaires-titre" className="mb-6 text-2xl font-bold text-primary">
            Articles similaires
          </h2>
          <CardGrid items={similar} columns={2}>
            {(other) => <PostCard post={other} headingLevel="h3" />}
          </CardGrid>
        </section>
      ) : null}

      <nav aria-labelledby="categories-titre" className="mx-auto mt-14 max-w-3xl">
        <h2 id="categories-titre" className="mb-4 text-2xl font-bold text-primary">
          Catégories
        </h2>
        <ul className="flex flex-wrap gap-2">
          {categories.map((name) => (
            <li key={name}>
              <Link
                to={blogCategoryHref(name)}
                aria-current={name === post.category ? "true" : undefined}
                className="inline-flex min-h-10 items-center rounded-full border border-border bg-white px-4 text-sm font-medium text-foreground hover:border-primary hover:text-primary aria-[current=true]:border-primary aria-[current=true]:text-primary"
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
