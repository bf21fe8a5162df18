import { CommitteeSection } from "~/components/site/people/committee-section";
import { EmptyState } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { listCommitteesWithMembers } from "~/domain/committees/committees.server";
import { getPageText } from "~/domain/pages/page-text.server";
import { pageSeo } from "~/domain/site/seo.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/committees";

const TITLE = "Comités de la Fondation";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [committees, page] = await Promise.all([
    listCommitteesWithMembers(db),
    getPageText(db, "/comites"),
  ]);
  const { seo, siteName } = await pageSeo(db, request, {
    title: TITLE,
    description: page?.summary || page?.content || "Les comités de la fondation et leurs membres.",
  });
  return {
    committees,
    intro: page?.summary ?? "",
    content: page?.content ?? "",
    seo,
    siteName,
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Committees({ loaderData }: Route.ComponentProps) {
  const { committees, intro, content } = loaderData;
  return (
    <>
      <PageHeader title={TITLE} intro={intro || undefined} />
      <div className={`${pageContainer} flex flex-col gap-8 py-12`}>
        {content ? <RichText html={content} className="mx-auto max-w-3xl" /> : null}
        {committees.length > 0 ? (
          committees.map((committee) => (
            <CommitteeSection key={committee.id} committee={committee} />
          ))
        ) : (
          <EmptyState>Aucun comité pour le moment.</EmptyState>
        )}
      </div>
    </>
  );
}
