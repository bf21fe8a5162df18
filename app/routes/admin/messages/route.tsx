/**
 * /admin/messages — the inbox of the public contact form (administrateur). Newest first, filtered
 * by read state (`?etat=`), one page at a time; `?details=ID` opens a message (and marks it read).
 * 'Répondre' opens the volunteer's own mail program; 'Marquer comme non lu' and 'Supprimer'
 * (after a confirmation) are POST forms. Everything works without JavaScript.
 */
import { MessagesScreen } from "~/components/admin/messages/messages-screen";
import {
  loadMessagesPage,
  messageIntents,
  MESSAGES_PATH,
} from "~/domain/contact/messages-inbox.server";
import { openScreen } from "~/routes/admin/+shared/crud.server";
import { intentAction } from "~/routes/admin/+shared/intents.server";
import type { Route } from "./+types/route";

export const loader = async ({ request }: Route.LoaderArgs) =>
  loadMessagesPage(await openScreen(request, "messages"));
// Back to the list with its filter and page, the message closed.
export const action = ({ request }: Route.ActionArgs) =>
  intentAction(
    { area: "messages", path: MESSAGES_PATH, dropAfterChange: ["details"] },
    request,
    messageIntents,
  );
export const meta: Route.MetaFunction = () => [{ title: "Messages — Administration" }];

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  return <MessagesScreen data={loaderData} formError={actionData?.refused.errors.form} />;
}
