/**
 * /infolettre/desabonnement?jeton=… — the unsubscribe link of every newsletter, without signing
 * in. Opening it shows « Me désabonner » (a link fetched by a mail scanner changes nothing); the
 * button's POST unsubscribes at once. A mail client's one-click POST (RFC 8058: the
 * `List-Unsubscribe` URL, body `List-Unsubscribe=One-Click`) reaches the same action, the token
 * in the address.
 */
import { Form, data, useNavigation } from "react-router";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import {
  isUnsubscribeLink,
  readToken,
  unsubscribe,
} from "~/domain/newsletter/subscriptions.server";
import { UNSUBSCRIBED, UNSUBSCRIBE_INVALID } from "~/domain/newsletter/texts";
import { visibleUrl } from "~/lib/visible-url";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import type { Route } from "./+types/newsletter-unsubscribe";

const TITLE = "Désabonnement de l'infolettre";
const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = readToken(visibleUrl(request).searchParams.get("jeton"));
  const known = await isUnsubscribeLink(await getDb(), token);
  return data({ token: known ? token : null }, { headers: PRIVATE });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const token =
    readToken(form.get("jeton")) ?? readToken(visibleUrl(request).searchParams.get("jeton"));
  const done = await unsubscribe(await getDb(), token);
  return data({ unsubscribed: done }, { status: done ? 200 : 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = () => [
  { title: TITLE },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <>
      <PageHeader title={TITLE} />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="mx-auto grid max-w-xl gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {actionData?.unsubscribed ? (
            <p role="status" className="text-lg font-medium text-primary">
              {UNSUBSCRIBED}
            </p>
          ) : loaderData.token && !actionData ? (
            <>
              <p>Cliquez sur le bouton pour ne plus recevoir l'infolettre de la fondation.</p>
              <Form method="post" replace>
                <input type="hidden" name="jeton" value={loaderData.token} />
                <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
                  Me désabonner
                </Button>
              </Form>
            </>
          ) : (
            <FormAlert message={UNSUBSCRIBE_INVALID} />
          )}
        </div>
      </div>
    </>
  );
}
