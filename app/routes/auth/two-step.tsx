/**
 * /connexion/verification — the second step of a sign-in for an account with two-step sign-in:
 * a code from the authenticator app, or a recovery code. Reached only with the short-lived
 * challenge cookie the password step set (domain/users/login-challenge.server.ts).
 */
import * as React from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import {
  CHALLENGE_EXPIRED,
  clearChallengeCookie,
  completeLoginChallenge,
  readLoginChallenge,
} from "~/domain/users/login-challenge.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/two-step";
import { clientIpContext } from "~/server/load-context";

const NO_STORE = "no-store";

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await readLoginChallenge(await getDb(), request))) {
    throw redirect("/connexion", { headers: { "Set-Cookie": clearChallengeCookie() } });
  }
  return data({}, { headers: { "Cache-Control": NO_STORE } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const code = form.get("code");
  const result = await completeLoginChallenge(
    await getDb(),
    request,
    typeof code === "string" ? code : "",
    { ip: context.get(clientIpContext), userAgent: request.headers.get("user-agent") },
  );
  const headers = new Headers({ "Cache-Control": NO_STORE });
  if (result.status === "signed-in") {
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    return redirect(result.redirectTo, { headers });
  }
  if (result.status === "expired") {
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    return data({ error: CHALLENGE_EXPIRED, expired: true }, { status: 401, headers });
  }
  return data({ error: result.error, expired: false }, { status: result.httpStatus, headers });
}

export const meta: Route.MetaFunction = () => [
  { title: "Code de vérification" },
  { name: "robots", content: "noindex" },
];

export default function TwoStep({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (actionData?.error) inputRef.current?.focus();
  }, [actionData]);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-primary">Code de vérification</h1>
        {actionData?.expired ? (
          <div className="mt-6 grid gap-4">
            <FormAlert message={actionData.error} />
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
            <Form method="post" className="grid gap-5">
              <Field id="verification-code" label="Code de vérification" error={actionData?.error}>
                {(control) => (
                  <Input
                    {...control}
                    ref={inputRef}
                    name="code"
                    required
                    autoComplete="one-time-code"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={32}
                    className="max-w-56"
                  />
                )}
              </Field>
              <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
                {submitting ? "Vérification…" : "Vérifier"}
              </Button>
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
