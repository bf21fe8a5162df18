/**
 * /connexion/verification — the second step of a sign-in for an account with two-step sign-in:
 * a code from the authenticator app, or a recovery code. Reached only with the short-lived
 * challenge cookie the password step set (domain/users/login-challenge.server.ts). The form
 * follows the form protocol (decision 0021), its schema loaded as on /connexion.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  CHALLENGE_EXPIRED,
  clearChallengeCookie,
  completeLoginChallenge,
  readLoginChallenge,
} from "~/domain/users/login-challenge.server";
import { signInConstraints } from "~/domain/users/login.server";
import { refusalFor } from "~/lib/forms/refusal";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import type { Route } from "./+types/two-step";
import { clientIpContext } from "~/server/load-context";
import { noindexMeta } from "~/lib/seo";

const NO_STORE = "no-store";
const INTENT = "two-step";
const ORDER = ["code"] as const;
const loadSchema = () => import("~/domain/users/schema").then((m) => m.twoStepCodeSchema);

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await readLoginChallenge(await getDb(), request.headers.get("cookie")))) {
    throw redirect("/connexion", { headers: { "Set-Cookie": clearChallengeCookie() } });
  }
  return data(
    { constraints: signInConstraints.twoStepCode() },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await completeLoginChallenge(await getDb(), await readFormData(request), {
    cookie: request.headers.get("cookie"),
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent"),
  });
  const headers = new Headers({ "Cache-Control": NO_STORE });
  if (result.status === "signed-in") {
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    return redirect(result.redirectTo, { headers });
  }
  // The code typed never comes back to the page.
  if (result.status === "expired") {
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    return refuseForm(INTENT, { form: CHALLENGE_EXPIRED }, {}, 401, { headers });
  }
  return refuseForm(INTENT, { code: result.error }, {}, result.httpStatus, { headers });
}

export const meta: Route.MetaFunction = () => noindexMeta("Code de vérification");

export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const refused = refusalFor<"code">(actionData, INTENT);
  const form = useSchemaForm<"code">({
    schema: loadSchema,
    refused,
    order: ORDER,
    constraints: loaderData.constraints,
  });
  // Refused as a whole: the challenge is gone (expired, used, too many wrong codes).
  const expired = refused?.errors.form;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-primary">Code de vérification</h1>
        {expired ? (
          <div className="mt-6 grid gap-4">
            <FormAlert message={expired} />
            <Link to="/connexion" className="font-medium text-primary underline underline-offset-4">
              Retour à la connexion
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-2 mb-6 text-muted-foreground">
              Entrez le code à 6 chiffres de votre application d&apos;authentification, ou un de vos
              codes de récupération.
            </p>
            <Form {...form.props} method="post" className="grid gap-5">
              <Field id="verification-code" label="Code de vérification" error={form.errors.code}>
                {(control) => (
                  <Input
                    {...control}
                    name="code"
                    {...form.constraint("code")}
                    autoComplete="one-time-code"
                    autoCapitalize="none"
                    spellCheck={false}
                    className="max-w-56"
                  />
                )}
              </Field>
              <SubmitButton
                busy={submitting}
                busyLabel="Vérification…"
                size="lg"
                className="justify-self-start"
              >
                Vérifier
              </SubmitButton>
            </Form>
            <p className="mt-6 text-sm">
              <Link to="/connexion" className="underline underline-offset-4">
                Recommencer la connexion
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
