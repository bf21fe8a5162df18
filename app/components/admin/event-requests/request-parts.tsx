/**
 * The pieces of /admin/demande-evenements shared by the list and the details panel: the status
 * badge, the schedule, 'Rejeter' / 'Approuver', and 'Publier comme événement'.
 */
import { Form, Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { RowForm } from "~/components/admin/crud/crud-list";
import { statusBadge } from "~/components/admin/status-badge";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { publishSchema, REJECTION_REASON_MAX } from "~/domain/event-requests/admin-schema";
import type { EventRequestRow } from "~/domain/event-requests/event-requests-admin.server";
import { publicEventTitle } from "~/domain/event-requests/labels";
import { requestStatusLabel } from "~/domain/event-requests/status";
import { frenchTime } from "~/lib/zoned-time";

export const RequestStatusBadge = statusBadge(
  { pending: "warning", approved: "success", rejected: "danger" },
  requestStatusLabel,
);

/** "18 h 00 – 21 h 30", "À partir de 18 h 00", or "Horaire non précisé". */
export function scheduleText(startTime: string | null, endTime: string | null): string {
  if (startTime && endTime) return `${frenchTime(startTime)} – ${frenchTime(endTime)}`;
  if (startTime) return `À partir de ${frenchTime(startTime)}`;
  if (endTime) return `Jusqu'à ${frenchTime(endTime)}`;
  return "Horaire non précisé";
}

/**
 * 'Rejeter' and 'Approuver' for a pending request, each behind a confirmation (the server checks
 * it is still pending); rejecting lets the volunteer write a reason for the requester's e-mail.
 * `place` keeps the reason's id unique when the list and the details panel both show the forms.
 */
export function DecisionForms({
  request,
  place = "liste",
}: {
  request: EventRequestRow;
  place?: "liste" | "details";
}) {
  if (request.status !== "pending") return null;
  // Both decisions ask the same question, with their own verb.
  const decision = (intent: "reject" | "approve", verb: string) => ({
    intent,
    id: request.id,
    triggerLabel: verb,
    subject: `la demande ${request.reference}`,
    title: `${verb} la demande`,
    description: `${verb} la demande ${request.reference} (${request.title}) ? ${request.requesterName} en est informé(e) par courriel ; la décision ne peut pas être changée ensuite.`,
    confirmLabel: verb,
  });
  const reasonId = `motif-${place}-${request.id}`;
  return (
    <>
      <ConfirmDialog {...decision("reject", "Rejeter")}>
        <div className="grid gap-1 text-left">
          <Label htmlFor={reasonId}>Motif (facultatif)</Label>
          <Textarea
            id={reasonId}
            name="reason"
            rows={3}
            maxLength={REJECTION_REASON_MAX}
            aria-describedby={`${reasonId}-aide`}
          />
          <p id={`${reasonId}-aide`} className="text-sm text-muted-foreground">
            Écrit tel quel dans le courriel envoyé au demandeur.
          </p>
        </div>
      </ConfirmDialog>
      <ConfirmDialog {...decision("approve", "Approuver")} tone="primary" />
    </>
  );
}

/**
 * An approved request: 'Publier comme événement' once, then a link to the event it became
 * (nothing for a pending or rejected request). In the details panel (`withTitle`) the public
 * title can be changed first; it starts as the type and day, never the requester's name.
 */
export function PublishControl({
  request,
  withTitle = false,
}: {
  request: EventRequestRow;
  withTitle?: boolean;
}) {
  if (request.status !== "approved") return null;
  if (request.eventId !== null) {
    return (
      <Link
        to={`/admin/evenements?modifier=${request.eventId}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        Voir l'événement<span className="sr-only"> publié pour la demande {request.reference}</span>
      </Link>
    );
  }
  const button = (
    <Button type="submit" size="sm">
      Publier comme événement<span className="sr-only"> (demande {request.reference})</span>
    </Button>
  );
  if (!withTitle) {
    return (
      <RowForm intent="publish" id={request.id}>
        {button}
      </RowForm>
    );
  }
  return <PublishWithTitle request={request}>{button}</PublishWithTitle>;
}

/** The details panel's publish form: the public title, checked by its schema, then the button. */
function PublishWithTitle({
  request,
  children,
}: {
  request: EventRequestRow;
  children: React.ReactNode;
}) {
  // The server's refusal is told above the list, where the list's button also shows it.
  const form = useSchemaForm({ schema: publishSchema, order: ["title"] });
  return (
    <Form {...form.props} method="post" className="flex w-full flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={request.id} />
      <div className="min-w-0 flex-1 basis-64">
        <Field
          id={`titre-public-${request.id}`}
          label="Titre public de l'événement"
          hint="Affiché sur la page Événements du site. Ajoutez un nom seulement si le demandeur le souhaite."
          error={form.errors.title}
        >
          {(control) => (
            <Input
              {...control}
              {...form.constraint("title")}
              name="title"
              defaultValue={publicEventTitle(request.eventType, request.date)}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      {children}
    </Form>
  );
}
