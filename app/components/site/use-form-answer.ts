import * as React from "react";
import { useNavigation } from "react-router";
import { notify } from "~/components/ui/toaster";
import { refusalFor, type FormRefusal } from "~/lib/forms/refusal";

/**
 * What a public page shows of its form's last answer: whether the form is being sent, the
 * refusal to show again (the one meant for this form's intent) and, once the action has
 * accepted it, one confirmation toast.
 *
 *   const { submitting, refused } = useFormAnswer<DonationField>(actionData, DONATION_INTENT, {
 *     accepted: summary,
 *     toast: { title: "Don enregistré", description: "…" },
 *   });
 */
export function useFormAnswer<F extends string>(
  answer: object | undefined,
  intent: string,
  {
    accepted,
    toast,
  }: {
    /** What the action answered on success (absent otherwise): a new one toasts again. */
    accepted: unknown;
    toast: { title: string; description: string };
  },
): { submitting: boolean; refused: FormRefusal<F> | undefined } {
  const navigation = useNavigation();
  // A POST of this form: one that names this intent, or names none (a page's only form).
  const submitting =
    navigation.state === "submitting" &&
    navigation.formMethod === "POST" &&
    (navigation.formData?.get("intent") ?? intent) === intent;

  const { title, description } = toast;
  React.useEffect(() => {
    if (accepted) notify.success(title, { description });
  }, [accepted, title, description]);

  const refused =
    answer && "refused" in answer
      ? refusalFor<F>(answer as { refused?: FormRefusal }, intent)
      : undefined;
  return { submitting, refused };
}
