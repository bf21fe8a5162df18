/**
 * Statistics tab of /admin/boutique: figures computed by the loader from the orders and products
 * (domain/shop/orders-admin.server.ts `shopStatistics`), never fixed numbers.
 */
import { FigurePanel, StatCards } from "~/components/admin/dashboard/figures";
import type { ShopStatistics } from "~/domain/shop/orders-admin.server";
import { orderStatusLabel } from "~/domain/shop/statuses";
import { formatMoney } from "~/lib/format";

export function ShopStatisticsTab({ statistics }: { statistics: ShopStatistics }) {
  return (
    <>
      <StatCards
        stats={[
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
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <FigurePanel
          id="commandes-par-statut"
          title="Commandes par statut"
          caption="Nombre de commandes par statut"
          headers={["Statut", "Commandes"]}
          empty="Aucune commande trouvée."
          rows={statistics.byStatus.map((row) => ({
            key: row.status,
            name: orderStatusLabel(row.status),
            cells: [row.count],
          }))}
        />
        <FigurePanel
          id="meilleures-ventes"
          title="Meilleures ventes"
          caption="Produits les plus vendus, hors commandes annulées"
          headers={["Produit", "Quantité vendue", { label: "Montant", nowrap: true }]}
          empty="Aucune vente pour le moment."
          rows={statistics.topProducts.map((row) => ({
            key: row.name,
            name: row.name,
            cells: [row.quantity, formatMoney(row.revenueCents)],
          }))}
        />
      </div>
    </>
  );
}
