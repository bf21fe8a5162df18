/** /oustaz: the page's text and every oustaz and imam of the foundation, in display order. */
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { EmptyState } from "~/components/site/page/list-controls";
import { RichText } from "~/components/site/page/rich-text";
import { CardGrid } from "~/components/site/shared/card-grid";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import { Eyebrow } from "~/components/site/shared/title-stack";
import { listOustaz } from "~/domain/oustaz/oustaz.server";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/oustaz";

const PATH = "/oustaz";
const PAGE = { route: PATH, title: "Oustaz & Imams", path: PATH };

export async function loader({ request }: Route.LoaderArgs) {
  const [people, text] = await loadPageWith(request, PAGE, listOustaz, (people) => ({
    image: people[0]?.image,
  }));
  return { people, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Oustaz({ loaderData }: Route.ComponentProps) {
  const { page, title, intro, people } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro || undefined} />
      <div className={`${pageContainer} grid gap-14 py-12`}>
        <section aria-labelledby="oustaz-liste" className="grid gap-6">
          <h2 id="oustaz-liste" className="text-center text-2xl font-semibold text-primary">
            Nos oustaz et imams
          </h2>
          <CardGrid
            items={people}
            columns={2}
            empty={<EmptyState>Aucun oustaz ni imam n'est présenté pour le moment.</EmptyState>}
          >
            {(person) => (
              // Portrait beside the text from 640 px, the gold rule between them.
              <TeaserCard
                image={
                  <ShapedImage
                    src={person.image}
                    shape="square"
                    sizes="(min-width: 640px) 224px, 100vw"
                    priority={person === people[0]}
                    className="sm:w-56 sm:shrink-0"
                  />
                }
                spacing="snug"
                goldRule
                className="sm:flex-row"
                bodyClassName="sm:border-t-0 sm:border-l-2"
              >
                <h3 className="text-xl font-semibold text-foreground">{person.name}</h3>
                <Eyebrow>{person.title}</Eyebrow>
                {person.bio ? (
                  <p className="leading-relaxed text-muted-foreground">{person.bio}</p>
                ) : null}
              </TeaserCard>
            )}
          </CardGrid>
        </section>
        {page?.content ? <RichText html={page.content} className="mx-auto w-full" /> : null}
      </div>
    </>
  );
}
