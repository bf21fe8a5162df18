/**
 * A form's submit button that shows the form is on its way: while it is sent the button is
 * disabled (a second click sends nothing twice) and says `busyLabel` (« Envoi… ») in place of
 * its label; an icon stays before either.
 *
 *   <SubmitButton busy={submitting} busyLabel="Connexion…" size="lg">Se connecter</SubmitButton>
 */
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

export function SubmitButton({
  busy,
  busyLabel,
  icon,
  children,
  ...props
}: Omit<ButtonProps, "type" | "disabled" | "asChild"> & {
  busy: boolean;
  busyLabel: string;
  icon?: ReactNode;
}) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {icon}
      {busy ? busyLabel : children}
    </Button>
  );
}
