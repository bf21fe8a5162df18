/**
 * /admin/sauvegardes — the archives of the backup folder (administrateur; decision 0017): the
 * last ones with their date and size, a 'Télécharger' link for each, and 'Sauvegarder maintenant'.
 * The nightly backup and `npm run backup` write to the same folder.
 */
import { Form, useNavigation } from "react-router";
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { RecordTable, type Column } from "~/components/admin/crud/crud-list";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { Button, buttonVariants } from "~/components/ui/button";
import type { AdminHandle } from "~/domain/admin/handle";
import { backupNow, listBackups, LISTED_BACKUPS } from "~/domain/backups/backups-admin.server";
import { intentAction } from "~/domain/admin/crud-screen.server";
import { requireUser } from "~/domain/users/access.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/backups";

export const handle: AdminHandle = { area: "backups" };

const PATH = "/admin/sauvegardes";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  // The limit travels with the data: the component must not import the .server module.
  return { ...(await listBackups()), listed: LISTED_BACKUPS };
}

export async function action({ request }: Route.ActionArgs) {
  return intentAction({ area: "backups", path: PATH }, request, {
    backup: async ({ me, intent, form }) => {
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
    },
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Sauvegardes — Administration" }];

type Backup = Route.ComponentProps["loaderData"]["rows"][number];

const COLUMNS: Column<Backup>[] = [
  { header: "Date", rowHeader: true, className: "whitespace-nowrap", cell: (row) => row.when },
  { header: "Type", cell: (row) => row.reason },
  { header: "Taille", className: "whitespace-nowrap", cell: (row) => row.size },
  { header: "Fichier", className: "break-all", cell: (row) => row.name },
];

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
        <RecordTable
          caption="Sauvegardes"
          columns={COLUMNS}
          rows={rows}
          empty="Aucune sauvegarde pour l'instant."
          rowKey={(row) => row.name}
          actions={(row) => (
            <a
              href={`${PATH}/telecharger/${encodeURIComponent(row.name)}`}
              download
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Télécharger<span className="sr-only"> la sauvegarde du {row.when}</span>
            </a>
          )}
        />
      </AdminPanel>
    </>
  );
}
