/**
 * The dashboard's "Vue d'ensemble" tab: key figures, quick actions, recent activity, latest
 * donations, pending requests, upcoming events, project progress and a tile per area — each block
 * only for the roles it concerns (the loader leaves the others out).
 */
import { Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { buttonVariants } from "~/components/ui/button";
import type { AdminNavItem } from "~/domain/admin/navigation";
import type { QuickAction } from "~/domain/admin/quick-actions";
import type { ActivityItem } from "~/domain/dashboard/activity.server";
import type { DashboardData } from "~/domain/dashboard/dashboard.server";
import { donationStatusLabel } from "~/domain/donations/labels";
import { formatDate, formatDateTime, formatMoney, percentOf, progressWidth } from "~/lib/format";
import { StatCards } from "./stat-cards";

export interface OverviewData extends DashboardData {
  quickActions: QuickAction[];
  tiles: AdminNavItem[];
  activity: { items: ActivityItem[]; everyone: boolean };
}

export function Overview({ data }: { data: OverviewData }) {
  const stats = [
    ...(data.donations
      ? [
          { label: "Dons complétés", value: formatMoney(data.donations.completedCents) },
          { label: "Dons en attente", value: formatMoney(data.donations.pendingCents) },
        ]
      : []),
    ...(data.content
      ? [
          { label: "Événements à venir", value: String(data.content.upcomingEventCount) },
          { label: "Demandes en attente", value: String(data.content.pendingRequestCount) },
        ]
      : []),
    ...(data.unreadMessages !== null
      ? [{ label: "Messages non lus", value: String(data.unreadMessages) }]
      : []),
  ];
  return (
    <>
      <StatCards stats={stats} />
      {data.quickActions.length > 0 ? (
        <nav aria-label="Actions rapides" className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {data.quickActions.map((action) => (
              <li key={action.href}>
                <Link to={action.href} className={buttonVariants({ size: "sm" })}>
                  {action.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="grid gap-8 xl:grid-cols-2">
        <AdminPanel
          id="activite-recente"
          title={data.activity.everyone ? "Activité récente" : "Vos dernières modifications"}
        >
          {data.activity.items.length === 0 ? (
            <p className="text-muted-foreground">Aucune activité pour le moment.</p>
          ) : (
            <ul className="grid gap-3">
              {data.activity.items.map((item) => (
                <li key={item.id} className="text-sm">
                  <p>
                    <span className="font-medium">{item.action}</span> — {item.element}
                  </p>
                  <p className="text-muted-foreground">
                    {item.user}, {formatDateTime(item.at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {data.activity.everyone ? (
            <Link to="/admin/journal" className="mt-4 inline-block text-sm text-primary underline">
              Voir tout le journal
            </Link>
          ) : null}
        </AdminPanel>

        {data.donations ? (
          <AdminPanel id="derniers-dons" title="Derniers dons">
            <AdminTable
              caption="Derniers dons"
              headers={["Donateur", "Montant", "Date", "Statut"]}
              empty="Aucun don pour le moment."
              isEmpty={data.donations.latest.length === 0}
            >
              {data.donations.latest.map((d) => (
                <tr key={d.id} className={rowClasses}>
                  <th scope="row" className={cellClasses}>
                    {d.donor}
                  </th>
                  <td className={`${cellClasses} whitespace-nowrap`}>
                    {formatMoney(d.amountCents)}
                  </td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{formatDate(d.createdAt)}</td>
                  <td className={cellClasses}>{donationStatusLabel(d.status)}</td>
                </tr>
              ))}
            </AdminTable>
          </AdminPanel>
        ) : null}

        {data.content ? (
          <>
            <AdminPanel id="demandes-en-attente" title="Demandes d'événement en attente">
              {data.content.pendingRequests.length === 0 ? (
                <p className="text-muted-foreground">Aucune demande en attente.</p>
              ) : (
                <ul className="grid gap-3">
                  {data.content.pendingRequests.map((r) => (
                    <li key={r.id}>
                      <p className="font-medium">{r.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {r.requesterName} — {formatDate(r.date)}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </AdminPanel>
            <AdminPanel id="evenements-a-venir" title="Événements à venir">
              {data.content.upcomingEvents.length === 0 ? (
                <p className="text-muted-foreground">Aucun événement à venir.</p>
              ) : (
                <ul className="grid gap-3">
                  {data.content.upcomingEvents.map((e) => (
                    <li key={e.slug}>
                      <p className="font-medium">{e.title}</p>
                      <p className="text-sm text-muted-foreground">
                        {formatDateTime(e.startsAt)} — {e.location}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </AdminPanel>
            <AdminPanel id="progression-projets" title="Progression des projets">
              {data.content.projects.length === 0 ? (
                <p className="text-muted-foreground">Aucun projet actif.</p>
              ) : (
                <ul className="grid gap-4">
                  {data.content.projects.map((p) => (
                    <li key={p.id}>
                      <div className="flex justify-between gap-4 text-sm">
                        <span className="font-medium">{p.title}</span>
                        <span>{percentOf(p.collectedCents, p.goalCents)} %</span>
                      </div>
                      <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
                        <div
                          className="h-2 rounded-full bg-primary"
                          style={{ width: `${progressWidth(p.collectedCents, p.goalCents)}%` }}
                        />
                      </div>
                      <p className="mt-1 text-xs text-muted-foreground">
                        {formatMoney(p.collectedCents)} sur {formatMoney(p.goalCents)}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </AdminPanel>
          </>
        ) : null}
      </div>

      <nav aria-labelledby="sections-titre" className="mt-10">
        <h2 id="sections-titre" className="mb-4 text-lg font-semibold text-primary">
          Toutes les sections
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.tiles.map((tile) => (
            <li key={tile.href}>
              <Link
                to={tile.href}
                className="flex min-h-16 items-center rounded-xl border border-border bg-card px-5 py-4 font-medium shadow-sm transition-colors hover:border-primary hover:text-primary"
              >
                {tile.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
