/**
 * /infolettre/confirmation?jeton=… — the page the confirmation e-mail opens. Opening it confirms
 * nothing (mail scanners fetch links): it shows « Confirmer mon inscription », whose POST uses the
 * single-use link up and confirms the address. A used, expired or unknown link says so.
 */
import { data } from "react-router";
import { EmailedLinkPage } from "~/components/site/page/emailed-link-page";
import {
  confirmSubscription,
  isLiveConfirmation,
  readToken,
} from "~/domain/newsletter/subscriptions.server";
import { CONFIRMED, CONFIRM_INVALID, NEWSLETTER_PATH } from "~/domain/newsletter/texts";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { loadEmailedLink } from "~/routes/+shared/emailed-link.server";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";
import type { Route } from "./+types/newsletter-confirm";
import { noindexMeta } from "~/lib/seo";

const TITLE = "Confirmation de l'inscription";

export const loader = ({ request }: Route.LoaderArgs) =>
  loadEmailedLink(request, readToken, isLiveConfirmation);

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const confirmed = await confirmSubscription(await getDb(), readToken(form.get("jeton")));
  return data({ confirmed }, { status: confirmed ? 200 : 400, headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = () => noindexMeta(TITLE);

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EmailedLinkPage
      title={TITLE}
      token={actionData ? null : loaderData.token}
      done={actionData?.confirmed ? CONFIRMED : undefined}
      prompt="Cliquez sur le bouton pour confirmer votre inscription à l'infolettre."
      submitLabel="Confirmer mon inscription"
      refusal={CONFIRM_INVALID}
      retry={{ to: NEWSLETTER_PATH, label: "M'inscrire de nouveau" }}
    />
  );
}
