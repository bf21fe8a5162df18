/**
 * Orders tab of /admin/boutique: the status filter (GET form), the table newest first, and above
 * it the details panel of `?commande=ID` (order-details.tsx).
 */
import { useLocation } from "react-router";
import { CrudList, DetailsLink, type Column } from "~/components/admin/crud/crud-list";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { FilterForm } from "~/components/admin/filter-form";
import { FormAlert } from "~/components/ui/field";
import type { ListPage } from "~/domain/admin/pagination";
import type { OrderRow } from "~/domain/shop/orders-admin.server";
import { orderStatuses, type OrderStatus } from "~/domain/shop/statuses";
import { formatDate, formatMoney } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";
import { refusalFor, type FormRefusal } from "~/lib/forms/refusal";
import { OrderDetails, OrderStatusBadge, type Order } from "./order-details";

const COLUMNS: Column<OrderRow>[] = [
  {
    header: "N° de commande",
    rowHeader: true,
    className: "whitespace-nowrap",
    cell: (order) => order.reference,
  },
  {
    header: "Client",
    cell: (order) => (
      <>
        <span className="block">{order.customerName}</span>
        <span className="block break-all text-muted-foreground">{order.customerEmail}</span>
      </>
    ),
  },
  { header: "Date", className: "whitespace-nowrap", cell: (order) => formatDate(order.createdAt) },
  {
    header: "Total",
    className: "whitespace-nowrap",
    cell: (order) => formatMoney(order.totalCents),
  },
  { header: "Statut", cell: (order) => <OrderStatusBadge status={order.status} /> },
];

export function OrdersTab({
  list,
  status,
  order,
  refused,
}: {
  list: ListPage<OrderRow>;
  status: OrderStatus | null;
  order: Order | null;
  refused?: FormRefusal;
}) {
  const { search } = useLocation();
  const mine = refusalFor({ refused }, "order-status");
  return (
    <>
      {order ? (
        <OrderDetails
          key={`${order.id}-${order.status}`}
          order={order}
          refused={mine}
          closeTo={searchWith(search, {}, ["commande"])}
        />
      ) : mine?.errors.form ? (
        <div className="mb-6">
          <FormAlert message={mine.errors.form} />
        </div>
      ) : null}
      <CrudList
        id="liste-commandes"
        title="Commandes"
        caption="Commandes de la boutique"
        columns={COLUMNS}
        list={list}
        empty="Aucune commande trouvée."
        toolbar={
          <FilterForm
            id="filtre-statut-commande"
            label="Filtrer par statut"
            name="statut"
            value={status}
            allLabel="Tous les statuts"
            options={optionsOf(orderStatuses)}
            keep={{ onglet: "commandes" }}
          />
        }
        subject={(row) => row.reference}
        editParam={null}
        deleteIntent={null}
        rowClassName={(row) => row.id === order?.id && "bg-accent/40"}
        actions={(row) => (
          <DetailsLink
            id={row.id}
            param="commande"
            subject={`de la commande ${row.reference}`}
            open={row.id === order?.id}
          />
        )}
      />
    </>
  );
}
