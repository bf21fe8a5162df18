/**
 * /connexion — the back-office login (issue back-office, part 1). Works without JavaScript; the
 * rules live in domain/users/login.server.ts.
 */
import * as React from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { login } from "~/domain/users/login.server";
import type { LoginField } from "~/domain/users/schema";
import { getSessionUser, safeRedirect } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin");
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await login(await getDb(), await request.formData(), {
    ip: context?.clientIp,
    userAgent: request.headers.get("user-agent"),
  });
  if (result.status === "signed-in") {
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

  // After a refusal, put the keyboard on the first field to fix (or back on the password).
  React.useEffect(() => {
    if (!errors) return;
    const first = FIELD_ORDER.find((field) => errors[field]) ?? "password";
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const fieldProps = (field: LoginField) => {
    const error = errors?.[field];
    return {
      id: `connexion-${field}`,
      name: field,
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `connexion-${field}-erreur` : undefined,
    };
  };

  return (
    <section className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-primary">Connexion</h1>
        <p className="mt-2 mb-6 text-muted-foreground">
          Espace réservé aux bénévoles de la fondation.
        </p>
        <Form ref={formRef} method="post" className="grid gap-5">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {errors?.form ? (
            <p
              role="alert"
              className="rounded-md border border-destructive bg-white p-3 text-sm text-destructive"
            >
              {errors.form}
            </p>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor="connexion-email">Courriel</Label>
            <Input
              {...fieldProps("email")}
              key={actionData?.values.email ?? ""}
              type="email"
              autoComplete="username"
              inputMode="email"
              maxLength={254}
              defaultValue={actionData?.values.email ?? ""}
            />
            <FieldError field="email" error={errors?.email} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="connexion-password">Mot de passe</Label>
            <Input {...fieldProps("password")} type="password" autoComplete="current-password" />
            <FieldError field="password" error={errors?.password} />
          </div>
          <Button type="submit" size="lg" disabled={submitting} className="justify-self-start">
            {submitting ? "Connexion…" : "Se connecter"}
          </Button>
        </Form>
      </div>
    </section>
  );
}

function FieldError({ field, error }: { field: LoginField; error?: string }) {
  if (!error) return null;
  return (
    <p id={`connexion-${field}-erreur`} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}
