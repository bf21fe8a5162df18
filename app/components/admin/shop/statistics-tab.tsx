/**
 * Statistics tab of /admin/boutique: figures computed by the loader from the orders and products
 * (domain/shop/orders-admin.server.ts `shopStatistics`), never fixed numbers.
 */
import { AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import type { ShopStatistics } from "~/domain/shop/orders-admin.server";
import { orderStatusLabel } from "~/domain/shop/statuses";
import { formatMoney } from "~/lib/format";
import { cn } from "~/lib/utils";

export function ShopStatisticsTab({ statistics }: { statistics: ShopStatistics }) {
  const cards = [
    {
      label: "Ventes aujourd'hui",
      value: formatMoney(statistics.salesTodayCents),
      note: "Commandes du jour, hors commandes annulées",
    },
    {
      label: "Commandes des 7 derniers jours",
      value: String(statistics.ordersThisWeek),
      note: "Hors commandes annulées",
    },
    {
      label: "Produits actifs",
      value: String(statistics.activeProducts),
      note: "Produits au statut Actif",
    },
  ];
  return (
    <div className="grid gap-8">
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Chiffres clés de la boutique">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <p className="text-sm font-medium text-muted-foreground">{card.label}</p>
            <p className="mt-2 text-3xl font-bold text-primary">{card.value}</p>
            <p className="mt-1 text-xs text-muted-foreground">{card.note}</p>
          </li>
        ))}
      </ul>
      <div className="grid gap-8 lg:grid-cols-2">
        <AdminPanel id="commandes-par-statut" title="Commandes par statut">
          <AdminTable
            caption="Nombre de commandes par statut"
            headers={["Statut", "Commandes"]}
            empty="Aucune commande trouvée."
            isEmpty={false}
          >
            {statistics.byStatus.map((row) => (
              <tr key={row.status} className={rowClasses}>
                <th scope="row" className={cn(cellClasses, "font-medium")}>
                  {orderStatusLabel(row.status)}
                </th>
                <td className={cellClasses}>{row.count}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
        <AdminPanel id="meilleures-ventes" title="Meilleures ventes">
          <AdminTable
            caption="Produits les plus vendus, hors commandes annulées"
            headers={["Produit", "Quantité vendue", "Montant"]}
            empty="Aucune vente pour le moment."
            isEmpty={statistics.topProducts.length === 0}
          >
            {statistics.topProducts.map((row) => (
              <tr key={row.name} className={rowClasses}>
                <th scope="row" className={cn(cellClasses, "font-medium")}>
                  {row.name}
                </th>
                <td className={cellClasses}>{row.quantity}</td>
                <td className={cn(cellClasses, "whitespace-nowrap")}>
                  {formatMoney(row.revenueCents)}
                </td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
      </div>
    </div>
  );
}
