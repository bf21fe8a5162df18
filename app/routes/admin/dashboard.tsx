import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { getDashboard } from "~/domain/dashboard/dashboard.server";
import { donationStatusLabel } from "~/domain/donations/labels";
import { formatDate, formatDateTime, formatMoney, percentOf, progressWidth } from "~/lib/format";
import { getDb } from "~/server/db.server";
import { requireUser } from "~/server/auth/session.server";
import type { AdminHandle } from "~/domain/admin/handle";
import type { Route } from "./+types/dashboard";

export const handle: AdminHandle = { area: "dashboard" };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, handle.area);
  return getDashboard(await getDb(), user.role);
}

export const meta: Route.MetaFunction = () => [{ title: "Tableau de bord — Administration" }];

export default function Dashboard({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Tableau de bord"
        subtitle="Vue d'ensemble de l'activité de la fondation"
      />
      <dl className="mb-10 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {data.donations ? (
          <>
            <Stat label="Dons complétés" value={formatMoney(data.donations.completedCents)} />
            <Stat label="Dons en attente" value={formatMoney(data.donations.pendingCents)} />
          </>
        ) : null}
        {data.content ? (
          <>
            <Stat label="Événements à venir" value={String(data.content.upcomingEventCount)} />
            <Stat label="Demandes en attente" value={String(data.content.pendingRequestCount)} />
          </>
        ) : null}
        {data.unreadMessages !== null ? (
          <Stat label="Messages non lus" value={String(data.unreadMessages)} />
        ) : null}
      </dl>

      <div className="grid gap-8 xl:grid-cols-2">
        {data.donations ? (
          <AdminPanel id="derniers-dons" title="Derniers dons">
            {data.donations.latest.length === 0 ? (
              <p className="text-muted-foreground">Aucun don pour le moment.</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2">
                      Donateur
                    </th>
                    <th scope="col" className="py-2">
                      Montant
                    </th>
                    <th scope="col" className="py-2">
                      Date
                    </th>
                    <th scope="col" className="py-2">
                      Statut
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.donations.latest.map((d) => (
                    <tr key={d.id} className="border-b border-border last:border-0">
                      <td className="py-2">{d.donor}</td>
                      <td className="py-2 whitespace-nowrap">{formatMoney(d.amountCents)}</td>
                      <td className="py-2 whitespace-nowrap">{formatDate(d.createdAt)}</td>
                      <td className="py-2">{donationStatusLabel(d.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </AdminPanel>
        ) : null}

        {data.content ? (
          <>
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
            <AdminPanel id="progression-projets" title="Progression des projets">
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
            </AdminPanel>
          </>
        ) : null}
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-primary">{value}</dd>
    </div>
  );
}
