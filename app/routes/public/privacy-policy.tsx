/**
 * /confidentialite — « Politique de confidentialité » (Quebec's Law 25, decision 0033): the policy
 * written in Pages (a fixed page of the page manager), then, from Paramètres › Confidentialité,
 * the person in charge of the protection of personal information and the retention periods in
 * force. Linked from the footer and from every form that collects personal information.
 */
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { loadPrivacyPolicy } from "~/domain/privacy/policy.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { pageAddress } from "~/server/site-url.server";
import type { Route } from "./+types/privacy-policy";

export async function loader({ request }: Route.LoaderArgs) {
  return loadPrivacyPolicy(await getDb(), pageAddress(request));
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

/** "4185550142" → "tel:4185550142". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { page, title, intro, officer, retention } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro || undefined} />
      <div className={`${pageContainer} grid gap-10 py-12`}>
        {page?.content ? <RichText html={page.content} className="mx-auto" /> : null}
        <section
          aria-labelledby="responsable-titre"
          className="rich-text mx-auto w-full rounded-lg border border-border bg-secondary/40 p-6"
        >
          <h2 id="responsable-titre" className="mt-0!">
            Responsable de la protection des renseignements personnels
          </h2>
          <address className="not-italic">
            {officer.name ? <p className="font-medium">{officer.name}</p> : null}
            {officer.title ? <p>{officer.title}</p> : null}
            <p>
              Courriel :{" "}
              <a href={`mailto:${officer.email}`} className="text-primary underline">
                {officer.email}
              </a>
            </p>
            {officer.phone ? (
              <p>
                Téléphone :{" "}
                <a href={telHref(officer.phone)} className="text-primary underline">
                  {officer.phone}
                </a>
              </p>
            ) : null}
          </address>
          <h2>Durées de conservation</h2>
          <ul>
            {retention.map((line) => (
              <li key={line.label}>
                {line.label} : {line.rule}.
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
