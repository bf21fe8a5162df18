/**
 * /admin/courriels — every e-mail the site sends, as the outbox holds it (administrateur; decision
 * 0014): sent, pending (with the next attempt and the last error) and failed messages, filtered by
 * status (`?statut=`) and searched by recipient or reference (`?q=`). `?details=ID` shows one
 * message as it was written; 'Réessayer' puts a pending or failed message back in line at once.
 * Without SMTP_URL nothing leaves: the screen says so.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { backTo, parseRecordId, postedRecord, searchWith } from "~/lib/forms/form-mode";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { Pagination } from "~/components/admin/pagination";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  getOutboxEmail,
  listOutbox,
  retryOutboxEmail,
  type OutboxRow,
} from "~/domain/mail/outbox-admin.server";
import {
  EMAIL_ALREADY_SENT,
  EMAIL_NOT_FOUND,
  outboxFilterKeys,
  outboxFilters,
  outboxStatusLabels,
  parseOutboxFilter,
  topicLabel,
} from "~/domain/mail/topics";
import { formatDateTime } from "~/lib/format";
import { searchText } from "~/lib/search";
import { cn } from "~/lib/utils";
import { requireUser } from "~/domain/users/access.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import { smtpUrlFromEnv } from "~/server/mail/transport.server";
import type { Route } from "./+types/emails";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "emails" };

const PATH = "/admin/courriels";

const NO_SMTP =
  "Aucun serveur d'envoi n'est configuré (variable SMTP_URL) : les courriels restent en attente ici et partiront dès qu'il le sera.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const filter = parseOutboxFilter(params.get("statut"));
  const q = searchText(params.get("q"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listOutbox(db, {
    page,
    status: filter ? outboxFilters[filter].status : null,
    q,
  });
  const detailsId = params.has("details") ? parseRecordId(params.get("details")) : null;
  const details = detailsId ? await getOutboxEmail(db, detailsId) : null;
  if (params.has("details") && !details) notices.push(EMAIL_NOT_FOUND);
  return {
    list,
    filter,
    q,
    details,
    smtpConfigured: Boolean(smtpUrlFromEnv()),
    notice: notices[0] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request);
  const { intent, id } = postedRecord(form);
  if (intent !== "retry") return refuseForm(intent, { form: "Action inconnue." }, form);
  const outcome = id === null ? "not-found" : await retryOutboxEmail(await getDb(), me.id, id);
  if (outcome === "not-found") return refuseForm(intent, { form: EMAIL_NOT_FOUND }, form, 404);
  if (outcome === "already-sent")
    return refuseForm(intent, { form: EMAIL_ALREADY_SENT }, form, 409);
  return redirectWithToast(backTo(PATH, request, []), {
    title: "Nouvel essai programmé",
    description: "Le courriel partira au prochain passage de l'envoi.",
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Courriels — Administration" }];

const statusTones: Record<string, BadgeTone> = {
  pending: "warning",
  sent: "success",
  failed: "danger",
};

function StatusCell({ email }: { email: OutboxRow }) {
  return (
    <>
      <StatusBadge tone={statusTones[email.status] ?? "neutral"}>
        {outboxStatusLabels[email.status] ?? email.status}
      </StatusBadge>
      {email.status === "sent" && email.sentAt ? (
        <span className="mt-1 block text-muted-foreground">le {formatDateTime(email.sentAt)}</span>
      ) : null}
      {email.status === "pending" && email.attempts > 0 ? (
        <span className="mt-1 block text-muted-foreground">
          {email.attempts} essai(s) ; prochain le {formatDateTime(email.nextAttemptAt)}
        </span>
      ) : null}
      {email.status === "failed" ? (
        <span className="mt-1 block text-muted-foreground">{email.attempts} essai(s)</span>
      ) : null}
    </>
  );
}

function RetryForm({ email }: { email: OutboxRow }) {
  if (email.status === "sent") return null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={email.id} />
      <Button type="submit" variant="outline" size="sm">
        Réessayer<span className="sr-only"> l&apos;envoi à {email.to}</span>
      </Button>
    </Form>
  );
}

export default function Emails({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filter, q, details, smtpConfigured, notice } = loaderData;
  const { search } = useLocation();
  const error = actionData?.refused.errors.form;
  return (
    <>
      <AdminPageHeader
        title="Courriels"
        subtitle="Les courriels envoyés par le site : confirmations, avis à la fondation, reçus"
      />
      <AdminNotices messages={[smtpConfigured ? null : NO_SMTP, notice, error]} />

      {details ? (
        <AdminPanel id="courriel" title={details.subject} className="mb-8 max-w-3xl">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-muted-foreground">À</dt>
            <dd className="break-all">{details.to}</dd>
            <dt className="font-medium text-muted-foreground">Sujet</dt>
            <dd>{topicLabel(details.topic)}</dd>
            {details.relatedReference ? (
              <>
                <dt className="font-medium text-muted-foreground">Référence</dt>
                <dd>{details.relatedReference}</dd>
              </>
            ) : null}
            <dt className="font-medium text-muted-foreground">Créé le</dt>
            <dd>{formatDateTime(details.createdAt)}</dd>
            <dt className="font-medium text-muted-foreground">Statut</dt>
            <dd>
              <StatusCell email={details} />
            </dd>
            {details.lastError ? (
              <>
                <dt className="font-medium text-muted-foreground">Dernière erreur</dt>
                <dd className="break-words">{details.lastError}</dd>
              </>
            ) : null}
            {details.attachmentNames.length ? (
              <>
                <dt className="font-medium text-muted-foreground">Pièces jointes</dt>
                <dd>{details.attachmentNames.join(", ")}</dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-6 mb-2 font-semibold">Texte du courriel</h3>
          <pre className="max-h-96 overflow-auto rounded-md border border-border bg-muted p-3 text-sm whitespace-pre-wrap">
            {details.text}
          </pre>
          <div className="mt-6 flex flex-wrap gap-2">
            <RetryForm email={details} />
            <Link
              to={searchWith(search, {}, ["details"])}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Fermer
            </Link>
          </div>
        </AdminPanel>
      ) : null}

      <AdminPanel id="liste-courriels" title="File d'envoi">
        <p className="mb-4 text-sm text-muted-foreground">
          {list.counts.pending} en attente · {list.counts.sent} envoyés · {list.counts.failed}{" "}
          échoués
        </p>
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor="filtre-statut" className="text-sm font-medium">
              Statut
            </label>
            <Select
              id="filtre-statut"
              name="statut"
              defaultValue={filter ?? ""}
              key={filter ?? ""}
              options={[
                { value: "", label: "Tous les statuts" },
                ...outboxFilterKeys.map((key) => ({
                  value: key,
                  label: outboxFilters[key].label,
                })),
              ]}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="recherche-courriels" className="text-sm font-medium">
              Rechercher (destinataire, référence)
            </label>
            <Input id="recherche-courriels" type="search" name="q" defaultValue={q} key={q} />
          </div>
          <Button type="submit" variant="outline" size="sm">
            Filtrer
          </Button>
        </Form>
        <AdminTable
          caption="Courriels"
          headers={["Courriel", "Destinataire", "Créé le", "Statut", "Actions"]}
          empty="Aucun courriel."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((email) => (
            <tr key={email.id} className={rowClasses}>
              <th scope="row" className={cn(cellClasses, "font-normal")}>
                <span className="block font-medium">{email.subject}</span>
                <span className="block text-muted-foreground">
                  {topicLabel(email.topic)}
                  {email.relatedReference ? ` · ${email.relatedReference}` : ""}
                </span>
              </th>
              <td className={cn(cellClasses, "break-all")}>{email.to}</td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>
                {formatDateTime(email.createdAt)}
              </td>
              <td className={cellClasses}>
                <StatusCell email={email} />
              </td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={searchWith(search, { details: email.id })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Détails<span className="sr-only"> du courriel à {email.to}</span>
                  </Link>
                  <RetryForm email={email} />
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
