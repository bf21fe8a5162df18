/**
 * The contact form of the pages that hold it (/ and /contact, spec public-site.md §2.3): the same
 * form, handled the same way wherever it was sent from. The rules (what is required, the limit
 * per address, the e-mails) are the domain's (domain/contact/contact.server.ts); here, reading the
 * posted form and choosing the answer.
 */
import { data, type RouterContextProvider } from "react-router";
import { contactSchema } from "~/domain/contact/schema";
import { submitContactForm } from "~/domain/contact/contact.server";
import { constraintsOf } from "~/lib/forms/constraints";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { clientIpContext } from "~/server/load-context";
import { absoluteUrl } from "~/server/site-url.server";

const INTENT = "contact";

/** The HTML constraints of the contact form, for its page's loader (the page loads no zod). */
export function contactConstraints() {
  return constraintsOf(contactSchema);
}

/**
 * The action behind every contact form: its `intent` must be "contact"; invalid input is
 * refused (400) with the French messages and the typed values, too many messages from one
 * address with 429, both as `{ refused }`, the site's one shape of a refused form.
 */
export async function contactPageAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await readFormData(request);
  if (form.get("intent") !== INTENT) return refuseForm(INTENT, { form: "Action inconnue." }, {});
  const result = await submitContactForm(await getDb(), form, {
    ip: context.get(clientIpContext),
    siteUrl: absoluteUrl(request, "/"),
  });
  if (result.status === "sent") return data(result, { status: 200 });
  return refuseForm(
    INTENT,
    result.errors,
    result.values,
    result.status === "rate-limited" ? 429 : 400,
  );
}
