/**
 * What /admin/boutique shows and does (the loader's and action's bodies of route.tsx; the shop's
 * rules are in domain/shop). Three tabs (`?onglet=produits|commandes|statistiques`),
 * each behind its own area: products are the administrateur's, orders and statistics (money)
 * also the trésorier's, so the screen opens for "shop-orders" and each tab and intent is checked
 * against the area of what it touches (403 otherwise).
 */
import { BAD_PAGE } from "~/domain/admin/pagination";
import { loadDetails } from "~/domain/admin/details";
import { crudAction, loadCrudScreen, openScreen } from "~/routes/admin/+shared/crud.server";
import { type RouteIntentHandler as IntentHandler } from "~/routes/admin/+shared/intents.server";
import { requireUser } from "~/routes/+shared/access.server";
import { canAccess } from "~/domain/admin/roles";
import { validateForm } from "~/lib/forms/validate";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { readShopTab, shopTabs, shopTabsFor } from "~/domain/shop/admin-tabs";
import {
  getOrder,
  listOrders,
  setOrderStatus,
  shopStatistics,
} from "~/domain/shop/orders-admin.server";
import { onShopTab, productScreen } from "~/domain/shop/products-admin.server";
import {
  BAD_STATUS_FILTER,
  ORDER_NOT_FOUND,
  orderStatusSchema,
  parseOrderStatus,
  parseProductStatus,
  statusChangeRefused,
} from "~/domain/shop/schema";
import { orderStatusLabel } from "~/domain/shop/statuses";

export async function loadShopScreen(request: Request) {
  const { me, params, page, pageNotice, db } = await openScreen(request, "shop-orders");
  const asked = shopTabs.find((tab) => tab.id === params.get("onglet"));
  // A tab the role may not open: the same 403 as any screen it may not open.
  if (asked && !canAccess(me.role, asked.area)) await requireUser(request, asked.area);
  const tab = readShopTab(asked?.id ?? null, me.role);
  const tabs = shopTabsFor(me.role).map(({ id, label }) => ({ id, label }));
  const none = { products: null, orders: null, statistics: null };

  if (tab === "produits") {
    const { list, status, q, mode, edited, notice } = await loadCrudScreen(
      productScreen,
      request,
      db,
    );
    const knownStatus = parseProductStatus(params.get("statut")).valid;
    return {
      tab,
      tabs,
      ...none,
      products: { list, status, q, mode, edited },
      notice: notice === BAD_PAGE || knownStatus ? notice : BAD_STATUS_FILTER,
    };
  }

  if (tab === "commandes") {
    const { status, valid: knownStatus } = parseOrderStatus(params.get("statut"));
    const [list, { details: order, notice }] = await Promise.all([
      listOrders(db, { page, status }),
      loadDetails(params, (id) => getOrder(db, id), ORDER_NOT_FOUND, "commande"),
    ]);
    return {
      tab,
      tabs,
      ...none,
      orders: { list, status, order },
      notice: pageNotice ?? (knownStatus ? notice : BAD_STATUS_FILTER),
    };
  }

  return { tab, tabs, ...none, statistics: await shopStatistics(db), notice: null };
}

/** The order's new status; the buyer is told by e-mail (setOrderStatus). */
const changeOrderStatus: IntentHandler = async ({ db, me, id, intent, form, back }) => {
  // Back to the same list with the details still open, to see the new status.
  const to = onShopTab(back, "commandes");
  const parsed = validateForm(orderStatusSchema, form);
  if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
  const status = parsed.data.status;
  const change =
    id === null ? { result: "not-found" as const } : await setOrderStatus(db, me.id, id, status);
  if (change.result === "not-found")
    return refuseForm(intent, { form: ORDER_NOT_FOUND }, form, 404);
  if (change.result === "not-allowed") {
    return refuseForm(intent, { status: statusChangeRefused(change.from, status) }, form, 409);
  }
  if (change.result === "unchanged") return redirectWithToast(to, { title: "Statut inchangé" });
  return redirectWithToast(to, {
    title: "Commande mise à jour",
    description:
      status === "cancelled"
        ? "La commande est annulée, son stock est remis en vente et le client est prévenu par courriel."
        : `Nouveau statut : ${orderStatusLabel(status)}. Le client est prévenu par courriel.`,
  });
};

/** The products' create / update / delete (their area), and the orders' status change. */
export function shopAction(request: Request) {
  return crudAction(
    productScreen,
    request,
    { "order-status": changeOrderStatus },
    { area: "shop-orders" },
  );
}
