/**
 * /admin/courriels — every e-mail the site sends, as the outbox holds it (administrateur; decision
 * 0014): sent, pending (with the next attempt and the last error) and failed messages, filtered by
 * status (`?statut=`) and searched by recipient or reference (`?q=`). `?details=ID` shows one
 * message as it was written; 'Réessayer' puts a pending or failed message back in line at once.
 * Without SMTP_URL nothing leaves: the screen says so.
 */
import { useLocation } from "react-router";
import { AdminNotices, AdminPageHeader } from "~/components/admin/admin-frame";
import { CrudList, DetailsLink, type Column } from "~/components/admin/crud/crud-list";
import { SearchBox } from "~/components/admin/crud/search-form";
import { FilterForm } from "~/components/admin/filter-form";
import type { AdminHandle } from "~/domain/admin/handle";
import { emailsAction, loadEmailsScreen, type OutboxRow } from "~/domain/mail/outbox-admin.server";
import {
  outboxFilterKeys,
  outboxFilters,
  outboxSearchSchema,
  topicLabel,
} from "~/domain/mail/topics";
import { formatDateTime } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";
import type { Route } from "./+types/route";
import { EmailDetails, EmailStatus, RetryForm } from "./email-details";

export const handle: AdminHandle = { area: "emails" };

export async function loader({ request }: Route.LoaderArgs) {
  return loadEmailsScreen(request);
}

export async function action({ request }: Route.ActionArgs) {
  return emailsAction(request);
}

export const meta: Route.MetaFunction = () => [{ title: "Courriels — Administration" }];

const NO_SMTP =
  "Aucun serveur d'envoi n'est configuré (variable SMTP_URL) : les courriels restent en attente ici et partiront dès qu'il le sera.";

const COLUMNS: Column<OutboxRow>[] = [
  {
    header: "Courriel",
    rowHeader: true,
    className: "font-normal",
    cell: (email) => (
      <>
        <span className="block font-medium">{email.subject}</span>
        <span className="block text-muted-foreground">
          {topicLabel(email.topic)}
          {email.relatedReference ? ` · ${email.relatedReference}` : ""}
        </span>
      </>
    ),
  },
  { header: "Destinataire", className: "break-all", cell: (email) => email.to },
  {
    header: "Créé le",
    className: "whitespace-nowrap",
    cell: (email) => formatDateTime(email.createdAt),
  },
  { header: "Statut", cell: (email) => <EmailStatus email={email} /> },
];

const filterOptions = outboxFilterKeys.map((key) => ({
  value: key,
  label: outboxFilters[key].label,
}));

export default function Emails({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filter, q, details, smtpConfigured, notice } = loaderData;
  const { search } = useLocation();
  const { counts } = list;
  return (
    <>
      <AdminPageHeader
        title="Courriels"
        subtitle="Les courriels envoyés par le site : confirmations, avis à la fondation, reçus"
      />
      <AdminNotices
        messages={[smtpConfigured ? null : NO_SMTP, notice, actionData?.refused.errors.form]}
      />

      {details ? (
        <EmailDetails email={details} closeTo={searchWith(search, {}, ["details"])} />
      ) : null}

      <CrudList
        id="liste-courriels"
        title="File d'envoi"
        caption="Courriels"
        columns={COLUMNS}
        list={list}
        empty="Aucun courriel."
        intro={
          <p className="mb-4 text-sm text-muted-foreground">
            {counts.pending} en attente · {counts.sent} envoyés · {counts.failed} échoués
          </p>
        }
        toolbar={
          <FilterForm
            id="filtre-statut"
            label="Statut"
            name="statut"
            value={filter}
            allLabel="Tous les statuts"
            options={filterOptions}
          >
            <SearchBox
              id="recherche-courriels"
              label="Rechercher (destinataire, référence)"
              value={q}
              schema={outboxSearchSchema}
            />
          </FilterForm>
        }
        subject={(email) => `le courriel à ${email.to}`}
        editParam={null}
        deleteIntent={null}
        actions={(email) => (
          <>
            <DetailsLink id={email.id} subject={`du courriel à ${email.to}`} />
            <RetryForm email={email} />
          </>
        )}
      />
    </>
  );
}
