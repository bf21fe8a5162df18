import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import type { HomeProduct } from "~/domain/home/types";
import { formatMoney } from "~/lib/format";
import { Button } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { container, SectionHeading } from "./section-heading";

/** Three products of the shop (spec §2.3, item 9). */
export function ShopTeaser({ products }: { products: HomeProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="boutique-titre"
      className="border-y border-border bg-white py-14 sm:py-20"
    >
      <div className={container}>
        <SectionHeading
          id="boutique-titre"
          eyebrow="Boutique"
          title="Notre boutique"
          intro="Livres, accessoires et articles choisis : chaque achat soutient les activités de la fondation."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
                <ResponsiveImage
                  src={product.image}
                  alt=""
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  width={800}
                  height={600}
                  className="aspect-[4/3] w-full bg-muted object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <p className="w-fit rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
                    {product.categoryLabel}
                  </p>
                  <h3 className="text-lg font-semibold">
                    <Link
                      to={`/boutique/${product.id}`}
                      className="inline-flex min-h-6 items-center text-foreground after:absolute after:inset-0 hover:text-primary hover:underline"
                    >
                      {product.name}
                    </Link>
                  </h3>
                  <p className="mt-auto text-lg font-bold text-primary">
                    {formatMoney(product.priceCents)}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Button asChild>
            <Link to="/boutique">
              Voir la boutique
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
