/**
 * A destructive row action behind a confirmation. The server stays the authority: the dialog
 * only POSTs `intent` and `id`, which the action checks like any other request.
 *
 * With JavaScript, the trigger opens a modal (Radix: focus trapped, Escape closes, focus returns).
 * Without it, the trigger is a link to `?confirmer=<intent>-<id>`; the server then renders the
 * same question and form in place of the trigger, with an 'Annuler' link back.
 */
import * as React from "react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { searchWith } from "~/lib/forms/form-mode";

/** What an outline button adds to look destructive: the trigger of something that cannot be undone. */
export const DESTRUCTIVE_OUTLINE =
  "border-destructive text-destructive hover:bg-destructive/10 hover:text-destructive";

export interface ConfirmDialogProps {
  /** The action's intent, e.g. "delete-member". */
  intent: string;
  id: number;
  /** Visible label of the trigger, e.g. "Supprimer". */
  triggerLabel?: string;
  /** Read after the trigger label by screen readers, e.g. the record's name. */
  subject: string;
  title: string;
  /** The question, e.g. 'Êtes-vous sûr de vouloir supprimer … ? Cette action ne peut pas être annulée.' */
  description: string;
  confirmLabel?: string;
  /** Fields sent with the confirmation (a choice, a reason), shown above its button. */
  children?: React.ReactNode;
  /** "primary" for a confirmed action that destroys nothing (approving a request). */
  tone?: "destructive" | "primary";
  /** The button that keeps things as they are (default « Annuler »). */
  cancelLabel?: string;
}

export function ConfirmDialog({
  intent,
  id,
  triggerLabel = "Supprimer",
  subject,
  title,
  description,
  confirmLabel = "Supprimer",
  children,
  tone = "destructive",
  cancelLabel = "Annuler",
}: ConfirmDialogProps) {
  const [open, setOpen] = React.useState(false);
  const { search } = useLocation();
  const key = `${intent}-${id}`;
  const asked = new URLSearchParams(search).get("confirmer") === key;

  const submit = (
    <Button type="submit" variant={tone === "primary" ? "default" : "destructive"} size="sm">
      {confirmLabel}
      <span className="sr-only"> {subject}</span>
    </Button>
  );
  const hidden = (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
  const plainForm = (
    <Form method="post" onSubmit={() => setOpen(false)}>
      {hidden}
      {submit}
    </Form>
  );
  // With fields of its own, the form holds them above its buttons (Annuler included).
  const fieldsForm = (cancel: React.ReactNode) => (
    <Form method="post" onSubmit={() => setOpen(false)} className="grid w-full gap-3">
      {hidden}
      {children}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {cancel}
        {submit}
      </div>
    </Form>
  );

  const cancelLink = (
    <Link to={searchWith(search)} className={buttonVariants({ variant: "outline", size: "sm" })}>
      {cancelLabel}
    </Link>
  );

  const cancelButton = (
    <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
      {cancelLabel}
    </Button>
  );

  if (asked) {
    return (
      <div role="group" aria-label={title} className="grid gap-2 rounded-md border p-3">
        <p className="text-sm">{description}</p>
        {children ? (
          fieldsForm(cancelLink)
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            {plainForm}
            {cancelLink}
          </div>
        )}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Link
        to={searchWith(search, { confirmer: key })}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={
          tone === "primary"
            ? buttonVariants({ size: "sm" })
            : buttonVariants({ variant: "outline", size: "sm", className: DESTRUCTIVE_OUTLINE })
        }
      >
        {triggerLabel}
        <span className="sr-only"> {subject}</span>
      </Link>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {children ? (
            fieldsForm(cancelButton)
          ) : (
            <>
              {cancelButton}
              {plainForm}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
