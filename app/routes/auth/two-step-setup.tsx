/**
 * /connexion/activation-deux-etapes — where an account is sent, right after its password, when
 * Paramètres › Sécurité requires two-step sign-in for its role and it has none yet (requireUser
 * sends every /admin request here until it is done). Opening the page prepares a secret to scan.
 */
import { data, Form, redirect } from "react-router";
import { TwoStepSection } from "~/components/admin/account/two-step-section";
import { ownSecurityAction } from "~/routes/+shared/own-security.server";
import { startTwoStep, twoStepStatus } from "~/domain/users/two-step.server";
import { getSessionUser } from "~/routes/+shared/access.server";
import { OWN_SECURITY_INTENTS } from "~/domain/users/own-security-schema";
import { currentSessionId, loginPath, safeRedirect } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import type { Route } from "./+types/two-step-setup";
import { visibleUrl } from "~/lib/visible-url";
import { noindexMeta } from "~/lib/seo";

const SETUP_INTENTS = new Set(["two-step-start", "two-step-confirm", "two-step-cancel"]);

async function signedIn(request: Request) {
  const user = await getSessionUser(request);
  if (!user) {
    const url = visibleUrl(request);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await signedIn(request);
  const db = await getDb();
  const redirectTo = safeRedirect(visibleUrl(request).searchParams.get("redirectTo"));
  // Idempotent: a secret is created only when none is waiting and two-step is not on yet.
  await startTwoStep(db, user.id);
  return data(
    { twoStep: await twoStepStatus(db, user), redirectTo },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await signedIn(request);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const url = visibleUrl(request);
  const answer = SETUP_INTENTS.has(intent)
    ? await ownSecurityAction(await getDb(), user, form, {
        path: url.pathname + url.search,
        passwordSaved: { title: "" },
        sessionId: currentSessionId(request),
      })
    : null;
  return answer ?? refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => noindexMeta("Activer la validation en deux étapes");

export default function TwoStepSetup({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  // An intent the section's forms did not send.
  const unknown = refused && !OWN_SECURITY_INTENTS.has(refused.intent) ? refused.errors.form : null;
  const done = actionData && "twoStep" in actionData;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-14 sm:py-20">
      <div className="grid gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div>
          <h1 className="text-3xl font-bold text-primary">Activer la validation en deux étapes</h1>
          <p className="mt-2 text-muted-foreground">
            Votre rôle exige la validation en deux étapes : activez-la pour ouvrir
            l&apos;administration.
          </p>
        </div>
        {unknown ? <p role="alert">{unknown}</p> : null}
        <TwoStepSection
          status={{ ...loaderData.twoStep, required: true }}
          answer={actionData}
          continueTo={loaderData.twoStep.enabled || done ? loaderData.redirectTo : undefined}
        />
        <Form method="post" action="/deconnexion">
          <button type="submit" className="text-sm underline underline-offset-4">
            Se déconnecter
          </button>
        </Form>
      </div>
    </section>
  );
}
