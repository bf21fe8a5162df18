/**
 * /mon-espace/connexion?jeton=… — the page the e-mailed link opens. Opening it uses nothing up:
 * it shows a « Me connecter » button (mail scanners that fetch links must not spend the token);
 * the button's POST uses the link up, opens the donor session and leads to /mon-espace. A link
 * already used, expired or unknown says so, with a way to ask for a new one.
 */
import { redirect } from "react-router";
import { EmailedLinkPage } from "~/components/site/page/emailed-link-page";
import { DONOR_SPACE_PATH } from "~/domain/donor-space/intents";
import { isLiveLink, readLinkToken, signInWithLink } from "~/domain/donor-space/links.server";
import { LINK_INVALID } from "~/domain/donor-space/messages";
import { refusalFor } from "~/lib/forms/refusal";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import type { Route } from "./+types/sign-in";
import { loadEmailedLink } from "~/routes/+shared/emailed-link.server";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";
import { noindexMeta } from "~/lib/seo";

const INTENT = "sign-in";
const TITLE = "Connexion à Mon espace";

export const loader = ({ request }: Route.LoaderArgs) =>
  loadEmailedLink(request, readLinkToken, isLiveLink);

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const result = await signInWithLink(await getDb(), readLinkToken(form.get("jeton")));
  if (result.ok) {
    return redirect(DONOR_SPACE_PATH, {
      headers: { ...PRIVATE_HEADERS, "Set-Cookie": result.setCookie },
    });
  }
  return refuseForm(INTENT, { form: result.message }, {}, 400, { headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = () => noindexMeta(TITLE);

export default function DonorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const refused = refusalFor(actionData, INTENT);
  return (
    <EmailedLinkPage
      title={TITLE}
      token={refused ? null : loaderData.token}
      prompt="Cliquez sur le bouton pour ouvrir votre espace donateur."
      submitLabel="Me connecter"
      refusal={refused?.errors.form ?? LINK_INVALID}
      retry={{ to: DONOR_SPACE_PATH, label: "Demander un nouveau lien" }}
    />
  );
}
