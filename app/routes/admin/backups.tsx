/**
 * /admin/sauvegardes — the archives of the backup folder (administrateur; decision 0017): the
 * last ones with their date and size, a 'Télécharger' link for each, and 'Sauvegarder maintenant'.
 * The nightly backup and `npm run backup` write to the same folder.
 */
import { BackupsScreen } from "~/components/admin/backups/backups-screen";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { backupNow, listBackups, LISTED_BACKUPS } from "~/domain/backups/backups-admin.server";
import { intentAction } from "~/routes/admin/+shared/intents.server";
import { requireUser } from "~/routes/+shared/access.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/backups";

const PATH = "/admin/sauvegardes";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "backups");
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

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  return <BackupsScreen data={loaderData} formError={actionData?.refused.errors.form} />;
}
