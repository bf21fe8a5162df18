import { MoreLink } from "~/components/site/shared/arrow-link";
import { CardGrid } from "~/components/site/shared/card-grid";
import { ShapedImage, GRID_CARD_SIZES } from "~/components/site/shared/shaped-image";
import { StretchedTitle } from "~/components/site/shared/stretched-title";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import type { HomeProduct } from "~/domain/home/types";
import { formatMoney } from "~/lib/format";
import { PageSection } from "~/components/site/shared/page-section";

/** Three products of the shop (spec §2.3, item 9). */
export function ShopTeaser({ products }: { products: HomeProduct[] }) {
  if (products.length === 0) return null;
  return (
    <PageSection
      id="boutique-titre"
      eyebrow="Boutique"
      title="Notre boutique"
      intro="Livres, accessoires et articles choisis : chaque achat soutient les activités de la fondation."
      className="border-y border-border bg-white py-14 sm:py-20"
    >
      <CardGrid items={products}>
        {(product) => (
          <TeaserCard
            image={<ShapedImage src={product.image} shape="photo" sizes={GRID_CARD_SIZES} />}
            spacing="snug"
            className="group relative transition-shadow hover:shadow-md"
          >
            <p className="w-fit rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
              {product.categoryLabel}
            </p>
            <StretchedTitle
              as="h3"
              to={`/boutique/${product.id}`}
              className="text-lg font-semibold"
              linkClassName="inline-flex min-h-6 items-center text-foreground hover:text-primary hover:underline"
            >
              {product.name}
            </StretchedTitle>
            <p className="mt-auto text-lg font-bold text-primary">
              {formatMoney(product.priceCents)}
            </p>
          </TeaserCard>
        )}
      </CardGrid>
      <MoreLink to="/boutique" className="mt-10">
        Voir la boutique
      </MoreLink>
    </PageSection>
  );
}
