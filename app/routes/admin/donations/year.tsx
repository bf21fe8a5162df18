/**
 * /admin/dons/annee — the treasurer's year (issue 25, item 8; decision 0047): for a fiscal year
 * (`?exercice=`, its end set in Paramètres › Dons), the T3010 lines the ledger gives and their
 * Revenu Québec counterpart, each opening its records (`?ligne=`), the cross-checks against the
 * receipt register, the gifts refunded, and the CSV of it all. Links only: works without
 * JavaScript.
 */
import { AdminPageHeader } from "~/components/admin/admin-frame";
import { AdminTabs } from "~/components/admin/admin-tabs";
import {
  LineRecords,
  ReceiptChecks,
  RefundedGifts,
  ReturnLines,
} from "~/components/admin/treasury/year-report";
import { adminPath } from "~/domain/admin/screens";
import { loadYearScreen } from "~/domain/treasury/year-screen.server";
import { formatDate } from "~/lib/format";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import type { Route } from "./+types/year";

export async function loader({ request }: Route.LoaderArgs) {
  const { params, db } = await openScreen(request, "donations");
  return loadYearScreen(db, params);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Bilan de l'exercice ${data?.figures.period.year ?? ""} — Administration` },
];

export default function Year({ loaderData }: Route.ComponentProps) {
  const { figures, years, line } = loaderData;
  const { period } = figures;
  return (
    <>
      <AdminPageHeader
        title={`Bilan de l'exercice ${period.year}`}
        subtitle={`Du ${formatDate(period.start)} au ${formatDate(period.end)} : les montants des déclarations annuelles que le registre des dons établit`}
      />
      <AdminTabs
        label="Exercices"
        current={String(period.year)}
        tabs={years.map((year) => ({
          id: String(year),
          label: String(year),
          href: `?exercice=${year}`,
        }))}
      />
      <div className="mb-6 flex flex-wrap gap-4 text-sm">
        <a
          href={`annee.csv?exercice=${period.year}`}
          className="text-primary underline underline-offset-2"
        >
          Exporter en CSV
        </a>
        <a href={adminPath("donations")} className="text-primary underline underline-offset-2">
          Retour aux dons
        </a>
      </div>
      <div className="grid gap-8">
        <ReturnLines figures={figures} line={line} />
        <ReceiptChecks figures={figures} />
        {line ? <LineRecords figures={figures} line={line} /> : null}
        <RefundedGifts figures={figures} />
      </div>
    </>
  );
}
