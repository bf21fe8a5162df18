/**
 * One message of /admin/messages (`?details=ID`): who wrote it and when, its text, 'Répondre'
 * (the volunteer's own mail program, the subject answered "Re : …"), 'Marquer comme non lu'.
 */
import { RowForm } from "~/components/admin/crud/crud-list";
import { DetailsPanel } from "~/components/admin/crud/details-panel";
import { Button, buttonVariants } from "~/components/ui/button";
import type { MessageRow } from "~/domain/contact/messages-inbox.server";
import { formatDateTime } from "~/lib/format";

/** mailto: with the subject answered ("Re : …"), for the volunteer's own mail program. */
function replyHref(message: MessageRow): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re : ${message.subject}`)}`;
}

export function MessagePanel({ message, closeTo }: { message: MessageRow; closeTo: string }) {
  return (
    <DetailsPanel
      id="message"
      title={message.subject}
      closeTo={closeTo}
      facts={[
        [
          "De",
          <>
            {message.name} &lt;
            <a href={`mailto:${message.email}`} className="text-primary underline">
              {message.email}
            </a>
            &gt;
          </>,
        ],
        ["Reçu le", formatDateTime(message.createdAt)],
        ...(message.reference ? [["Référence", message.reference] as const] : []),
      ]}
      actions={
        <>
          <a href={replyHref(message)} className={buttonVariants({ size: "sm" })}>
            Répondre<span className="sr-only"> à {message.name} par courriel</span>
          </a>
          <RowForm intent="unread" id={message.id}>
            <Button type="submit" variant="outline" size="sm">
              Marquer comme non lu
            </Button>
          </RowForm>
        </>
      }
    >
      <p className="mt-4 text-sm whitespace-pre-line">{message.message}</p>
    </DetailsPanel>
  );
}
