/**
 * /admin/journal — every change made in the back-office (administrateur only), newest first,
 * 50 a page, filtered by author and by element with a GET form (works without JavaScript).
 */
import { Form } from "react-router";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { Pagination } from "~/components/admin/pagination";
import { FormAlert } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import { journalFilterOptions, listJournal } from "~/domain/audit/audit.server";
import {
  actionLabel,
  actorLabel,
  detailsText,
  elementLabel,
  entityLabel,
  truncate,
} from "~/domain/audit/labels";
import { formatDateTime } from "~/lib/format";
import { requireUser } from "~/domain/users/access.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/journal";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "journal" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const rawUser = params.get("utilisateur") ?? "";
  const userId = /^\d{1,9}$/.test(rawUser) ? Number(rawUser) : null;
  const entity = params.get("element") || null;
  const db = await getDb();
  const list = await listJournal(db, page, { userId, entity });
  const options = await journalFilterOptions(db);
  // Formatted here, once: the page shows the server's words, whatever the browser's locale data.
  const entries = list.entries.map((entry) => {
    const details = detailsText(entry.details);
    return {
      id: entry.id,
      at: entry.createdAt.toISOString(),
      when: formatDateTime(entry.createdAt),
      user: actorLabel(entry.userName),
      action: actionLabel(entry.action),
      element: elementLabel(entry.entity, entry.entityId),
      details,
      detailsShort: truncate(details),
    };
  });
  return {
    entries,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    filters: { userId, entity },
    users: options.users,
    entities: options.entities.map((value) => ({ value, label: entityLabel(value) })),
    notice: valid ? null : BAD_PAGE,
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Journal — Administration" }];

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount, filters, users, entities, notice } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Journal"
        subtitle="Toutes les modifications faites dans l'administration"
      />
      <div className="grid gap-4">
        <FormAlert message={notice ?? undefined} />
      </div>
      <AdminPanel id="liste-journal" title="Modifications">
        <Form method="get" className="mb-6 flex flex-wrap items-end gap-4">
          <div className="grid gap-2">
            <Label htmlFor="filtre-utilisateur">Utilisateur</Label>
            <select
              id="filtre-utilisateur"
              name="utilisateur"
              defaultValue={filters.userId === null ? "" : String(filters.userId)}
              className={`${fieldClasses} h-10 w-auto`}
            >
              <option value="">Tous les utilisateurs</option>
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="filtre-element">Élément</Label>
            <select
              id="filtre-element"
              name="element"
              defaultValue={filters.entity ?? ""}
              className={`${fieldClasses} h-10 w-auto`}
            >
              <option value="">Tous les éléments</option>
              {entities.map((entity) => (
                <option key={entity.value} value={entity.value}>
                  {entity.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            Filtrer
          </Button>
        </Form>
        {entries.length === 0 ? (
          <p className="text-muted-foreground">Aucune modification enregistrée.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  {["Date", "Utilisateur", "Action", "Élément", "Détails"].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-4">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} className="border-b border-border align-top last:border-0">
                    <td className="py-3 pr-4 whitespace-nowrap">
                      <time dateTime={entry.at}>{entry.when}</time>
                    </td>
                    <td className="py-3 pr-4">{entry.user}</td>
                    <td className="py-3 pr-4">{entry.action}</td>
                    <td className="py-3 pr-4 whitespace-nowrap">{entry.element}</td>
                    <td className="py-3 pr-4 break-words" title={entry.details || undefined}>
                      {entry.detailsShort}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </AdminPanel>
    </>
  );
}
