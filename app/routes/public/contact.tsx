/**
 * /contact: the page's text, then the same contact form, map and details as the home page
 * (spec public-site.md §2.3 item 11); the form posts here and is handled like the home page's.
 */
import { ContactSection, useContactForm } from "~/components/site/home/contact-section";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { contactConstraints, contactFormAction } from "~/domain/contact/contact-action.server";
import { getContactDetails } from "~/domain/contact/details.server";
import { getPageText } from "~/domain/pages/page-text.server";
import { pageSeo } from "~/domain/site/seo.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/contact";
import { clientIpContext } from "~/server/load-context";

const PATH = "/contact";
const DEFAULT_TITLE = "Nous joindre";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [page, contact] = await Promise.all([getPageText(db, PATH), getContactDetails(db)]);
  const { seo, siteName } = await pageSeo(db, request, {
    title: page?.title || DEFAULT_TITLE,
    description: page?.summary ?? "",
    path: PATH,
  });
  return { page, contact, contactConstraints: contactConstraints(), seo, siteName };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactFormAction(await readFormData(request), {
    ip: context.get(clientIpContext),
    siteUrl: absoluteUrl(request, "/"),
  });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { page, contact, contactConstraints } = loaderData;
  const contactForm = useContactForm(actionData);
  return (
    <>
      <PageHeader title={page?.title || DEFAULT_TITLE} intro={page?.summary || undefined} />
      {page?.content ? (
        <div className={`${pageContainer} py-12`}>
          <RichText html={page.content} className="mx-auto" />
        </div>
      ) : null}
      <ContactSection
        contact={contact}
        constraints={contactConstraints}
        action={PATH}
        {...contactForm}
      />
    </>
  );
}
