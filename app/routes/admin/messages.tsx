/**
 * /admin/messages — the inbox of the public contact form (administrateur). Newest first, filtered
 * by read state (`?etat=`), one page at a time; `?details=ID` opens a message (and marks it read).
 * 'Répondre' opens the volunteer's own mail program; 'Marquer comme non lu' and 'Supprimer'
 * (after a confirmation) are POST forms. Everything works without JavaScript.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { FilterForm } from "~/components/admin/filter-form";
import { backTo, parseRecordId, postedRecord, searchWith } from "~/lib/forms/form-mode";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { Pagination } from "~/components/admin/pagination";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  deleteMessage,
  listMessages,
  openMessage,
  setMessageRead,
  type MessageRow,
} from "~/domain/contact/messages-admin.server";
import {
  MESSAGE_NOT_FOUND,
  messageFilterKeys,
  messageFilters,
  parseMessageFilter,
} from "~/domain/contact/messages";
import { formatDateTime } from "~/lib/format";
import { cn } from "~/lib/utils";
import { requireUser } from "~/domain/users/access.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/messages";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "messages" };

const PATH = "/admin/messages";
const PREVIEW_LENGTH = 90;

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const filter = parseMessageFilter(params.get("etat"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  // Opened first, so the list below already shows it as read.
  const detailsId = params.has("details") ? parseRecordId(params.get("details")) : null;
  const details = detailsId ? await openMessage(db, detailsId) : null;
  if (params.has("details") && !details) notices.push(MESSAGE_NOT_FOUND);
  const list = await listMessages(db, { page, filter });
  return { list, filter, details, notice: notices[0] ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request);
  const { intent, id } = postedRecord(form);
  const db = await getDb();

  if (intent === "unread") {
    if (id === null || !(await setMessageRead(db, id, false))) {
      return refuseForm(intent, { form: MESSAGE_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(backTo(PATH, request, ["details"]), {
      title: "Message marqué comme non lu",
    });
  }

  if (intent === "delete") {
    if (id === null || !(await deleteMessage(db, me.id, id))) {
      return refuseForm(intent, { form: MESSAGE_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(backTo(PATH, request, ["details"]), { title: "Message supprimé" });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Messages — Administration" }];

function preview(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line;
}

/** mailto: with the subject answered ("Re : …"), for the volunteer's own mail program. */
function replyHref(message: MessageRow): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re : ${message.subject}`)}`;
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filter, details, notice } = loaderData;
  const { search } = useLocation();
  const error = actionData?.refused.errors.form;
  return (
    <>
      <AdminPageHeader
        title="Messages"
        subtitle="Les messages envoyés par le formulaire de contact du site"
      />
      <AdminNotices messages={[notice, error]} />

      {details ? (
        <MessagePanel message={details} closeTo={searchWith(search, {}, ["details"])} />
      ) : null}

      <AdminPanel
        id="liste-messages"
        title={
          list.unread > 0 ? `Boîte de réception (${list.unread} non lus)` : "Boîte de réception"
        }
      >
        <FilterForm
          id="filtre-etat"
          label="Afficher"
          name="etat"
          value={filter}
          allLabel="Tous les messages"
          options={messageFilterKeys.map((key) => ({ value: key, label: messageFilters[key] }))}
          className="mb-4"
        />
        <AdminTable
          caption="Messages reçus"
          headers={["Message", "De", "Reçu le", "État", "Actions"]}
          empty="Aucun message."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((message) => (
            <tr key={message.id} className={rowClasses}>
              <th scope="row" className={cn(cellClasses, "font-normal")}>
                <span className={cn("block", !message.readAt && "font-semibold")}>
                  {message.subject}
                </span>
                <span className="block text-muted-foreground">{preview(message.message)}</span>
              </th>
              <td className={cellClasses}>
                <span className="block">{message.name}</span>
                <span className="block break-all text-muted-foreground">{message.email}</span>
              </td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>
                {formatDateTime(message.createdAt)}
              </td>
              <td className={cellClasses}>
                <StatusBadge tone={message.readAt ? "neutral" : "warning"}>
                  {message.readAt ? "Lu" : "Non lu"}
                </StatusBadge>
              </td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={searchWith(search, { details: message.id })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Lire<span className="sr-only"> le message de {message.name}</span>
                  </Link>
                  <DeleteMessage message={message} />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={list.page} pageCount={list.pageCount} />
      </AdminPanel>
    </>
  );
}

function DeleteMessage({ message }: { message: MessageRow }) {
  return (
    <ConfirmDialog
      intent="delete"
      id={message.id}
      subject={`le message de ${message.name}`}
      title="Supprimer le message"
      description={`Êtes-vous sûr de vouloir supprimer le message de ${message.name} (« ${message.subject} ») ? Cette action ne peut pas être annulée.`}
    />
  );
}

function MessagePanel({ message, closeTo }: { message: MessageRow; closeTo: string }) {
  return (
    <AdminPanel id="message" title={message.subject} className="mb-8 max-w-3xl">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-muted-foreground">De</dt>
        <dd>
          {message.name} &lt;
          <a href={`mailto:${message.email}`} className="text-primary underline">
            {message.email}
          </a>
          &gt;
        </dd>
        <dt className="font-medium text-muted-foreground">Reçu le</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
      </dl>
      <p className="mt-4 text-sm whitespace-pre-line">{message.message}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        <a href={replyHref(message)} className={buttonVariants({ size: "sm" })}>
          Répondre<span className="sr-only"> à {message.name} par courriel</span>
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value="unread" />
          <input type="hidden" name="id" value={message.id} />
          <Button type="submit" variant="outline" size="sm">
            Marquer comme non lu
          </Button>
        </Form>
        <Link to={closeTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Fermer
        </Link>
      </div>
    </AdminPanel>
  );
}
