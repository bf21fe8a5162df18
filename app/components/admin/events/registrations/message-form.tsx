/**
 * « Message aux inscrits »: a subject and a text sent to every confirmed attendee through the
 * outbox at the newsletter's pace, and the messages already sent with how many have left.
 */
import { Form } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { REGISTRATION_INTENTS } from "~/domain/registrations/admin-forms";
import type { RegistrationsScreen } from "~/domain/registrations/admin-list.server";
import { formatDateTime } from "~/lib/format";
import type { FormRefusal } from "~/lib/forms/refusal";

export function MessageForm({
  data,
  refused,
}: {
  data: RegistrationsScreen;
  refused?: FormRefusal;
}) {
  const mine = refused?.intent === REGISTRATION_INTENTS.message ? refused : undefined;
  const confirmed = data.byStatus.find((row) => row.status === "confirmed")?.registrations ?? 0;
  return (
    <AdminPanel id="message-inscrits" title="Message aux inscrits">
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value={REGISTRATION_INTENTS.message} />
        <p className="text-sm text-muted-foreground">
          Envoyé par courriel aux {confirmed} inscription(s) confirmée(s), quelques-uns par minute.
        </p>
        <Field id="message-objet" label="Objet *" error={mine?.errors.subject}>
          {(control) => (
            <Input
              {...control}
              name="subject"
              required
              maxLength={200}
              defaultValue={mine?.values.subject ?? ""}
            />
          )}
        </Field>
        <Field
          id="message-texte"
          label="Message *"
          hint="Une ligne vide sépare les paragraphes."
          error={mine?.errors.body}
        >
          {(control) => (
            <Textarea
              {...control}
              name="body"
              rows={6}
              required
              maxLength={10_000}
              defaultValue={mine?.values.body ?? ""}
            />
          )}
        </Field>
        <div>
          <Button type="submit">Envoyer aux inscrits</Button>
        </div>
      </Form>
      {data.messages.length ? (
        <ul className="mt-6 grid gap-2 text-sm" aria-label="Messages envoyés">
          {data.messages.map((message) => (
            <li key={message.id}>
              <strong>{message.subject}</strong> — {formatDateTime(message.createdAt)} :{" "}
              {message.sent} / {message.total} envoyé(s)
            </li>
          ))}
        </ul>
      ) : null}
    </AdminPanel>
  );
}
