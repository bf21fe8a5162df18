/** /boutique/{id}: one public product; unknown, hidden or malformed ids answer 404. */
import { Link } from "react-router";
import { AddToCartForm } from "~/components/site/shop/add-to-cart-form";
import { detailPage, foundById } from "~/components/site/page/not-found-boundary";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { ArrowRight } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { stockLabel } from "~/domain/shop/catalog";
import { getPublicProduct } from "~/domain/shop/products.server";
import { pageSeo } from "~/domain/site/seo.server";
import { productLd } from "~/domain/site/structured-data";
import { formatMoney } from "~/lib/format";
import { cn } from "~/lib/utils";
import { getDb } from "~/server/db.server";
import { absoluteUrl, pageAddress } from "~/server/site-url.server";
import type { Route } from "./+types/product";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const product = await foundById(params.id, (id) => getPublicProduct(db, id));
  const { seo, siteName } = await pageSeo(db, pageAddress(request), {
    title: product.name,
    description: product.description,
    path: `/boutique/${product.id}`,
    image: product.image,
  });
  const jsonLd = productLd(product, siteName, (path) => absoluteUrl(request, path));
  return { product, seo, siteName, jsonLd };
}

export const { meta, ErrorBoundary } = detailPage({
  title: "Produit introuvable",
  text: "Ce produit n'existe pas ou n'est plus en vente.",
  backTo: "/boutique",
  backLabel: "Retour à la boutique",
});

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <>
      <PageHeader title={product.name} eyebrow={product.categoryLabel} />
      <div className={`${pageContainer} py-10`}>
        <Link
          to="/boutique"
          className="mb-6 inline-flex min-h-10 items-center gap-2 text-sm font-medium text-primary hover:underline"
        >
          <ArrowRight aria-hidden="true" className="size-4 rotate-180" />
          Retour à la boutique
        </Link>
        <div className="grid gap-10 md:grid-cols-2">
          <ResponsiveImage
            src={product.image}
            alt={product.name}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            width={800}
            height={800}
            priority
            className="aspect-square w-full rounded-xl border border-border bg-muted object-cover"
          />
          <div className="flex flex-col gap-5">
            <p className="text-3xl font-bold text-primary">{formatMoney(product.priceCents)}</p>
            <p
              className={cn(
                "w-fit rounded-full px-3 py-1 text-sm font-semibold",
                product.available
                  ? "bg-accent text-accent-foreground"
                  : "bg-white text-destructive ring-1 ring-destructive",
              )}
            >
              {stockLabel(product)}
            </p>
            <h2 className="text-xl font-semibold">Description</h2>
            <p className="text-lg leading-relaxed whitespace-pre-line text-muted-foreground">
              {product.description}
            </p>
            {product.available ? (
              <AddToCartForm
                productId={product.id}
                productName={product.name}
                available
                stock={product.stock}
                showQuantity
              />
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
