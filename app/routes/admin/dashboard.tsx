/**
 * /admin — the dashboard (spec back-office.md §2): three tabs in the URL (`?onglet=`), each
 * computed from the data and limited to what the signed-in role manages.
 */
import { AdminPageHeader } from "~/components/admin/admin-frame";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { DonationsTab } from "~/components/admin/dashboard/donations-tab";
import { EventsTab } from "~/components/admin/dashboard/events-tab";
import { Overview } from "~/components/admin/dashboard/overview";
import { navigationFor } from "~/domain/admin/navigation";
import { quickActionsFor } from "~/domain/admin/quick-actions";
import { recentActivity } from "~/domain/dashboard/activity.server";
import { getDashboard } from "~/domain/dashboard/dashboard.server";
import { donationStats } from "~/domain/dashboard/donation-stats.server";
import { eventsTab } from "~/domain/dashboard/events-tab.server";
import { dashboardTabsFor, parseDashboardTab } from "~/domain/dashboard/tabs";
import { requireUser } from "~/routes/+shared/access.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/dashboard";
import { visibleUrl } from "~/lib/visible-url";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "dashboard");
  const tab = parseDashboardTab(visibleUrl(request).searchParams.get("onglet"), user.role);
  const tabs = dashboardTabsFor(user.role).map((t) => ({
    ...t,
    href: t.id === "apercu" ? "/admin" : `?onglet=${t.id}`,
  }));
  const db = await getDb();
  if (tab === "dons") return { tab, tabs, donations: await donationStats(db) };
  if (tab === "evenements") return { tab, tabs, events: await eventsTab(db, user.role) };
  const [figures, activity] = await Promise.all([
    getDashboard(db, user.role),
    recentActivity(db, user),
  ]);
  return {
    tab,
    tabs,
    overview: {
      ...figures,
      activity,
      quickActions: quickActionsFor(user.role),
      tiles: navigationFor(user.role).filter((item) => item.area !== "dashboard"),
    },
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Tableau de bord — Administration" }];

export default function Dashboard({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Tableau de bord"
        subtitle="Vue d'ensemble de l'activité de la fondation"
      />
      {data.tabs.length > 1 ? (
        <AdminTabs label="Onglets du tableau de bord" current={data.tab} tabs={data.tabs} />
      ) : null}
      {data.tab === "apercu" ? <Overview data={data.overview} /> : null}
      {data.tab === "dons" ? <DonationsTab stats={data.donations} /> : null}
      {data.tab === "evenements" ? <EventsTab data={data.events} /> : null}
    </>
  );
}
