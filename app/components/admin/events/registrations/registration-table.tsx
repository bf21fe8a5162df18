/**
 * The registrations of an event: who, tickets, status, answers, checked in, and the actions —
 * cancel (behind a confirmation asking the reason sent to the attendee) and move tickets to
 * another type. Plain forms: everything works without JavaScript.
 */
import { Form } from "react-router";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { REGISTRATION_INTENTS } from "~/domain/registrations/admin-forms";
import type {
  AdminRegistration,
  RegistrationsScreen,
} from "~/domain/registrations/admin-list.server";
import { ticketsText } from "~/domain/registrations/csv";
import { formatDateTime, formatMoney } from "~/lib/format";

const ACTIVE = new Set(["confirmed", "held", "offered", "waitlisted"]);

export function RegistrationTable({
  data,
  caption,
  rows,
  empty,
}: {
  data: RegistrationsScreen;
  caption: string;
  rows: readonly AdminRegistration[];
  empty: string;
}) {
  return (
    <AdminTable
      caption={caption}
      headers={[
        "Personne",
        "Billets",
        "Statut",
        { label: "Réponses", secondary: true },
        "Présent",
        "Actions",
      ]}
      empty={empty}
      isEmpty={rows.length === 0}
    >
      {rows.map((row) => (
        <tr key={row.id} className={rowClasses}>
          <th scope="row" className={`${cellClasses} font-medium`}>
            {row.firstName} {row.lastName}
            <span className="block text-xs font-normal text-muted-foreground">
              {row.email} · {row.reference}
            </span>
          </th>
          <td className={cellClasses}>
            {row.lines.length ? ticketsText(row.lines) : `${row.places} personne(s)`}
          </td>
          <td className={cellClasses}>
            {row.statusLabel}
            {row.cancelReason ? (
              <span className="block text-xs text-muted-foreground">{row.cancelReason}</span>
            ) : null}
          </td>
          <td className={cellClasses}>
            {row.answers.length
              ? row.answers.map((answer) => (
                  <span key={answer.questionId} className="block">
                    {answer.label} : {answer.answer}
                  </span>
                ))
              : "—"}
          </td>
          <td className={cellClasses}>
            {row.checkedInAt ? `Oui, ${formatDateTime(row.checkedInAt)}` : "Non"}
          </td>
          <td className={cellClasses}>
            {ACTIVE.has(row.status) ? <Actions data={data} row={row} /> : "—"}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function Actions({ data, row }: { data: RegistrationsScreen; row: AdminRegistration }) {
  const reasonId = `raison-${row.id}`;
  return (
    <div className="grid gap-2">
      <ConfirmDialog
        intent={REGISTRATION_INTENTS.cancel}
        id={row.id}
        triggerLabel="Annuler"
        subject={`l'inscription ${row.reference}`}
        title="Annuler l'inscription"
        description={`Annuler l'inscription ${row.reference} de ${row.firstName} ${row.lastName} ? Ses places sont libérées et la personne reçoit la raison par courriel.`}
        confirmLabel="Annuler l'inscription"
        cancelLabel="Garder"
      >
        <div className="grid gap-1 text-left">
          <Label htmlFor={reasonId}>Raison (envoyée à la personne) *</Label>
          <Textarea id={reasonId} name="reason" rows={3} required maxLength={500} />
        </div>
      </ConfirmDialog>
      {row.dueAtDoorCents > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value={REGISTRATION_INTENTS.doorPayment} />
          <input type="hidden" name="id" value={row.id} />
          <Button type="submit" size="sm">
            Encaisser {formatMoney(row.dueAtDoorCents)}
            <span className="sr-only"> pour {row.reference}</span>
          </Button>
        </Form>
      ) : null}
      {row.lines.map((line) => {
        const targets = data.types.filter((type) => type.id !== line.ticketTypeId);
        if (targets.length === 0) return null;
        const selectId = `type-${row.id}-${line.id}`;
        return (
          <Form key={line.id} method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value={REGISTRATION_INTENTS.move} />
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="line" value={line.id} />
            <div className="grid gap-1">
              <Label htmlFor={selectId} className="text-xs">
                {line.quantity} × {line.name} vers
              </Label>
              <Select
                id={selectId}
                name="target"
                className="h-9 py-1"
                options={targets.map((type) => ({ value: String(type.id), label: type.name }))}
              />
            </div>
            <Button type="submit" size="sm" variant="outline">
              Changer<span className="sr-only"> le type des billets de {row.reference}</span>
            </Button>
          </Form>
        );
      })}
    </div>
  );
}
