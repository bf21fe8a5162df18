/**
 * Modal dialog on Radix Dialog: focus is trapped inside, Escape and a click on the backdrop close
 * it, focus goes back to the trigger. Every dialog needs a <DialogTitle> (Radix warns without one);
 * pass `aria-describedby={undefined}` to <DialogContent> when there is no <DialogDescription>.
 */
import * as React from "react";
import * as DialogPrimitive from "radix-ui/dialog";
import { X } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import { slotted } from "./slotted";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export const DialogOverlay = slotted(
  DialogPrimitive.Overlay,
  "dialog-overlay",
  "fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in",
);

export interface DialogContentProps extends React.ComponentProps<typeof DialogPrimitive.Content> {
  /** Show the × button in the top corner (default true). */
  showCloseButton?: boolean;
  /** Accessible name of the × button. */
  closeLabel?: string;
}

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel = "Fermer",
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-popover p-6 text-popover-foreground shadow-xl data-[state=open]:animate-dialog-in",
          // With the × button, the header leaves room for it.
          showCloseButton && "[&>[data-slot=dialog-header]]:pr-8",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = slotted("div", "dialog-header", "flex flex-col gap-2 text-left");

export const DialogFooter = slotted(
  "div",
  "dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

export function DialogTitle({
  className,
  size = "default",
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & { size?: "default" | "lg" }) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn(
        "font-serif font-semibold",
        // "lg" keeps the line height that comes with text-2xl.
        size === "lg" ? "text-2xl" : "text-xl leading-snug",
        className,
      )}
      {...props}
    />
  );
}

export const DialogDescription = slotted(
  DialogPrimitive.Description,
  "dialog-description",
  "text-sm text-muted-foreground",
);
