/**
 * /connexion — the back-office login (issue back-office, part 1). Works without JavaScript; the
 * rules live in domain/users/login.server.ts.
 */
import * as React from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { login } from "~/domain/users/login.server";
import type { LoginField } from "~/domain/users/schema";
import { getSessionUser, safeRedirect } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/login";
import { visibleUrl } from "~/lib/visible-url";
import { clientIpContext } from "~/server/load-context";

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(visibleUrl(request).searchParams.get("redirectTo"), "/admin");
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await login(await getDb(), await readFormData(request), {
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("user-agent"),
  });
  // Signed in, or on to the second step (/connexion/verification) with its challenge cookie.
  if (result.status === "signed-in" || result.status === "two-step") {
    return redirect(result.redirectTo, { headers: { "Set-Cookie": result.setCookie } });
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (result.retryAfterMs)
    headers.set("Retry-After", String(Math.ceil(result.retryAfterMs / 1000)));
  const status = result.status === "rate-limited" ? 429 : result.status === "refused" ? 401 : 400;
  return data({ errors: result.errors, values: result.values }, { status, headers });
}

export const meta: Route.MetaFunction = () => [
  { title: "Connexion" },
  { name: "robots", content: "noindex" },
];

const FIELD_ORDER: LoginField[] = ["email", "password"];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = actionData?.errors;
  const formRef = React.useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors, FIELD_ORDER, "password");

  return (
    <section className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-primary">Connexion</h1>
        <p className="mt-2 mb-6 text-muted-foreground">
          Espace réservé aux bénévoles de la fondation.
        </p>
        <Form ref={formRef} method="post" className="grid gap-5">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <FormAlert message={errors?.form} />
          <Field id="connexion-email" label="Courriel" error={errors?.email}>
            {(control) => (
              <Input
                {...control}
                name="email"
                required
                key={actionData?.values.email ?? ""}
                type="email"
                autoComplete="username"
                inputMode="email"
                maxLength={254}
                defaultValue={actionData?.values.email ?? ""}
              />
            )}
          </Field>
          <Field id="connexion-password" label="Mot de passe" error={errors?.password}>
            {(control) => (
              <Input
                {...control}
                name="password"
                required
                type="password"
                autoComplete="current-password"
              />
            )}
          </Field>
          <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
            {submitting ? "Connexion…" : "Se connecter"}
          </Button>
        </Form>
      </div>
    </section>
  );
}
