/**
 * Orders tab of /admin/boutique: the status filter (GET form), the table newest first, and the
 * details panel of `?commande=ID` with the order's lines and its status change (only the statuses
 * that may follow the current one are offered; the server checks again).
 */
import { Form, Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { FilterForm } from "~/components/admin/filter-form";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { searchWith } from "~/lib/forms/form-mode";
import { Pagination } from "~/components/admin/pagination";
import { type FormRefusal } from "~/lib/forms/refusal";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { fieldClasses } from "~/components/ui/input";
import type { OrderLine, OrderRow } from "~/domain/shop/orders-admin.server";
import {
  nextOrderStatuses,
  orderStatuses,
  orderStatusKeys,
  orderStatusLabel,
  paymentMethodLabel,
  type OrderStatus,
} from "~/domain/shop/statuses";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import { cn } from "~/lib/utils";

export const orderStatusTones: Record<string, BadgeTone> = {
  pending: "warning",
  processing: "warning",
  shipped: "success",
  delivered: "success",
  cancelled: "danger",
};

export function OrdersTab({
  list,
  status,
  order,
  refused,
  search,
}: {
  list: { rows: OrderRow[]; page: number; pageCount: number; total: number };
  status: OrderStatus | null;
  order: (OrderRow & { lines: OrderLine[] }) | null;
  refused?: FormRefusal;
  search: string;
}) {
  const mine = refused?.intent === "order-status" ? refused : undefined;
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
      <AdminPanel id="liste-commandes" title="Commandes">
        <FilterForm
          id="filtre-statut-commande"
          label="Filtrer par statut"
          name="statut"
          value={status}
          allLabel="Tous les statuts"
          options={orderStatusKeys.map((key) => ({ value: key, label: orderStatuses[key] }))}
          className="mb-4"
        >
          <input type="hidden" name="onglet" value="commandes" />
        </FilterForm>
        <AdminTable
          caption="Commandes de la boutique"
          headers={["N° de commande", "Client", "Date", "Total", "Statut", "Actions"]}
          empty="Aucune commande trouvée."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((row) => (
            <tr key={row.id} className={cn(rowClasses, row.id === order?.id && "bg-accent/40")}>
              <th scope="row" className={cn(cellClasses, "font-medium whitespace-nowrap")}>
                {row.reference}
              </th>
              <td className={cellClasses}>
                <span className="block">{row.customerName}</span>
                <span className="block break-all text-muted-foreground">{row.customerEmail}</span>
              </td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>{formatDate(row.createdAt)}</td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>
                {formatMoney(row.totalCents)}
              </td>
              <td className={cellClasses}>
                <StatusBadge tone={orderStatusTones[row.status] ?? "neutral"}>
                  {orderStatusLabel(row.status)}
                </StatusBadge>
              </td>
              <td className={cellClasses}>
                <Link
                  to={searchWith(search, { commande: row.id })}
                  aria-current={row.id === order?.id ? "true" : undefined}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Détails<span className="sr-only"> de la commande {row.reference}</span>
                </Link>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={list.page} pageCount={list.pageCount} />
      </AdminPanel>
    </>
  );
}

function OrderDetails({
  order,
  refused,
  closeTo,
}: {
  order: OrderRow & { lines: OrderLine[] };
  refused?: FormRefusal;
  closeTo: string;
}) {
  const statusError = refused?.errors.status ?? refused?.errors.form;
  const next = nextOrderStatuses(order.status);
  return (
    <AdminPanel
      id="details-commande"
      title={`Commande ${order.reference}`}
      className="mb-8 max-w-3xl"
    >
      <dl className="mb-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">Client</dt>
          <dd>{order.customerName}</dd>
          <dd>
            <a href={`mailto:${order.customerEmail}`} className="break-all text-primary underline">
              {order.customerEmail}
            </a>
          </dd>
          {order.customerPhone ? <dd>{order.customerPhone}</dd> : null}
        </div>
        <div>
          <dt className="font-semibold">Date</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Paiement</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        </div>
        <div>
          <dt className="font-semibold">Statut</dt>
          <dd>
            <StatusBadge tone={orderStatusTones[order.status] ?? "neutral"}>
              {orderStatusLabel(order.status)}
            </StatusBadge>
          </dd>
        </div>
      </dl>
      <AdminTable
        caption={`Articles de la commande ${order.reference}`}
        captionVisible
        headers={["Produit", "Quantité", "Prix unitaire", "Total"]}
        empty="Aucun article dans cette commande."
        isEmpty={order.lines.length === 0}
      >
        {order.lines.map((line) => (
          <tr key={line.id} className={rowClasses}>
            <th scope="row" className={cn(cellClasses, "font-medium")}>
              {line.productName}
            </th>
            <td className={cellClasses}>{line.quantity}</td>
            <td className={cn(cellClasses, "whitespace-nowrap")}>
              {formatMoney(line.unitPriceCents)}
            </td>
            <td className={cn(cellClasses, "whitespace-nowrap")}>
              {formatMoney(line.lineTotalCents)}
            </td>
          </tr>
        ))}
      </AdminTable>
      <p className="mt-3 text-right text-base font-semibold">
        Total de la commande : {formatMoney(order.totalCents)}
      </p>
      {next.length > 0 ? (
        <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="order-status" />
          <input type="hidden" name="id" value={order.id} />
          <div className="grid gap-1">
            <label htmlFor="statut-commande" className="text-sm font-medium">
              Statut de la commande
            </label>
            <select
              id="statut-commande"
              name="status"
              defaultValue={refused?.values.status ?? order.status}
              aria-invalid={statusError ? true : undefined}
              aria-describedby={
                statusError ? "statut-commande-erreur statut-commande-aide" : "statut-commande-aide"
              }
              className={cn(fieldClasses, "h-10")}
            >
              <option value={order.status}>{orderStatusLabel(order.status)} (actuel)</option>
              {next.map((key) => (
                <option key={key} value={key}>
                  {orderStatuses[key]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm">
            Mettre à jour
          </Button>
          <Link to={closeTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Fermer
          </Link>
          <p id="statut-commande-aide" className="w-full text-sm text-muted-foreground">
            Le client reçoit un courriel à chaque changement. Une commande annulée remet ses
            articles en stock ; « Livrée » et « Annulée » sont définitifs.
          </p>
          {statusError ? (
            <p
              id="statut-commande-erreur"
              role="alert"
              className="w-full text-sm font-medium text-destructive"
            >
              {statusError}
            </p>
          ) : null}
        </Form>
      ) : (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {statusError ? (
            <div className="w-full">
              <FormAlert message={statusError} />
            </div>
          ) : null}
          <p className="text-sm">
            Cette commande est « {orderStatusLabel(order.status)} » : son statut ne change plus.
          </p>
          <Link to={closeTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Fermer
          </Link>
        </div>
      )}
    </AdminPanel>
  );
}
