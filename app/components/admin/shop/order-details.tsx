/**
 * The details panel of one order of /admin/boutique (`?commande=ID`): the buyer, the payment, the
 * lines as they were ordered, and the status change (only the statuses that may follow the
 * current one are offered; the server checks again and e-mails the buyer).
 */
import { Form } from "react-router";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { DetailsPanel } from "~/components/admin/crud/details-panel";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { statusBadge } from "~/components/admin/status-badge";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { OrderLine, OrderRow } from "~/domain/shop/orders-admin.server";
import { orderStatusSchema } from "~/domain/shop/schema";
import {
  nextOrderStatuses,
  orderStatuses,
  orderStatusLabel,
  paymentMethodLabel,
  type OrderStatus,
} from "~/domain/shop/statuses";
import { formatDateTime, formatMoney } from "~/lib/format";
import type { FormRefusal } from "~/lib/forms/refusal";
import { cn } from "~/lib/utils";

export type Order = OrderRow & { lines: OrderLine[] };

export const OrderStatusBadge = statusBadge(
  {
    pending: "warning",
    processing: "warning",
    shipped: "success",
    delivered: "success",
    cancelled: "danger",
  },
  orderStatusLabel,
);

export function OrderDetails({
  order,
  refused,
  closeTo,
}: {
  order: Order;
  refused?: FormRefusal;
  closeTo: string;
}) {
  const next = nextOrderStatuses(order.status);
  return (
    <DetailsPanel
      id="details-commande"
      title={`Commande ${order.reference}`}
      closeTo={closeTo}
      facts={[
        [
          "Client",
          <>
            {order.customerName}
            <br />
            <a href={`mailto:${order.customerEmail}`} className="break-all text-primary underline">
              {order.customerEmail}
            </a>
            {order.customerPhone ? (
              <>
                <br />
                {order.customerPhone}
              </>
            ) : null}
          </>,
        ],
        ["Date", formatDateTime(order.createdAt)],
        ["Paiement", paymentMethodLabel(order.paymentMethod)],
        ["Statut", <OrderStatusBadge key="statut" status={order.status} />],
      ]}
    >
      <div className="mt-6">
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
      </div>
      <p className="mt-3 text-right text-base font-semibold">
        Total de la commande : {formatMoney(order.totalCents)}
      </p>
      {next.length > 0 ? (
        <StatusForm order={order} next={next} refused={refused} />
      ) : (
        <div className="mt-6 grid gap-3">
          <FormAlert message={refused?.errors.status ?? refused?.errors.form} />
          <p className="text-sm">
            Cette commande est « {orderStatusLabel(order.status)} » : son statut ne change plus.
          </p>
        </div>
      )}
    </DetailsPanel>
  );
}

/** The status change: the current status or one that may follow it. */
function StatusForm({
  order,
  next,
  refused,
}: {
  order: Order;
  next: readonly OrderStatus[];
  refused?: FormRefusal;
}) {
  const form = useSchemaForm<"status">({
    schema: orderStatusSchema,
    refused,
    order: ["status"],
    fallback: "status",
  });
  return (
    <Form {...form.props} method="post" className="mt-6 grid max-w-md gap-3">
      <input type="hidden" name="intent" value="order-status" />
      <input type="hidden" name="id" value={order.id} />
      <FormAlert message={form.errors.form} />
      <Field
        id="statut-commande"
        label="Statut de la commande"
        hint="Le client reçoit un courriel à chaque changement. Une commande annulée remet ses articles en stock ; « Livrée » et « Annulée » sont définitifs."
        error={form.errors.status}
      >
        {(control) => (
          <Select
            {...control}
            {...form.constraint("status")}
            name="status"
            defaultValue={refused?.values.status ?? order.status}
            options={[
              { value: order.status, label: `${orderStatusLabel(order.status)} (actuel)` },
              ...optionsOf(orderStatuses, next),
            ]}
          />
        )}
      </Field>
      <div>
        <Button type="submit" size="sm">
          Mettre à jour
        </Button>
      </div>
    </Form>
  );
}
