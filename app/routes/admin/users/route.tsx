/**
 * /admin/utilisateurs — accounts of the back-office (administrateur only): add, change the role,
 * deactivate or reactivate, set a temporary password. Works without JavaScript; the rules live in
 * domain/users.
 */
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable } from "~/components/admin/admin-table";
import { Pagination } from "~/components/admin/pagination";
import { FormAlert } from "~/components/ui/field";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import { requireUser } from "~/routes/+shared/access.server";
import { runUserAction } from "~/domain/users/user-admin-actions.server";
import { listUsers } from "~/domain/users/users.server";
import { visibleUrl } from "~/lib/visible-url";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { AddUser } from "~/components/admin/users/add-user";
import { UserLine } from "~/components/admin/users/user-line";
import type { Route } from "./+types/route";

const PATH = "/admin/utilisateurs";

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, "users");
  const { page, valid } = parsePage(visibleUrl(request).searchParams.get("page"));
  const list = await listUsers(await getDb(), page);
  return { ...list, meId: me.id, notice: valid ? null : BAD_PAGE };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, "users");
  const form = await readFormData(request);
  const result = await runUserAction(await getDb(), me.id, form);
  if (!result.ok) return refuseForm(result.intent, result.errors, form);
  return redirectWithToast(`${PATH}${visibleUrl(request).search}`, { title: result.toast });
}

export const meta: Route.MetaFunction = () => [{ title: "Utilisateurs — Administration" }];

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, page, pageCount, meId, notice } = loaderData;
  const refused = actionData?.refused;
  const rowError = refused && refused.intent !== "create" ? refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader
        title="Utilisateurs"
        subtitle="Gérez les comptes des bénévoles et leurs rôles"
      />
      <div className="grid gap-4">
        <FormAlert message={rowError ?? notice ?? undefined} />
      </div>
      <AdminPanel id="liste-utilisateurs" title="Comptes" className="mb-10">
        <AdminTable
          caption="Comptes du back-office"
          headers={["Nom", "Courriel", "Rôle", "Statut", "Créé le", "Actions"]}
          empty="Aucun compte."
          isEmpty={users.length === 0}
        >
          {users.map((user) => (
            <UserLine key={user.id} user={user} isMe={user.id === meId} />
          ))}
        </AdminTable>
        <Pagination page={page} pageCount={pageCount} />
      </AdminPanel>
      <AddUser refused={refused?.intent === "create" ? refused : undefined} />
    </>
  );
}
