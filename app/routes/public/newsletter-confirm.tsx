/**
 * /infolettre/confirmation?jeton=… — the page the confirmation e-mail opens. Opening it confirms
 * nothing (mail scanners fetch links): it shows « Confirmer mon inscription », whose POST uses the
 * single-use link up and confirms the address. A used, expired or unknown link says so.
 */
import { Form, Link, data, useNavigation } from "react-router";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import {
  confirmSubscription,
  isLiveConfirmation,
  readToken,
} from "~/domain/newsletter/subscriptions.server";
import { CONFIRMED, CONFIRM_INVALID, NEWSLETTER_PATH } from "~/domain/newsletter/texts";
import { visibleUrl } from "~/lib/visible-url";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/newsletter-confirm";

const TITLE = "Confirmation de l'inscription";
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = readToken(visibleUrl(request).searchParams.get("jeton"));
  const live = await isLiveConfirmation(await getDb(), token);
  return data({ token: live ? token : null }, { headers: PRIVATE });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const confirmed = await confirmSubscription(await getDb(), readToken(form.get("jeton")));
  return data({ confirmed }, { status: confirmed ? 200 : 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <>
      <PageHeader title={TITLE} />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="mx-auto grid max-w-xl gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {actionData?.confirmed ? (
            <p role="status" className="text-lg font-medium text-primary">
              {CONFIRMED}
            </p>
          ) : loaderData.token && !actionData ? (
            <>
              <p>Cliquez sur le bouton pour confirmer votre inscription à l'infolettre.</p>
              <Form method="post" replace>
                <input type="hidden" name="jeton" value={loaderData.token} />
                <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
                  Confirmer mon inscription
                </Button>
              </Form>
            </>
          ) : (
            <>
              <FormAlert message={CONFIRM_INVALID} />
              <div>
                <Link to={NEWSLETTER_PATH} className={buttonVariants({ variant: "default" })}>
                  M'inscrire de nouveau
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
