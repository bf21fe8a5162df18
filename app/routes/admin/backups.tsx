/**
 * /admin/sauvegardes — the archives of the backup folder (administrateur; decision 0017): the
 * last ones with their date and size, a 'Télécharger' link for each, and 'Sauvegarder maintenant'.
 * The nightly backup and `npm run backup` write to the same folder.
 */
import { Form, useNavigation } from "react-router";
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { Button, buttonVariants } from "~/components/ui/button";
import type { AdminHandle } from "~/domain/admin/handle";
import { backupNow, listBackups, LISTED_BACKUPS } from "~/domain/backups/backups-admin.server";
import { cn } from "~/lib/utils";
import { requireUser } from "~/domain/users/access.server";
import { redirectWithToast } from "~/server/flash.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/backups";

export const handle: AdminHandle = { area: "backups" };

const PATH = "/admin/sauvegardes";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  // The limit travels with the data: the component must not import the .server module.
  return { ...(await listBackups()), listed: LISTED_BACKUPS };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  if (intent !== "backup") return refuseForm(intent, { form: "Action inconnue." }, form);
  const made = await backupNow(me.id);
  if (!made) {
    return refuseForm(
      intent,
      { form: "Une autre sauvegarde est en cours : réessayez dans un instant." },
      form,
      409,
    );
  }
  return redirectWithToast(PATH, {
    title: "Sauvegarde effectuée",
    description: `${made.name} (${made.size})`,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Sauvegardes — Administration" }];

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, listed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "backup";
  return (
    <>
      <AdminPageHeader
        title="Sauvegardes"
        subtitle="Copies complètes du site : base de données, fichiers téléversés et clé de chiffrement"
      />
      <AdminNotices messages={[actionData?.refused.errors.form]} />
      <AdminPanel id="liste-sauvegardes" title="Dernières sauvegardes">
        <p className="mb-4 text-sm text-muted-foreground">
          Une sauvegarde est faite chaque nuit et avant chaque mise à jour de la base. Copiez-les
          régulièrement hors de ce serveur.
          {total > listed ? ` Les ${listed} plus récentes sur ${total}.` : ""}
        </p>
        <Form method="post" className="mb-6">
          <input type="hidden" name="intent" value="backup" />
          <Button type="submit" disabled={busy}>
            {busy ? "Sauvegarde en cours…" : "Sauvegarder maintenant"}
          </Button>
        </Form>
        <AdminTable
          caption="Sauvegardes"
          headers={["Date", "Type", "Taille", "Fichier", "Actions"]}
          empty="Aucune sauvegarde pour l'instant."
          isEmpty={rows.length === 0}
        >
          {rows.map((row) => (
            <tr key={row.name} className={rowClasses}>
              <th scope="row" className={cn(cellClasses, "font-medium whitespace-nowrap")}>
                {row.when}
              </th>
              <td className={cellClasses}>{row.reason}</td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>{row.size}</td>
              <td className={cn(cellClasses, "break-all")}>{row.name}</td>
              <td className={cellClasses}>
                <a
                  href={`${PATH}/telecharger/${encodeURIComponent(row.name)}`}
                  download
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Télécharger<span className="sr-only"> la sauvegarde du {row.when}</span>
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminPanel>
    </>
  );
}
