import type { ReactNode } from "react";
import { Outlet, useLocation, type ShouldRevalidateFunction } from "react-router";
import { DonationDialogProvider } from "~/components/site/donation-dialog";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { TitleBand } from "~/components/site/title-band";
import { cartItemCount } from "~/domain/shop/cart.server";
import { getSiteFrame } from "~/domain/site/frame.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/layout";
import { readCart } from "./+shared/cart-cookie.server";

// `request` is optional so that tests can read the frame alone; a visitor without a cart cookie
// costs no query for the count. The count is personal, but the page cache never serves a
// request that carries a cookie, so nobody sees another visitor's cart.
export async function loader({ request }: Partial<Route.LoaderArgs> = {}) {
  const db = await getDb();
  const [frame, cartCount] = await Promise.all([
    getSiteFrame(db),
    request ? cartItemCount(db, readCart(request)) : 0,
  ]);
  return { ...frame, cartCount };
}

// The frame (settings, campaign figures) changes rarely: reload it only after a form is sent
// (the cart forms included, which changes the header's count).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? defaultShouldRevalidate : false);

// The errors of the pages are drawn inside this frame by routes/public/page-error.tsx, the route
// just below this one (app/routes.ts); an error of this loader goes to the root's page.
export default function PublicLayout({ loaderData: frame }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // The home page has no other h1: there the title band is the page's heading.
  return (
    <PublicFrame frame={frame} bandIsHeading={pathname === "/"}>
      <Outlet />
    </PublicFrame>
  );
}

/** Header, title band, footer and donation dialog around `children`. */
function PublicFrame({
  frame,
  bandIsHeading,
  children,
}: {
  frame: Route.ComponentProps["loaderData"];
  bandIsHeading: boolean;
  children: ReactNode;
}) {
  const { general } = frame;
  return (
    <DonationDialogProvider data={frame}>
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <SiteHeader
        siteName={general.siteName}
        shortName={general.shortName}
        cartCount={frame.cartCount}
        menus={frame.menus}
      />
      <TitleBand
        as={bandIsHeading ? "h1" : "p"}
        siteName={general.siteName}
        shortName={general.shortName}
        tagline={general.tagline}
      />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter {...frame} />
    </DonationDialogProvider>
  );
}
