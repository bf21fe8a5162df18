import { data } from "react-router";
import { constraintsOf } from "~/lib/forms/constraints";
import { getDb } from "~/server/db.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { submitContactForm } from "./contact.server";
import { contactSchema } from "./schema";

const INTENT = "contact";

/** The HTML constraints of the contact form, for its page's loader (the page loads no zod). */
export function contactConstraints() {
  return constraintsOf(contactSchema);
}

/**
 * The action behind every contact form (home page and /contact), given the posted form: its
 * `intent` must be "contact"; invalid input is refused (400) with the French messages and the
 * typed values, too many messages from one address with 429, both as `{ refused }`, the site's
 * one shape of a refused form.
 */
export async function contactFormAction(
  form: FormData,
  meta: { ip?: string | null; siteUrl: string },
) {
  if (form.get("intent") !== INTENT) return refuseForm(INTENT, { form: "Action inconnue." }, {});
  const result = await submitContactForm(await getDb(), form, meta);
  if (result.status === "sent") return data(result, { status: 200 });
  return refuseForm(
    INTENT,
    result.errors,
    result.values,
    result.status === "rate-limited" ? 429 : 400,
  );
}
