/**
 * /admin/boutique — the shop (spec back-office.md §2 "Shop", §3 Product / Order, §4). Three tabs
 * in the URL (`?onglet=produits|commandes|statistiques`), each behind its own area: products are
 * the administrateur's, orders and statistics (money) also the trésorier's, so the screen's
 * `"shop-orders"` is "shop-orders" (every role that may open one of its tabs) and the loader and
 * each action intent check the area of what they touch (shop.server.ts).
 * Filters, search, pages, the product forms and the order details (`?commande=`) live in the URL
 * and work without JavaScript.
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { ScreenTabs } from "~/components/admin/admin-tabs";
import { OrdersTab } from "~/components/admin/shop/orders-tab";
import { ProductsTab } from "~/components/admin/shop/products-tab";
import { ShopStatisticsTab } from "~/components/admin/shop/statistics-tab";
import { refusedDeletion } from "~/lib/forms/refusal";
import type { Route } from "./+types/route";
import { loadShopScreen, shopAction } from "./shop.server";

export async function loader({ request }: Route.LoaderArgs) {
  return loadShopScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return shopAction(request);
}

export const meta: Route.MetaFunction = () => [{ title: "Boutique — Administration" }];

export default function Shop({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, tabs, products, orders, statistics, notice } = loaderData;
  const refused = actionData?.refused;
  return (
    <>
      <AdminPageHeader
        title="Gestion de la Boutique"
        subtitle="Gérez les produits, les commandes et suivez les ventes"
      />
      <ScreenTabs label="Onglets de la boutique" current={tab} tabs={tabs} />
      {/* A refused delete (the product was already gone) is told above the list. */}
      <AdminNotices messages={[notice, refusedDeletion(actionData)]} />
      {products ? <ProductsTab {...products} refused={refused} /> : null}
      {orders ? <OrdersTab {...orders} refused={refused} /> : null}
      {statistics ? <ShopStatisticsTab statistics={statistics} /> : null}
    </>
  );
}
