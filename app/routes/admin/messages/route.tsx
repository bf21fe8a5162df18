/**
 * /admin/messages — the inbox of the public contact form (administrateur). Newest first, filtered
 * by read state (`?etat=`), one page at a time; `?details=ID` opens a message (and marks it read).
 * 'Répondre' opens the volunteer's own mail program; 'Marquer comme non lu' and 'Supprimer'
 * (after a confirmation) are POST forms. Everything works without JavaScript.
 */
import { MessagesScreen } from "~/components/admin/messages/messages-screen";
import type { AdminHandle } from "~/domain/admin/handle";
import { loadMessagesScreen, messagesAction } from "~/domain/contact/messages-admin.server";
import type { Route } from "./+types/route";

export const handle: AdminHandle = { area: "messages" };
export const loader = ({ request }: Route.LoaderArgs) => loadMessagesScreen(request);
export const action = ({ request }: Route.ActionArgs) => messagesAction(request);
export const meta: Route.MetaFunction = () => [{ title: "Messages — Administration" }];

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  return <MessagesScreen data={loaderData} formError={actionData?.refused.errors.form} />;
}
