/** The dashboard's "Dons" tab: donation statistics computed from the donations. */
import { Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import type { DonationStats } from "~/domain/dashboard/donation-stats.server";
import { donationStatusLabel, paymentMethodLabel } from "~/domain/donations/labels";
import { formatMoney } from "~/lib/format";
import { StatCards } from "./stat-cards";

export function DonationsTab({ stats }: { stats: DonationStats }) {
  const records = stats.byStatus.reduce((total, row) => total + row.records, 0);
  return (
    <>
      <StatCards
        stats={[
          {
            label: `Dons complétés en ${stats.year}`,
            value: formatMoney(stats.yearCompletedCents),
          },
          {
            label: `Nombre de dons complétés en ${stats.year}`,
            value: String(stats.yearCompletedRecords),
          },
          { label: "Don moyen (complétés)", value: formatMoney(stats.averageCompletedCents) },
          { label: "Dons enregistrés", value: String(records) },
        ]}
      />
      <div className="grid gap-8 xl:grid-cols-2">
        <AdminPanel id="dons-par-statut" title="Dons par statut">
          <AdminTable
            caption="Dons par statut"
            headers={["Statut", "Nombre", "Montant"]}
            empty="Aucun don pour le moment."
            isEmpty={stats.byStatus.length === 0}
          >
            {stats.byStatus.map((row) => (
              <tr key={row.status} className={rowClasses}>
                <th scope="row" className={cellClasses}>
                  {donationStatusLabel(row.status)}
                </th>
                <td className={cellClasses}>{row.records}</td>
                <td className={`${cellClasses} whitespace-nowrap`}>{formatMoney(row.cents)}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
        <AdminPanel id="dons-par-methode" title="Dons complétés par méthode">
          <AdminTable
            caption="Dons complétés par méthode de paiement"
            headers={["Méthode", "Nombre", "Montant"]}
            empty="Aucun don complété pour le moment."
            isEmpty={stats.byMethod.length === 0}
          >
            {stats.byMethod.map((row) => (
              <tr key={row.method} className={rowClasses}>
                <th scope="row" className={cellClasses}>
                  {paymentMethodLabel(row.method)}
                </th>
                <td className={cellClasses}>{row.records}</td>
                <td className={`${cellClasses} whitespace-nowrap`}>{formatMoney(row.cents)}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
        <AdminPanel id="dons-par-projet" title="Projets les plus soutenus">
          <AdminTable
            caption="Dons complétés par projet"
            headers={["Projet", "Nombre", "Montant"]}
            empty="Aucun don complété pour le moment."
            isEmpty={stats.byProject.length === 0}
          >
            {stats.byProject.map((row) => (
              <tr key={row.projectTitle ?? ""} className={rowClasses}>
                <th scope="row" className={cellClasses}>
                  {row.projectTitle ?? "Don général"}
                </th>
                <td className={cellClasses}>{row.records}</td>
                <td className={`${cellClasses} whitespace-nowrap`}>{formatMoney(row.cents)}</td>
              </tr>
            ))}
          </AdminTable>
        </AdminPanel>
      </div>
      <p className="mt-6">
        <Link to="/admin/donations" className="text-primary underline">
          Gérer les dons
        </Link>
      </p>
    </>
  );
}
