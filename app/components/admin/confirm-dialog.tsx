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
  cancelLabel = "Annuler",
}: ConfirmDialogProps) {
  const [open, setOpen] = React.useState(false);
  const { search } = useLocation();
  const key = `${intent}-${id}`;
  const asked = new URLSearchParams(search).get("confirmer") === key;

  const form = (
    <Form method="post" onSubmit={() => setOpen(false)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="destructive" size="sm">
        {confirmLabel}
        <span className="sr-only"> {subject}</span>
      </Button>
    </Form>
  );

  if (asked) {
    return (
      <div role="group" aria-label={title} className="grid gap-2 rounded-md border p-3">
        <p className="text-sm">{description}</p>
        <div className="flex flex-wrap items-center gap-2">
          {form}
          <Link
            to={searchWith(search)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {cancelLabel}
          </Link>
        </div>
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
        className={buttonVariants({
          variant: "outline",
          size: "sm",
          className:
            "border-destructive text-destructive hover:bg-destructive/10 hover:text-destructive",
        })}
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
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
            {cancelLabel}
          </Button>
          {form}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
