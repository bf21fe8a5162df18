/**
 * The screen of /admin/messages: the inbox of the public contact form, filtered by read state,
 * and the open message (`?details=ID`).
 */
import { confirmDelete, DetailsLink, type Column } from "~/components/admin/crud/crud-list";
import { optionsOf } from "~/components/admin/crud/form-fields";
import { InboxScreen } from "~/components/admin/inbox-screen";
import { StatusBadge } from "~/components/admin/status-badge";
import type { loadMessagesPage, MessageRow } from "~/domain/contact/messages-inbox.server";
import { messageFilters } from "~/domain/contact/messages";
import { formatDateTime } from "~/lib/format";
import { cn } from "~/lib/utils";
import { MessagePanel } from "./message-panel";

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

export function MessagesScreen({
  data: { list, filter, details, notice },
  formError,
}: {
  data: Awaited<ReturnType<typeof loadMessagesPage>>;
  formError?: string;
}) {
  return (
    <InboxScreen
      heading={{
        title: "Messages",
        subtitle: "Les messages envoyés par le formulaire de contact du site",
      }}
      notices={[notice, formError]}
      panel={details && ((closeTo) => <MessagePanel message={details} closeTo={closeTo} />)}
      id="liste-messages"
      title={list.unread > 0 ? `Boîte de réception (${list.unread} non lus)` : "Boîte de réception"}
      caption="Messages reçus"
      columns={COLUMNS}
      list={list}
      empty="Aucun message."
      filter={{
        label: "Afficher",
        name: "etat",
        value: filter,
        allLabel: "Tous les messages",
        options: optionsOf(messageFilters),
      }}
      subject={(message) => `le message de ${message.name}`}
      actions={(message) => (
        <DetailsLink id={message.id} label="Lire" subject={`le message de ${message.name}`} />
      )}
      confirm={confirmDelete(
        "Supprimer le message",
        (message) => `le message de ${message.name} (« ${message.subject} »)`,
      )}
    />
  );
}
