/**
 * /blog (spec public-site.md §2.9, §4): public articles, searched on title, excerpt or author AND
 * filtered on one category (`?q=`, `?category=`), both applied here on the server.
 */
import { Link } from "react-router";
import { PostCard } from "~/components/site/blog/post-card";
import { CardGrid } from "~/components/site/shared/card-grid";
import { FeedLink } from "~/components/site/shared/feed-link";
import { EmptyState } from "~/components/site/page/list-controls";
import { ListToolbar } from "~/components/site/page/list-toolbar";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { buttonVariants } from "~/components/ui/button";
import { listPublicCategories, listPublicPosts } from "~/domain/blog/blog.server";
import { parseBlogCategory } from "~/domain/blog/labels";
import { searchText } from "~/lib/search";
import { feedAlternates, seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/blog";
import { visibleUrl } from "~/lib/visible-url";

const PAGE = {
  route: "/blog",
  title: "Blog",
  fixedTitle: true,
  intro: "Enseignements, histoire de la Tidjaniya et nouvelles de la communauté.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = visibleUrl(request);
  const q = searchText(url.searchParams.get("q"));
  const now = new Date();
  const [categories, text] = await loadPageWith(request, PAGE, (db) =>
    listPublicCategories(db, now),
  );
  const category = parseBlogCategory(url.searchParams.get("category"), categories);
  const posts = await listPublicPosts(await getDb(), { q, category }, now);
  return { q, category, categories, posts, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo, data?.siteName),
  ...feedAlternates(data?.seo, ["blog"]),
];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { q, category, categories, posts, title, intro } = loaderData;
  const options = [
    { value: null, label: "Tous les articles" },
    ...categories.map((name) => ({ value: name, label: name })),
  ];
  return (
    <>
      <PageHeader title={title} intro={intro}>
        <FeedLink feed="blog">S'abonner au fil RSS du blog</FeedLink>
      </PageHeader>
      <div className={`${pageContainer} flex flex-col gap-8 py-10 sm:py-14`}>
        <ListToolbar
          path="/blog"
          params={{ q, category }}
          tabParam="category"
          search={{ label: "Rechercher des articles", placeholder: "Rechercher des articles..." }}
          tabs={{ label: "Catégories d'articles", options }}
          count={posts.length}
          noun={["article", "articles"]}
        />
        <CardGrid
          items={posts}
          columns={2}
          className="xl:grid-cols-3"
          empty={
            <EmptyState
              action={
                <Link to="/blog" className={buttonVariants({ variant: "outline" })}>
                  Réinitialiser les filtres
                </Link>
              }
            >
              Aucun article trouvé pour votre recherche.
            </EmptyState>
          }
        >
          {(post) => <PostCard post={post} priority={post === posts[0]} />}
        </CardGrid>
      </div>
    </>
  );
}
