/**
 * /panier: the visitor's cart (cookie `panier`, see domain/shop/cart.ts, read and written by
 * +shared/cart-cookie.server.ts), its actions and the
 * checkout. Every cart change is a POST here with `intent` (add, update, remove): with JavaScript
 * through fetchers (data back, no navigation), without it as plain forms (redirect to this page,
 * or the page again with the refusal). `intent=checkout` places the order (domain/shop/
 * checkout.server.ts): the page then shows its confirmation and the cart cookie is deleted.
 */
import { useEffect, useRef, type RefObject } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import { CartLineRow } from "~/components/site/shop/cart-line-row";
import { CheckoutForm } from "~/components/site/shop/checkout-form";
import { OrderConfirmation } from "~/components/site/shop/order-confirmation";
import { PickupInfo } from "~/components/site/shop/pickup-info";
import { EmptyState } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { interacAvailable } from "~/domain/payment-options/interac-option.server";
import { cardPaymentsAvailable } from "~/domain/payment-options/stripe-config.server";
import { applyCartAction, resolveCart } from "~/domain/shop/cart.server";
import { cartSnapshot } from "~/domain/shop/checkout";
import {
  CHECKOUT_INTENT,
  emptyCheckoutValues,
  type CheckoutField,
} from "~/domain/shop/checkout-form";
import { checkoutConstraints, submitCheckout } from "~/domain/shop/checkout.server";
import { getSettings } from "~/domain/settings/settings.server";
import { pageSeo } from "~/domain/site/seo.server";
import { formatMoney } from "~/lib/format";
import { refusalFor } from "~/lib/forms/refusal";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { absoluteUrl, pageAddress } from "~/server/site-url.server";
import type { Route } from "./+types/cart";
import { cartCookie, readCart } from "./+shared/cart-cookie.server";
import { clientIpContext } from "~/server/load-context";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [cart, { general, donation }, interacEnabled, { seo, siteName }, cardEnabled] =
    await Promise.all([
      resolveCart(db, readCart(request)),
      getSettings(db, ["general", "donation"]),
      interacAvailable(db),
      pageSeo(db, pageAddress(request), {
        title: "Votre panier",
        description: "Les articles de la boutique que vous avez choisis.",
      }),
      cardPaymentsAvailable(db),
    ]);
  const contact = {
    address: general.address,
    phone: general.contactPhone,
    email: general.contactEmail,
  };
  return {
    cart,
    contact,
    interacEnabled,
    cardEnabled,
    interacEmail: donation.interacEmail,
    snapshot: cartSnapshot(cart.lines),
    constraints: checkoutConstraints(interacEnabled, cardEnabled),
    seo,
    siteName,
  };
}

const refusalStatuses = {
  invalid: 400,
  conflict: 409,
  "rate-limited": 429,
  "checkout-failed": 503,
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const db = await getDb();
  if (form.get("intent") === CHECKOUT_INTENT) {
    const checkout = await submitCheckout(db, form, readCart(request), {
      ip: context.get(clientIpContext),
      adminOrderUrl: (id) =>
        absoluteUrl(request, `/admin/boutique?onglet=commandes&commande=${id}`),
      siteUrl: absoluteUrl(request, "/"),
    });
    if (checkout.status === "checkout") {
      // A card order: the cart is in the order now; the buyer pays on Stripe's page (the site's
      // policy lets a form lead there, with or without JavaScript).
      return redirect(checkout.url, {
        status: 303,
        headers: { "Set-Cookie": cartCookie([]) },
      });
    }
    if (checkout.status !== "ordered") {
      const status = refusalStatuses[checkout.status];
      return refuseForm(CHECKOUT_INTENT, checkout.errors, checkout.values, status);
    }
    // The order holds the cart now: the cookie goes (the header count follows on the next load).
    return data({ checkout }, { headers: { "Set-Cookie": cartCookie([]) } });
  }
  const result = await applyCartAction(db, readCart(request), form);
  // Refused: nothing changes, the cart's form says why (a toast with JavaScript).
  if (!result.ok) return refuseForm(String(form.get("intent") ?? ""), { form: result.error }, form);
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
  const { cart, contact, interacEnabled, cardEnabled, interacEmail, snapshot, constraints } =
    loaderData;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const checkout = actionData && "checkout" in actionData ? actionData.checkout : null;
  const ordered = checkout?.order ?? null;
  const answer = actionData && "refused" in actionData ? actionData : undefined;
  const refused = refusalFor<CheckoutField>(answer, CHECKOUT_INTENT);
  // Without JavaScript a cart line's refusal comes back with the page.
  const cartError = answer && !refused ? answer.refused.errors.form : undefined;
  // An order empties the cart: that is not a removal to announce.
  useAnnounceRemovals(cart.lines, headingRef, ordered !== null);
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === CHECKOUT_INTENT;

  useEffect(() => {
    if (ordered) {
      notify.success("Commande enregistrée", {
        description: `Votre commande ${ordered.reference} est enregistrée. Une confirmation vous est envoyée par courriel.`,
      });
    }
  }, [ordered]);

  return (
    <>
      <PageHeader title={ordered ? "Commande enregistrée" : "Votre panier"} />
      <div className={`${pageContainer} flex flex-col gap-8 py-10`}>
        {ordered ? (
          <OrderConfirmation order={ordered} />
        ) : (
          <>
            {cartError ? <FormAlert message={cartError} /> : null}
            {cart.unavailable > 0 ? (
              <p role="status" className="text-muted-foreground">
                {cart.unavailable > 1
                  ? `${cart.unavailable} produits de votre panier ne sont plus en vente : ils n'y figurent plus.`
                  : "Un produit de votre panier n'est plus en vente : il n'y figure plus."}
              </p>
            ) : null}
            {cart.lines.length === 0 ? (
              <>
                {refused?.errors.form ? <FormAlert message={refused.errors.form} /> : null}
                <EmptyState
                  action={
                    <Link to="/boutique" className={buttonVariants()}>
                      Voir la boutique
                    </Link>
                  }
                >
                  Votre panier est vide.
                </EmptyState>
              </>
            ) : (
              <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
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
                  <div className="mt-8">
                    <PickupInfo contact={contact} />
                  </div>
                </section>
                <CheckoutForm
                  refused={refused}
                  constraints={constraints}
                  emptyValues={emptyCheckoutValues(interacEnabled)}
                  interacEnabled={interacEnabled}
                  cardEnabled={cardEnabled}
                  interacEmail={interacEmail}
                  pickupAddress={contact.address}
                  snapshot={snapshot}
                  totalCents={cart.totalCents}
                  submitting={submitting}
                />
              </div>
            )}
          </>
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
  ordered: boolean,
) {
  const previous = useRef(lines);
  useEffect(() => {
    const ids = new Set(lines.map((line) => line.productId));
    const gone = previous.current.filter((line) => !ids.has(line.productId));
    previous.current = lines;
    if (gone.length !== 1 || ordered) return;
    notify.success("Produit retiré", {
      description: `${gone[0].name} a été retiré de votre panier.`,
    });
    (heading.current ?? document.getElementById("contenu"))?.focus();
  }, [lines, heading, ordered]);
}
