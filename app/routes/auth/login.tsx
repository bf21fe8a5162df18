/**
 * /connexion — the back-office login (issue back-office, part 1). Works without JavaScript; the
 * rules live in domain/users/login.server.ts. The form follows the form protocol (decision
 * 0021) and, like a public page, loads its schema only once the visitor reaches the form: the
 * page stays within the public pages' JavaScript budget, and a sign-in always starts by typing.
 */
import { Form, redirect, useNavigation } from "react-router";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { Input } from "~/components/ui/input";
import { Field, FormAlert } from "~/components/ui/field";
import { login, signInConstraints } from "~/domain/users/login.server";
import type { LoginField } from "~/domain/users/schema";
import { refusalFor, valueOf } from "~/lib/forms/refusal";
import { getSessionUser } from "~/routes/+shared/access.server";
import { safeRedirect } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import type { Route } from "./+types/login";
import { visibleUrl } from "~/lib/visible-url";
import { clientIpContext } from "~/server/load-context";
import { noindexMeta } from "~/lib/seo";

const INTENT = "login";
const FIELD_ORDER: readonly LoginField[] = ["email", "password"];
const loadSchema = () => import("~/domain/users/schema").then((m) => m.loginSchema);

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(visibleUrl(request).searchParams.get("redirectTo"), "/admin");
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return { redirectTo, constraints: signInConstraints.login() };
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
  return refuseForm(INTENT, result.errors, result.values, status, { headers });
}

export const meta: Route.MetaFunction = () => noindexMeta("Connexion");

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const refused = refusalFor<LoginField>(actionData, INTENT);
  const form = useSchemaForm<LoginField>({
    schema: loadSchema,
    refused,
    order: FIELD_ORDER,
    fallback: "password",
    constraints: loaderData.constraints,
  });
  const errors = form.errors;
  const email = valueOf(refused, "email", "");

  return (
    <section className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-primary">Connexion</h1>
        <p className="mt-2 mb-6 text-muted-foreground">
          Espace réservé aux bénévoles de la fondation.
        </p>
        <Form {...form.props} method="post" className="grid gap-5">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <FormAlert message={errors.form} />
          <Field id="connexion-email" label="Courriel" error={errors.email}>
            {(control) => (
              <Input
                {...control}
                name="email"
                key={email}
                {...form.constraint("email")}
                autoComplete="username"
                inputMode="email"
                defaultValue={email}
              />
            )}
          </Field>
          <Field id="connexion-password" label="Mot de passe" error={errors.password}>
            {(control) => (
              <Input
                {...control}
                name="password"
                {...form.constraint("password")}
                type="password"
                autoComplete="current-password"
              />
            )}
          </Field>
          <SubmitButton
            busy={submitting}
            busyLabel="Connexion…"
            size="lg"
            className="justify-self-start"
          >
            Se connecter
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
