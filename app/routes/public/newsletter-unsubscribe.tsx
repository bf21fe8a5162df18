/**
 * /infolettre/desabonnement?jeton=… — the unsubscribe link of every newsletter, without signing
 * in. Opening it shows « Me désabonner » (a link fetched by a mail scanner changes nothing); the
 * button's POST unsubscribes at once. A mail client's one-click POST (RFC 8058: the
 * `List-Unsubscribe` URL, body `List-Unsubscribe=One-Click`) reaches the same action, the token
 * in the address.
 */
import { data } from "react-router";
import { EmailedLinkPage } from "~/components/site/page/emailed-link-page";
import {
  isUnsubscribeLink,
  readToken,
  unsubscribe,
} from "~/domain/newsletter/subscriptions.server";
import { UNSUBSCRIBED, UNSUBSCRIBE_INVALID } from "~/domain/newsletter/texts";
import { visibleUrl } from "~/lib/visible-url";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { loadEmailedLink } from "~/routes/+shared/emailed-link.server";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";
import type { Route } from "./+types/newsletter-unsubscribe";
import { noindexMeta } from "~/lib/seo";

const TITLE = "Désabonnement de l'infolettre";

export const loader = ({ request }: Route.LoaderArgs) =>
  loadEmailedLink(request, readToken, isUnsubscribeLink);

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const token =
    readToken(form.get("jeton")) ?? readToken(visibleUrl(request).searchParams.get("jeton"));
  const done = await unsubscribe(await getDb(), token);
  return data({ unsubscribed: done }, { status: done ? 200 : 400, headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = () => noindexMeta(TITLE);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EmailedLinkPage
      title={TITLE}
      token={actionData ? null : loaderData.token}
      done={actionData?.unsubscribed ? UNSUBSCRIBED : undefined}
      prompt="Cliquez sur le bouton pour ne plus recevoir l'infolettre de la fondation."
      submitLabel="Me désabonner"
      refusal={UNSUBSCRIBE_INVALID}
    />
  );
}
