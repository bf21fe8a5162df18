/**
 * /contact: the page's text, then the same contact form, map and details as the home page
 * (spec public-site.md §2.3 item 11); the form posts here and is handled like the home page's.
 */
import { ContactSection, useContactForm } from "~/components/site/home/contact-section";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { contactConstraints, contactPageAction } from "./+shared/contact-form.server";
import { getContactDetails } from "~/domain/contact/details.server";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/contact";

const PATH = "/contact";
const PAGE = { route: PATH, title: "Nous joindre", path: PATH };

export async function loader({ request }: Route.LoaderArgs) {
  const [contact, text] = await loadPageWith(request, PAGE, getContactDetails);
  return { contact, contactConstraints: contactConstraints(), ...text };
}

export async function action(args: Route.ActionArgs) {
  return contactPageAction(args);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { page, title, intro, contact, contactConstraints } = loaderData;
  const contactForm = useContactForm(actionData);
  return (
    <>
      <PageHeader title={title} intro={intro || undefined} />
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
