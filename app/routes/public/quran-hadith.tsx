/**
 * /coran-hadith (spec public-site.md §2.13): verses and hadiths from the database, searched and
 * filtered by tab on the server (`?q=…&onglet=coran|hadith`), verses saved in the visitor's
 * browser, the study programme (page text), outbound reading links and a link to the events.
 */
import { Link } from "react-router";
import { CardGrid } from "~/components/site/shared/card-grid";
import { EmptyState, listHref } from "~/components/site/page/list-controls";
import { ListToolbar } from "~/components/site/page/list-toolbar";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { PassageCard, passageReferenceId } from "~/components/site/scripture/passage-card";
import { ReadingLinks } from "~/components/site/scripture/reading-links";
import { SaveVerseButton } from "~/components/site/scripture/save-verse-button";
import { SavedVerses } from "~/components/site/scripture/saved-verses";
import { parseScriptureFilters, SCRIPTURE_TABS } from "~/domain/scripture/filters";
import { listPassages } from "~/domain/scripture/passages.server";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/quran-hadith";
import { visibleUrl } from "~/lib/visible-url";

const PATH = "/coran-hadith";
const PAGE = { route: PATH, title: "Coran & Hadith", path: PATH };

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseScriptureFilters(visibleUrl(request));
  const [list, text] = await loadPageWith(request, PAGE, (db) => listPassages(db, filters));
  return { filters, ...list, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function QuranHadith({ loaderData }: Route.ComponentProps) {
  const { page, title, intro, filters, passages, counts } = loaderData;
  const current = SCRIPTURE_TABS.find((t) => t.value === filters.tab) ?? SCRIPTURE_TABS[0];
  const params = { q: filters.q, onglet: filters.tab };
  const isVerse = current.kind === "verse";

  return (
    <>
      <PageHeader title={title} intro={intro || undefined} />
      <div className={`${pageContainer} grid gap-14 py-12`}>
        <section aria-labelledby="textes-titre" className="grid gap-6">
          <h2 id="textes-titre" className="sr-only">
            {isVerse ? "Versets du Coran" : "Hadiths du Prophète"}
          </h2>
          <ListToolbar
            path={PATH}
            params={params}
            tabParam="onglet"
            search={{
              label: "Rechercher un verset ou un hadith",
              placeholder: "Rechercher dans les traductions et les références…",
            }}
            tabs={{
              label: "Textes",
              options: SCRIPTURE_TABS.map((t) => ({
                value: t.value,
                label: `${t.label} (${counts[t.kind]})`,
              })),
            }}
            count={passages.length}
            noun={isVerse ? ["verset", "versets"] : ["hadith", "hadiths"]}
            className="gap-4"
          />

          <CardGrid
            items={passages}
            columns={2}
            empty={
              <EmptyState
                action={
                  filters.q ? (
                    <Link
                      to={listHref(PATH, params, { q: null })}
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      Effacer la recherche
                    </Link>
                  ) : undefined
                }
              >
                {filters.q
                  ? `Aucun ${isVerse ? "verset" : "hadith"} ne correspond à votre recherche.`
                  : `Aucun ${isVerse ? "verset" : "hadith"} pour le moment.`}
              </EmptyState>
            }
          >
            {(passage) => (
              <PassageCard
                passage={passage}
                actions={
                  passage.kind === "verse" ? (
                    <SaveVerseButton
                      verse={{
                        id: passage.id,
                        reference: passage.reference,
                        arabic: passage.arabic,
                        translation: passage.translation,
                      }}
                      describedBy={passageReferenceId(passage)}
                    />
                  ) : undefined
                }
              />
            )}
          </CardGrid>
        </section>

        <SavedVerses />

        {page?.content ? <RichText html={page.content} className="mx-auto w-full" /> : null}

        <ReadingLinks />
      </div>
    </>
  );
}
