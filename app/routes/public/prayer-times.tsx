/**
 * /horaires-priere: today's five prayers and sunrise in Chicoutimi, and a month's table
 * (?mois=YYYY-MM, this month by default) that prints on its own. Computed on the server for the
 * foundation's coordinates with the method and Asr school of Paramètres › Prière.
 */
import { Link } from "react-router";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { MonthTable } from "~/components/site/prayer/month-table";
import { PrintButton } from "~/components/site/prayer/print-button";
import { TodayTimes } from "~/components/site/prayer/today-times";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { monthLabel, parseMonth, shiftMonth } from "~/domain/prayer/month";
import { prayerSchedule } from "~/domain/prayer/schedule.server";
import { formatDate, todayInSaguenay } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import { visibleUrl } from "~/lib/visible-url";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/prayer-times";

const PAGE = {
  route: "/horaires-priere",
  title: "Horaires de prière",
  intro: "Les heures des cinq prières à Chicoutimi, au jour le jour et pour tout le mois.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date();
  const today = todayInSaguenay(now);
  const month = parseMonth(visibleUrl(request).searchParams.get("mois")) ?? today.slice(0, 7);
  const [schedule, text] = await loadPageWith(request, PAGE, (db) =>
    prayerSchedule(db, month, now),
  );
  return { ...schedule, todayDate: today, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

const monthLink =
  "inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-primary hover:bg-accent";

export default function PrayerTimesPage({ loaderData }: Route.ComponentProps) {
  const { today, month, todayDate, method, asrSchool, highLatitudeRule, place, title, intro } =
    loaderData;
  const label = monthLabel(month.key);
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={`${pageContainer} flex flex-col gap-12 py-10 sm:py-14`}>
        <section aria-labelledby="aujourdhui-titre" className="flex flex-col gap-4 print:hidden">
          <h2 id="aujourdhui-titre" className="text-2xl font-bold text-primary">
            Aujourd&apos;hui, {formatDate(`${todayDate}`)}
          </h2>
          <TodayTimes day={today} />
        </section>

        <section aria-labelledby="mois-titre" className="print-region flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="mois-titre" className="text-2xl font-bold text-primary first-letter:uppercase">
              Horaires de {label}
              <span className="hidden print:inline"> — Chicoutimi</span>
            </h2>
            <nav aria-label="Autres mois" className="flex flex-wrap gap-2 print:hidden">
              <Link to={`/horaires-priere?mois=${shiftMonth(month.key, -1)}`} className={monthLink}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Mois précédent
              </Link>
              <Link to={`/horaires-priere?mois=${shiftMonth(month.key, 1)}`} className={monthLink}>
                Mois suivant
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
              <PrintButton>Imprimer le mois</PrintButton>
            </nav>
          </div>
          <MonthTable
            days={month.days}
            caption={`Horaires de prière de ${label}`}
            today={todayDate}
          />
          <p className="text-sm text-muted-foreground">
            Heures de Saguenay (heure de l&apos;Est). Méthode de calcul : {method.label} (Fajr à{" "}
            {method.fajr}, Icha à {method.isha}). Asr : {asrSchool}. Hautes latitudes :{" "}
            {highLatitudeRule}. Coordonnées : {coordinate(place.latitude, "N", "S")},{" "}
            {coordinate(place.longitude, "E", "O")}.
          </p>
        </section>
      </div>
    </>
  );
}

/** 48.4284, "N", "S" → "48,4284° N"; −71.0685 → "71,0685° O". */
function coordinate(value: number, positive: string, negative: string): string {
  const degrees = Math.abs(value).toLocaleString("fr-CA", { maximumFractionDigits: 4 });
  return `${degrees}° ${value >= 0 ? positive : negative}`;
}
