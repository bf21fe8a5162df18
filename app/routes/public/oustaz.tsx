/** /oustaz: the page's text and every oustaz and imam of the foundation, in display order. */
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { EmptyState } from "~/components/site/page/list-controls";
import { RichText } from "~/components/site/page/rich-text";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { listOustaz } from "~/domain/oustaz/oustaz.server";
import { getPageText } from "~/domain/pages/page-text.server";
import { pageSeo } from "~/domain/site/seo.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/oustaz";

const PATH = "/oustaz";
const DEFAULT_TITLE = "Oustaz & Imams";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [page, people] = await Promise.all([getPageText(db, PATH), listOustaz(db)]);
  const { seo, siteName } = await pageSeo(db, request, {
    title: page?.title || DEFAULT_TITLE,
    description: page?.summary ?? "",
    path: PATH,
    image: people[0]?.image,
  });
  return { page, people, seo, siteName };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Oustaz({ loaderData }: Route.ComponentProps) {
  const { page, people } = loaderData;
  return (
    <>
      <PageHeader title={page?.title || DEFAULT_TITLE} intro={page?.summary || undefined} />
      <div className={`${pageContainer} grid gap-14 py-12`}>
        <section aria-labelledby="oustaz-liste" className="grid gap-6">
          <h2 id="oustaz-liste" className="text-center text-2xl font-semibold text-primary">
            Nos oustaz et imams
          </h2>
          {people.length === 0 ? (
            <EmptyState>Aucun oustaz ni imam n'est présenté pour le moment.</EmptyState>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {people.map((person, index) => (
                <li key={person.id}>
                  <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm sm:flex-row">
                    <ResponsiveImage
                      src={person.image}
                      // The name is the card's heading: the portrait adds nothing to read out.
                      alt=""
                      sizes="(min-width: 640px) 224px, 100vw"
                      width={480}
                      height={480}
                      priority={index === 0}
                      className="aspect-square w-full bg-muted object-cover sm:w-56 sm:shrink-0"
                    />
                    <div className="flex flex-1 flex-col gap-2 border-t-2 border-gold p-5 sm:border-t-0 sm:border-l-2">
                      <h3 className="text-xl font-semibold text-foreground">{person.name}</h3>
                      <p className="text-sm font-semibold tracking-wider text-gold-dark uppercase">
                        {person.title}
                      </p>
                      {person.bio ? (
                        <p className="leading-relaxed text-muted-foreground">{person.bio}</p>
                      ) : null}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
        {page?.content ? <RichText html={page.content} className="mx-auto w-full" /> : null}
      </div>
    </>
  );
}
