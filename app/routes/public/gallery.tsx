/**
 * /galerie (spec public-site.md §2.8, §4): search on title or description AND a category tab,
 * both in the URL and applied here on the server, newest photo first, 24 per page. A tab for each
 * category that has photos, including those only the back-office offers.
 */
import { GalleryGrid } from "~/components/site/gallery/gallery-grid";
import { ListPager } from "~/components/site/gallery/list-pager";
import { EmptyState, listHref } from "~/components/site/page/list-controls";
import { ListToolbar } from "~/components/site/page/list-toolbar";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { parsePage } from "~/domain/admin/pagination";
import { galleryTabs, parseGalleryTab } from "~/domain/gallery/categories";
import { listGalleryPhotos, usedGalleryCategories } from "~/domain/gallery/gallery.server";
import { searchText } from "~/lib/search";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/gallery";
import { visibleUrl } from "~/lib/visible-url";

const PAGE = {
  route: "/galerie",
  title: "Galerie Photos",
  fixedTitle: true,
  intro: "Revivez en images les moments forts de la fondation et de sa communauté.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = visibleUrl(request);
  const q = searchText(url.searchParams.get("q"));
  const category = parseGalleryTab(url.searchParams.get("categorie"));
  const { page } = parsePage(url.searchParams.get("page"));
  const [[gallery, used], text] = await loadPageWith(
    request,
    PAGE,
    (db) => Promise.all([listGalleryPhotos(db, { q, category, page }), usedGalleryCategories(db)]),
    ([gallery]) => ({ image: gallery.photos[0]?.image }),
  );
  return { q, category, tabs: galleryTabs(used, category), gallery, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { q, category, tabs, gallery, title, intro } = loaderData;
  const params = { q, categorie: category };
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={`${pageContainer} flex flex-col gap-8 py-10 sm:py-14`}>
        <ListToolbar
          path="/galerie"
          params={params}
          tabParam="categorie"
          search={{ label: "Rechercher des photos", placeholder: "Rechercher des photos..." }}
          tabs={{ label: "Catégories de photos", options: tabs }}
          count={gallery.total}
          noun={["photo", "photos"]}
        />
        {gallery.photos.length === 0 ? (
          <EmptyState>Aucune photo trouvée</EmptyState>
        ) : (
          // A new list starts with the dialog closed.
          <GalleryGrid key={`${category}|${q}|${gallery.page}`} photos={gallery.photos} />
        )}
        <ListPager
          page={gallery.page}
          pageCount={gallery.pageCount}
          hrefFor={(page) => listHref("/galerie", params, { page: page > 1 ? String(page) : null })}
        />
      </div>
    </>
  );
}
