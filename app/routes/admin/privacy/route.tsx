/**
 * /admin/renseignements-personnels — « Renseignements personnels » (Law 25, administrateur;
 * decision 0034): find everything the site holds about an e-mail address, download it as a JSON
 * file, and erase it, keeping only the official receipts and the gifts they attest (tax law).
 * The address travels only in POST bodies (personal-data.server.ts).
 */
import { PersonalDataScreen } from "~/components/admin/privacy/personal-data-screen";
import type { Route } from "./+types/route";
import { loadPersonalDataScreen, personalDataAction } from "./personal-data.server";

export const loader = ({ request }: Route.LoaderArgs) => loadPersonalDataScreen(request);
export const action = ({ request }: Route.ActionArgs) => personalDataAction(request);
export const meta: Route.MetaFunction = () => [
  { title: "Renseignements personnels — Administration" },
];

export default function PersonalData({ actionData }: Route.ComponentProps) {
  // An unknown intent is refused the usual way (`refused`): its message only.
  const answer =
    actionData && "refused" in actionData
      ? { intent: "", email: "", errors: { form: actionData.refused.errors.form } }
      : actionData;
  return <PersonalDataScreen answer={answer} />;
}
