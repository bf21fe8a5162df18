/**
 * /admin/mon-compte — Mon compte › Sécurité, for every role: one's own password, open sessions
 * and two-step sign-in (decision 0018). The actions are shared with Paramètres › Sécurité
 * (routes/+shared/own-security.server.ts).
 */
import { data } from "react-router";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { TwoStepSection } from "~/components/admin/account/two-step-section";
import { SecurityTab } from "~/components/admin/settings/security-tab";
import { FormAlert } from "~/components/ui/field";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import { intentAction } from "~/routes/admin/+shared/intents.server";
import { ownSecurityIntents, ownSessionItems } from "~/routes/+shared/own-security.server";
import { OWN_SECURITY_INTENTS } from "~/domain/users/own-security-schema";
import { twoStepStatus } from "~/domain/users/two-step.server";
import { currentSessionId } from "~/server/auth/session.server";
import type { Route } from "./+types/account";

const PATH = "/admin/mon-compte";

export async function loader({ request }: Route.LoaderArgs) {
  const { me, db } = await openScreen(request, "account");
  return data(
    {
      sessions: await ownSessionItems(db, me.id, currentSessionId(request)),
      twoStep: await twoStepStatus(db, me),
    },
    // The page may carry the secret being set up: never kept by a cache.
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const intents = ownSecurityIntents({
    path: PATH,
    passwordSaved: {
      title: "Mot de passe changé",
      description: "Vos autres sessions ont été déconnectées.",
    },
    sessionId: currentSessionId(request),
  });
  return intentAction({ area: "account", path: PATH }, request, intents);
}

export const meta: Route.MetaFunction = () => [{ title: "Mon compte — Administration" }];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && "refused" in actionData ? actionData.refused : undefined;
  return (
    <>
      <AdminPageHeader
        title="Mon compte"
        subtitle="Votre mot de passe, vos sessions et la validation en deux étapes"
      />
      {/* An intent none of the section's forms sent. */}
      <FormAlert
        message={
          refused && !OWN_SECURITY_INTENTS.has(refused.intent) ? refused.errors.form : undefined
        }
      />
      <AdminPanel id="titre-securite" title="Sécurité" className="max-w-3xl">
        <SecurityTab
          action={PATH}
          sessions={loaderData.sessions}
          answer={refused && { refused }}
          after={<TwoStepSection status={loaderData.twoStep} action={PATH} answer={actionData} />}
        />
      </AdminPanel>
    </>
  );
}
