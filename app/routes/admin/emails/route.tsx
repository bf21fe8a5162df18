/**
 * /admin/courriels — every e-mail the site sends, as the outbox holds it (administrateur; decision
 * 0014): sent, pending (with the next attempt and the last error) and failed messages, filtered by
 * status (`?statut=`) and searched by recipient or reference (`?q=`). `?details=ID` shows one
 * message as it was written; 'Réessayer' puts a pending or failed message back in line at once.
 * Without SMTP_URL nothing leaves: the screen says so.
 */
import { EmailsScreen } from "~/components/admin/emails/emails-screen";
import { emailsAction, loadEmailsScreen } from "./emails.server";
import type { Route } from "./+types/route";

export const loader = ({ request }: Route.LoaderArgs) => loadEmailsScreen(request);
export const action = ({ request }: Route.ActionArgs) => emailsAction(request);
export const meta: Route.MetaFunction = () => [{ title: "Courriels — Administration" }];

export default function Emails({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailsScreen data={loaderData} formError={actionData?.refused.errors.form} />;
}
