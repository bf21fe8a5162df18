/**
 * The dashboard's "Vue d'ensemble" tab: key figures, quick actions, recent activity, latest
 * donations, pending requests, upcoming events, project progress and a tile per area — each block
 * only for the roles it concerns (the loader leaves the others out).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { buttonVariants } from "~/components/ui/button";
import type { AdminNavItem } from "~/domain/admin/navigation";
import type { QuickAction } from "~/domain/admin/quick-actions";
import type { ActivityItem } from "~/domain/dashboard/activity.server";
import type { DashboardData } from "~/domain/dashboard/dashboard.server";
import { donationStatusLabel } from "~/domain/donations/labels";
import { formatDate, formatDateTime, formatMoney, percentOf, progressWidth } from "~/lib/format";
import { FigurePanel, StatCards } from "./figures";

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
        <ListPanel
          id="activite-recente"
          title={data.activity.everyone ? "Activité récente" : "Vos dernières modifications"}
          empty="Aucune activité pour le moment."
          items={data.activity.items.map((item) => ({
            key: item.id,
            title: (
              <span className="font-normal">
                <span className="font-medium">{item.action}</span> — {item.element}
              </span>
            ),
            detail: `${item.user}, ${formatDateTime(item.at)}`,
          }))}
        >
          {data.activity.everyone ? (
            <Link to="/admin/journal" className="mt-4 inline-block text-sm text-primary underline">
              Voir tout le journal
            </Link>
          ) : null}
        </ListPanel>

        {data.donations ? (
          <FigurePanel
            id="derniers-dons"
            title="Derniers dons"
            headers={[
              "Donateur",
              { label: "Montant", nowrap: true },
              { label: "Date", nowrap: true },
              "Statut",
            ]}
            empty="Aucun don pour le moment."
            rows={data.donations.latest.map((donation) => ({
              key: donation.id,
              name: donation.donor,
              cells: [
                formatMoney(donation.amountCents),
                formatDate(donation.createdAt),
                donationStatusLabel(donation.status),
              ],
            }))}
          />
        ) : null}

        {data.content ? (
          <>
            <ListPanel
              id="demandes-en-attente"
              title="Demandes d'événement en attente"
              empty="Aucune demande en attente."
              items={data.content.pendingRequests.map((request) => ({
                key: request.id,
                title: request.title,
                detail: `${request.requesterName} — ${formatDate(request.date)}`,
              }))}
            />
            <ListPanel
              id="evenements-a-venir"
              title="Événements à venir"
              empty="Aucun événement à venir."
              items={data.content.upcomingEvents.map((event) => ({
                key: event.slug,
                title: event.title,
                detail: `${formatDateTime(event.startsAt)} — ${event.location}`,
              }))}
            />
            <ListPanel
              id="progression-projets"
              title="Progression des projets"
              empty="Aucun projet actif."
              items={data.content.projects.map((project) => ({
                key: project.id,
                title: (
                  <span className="flex justify-between gap-4">
                    <span>{project.title}</span>
                    <span className="font-normal">
                      {percentOf(project.collectedCents, project.goalCents)} %
                    </span>
                  </span>
                ),
                detail: `${formatMoney(project.collectedCents)} sur ${formatMoney(project.goalCents)}`,
                bar: progressWidth(project.collectedCents, project.goalCents),
              }))}
            />
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

interface ListItem {
  key: string | number;
  title: ReactNode;
  detail: string;
  /** A progress bar under the title, filled to this percentage. */
  bar?: number;
}

/** A panel listing a few records (title and one line of detail), or saying there are none. */
function ListPanel({
  id,
  title,
  empty,
  items,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  items: readonly ListItem[];
  children?: ReactNode;
}) {
  return (
    <AdminPanel id={id} title={title}>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.key} className="text-sm">
              <p className="font-medium">{item.title}</p>
              {item.bar === undefined ? null : (
                <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${item.bar}%` }} />
                </div>
              )}
              <p className="mt-1 text-muted-foreground">{item.detail}</p>
            </li>
          ))}
        </ul>
      )}
      {children}
    </AdminPanel>
  );
}
