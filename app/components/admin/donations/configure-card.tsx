/**
 * 'Configurer' of the enabled card option (spec back-office.md §2 "Donations"; issue 13, item 7):
 * a real call to Stripe through the server, whose toast says whether Stripe answers, or that
 * its keys are missing and where to put them. A plain POST: it works without JavaScript.
 */
import { Form } from "react-router";
import { useSubmittingIntent } from "~/components/admin/use-submitting";
import { Button } from "~/components/ui/button";

export const CHECK_STRIPE_INTENT = "check-stripe";

export function ConfigureCard({ optionName }: { optionName: string }) {
  const checking = useSubmittingIntent(CHECK_STRIPE_INTENT);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={CHECK_STRIPE_INTENT} />
      <Button type="submit" variant="outline" size="sm" disabled={checking}>
        {checking ? "Vérification…" : "Configurer"}
        <span className="sr-only"> {optionName}</span>
      </Button>
    </Form>
  );
}
