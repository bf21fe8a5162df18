/**
 * The action of the pages that hold the contact form (/ and /contact, spec public-site.md §2.3):
 * the same form, handled the same way wherever it was sent from.
 */
import type { RouterContextProvider } from "react-router";
import { contactFormAction } from "~/domain/contact/contact-action.server";
import { readFormData } from "~/server/form-data.server";
import { clientIpContext } from "~/server/load-context";
import { absoluteUrl } from "~/server/site-url.server";

export async function contactPageAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  return contactFormAction(await readFormData(request), {
    ip: context.get(clientIpContext),
    siteUrl: absoluteUrl(request, "/"),
  });
}
