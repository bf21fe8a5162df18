/**
 * /infolettre — the newsletter's sign-up page, and the action of every sign-up form (this page's
 * and the footer's, which posts here from any page with the page's path as `source`). The answer
 * is the same sentence whatever the address (domain/newsletter/subscriptions.server.ts); a refusal
 * comes back with the French messages and what was typed.
 */
import { data, useNavigation } from "react-router";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import type { SignUpField } from "~/domain/newsletter/schema";
import { signUp } from "~/domain/newsletter/subscriptions.server";
import { NEWSLETTER_PATH, SIGN_UP_INTENT } from "~/domain/newsletter/texts";
import { refusalFor } from "~/lib/forms/refusal";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { clientIpContext } from "~/server/load-context";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/newsletter";

const TITLE = "Infolettre";

/** The page a sign-up came from: a path of this site, else this page. */
function sourceOf(raw: FormDataEntryValue | null): string {
  return typeof raw === "string" && /^\/[^/\\]/.test(`${raw}x`) && raw.length <= 200
    ? raw
    : NEWSLETTER_PATH;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") !== SIGN_UP_INTENT) {
    return refuseForm(SIGN_UP_INTENT, { form: "Action inconnue." }, {});
  }
  const result = await signUp(await getDb(), form, {
    ip: context.get(clientIpContext),
    siteUrl: absoluteUrl(request, "/"),
    source: sourceOf(form.get("source")),
  });
  if (result.status === "sent") return data(result);
  const headers = new Headers();
  if (result.retryAfterMs) {
    headers.set("Retry-After", String(Math.ceil(result.retryAfterMs / 1000)));
  }
  return refuseForm(
    SIGN_UP_INTENT,
    result.errors,
    result.values,
    result.status === "rate-limited" ? 429 : 400,
    { headers },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  {
    name: "description",
    content:
      "Inscrivez-vous à l'infolettre de la fondation : nouvelles, événements et campagnes, avec confirmation par courriel et désabonnement en un clic.",
  },
];

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sent = actionData && "status" in actionData ? actionData : undefined;
  const refused = refusalFor<SignUpField>(
    actionData && "refused" in actionData ? actionData : undefined,
    SIGN_UP_INTENT,
  );
  return (
    <>
      <PageHeader
        title={TITLE}
        intro="Recevez les nouvelles, les événements et les campagnes de la fondation par courriel."
      />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="mx-auto grid max-w-2xl gap-6 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="grid gap-3 text-muted-foreground">
            <p>
              Après votre inscription, nous vous envoyons un courriel avec un lien de confirmation :
              rien d'autre ne vous est envoyé tant que vous ne l'avez pas confirmée.
            </p>
            <p>
              Chaque infolettre porte le nom et l'adresse de la fondation et un lien qui vous
              désabonne en un clic, sans mot de passe.
            </p>
          </div>
          <NewsletterForm
            // A new answer empties the form.
            key={sent?.receipt ?? "infolettre"}
            idPrefix="infolettre"
            source={NEWSLETTER_PATH}
            refused={refused}
            sent={sent?.message}
            submitting={
              navigation.state === "submitting" &&
              navigation.formAction?.startsWith(NEWSLETTER_PATH) === true
            }
          />
        </div>
      </div>
    </>
  );
}
