/**
 * Form building blocks shared by every form (public and back-office): a labelled field whose
 * error message is tied to its control for screen readers, the form-level alert, and the focus
 * move to the first field to fix after a refused submission.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Label } from "./label";

export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  /** A line under the label saying what to type (read with the control by screen readers). */
  hint?: string;
  /** Renders the control with the id and ARIA attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-erreur`;
  const hintId = `${id}-aide`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An error about the whole form (refused, rate-limited…), announced at once. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive bg-white p-3 text-sm text-destructive"
    >
      {message}
    </p>
  );
}

/**
 * After a refused submission, puts the keyboard on the first field (in `order`) that has an
 * error, or on `fallback` when only the form as a whole was refused.
 */
export function useFocusFirstError<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  errors: Partial<Record<F | "form", string>> | undefined,
  order: readonly F[],
  fallback?: F,
) {
  // Only a new refusal moves the keyboard: a caller's `order` may be a fresh array each render.
  const orderRef = useRef(order);
  useEffect(() => {
    orderRef.current = order;
  });
  useEffect(() => {
    if (!errors) return;
    const first = orderRef.current.find((field) => errors[field]) ?? fallback;
    if (!first) return;
    const control = formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    // A rich-text field sends a hidden input; the keyboard goes to its editing area instead.
    const target =
      control instanceof HTMLInputElement && control.type === "hidden"
        ? control.parentElement?.querySelector<HTMLElement>("[contenteditable]")
        : control;
    target?.focus();
  }, [errors, formRef, fallback]);
}
