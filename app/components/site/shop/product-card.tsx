import { Link } from "react-router";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import type { PublicProduct } from "~/domain/shop/catalog";
import { formatMoney } from "~/lib/format";
import { AddToCartForm } from "./add-to-cart-form";

/** One product of the shop's grid: its name links to its page, the button adds one to the cart. */
export function ProductCard({ product, priority }: { product: PublicProduct; priority?: boolean }) {
  return (
    <TeaserCard
      image={
        <ShapedImage
          src={product.image}
          shape="square"
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
        />
      }
      spacing="snug"
      className="transition-shadow hover:shadow-md"
    >
      <p className="w-fit rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
        {product.categoryLabel}
      </p>
      <h2 className="text-lg font-semibold">
        <Link
          to={`/boutique/${product.id}`}
          className="text-foreground hover:text-primary hover:underline"
        >
          {product.name}
        </Link>
      </h2>
      <p className="text-lg font-bold text-primary">{formatMoney(product.priceCents)}</p>
      <AddToCartForm
        className="mt-auto pt-2"
        productId={product.id}
        productName={product.name}
        available={product.available}
        stock={product.stock}
      />
    </TeaserCard>
  );
}
