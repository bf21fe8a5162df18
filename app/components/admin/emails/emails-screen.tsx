/**
 * The screen of /admin/courriels: the outbox, filtered by status and searched by recipient or
 * reference, and the open message (`?details=ID`).
 */
import { DetailsLink, type Column } from "~/components/admin/crud/crud-list";
import { SearchBox } from "~/components/admin/crud/search-form";
import { filterOptions, InboxScreen } from "~/components/admin/inbox-screen";
import type { loadEmailsPage, OutboxRow } from "~/domain/mail/outbox-list.server";
import { outboxFilters, outboxSearchSchema, topicLabel } from "~/domain/mail/topics";
import { formatDateTime } from "~/lib/format";
import { EmailDetails, EmailStatus, RetryForm } from "./email-details";

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

export function EmailsScreen({
  data: { list, filter, q, details, smtpConfigured, notice },
  formError,
}: {
  data: Awaited<ReturnType<typeof loadEmailsPage>>;
  formError?: string;
}) {
  const { counts } = list;
  return (
    <InboxScreen
      heading={{
        title: "Courriels",
        subtitle: "Les courriels envoyés par le site : confirmations, avis à la fondation, reçus",
      }}
      notices={[smtpConfigured ? null : NO_SMTP, notice, formError]}
      panel={details && ((closeTo) => <EmailDetails email={details} closeTo={closeTo} />)}
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
      filter={{
        label: "Statut",
        name: "statut",
        value: filter,
        allLabel: "Tous les statuts",
        options: filterOptions(outboxFilters),
        search: (
          <SearchBox
            id="recherche-courriels"
            label="Rechercher (destinataire, référence)"
            value={q}
            schema={outboxSearchSchema}
          />
        ),
      }}
      subject={(email) => `le courriel à ${email.to}`}
      deleteIntent={null}
      actions={(email) => (
        <>
          <DetailsLink id={email.id} subject={`du courriel à ${email.to}`} />
          <RetryForm email={email} />
        </>
      )}
    />
  );
}
