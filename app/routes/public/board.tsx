import { BoardMemberCard } from "~/components/site/people/board-member-card";
import { EmptyState } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { CardGrid } from "~/components/site/shared/card-grid";
import { listBoardMembers } from "~/domain/board/board.server";
import { getPageText } from "~/domain/pages/page-text.server";
import { pageSeo } from "~/domain/site/seo.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/board";

const TITLE = "Bureau de la Fondation";

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const [members, page] = await Promise.all([listBoardMembers(db), getPageText(db, "/bureau")]);
  const { seo, siteName } = await pageSeo(db, request, {
    title: TITLE,
    description: page?.summary || page?.content || "Les membres du bureau de la fondation.",
  });
  return {
    members,
    intro: page?.summary ?? "",
    content: page?.content ?? "",
    seo,
    siteName,
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Board({ loaderData }: Route.ComponentProps) {
  const { members, intro, content } = loaderData;
  return (
    <>
      <PageHeader title={TITLE} intro={intro || undefined} />
      <div className={`${pageContainer} flex flex-col gap-8 py-12`}>
        {content ? <RichText html={content} className="mx-auto max-w-3xl" /> : null}
        <CardGrid
          items={members}
          empty={<EmptyState>Aucun membre du bureau n'a été trouvé.</EmptyState>}
        >
          {(member) => <BoardMemberCard member={member} />}
        </CardGrid>
      </div>
    </>
  );
}
