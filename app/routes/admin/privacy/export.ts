/**
 * /admin/renseignements-personnels/export — « Télécharger l'export » of « Renseignements
 * personnels » (administrateur): a POST with the address gives `renseignements-<date>.json`,
 * every record held about it (decision 0034). A GET goes back to the screen.
 */
import { redirect } from "react-router";
import { PRIVACY_PATH } from "~/domain/privacy/tabs";
import { requireUser } from "~/routes/+shared/access.server";
import type { Route } from "./+types/export";
import { personalDataExportAction } from "./personal-data.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "privacy");
  return redirect(PRIVACY_PATH);
}

export const action = ({ request }: Route.ActionArgs) => personalDataExportAction(request);
