/**
 * /mon-espace/connexion?jeton=… — the page the e-mailed link opens. Opening it uses nothing up:
 * it shows a « Me connecter » button (mail scanners that fetch links must not spend the token);
 * the button's POST uses the link up, opens the donor session and leads to /mon-espace. A link
 * already used, expired or unknown says so, with a way to ask for a new one.
 */
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { PRIVATE_HEADERS } from "~/domain/donor-space/actions.server";
import { DONOR_SPACE_PATH } from "~/domain/donor-space/intents";
import { isLiveLink, readLinkToken, signInWithLink } from "~/domain/donor-space/links.server";
import { LINK_INVALID } from "~/domain/donor-space/messages";
import { refusalFor } from "~/lib/forms/refusal";
import { visibleUrl } from "~/lib/visible-url";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import type { Route } from "./+types/sign-in";

const INTENT = "sign-in";
const TITLE = "Connexion à Mon espace";

export async function loader({ request }: Route.LoaderArgs) {
  const token = readLinkToken(visibleUrl(request).searchParams.get("jeton"));
  const live = await isLiveLink(await getDb(), token);
  return data({ token: live ? token : null }, { headers: PRIVATE_HEADERS });
}

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

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: "robots", content: "noindex" },
];

export default function DonorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const refused = refusalFor(actionData, INTENT);
  const token = refused ? null : loaderData.token;
  return (
    <>
      <PageHeader title={TITLE} />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="mx-auto grid max-w-xl gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {token ? (
            <>
              <p>Cliquez sur le bouton pour ouvrir votre espace donateur.</p>
              <Form method="post" replace>
                <input type="hidden" name="jeton" value={token} />
                <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
                  Me connecter
                </Button>
              </Form>
            </>
          ) : (
            <>
              <FormAlert message={refused?.errors.form ?? LINK_INVALID} />
              <div>
                <Link to={DONOR_SPACE_PATH} className={buttonVariants({ variant: "default" })}>
                  Demander un nouveau lien
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
