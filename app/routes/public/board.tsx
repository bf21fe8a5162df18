import { BoardMemberCard } from "~/components/site/people/board-member-card";
import { EmptyState } from "~/components/site/page/list-controls";
import { TextPage } from "~/components/site/page/text-page";
import { CardGrid } from "~/components/site/shared/card-grid";
import { listBoardMembers } from "~/domain/board/board.server";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/board";

const PAGE = {
  route: "/bureau",
  title: "Bureau de la Fondation",
  fixedTitle: true,
  description: "Les membres du bureau de la fondation.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const [members, text] = await loadPageWith(request, PAGE, listBoardMembers);
  return { members, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Board({ loaderData }: Route.ComponentProps) {
  return (
    <TextPage text={loaderData} contentClassName="mx-auto max-w-3xl">
      <CardGrid
        items={loaderData.members}
        empty={<EmptyState>Aucun membre du bureau n'a été trouvé.</EmptyState>}
      >
        {(member) => <BoardMemberCard member={member} />}
      </CardGrid>
    </TextPage>
  );
}
