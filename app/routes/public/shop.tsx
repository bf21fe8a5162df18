/** /boutique (spec public-site.md §2.7, §4): search AND category tab, applied by the loader. */
import { ProductCard } from "~/components/site/shop/product-card";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { CardGrid } from "~/components/site/shared/card-grid";
import { EmptyState } from "~/components/site/page/list-controls";
import { ListToolbar } from "~/components/site/page/list-toolbar";
import { parseShopFilters, SHOP_TAB_OPTIONS } from "~/domain/shop/catalog";
import { listPublicProducts } from "~/domain/shop/products.server";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/shop";
import { visibleUrl } from "~/lib/visible-url";

const PAGE = {
  route: "/boutique",
  title: "Boutique de la fondation",
  intro:
    "Livres, accessoires et articles choisis : chaque achat soutient les activités de la fondation.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseShopFilters(visibleUrl(request).searchParams);
  const [products, text] = await loadPageWith(request, PAGE, (db) =>
    listPublicProducts(db, filters),
  );
  return { products, filters, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, filters, title, intro } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={`${pageContainer} flex flex-col gap-8 py-10`}>
        <ListToolbar
          path="/boutique"
          params={{ q: filters.q, categorie: filters.categorie }}
          tabParam="categorie"
          search={{ label: "Rechercher un produit", placeholder: "Rechercher un produit..." }}
          tabs={{ label: "Catégories de produits", options: SHOP_TAB_OPTIONS }}
          count={products.length}
          noun={["produit", "produits"]}
        />
        <CardGrid
          items={products}
          className="xl:grid-cols-4"
          empty={<EmptyState>Aucun produit trouvé</EmptyState>}
        >
          {(product) => <ProductCard product={product} priority={product === products[0]} />}
        </CardGrid>
      </div>
    </>
  );
}
