/**
 * /admin/messages — the inbox of the public contact form (administrateur). Newest first, filtered
 * by read state (`?etat=`), one page at a time; `?details=ID` opens a message (and marks it read).
 * 'Répondre' opens the volunteer's own mail program; 'Marquer comme non lu' and 'Supprimer'
 * (after a confirmation) are POST forms. Everything works without JavaScript.
 */
import { useLocation } from "react-router";
import { AdminNotices, AdminPageHeader } from "~/components/admin/admin-frame";
import {
  confirmDelete,
  CrudList,
  DetailsLink,
  type Column,
} from "~/components/admin/crud/crud-list";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { FilterForm } from "~/components/admin/filter-form";
import { StatusBadge } from "~/components/admin/status-badge";
import type { AdminHandle } from "~/domain/admin/handle";
import {
  loadMessagesScreen,
  messagesAction,
  type MessageRow,
} from "~/domain/contact/messages-admin.server";
import { messageFilters } from "~/domain/contact/messages";
import { formatDateTime } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/route";
import { MessagePanel } from "./message-panel";

export const handle: AdminHandle = { area: "messages" };

export async function loader({ request }: Route.LoaderArgs) {
  return loadMessagesScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return messagesAction(request);
}

export const meta: Route.MetaFunction = () => [{ title: "Messages — Administration" }];

const PREVIEW_LENGTH = 90;

function preview(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

const COLUMNS: Column<MessageRow>[] = [
  {
    header: "Message",
    rowHeader: true,
    className: "font-normal",
    cell: (message) => (
      <>
        <span className={cn("block", !message.readAt && "font-semibold")}>{message.subject}</span>
        <span className="block text-muted-foreground">{preview(message.message)}</span>
      </>
    ),
  },
  {
    header: "De",
    cell: (message) => (
      <>
        <span className="block">{message.name}</span>
        <span className="block break-all text-muted-foreground">{message.email}</span>
      </>
    ),
  },
  {
    header: "Reçu le",
    className: "whitespace-nowrap",
    cell: (message) => formatDateTime(message.createdAt),
  },
  {
    header: "État",
    cell: (message) => (
      <StatusBadge tone={message.readAt ? "neutral" : "warning"}>
        {message.readAt ? "Lu" : "Non lu"}
      </StatusBadge>
    ),
  },
];

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filter, details, notice } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <AdminPageHeader
        title="Messages"
        subtitle="Les messages envoyés par le formulaire de contact du site"
      />
      <AdminNotices messages={[notice, actionData?.refused.errors.form]} />

      {details ? (
        <MessagePanel message={details} closeTo={searchWith(search, {}, ["details"])} />
      ) : null}

      <CrudList
        id="liste-messages"
        title={
          list.unread > 0 ? `Boîte de réception (${list.unread} non lus)` : "Boîte de réception"
        }
        caption="Messages reçus"
        columns={COLUMNS}
        list={list}
        empty="Aucun message."
        toolbar={
          <FilterForm
            id="filtre-etat"
            label="Afficher"
            name="etat"
            value={filter}
            allLabel="Tous les messages"
            options={optionsOf(messageFilters)}
          />
        }
        subject={(message) => `le message de ${message.name}`}
        editParam={null}
        actions={(message) => (
          <DetailsLink id={message.id} label="Lire" subject={`le message de ${message.name}`} />
        )}
        confirm={confirmDelete(
          "Supprimer le message",
          (message) => `le message de ${message.name} (« ${message.subject} »)`,
        )}
      />
    </>
  );
}
