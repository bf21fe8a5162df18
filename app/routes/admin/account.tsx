/**
 * /admin/mon-compte — Mon compte › Sécurité, for every role: one's own password, open sessions
 * and two-step sign-in (decision 0018). The actions are shared with Paramètres › Sécurité
 * (domain/users/own-security-actions.server.ts).
 */
import { data } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-frame";
import { TwoStepSection } from "~/components/admin/account/two-step-section";
import { SecurityTab } from "~/components/admin/settings/security-tab";
import { FormAlert } from "~/components/ui/field";
import type { AdminHandle } from "~/domain/admin/handle";
import { ownSecurityAction } from "~/domain/users/own-security-actions.server";
import { twoStepStatus } from "~/domain/users/two-step.server";
import { listOwnSessions } from "~/domain/users/users.server";
import { requireUser } from "~/domain/users/access.server";
import { currentSessionId } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/account";

export const handle: AdminHandle = { area: "account" };

const PATH = "/admin/mon-compte";

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, handle.area);
  const db = await getDb();
  const sessions = await listOwnSessions(db, me.id, currentSessionId(request));
  return data(
    {
      sessions: sessions.map((s) => ({ ...s, lastSeenAt: s.lastSeenAt.toISOString() })),
      twoStep: await twoStepStatus(db, me),
    },
    // The page may carry the secret being set up: never kept by a cache.
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request);
  const answer = await ownSecurityAction(await getDb(), me, request, form, {
    path: PATH,
    passwordSaved: {
      title: "Mot de passe changé",
      description: "Vos autres sessions ont été déconnectées.",
    },
  });
  return answer ?? data({ intent: null, unknown: "Action inconnue." }, 400);
}

export const meta: Route.MetaFunction = () => [{ title: "Mon compte — Administration" }];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const security = actionData && "security" in actionData ? actionData.security : undefined;
  const twoStep = actionData && "twoStep" in actionData ? actionData.twoStep : undefined;
  const unknown = actionData && "unknown" in actionData ? actionData.unknown : undefined;
  return (
    <>
      <AdminPageHeader
        title="Mon compte"
        subtitle="Votre mot de passe, vos sessions et la validation en deux étapes"
      />
      <FormAlert message={unknown} />
      <section
        aria-labelledby="titre-securite"
        className="max-w-3xl rounded-xl border border-border bg-card p-6 shadow-sm"
      >
        <h2 id="titre-securite" className="mb-4 text-lg font-semibold text-primary">
          Sécurité
        </h2>
        <SecurityTab
          action={PATH}
          sessions={loaderData.sessions}
          errors={security && "errors" in security ? security.errors : undefined}
          sessionError={security && "sessionError" in security ? security.sessionError : undefined}
          after={
            <TwoStepSection
              status={loaderData.twoStep}
              action={PATH}
              error={twoStep && "error" in twoStep ? twoStep.error : undefined}
              recoveryCodes={
                twoStep && "recoveryCodes" in twoStep ? twoStep.recoveryCodes : undefined
              }
            />
          }
        />
      </section>
    </>
  );
}
