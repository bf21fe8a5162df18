import { data } from "react-router";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { absoluteUrl } from "~/server/site-url.server";
import { submitContactForm } from "./contact.server";

const statuses = { sent: 200, invalid: 400, "rate-limited": 429 } as const;

/**
 * The action behind every contact form (home page and /contact): the form's `intent` must be
 * "contact"; invalid input answers 400 with the French messages and the typed values, too many
 * messages from one address 429.
 */
export async function contactFormAction(request: Request, ip?: string | null) {
  const form = await readFormData(request);
  if (form.get("intent") !== "contact") {
    return data(
      { status: "invalid" as const, errors: { form: "Action inconnue." }, values: {} },
      { status: 400 },
    );
  }
  const result = await submitContactForm(await getDb(), form, {
    ip,
    siteUrl: absoluteUrl(request, "/"),
  });
  return data(result, { status: statuses[result.status] });
}
