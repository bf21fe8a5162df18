import type { ReactNode } from "react";
import { SubmitButton } from "~/components/ui/submit-button";
import { CircleCheck, Send } from "~/components/ui/icons";

/**
 * The send button of a public message form (contact, event request) and, under it, the live
 * region that says the message went: present from the start, so screen readers announce it.
 */
export function SendRow({
  label,
  submitting,
  sent,
}: {
  label: string;
  submitting: boolean;
  /** The confirmation, once the action has accepted the form. */
  sent?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-4">
      <SubmitButton
        busy={submitting}
        busyLabel="Envoi…"
        icon={<Send aria-hidden="true" />}
        size="lg"
      >
        {label}
      </SubmitButton>
      <div role="status" aria-live="polite" className="w-full">
        {sent ? (
          <p className="flex items-start gap-2 rounded-md border border-primary/30 bg-accent p-3 text-sm text-accent-foreground">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {sent}
          </p>
        ) : null}
      </div>
    </div>
  );
}
