import { CommitteeSection } from "~/components/site/people/committee-section";
import { EmptyState } from "~/components/site/page/list-controls";
import { TextPage } from "~/components/site/page/text-page";
import { listCommitteesWithMembers } from "~/domain/committees/committees.server";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/committees";

const PAGE = {
  route: "/comites",
  title: "Comités de la Fondation",
  fixedTitle: true,
  description: "Les comités de la fondation et leurs membres.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const [committees, text] = await loadPageWith(request, PAGE, listCommitteesWithMembers);
  return { committees, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Committees({ loaderData }: Route.ComponentProps) {
  const { committees } = loaderData;
  return (
    <TextPage text={loaderData} contentClassName="mx-auto max-w-3xl">
      {committees.length > 0 ? (
        committees.map((committee) => <CommitteeSection key={committee.id} committee={committee} />)
      ) : (
        <EmptyState>Aucun comité pour le moment.</EmptyState>
      )}
    </TextPage>
  );
}
