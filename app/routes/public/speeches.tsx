import {
  EmptyState,
  FilterTabs,
  listHref,
  ResultCount,
} from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { CardGrid } from "~/components/site/shared/card-grid";
import { FeedLink } from "~/components/site/shared/feed-link";
import { SpeechCard } from "~/components/site/speeches/speech-card";
import { parseSpeechKind, speechesEmptyText } from "~/domain/speeches/labels";
import { listPublishedSpeeches } from "~/domain/speeches/speeches.server";
import { feedAlternates, seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/speeches";
import { visibleUrl } from "~/lib/visible-url";

const PAGE = {
  route: "/discours",
  title: "Discours",
  fixedTitle: true,
  intro: "Khutbas du vendredi et conférences données à la fondation, à lire et à réécouter.",
};
const TABS = [
  { value: null, label: "Tous" },
  { value: "khutba", label: "Khutbas" },
  { value: "conference", label: "Conférences" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const kind = parseSpeechKind(visibleUrl(request).searchParams.get("type"));
  const [speeches, text] = await loadPageWith(request, PAGE, (db) =>
    listPublishedSpeeches(db, { kind }),
  );
  return { speeches, kind, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo, data?.siteName),
  ...feedAlternates(data?.seo, ["podcast"]),
];

export default function Speeches({ loaderData }: Route.ComponentProps) {
  const { speeches, kind, title, intro } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro}>
        <FeedLink feed="podcast">S'abonner au balado des discours</FeedLink>
      </PageHeader>
      <div className={`${pageContainer} flex flex-col gap-6 py-12`}>
        <FilterTabs
          label="Types de discours"
          options={TABS}
          active={kind}
          hrefFor={(value) => listHref("/discours", {}, { type: value })}
        />
        <ResultCount count={speeches.length} noun={["discours", "discours"]} />
        <CardGrid
          items={speeches}
          columns={2}
          empty={<EmptyState>{speechesEmptyText(kind)}</EmptyState>}
        >
          {(speech) => <SpeechCard speech={speech} />}
        </CardGrid>
      </div>
    </>
  );
}
