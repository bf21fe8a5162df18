/**
 * /panier: the visitor's cart (cookie `panier`, see domain/shop/cart.ts) and its actions. Every
 * change is a POST here with `intent` (add, update, remove): with JavaScript through fetchers
 * (data back, no navigation), without it as plain forms (redirect to this page, or the page again
 * with the refusal). Online checkout does not exist yet: the page says how to order in person.
 */
import { useEffect, useRef, type RefObject } from "react";
import { data, Link, redirect } from "react-router";
import { CartLineRow } from "~/components/site/shop/cart-line-row";
import { PickupInfo } from "~/components/site/shop/pickup-info";
import { EmptyState } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { applyCartAction, cartCookie, readCart, resolveCart } from "~/domain/shop/cart.server";
import { getSettings } from "~/domain/settings/settings.server";
import { pageSeo } from "~/domain/site/seo.server";
import { formatMoney } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/cart";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [cart, { general }, { seo, siteName }] = await Promise.all([
    resolveCart(db, readCart(request)),
    getSettings(db, ["general"]),
    pageSeo(db, request, {
      title: "Votre panier",
      description: "Les articles de la boutique que vous avez choisis.",
    }),
  ]);
  const contact = {
    address: general.address,
    phone: general.contactPhone,
    email: general.contactEmail,
  };
  return { cart, contact, seo, siteName };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await applyCartAction(await getDb(), readCart(request), form);
  if (!result.ok) return data({ ok: false as const, error: result.error }, { status: 400 });
  const headers = { "Set-Cookie": cartCookie(result.lines) };
  // Plain form (no JavaScript): show the cart as it is now (Post/Redirect/Get).
  if (form.get("js") !== "1") throw redirect("/panier", { headers });
  return data(
    { ok: true as const, intent: result.intent, productName: result.productName },
    { headers },
  );
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo, data?.siteName),
  { name: "robots", content: "noindex" },
];

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, contact } = loaderData;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useAnnounceRemovals(cart.lines, headingRef);

  return (
    <>
      <PageHeader title="Votre panier" />
      <div className={`${pageContainer} flex flex-col gap-8 py-10`}>
        {actionData && !actionData.ok ? <FormAlert message={actionData.error} /> : null}
        {cart.unavailable > 0 ? (
          <p role="status" className="text-muted-foreground">
            {cart.unavailable > 1
              ? `${cart.unavailable} produits de votre panier ne sont plus en vente : ils n'y figurent plus.`
              : "Un produit de votre panier n'est plus en vente : il n'y figure plus."}
          </p>
        ) : null}
        {cart.lines.length === 0 ? (
          <EmptyState
            action={
              <Link to="/boutique" className={buttonVariants()}>
                Voir la boutique
              </Link>
            }
          >
            Votre panier est vide.
          </EmptyState>
        ) : (
          <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
            <section aria-labelledby="articles-titre">
              <h2
                id="articles-titre"
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-semibold outline-none"
              >
                Articles ({cart.count})
              </h2>
              <ul className="mt-2">
                {cart.lines.map((line) => (
                  <CartLineRow key={line.productId} line={line} />
                ))}
              </ul>
              <p className="mt-6 flex items-baseline justify-end gap-4 text-xl">
                <span className="font-semibold">Total</span>
                <span className="font-bold text-primary">{formatMoney(cart.totalCents)}</span>
              </p>
            </section>
            <PickupInfo contact={contact} />
          </div>
        )}
      </div>
    </>
  );
}

/**
 * A removed line unmounts with its own form: the page, which stays, says what went and puts the
 * keyboard back on the list's heading (or the page's main area once the cart is empty).
 */
function useAnnounceRemovals(
  lines: { productId: number; name: string }[],
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const previous = useRef(lines);
  useEffect(() => {
    const ids = new Set(lines.map((line) => line.productId));
    const gone = previous.current.filter((line) => !ids.has(line.productId));
    previous.current = lines;
    if (gone.length !== 1) return;
    notify.success("Produit retiré", {
      description: `${gone[0].name} a été retiré de votre panier.`,
    });
    (heading.current ?? document.getElementById("contenu"))?.focus();
  }, [lines, heading]);
}
