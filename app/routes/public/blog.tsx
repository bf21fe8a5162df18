/**
 * /blog (spec public-site.md §2.9, §4): public articles, searched on title, excerpt or author AND
 * filtered on one category (`?q=`, `?category=`), both applied here on the server.
 */
import { Link } from "react-router";
import { PostCard } from "~/components/site/blog/post-card";
import {
  EmptyState,
  FilterTabs,
  listHref,
  ResultCount,
  SearchForm,
} from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { buttonVariants } from "~/components/ui/button";
import { listPublicCategories, listPublicPosts } from "~/domain/blog/blog.server";
import { parseBlogCategory } from "~/domain/blog/labels";
import { searchText } from "~/lib/search";
import { getPageText } from "~/domain/pages/page-text.server";
import { pageSeo } from "~/domain/site/seo.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/blog";
import { visibleUrl } from "~/lib/visible-url";

const TITLE = "Blog";
const INTRO = "Enseignements, histoire de la Tidjaniya et nouvelles de la communauté.";

export async function loader({ request }: Route.LoaderArgs) {
  const url = visibleUrl(request);
  const q = searchText(url.searchParams.get("q"));
  const now = new Date();
  const db = await getDb();
  const [categories, text] = await Promise.all([
    listPublicCategories(db, now),
    getPageText(db, "/blog"),
  ]);
  const category = parseBlogCategory(url.searchParams.get("category"), categories);
  const posts = await listPublicPosts(db, { q, category }, now);
  const intro = text?.summary || INTRO;
  const { seo, siteName } = await pageSeo(db, request, { title: TITLE, description: intro });
  return { q, category, categories, posts, intro, seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { q, category, categories, posts, intro } = loaderData;
  const params = { q, category };
  const options = [
    { value: null, label: "Tous les articles" },
    ...categories.map((name) => ({ value: name, label: name })),
  ];
  return (
    <>
      <PageHeader title={TITLE} intro={intro} />
      <div className={`${pageContainer} flex flex-col gap-8 py-10 sm:py-14`}>
        <div className="flex flex-col items-center gap-5">
          <SearchForm
            label="Rechercher des articles"
            placeholder="Rechercher des articles..."
            defaultValue={q}
            keep={{ category }}
          />
          <FilterTabs
            label="Catégories d'articles"
            options={options}
            active={category}
            hrefFor={(value) => listHref("/blog", params, { category: value })}
          />
          <ResultCount count={posts.length} noun={["article", "articles"]} />
        </div>
        {posts.length === 0 ? (
          <EmptyState
            action={
              <Link to="/blog" className={buttonVariants({ variant: "outline" })}>
                Réinitialiser les filtres
              </Link>
            }
          >
            Aucun article trouvé pour votre recherche.
          </EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
