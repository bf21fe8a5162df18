/**
 * One message of /admin/courriels (`?details=ID`) as it was written, its status with the attempts
 * made, and 'Réessayer' for a message not yet sent (also a row action of the list).
 */
import { RowForm } from "~/components/admin/crud/crud-list";
import { DetailsPanel } from "~/components/admin/crud/details-panel";
import { statusBadge } from "~/components/admin/status-badge";
import { Button } from "~/components/ui/button";
import type { OutboxEmail, OutboxRow } from "~/domain/mail/outbox-list.server";
import { outboxStatusLabels, topicLabel } from "~/domain/mail/topics";
import { formatDateTime } from "~/lib/format";

const OutboxStatusBadge = statusBadge(
  { pending: "warning", sent: "success", failed: "danger" },
  (status) => outboxStatusLabels[status] ?? status,
);

/** The status, with when it was sent or the attempts made (and the next one). */
export function EmailStatus({ email }: { email: OutboxRow }) {
  return (
    <>
      <OutboxStatusBadge status={email.status} />
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

/** 'Réessayer', for a message not sent yet. */
export function RetryForm({ email }: { email: OutboxRow }) {
  if (email.status === "sent") return null;
  return (
    <RowForm intent="retry" id={email.id}>
      <Button type="submit" variant="outline" size="sm">
        Réessayer<span className="sr-only"> l&apos;envoi à {email.to}</span>
      </Button>
    </RowForm>
  );
}

export function EmailDetails({ email, closeTo }: { email: OutboxEmail; closeTo: string }) {
  return (
    <DetailsPanel
      id="courriel"
      title={email.subject}
      closeTo={closeTo}
      facts={[
        ["À", email.to],
        ["Sujet", topicLabel(email.topic)],
        email.relatedReference ? ["Référence", email.relatedReference] : null,
        ["Créé le", formatDateTime(email.createdAt)],
        ["Statut", <EmailStatus key="statut" email={email} />],
        email.lastError ? ["Dernière erreur", email.lastError] : null,
        email.attachmentNames.length ? ["Pièces jointes", email.attachmentNames.join(", ")] : null,
      ]}
      actions={<RetryForm email={email} />}
    >
      <h3 className="mt-6 mb-2 font-semibold">Texte du courriel</h3>
      <pre className="max-h-96 overflow-auto rounded-md border border-border bg-muted p-3 text-sm whitespace-pre-wrap">
        {email.text}
      </pre>
    </DetailsPanel>
  );
}
