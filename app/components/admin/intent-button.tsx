import { Button, type ButtonProps } from "~/components/ui/button";
import { useSubmitting } from "~/components/admin/use-submitting";

/**
 * A form's submit button that posts `intent` (the action's switch), disabled while a form of the
 * page is being sent: a second click never sends the form twice.
 */
export function IntentButton({
  intent,
  ...props
}: { intent: string } & Omit<ButtonProps, "type" | "name" | "value" | "disabled">) {
  const submitting = useSubmitting();
  return <Button {...props} type="submit" name="intent" value={intent} disabled={submitting} />;
}
