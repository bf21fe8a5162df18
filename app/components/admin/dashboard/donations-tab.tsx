/** The dashboard's "Dons" tab: donation statistics computed from the donations. */
import { Link } from "react-router";
import type { DonationStats } from "~/domain/dashboard/donation-stats.server";
import { donationStatusLabel, paymentMethodLabel } from "~/domain/donations/labels";
import { formatMoney } from "~/lib/format";
import { FigurePanel, StatCards, type FigureColumn } from "./figures";

/** A group's count and amount, as the three tables show them. */
const counted = (name: string, row: { records: number; cents: number }) => ({
  key: name,
  name,
  cells: [row.records, formatMoney(row.cents)],
});

const columns = (first: string): FigureColumn[] => [
  first,
  "Nombre",
  { label: "Montant", nowrap: true },
];

const NONE_COMPLETED = "Aucun don complété pour le moment.";

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
        {[
          {
            id: "dons-par-statut",
            title: "Dons par statut",
            first: "Statut",
            empty: "Aucun don pour le moment.",
            rows: stats.byStatus.map((row) => counted(donationStatusLabel(row.status), row)),
          },
          {
            id: "dons-par-methode",
            title: "Dons complétés par méthode",
            caption: "Dons complétés par méthode de paiement",
            first: "Méthode",
            empty: NONE_COMPLETED,
            rows: stats.byMethod.map((row) => counted(paymentMethodLabel(row.method), row)),
          },
          {
            id: "dons-par-projet",
            title: "Projets les plus soutenus",
            caption: "Dons complétés par projet",
            first: "Projet",
            empty: NONE_COMPLETED,
            rows: stats.byProject.map((row) => counted(row.projectTitle ?? "Don général", row)),
          },
        ].map(({ first, ...table }) => (
          <FigurePanel key={table.id} headers={columns(first)} {...table} />
        ))}
      </div>
      <p className="mt-6">
        <Link to="/admin/donations" className="text-primary underline">
          Gérer les dons
        </Link>
      </p>
    </>
  );
}
