/**
 * /admin/boutique — the shop (spec back-office.md §2 "Shop", §3 Product / Order, §4). Three tabs
 * in the URL (`?onglet=produits|commandes|statistiques`), each behind its own area: products are
 * the administrateur's, orders and statistics (money) also the trésorier's, so the screen's
 * `handle.area` is "shop-orders" (every role that may open one of its tabs) and the loader and
 * each action intent check the area of what they touch. Filters, search, pages, the product
 * forms and the order details (`?commande=`) live in the URL and work without JavaScript.
 */
import { useLocation } from "react-router";
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { parseRecordId, loadFormMode, searchWith } from "~/lib/forms/form-mode";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { formFields } from "~/lib/forms/validate";
import { OrdersTab } from "~/components/admin/shop/orders-tab";
import { ProductsTab } from "~/components/admin/shop/products-tab";
import { ShopStatisticsTab } from "~/components/admin/shop/statistics-tab";
import { AdminTabs } from "~/components/admin/admin-tabs";

import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import { readShopTab, shopIntentArea, shopTabsFor } from "~/domain/shop/admin-tabs";
import {
  getOrder,
  listOrders,
  setOrderStatus,
  shopStatistics,
} from "~/domain/shop/orders-admin.server";
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from "~/domain/shop/products-admin.server";
import {
  BAD_STATUS_FILTER,
  ORDER_NOT_FOUND,
  orderStatusSchema,
  parseOrderStatus,
  parseProductStatus,
  PRODUCT_NOT_FOUND,
  productSchema,
  statusChangeRefused,
} from "~/domain/shop/schema";
import { orderStatusLabel } from "~/domain/shop/statuses";
import { canAccess } from "~/domain/users/roles";
import { firstErrors } from "~/lib/forms/validate";
import { searchText } from "~/lib/search";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import { FORBIDDEN_ROLE_MESSAGE, requireUser } from "~/domain/users/access.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/shop";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "shop-orders" };

const PATH = "/admin/boutique";

/** The same 403 as requireUser's, for a tab or an intent of an area the role may not open. */
function forbidden(): Response {
  return new Response(FORBIDDEN_ROLE_MESSAGE, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const tab = readShopTab(params.get("onglet"), me.role);
  if (tab === "forbidden" || tab === null) throw forbidden();
  const { page, valid } = parsePage(params.get("page"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const common = { tab, tabs: shopTabsFor(me.role).map(({ id, label }) => ({ id, label })) };
  const none = { products: null, orders: null, statistics: null };

  if (tab === "produits") {
    const { status, valid: knownStatus } = parseProductStatus(params.get("statut"));
    if (!knownStatus) notices.push(BAD_STATUS_FILTER);
    const q = searchText(params.get("q"));
    const list = await listProducts(db, { page, status, q });
    const {
      mode,
      edited,
      notice: missing,
    } = await loadFormMode(params, (id) => getProduct(db, id), PRODUCT_NOT_FOUND);
    if (missing) notices.push(missing);
    return {
      ...common,
      ...none,
      products: { list, status, q, mode, edited },
      notice: notices[0] ?? null,
    };
  }

  if (tab === "commandes") {
    const { status, valid: knownStatus } = parseOrderStatus(params.get("statut"));
    if (!knownStatus) notices.push(BAD_STATUS_FILTER);
    const list = await listOrders(db, { page, status });
    const rawOrder = params.get("commande");
    const orderId = parseRecordId(rawOrder);
    const order = orderId === null ? null : await getOrder(db, orderId);
    if (rawOrder !== null && !order) notices.push(ORDER_NOT_FOUND);
    return { ...common, ...none, orders: { list, status, order }, notice: notices[0] ?? null };
  }

  return { ...common, ...none, statistics: await shopStatistics(db), notice: null };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request, IMAGE_FORM);
  const intent = String(form.get("intent") ?? "");
  const area = shopIntentArea(intent);
  if (!area) return refuseForm(intent, { form: "Action inconnue." }, form);
  if (!canAccess(me.role, area)) throw forbidden();
  const id = parseRecordId(String(form.get("id") ?? ""));
  const db = await getDb();
  const search = visibleUrl(request).search;

  if (intent === "order-status") {
    // Back to the same list with the details still open, to see the new status.
    const back = `${PATH}${searchWith(search, { onglet: "commandes" })}`;
    const parsed = orderStatusSchema.safeParse(formFields(form));
    if (!parsed.success) return refuseForm(intent, firstErrors(parsed.error.issues), form);
    const to = parsed.data.status;
    const change =
      id === null ? { result: "not-found" as const } : await setOrderStatus(db, me.id, id, to);
    if (change.result === "not-found") {
      return refuseForm(intent, { form: ORDER_NOT_FOUND }, form, 404);
    }
    if (change.result === "not-allowed") {
      return refuseForm(intent, { status: statusChangeRefused(change.from, to) }, form, 409);
    }
    if (change.result === "unchanged") {
      return redirectWithToast(back, { title: "Statut inchangé" });
    }
    return redirectWithToast(back, {
      title: "Commande mise à jour",
      description:
        to === "cancelled"
          ? "La commande est annulée, son stock est remis en vente et le client est prévenu par courriel."
          : `Nouveau statut : ${orderStatusLabel(to)}. Le client est prévenu par courriel.`,
    });
  }

  // Back to the product list with its filters and page, the form closed.
  const back = `${PATH}${searchWith(search, { onglet: "produits" }, ["modifier"])}`;
  if (intent === "delete-product") {
    return deleteRecord({
      form,
      intent,
      id,
      notFound: PRODUCT_NOT_FOUND,
      remove: async (id) =>
        (await deleteProduct(db, me.id, id))
          ? redirectWithToast(back, { title: "Produit supprimé" })
          : null,
    });
  }
  return saveRecord(db, {
    form,
    intent,
    id,
    adding: intent === "create-product",
    schema: productSchema,
    notFound: PRODUCT_NOT_FOUND,
    image: { find: (id) => getProduct(db, id), alt: (input) => input.name },
    create: async (input, image) => {
      await createProduct(db, me.id, { ...input, image: image! });
      return redirectWithToast(back, { title: "Produit ajouté" });
    },
    update: async (id, input, image) =>
      (await updateProduct(db, me.id, id, { ...input, image: image! }))
        ? redirectWithToast(back, { title: "Produit mis à jour" })
        : null,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Boutique — Administration" }];

export default function Shop({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, tabs, products, orders, statistics, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  return (
    <>
      <AdminPageHeader
        title="Gestion de la Boutique"
        subtitle="Gérez les produits, les commandes et suivez les ventes"
      />
      <AdminTabs
        label="Onglets de la boutique"
        current={tab}
        tabs={tabs.map((t) => ({ ...t, href: `?onglet=${t.id}` }))}
      />
      <AdminNotices messages={[notice]} />
      {products ? <ProductsTab {...products} refused={refused} search={search} /> : null}
      {orders ? <OrdersTab {...orders} refused={refused} search={search} /> : null}
      {statistics ? <ShopStatisticsTab statistics={statistics} /> : null}
    </>
  );
}
