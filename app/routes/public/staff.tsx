import { StaffCard } from "~/components/site/people/staff-card";
import {
  EmptyState,
  FilterTabs,
  listHref,
  ResultCount,
} from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { CardGrid } from "~/components/site/shared/card-grid";
import {
  parseStaffTab,
  publicStaffTabs,
  staffDepartments,
  staffEmptyText,
} from "~/domain/staff/departments";
import { listPublicStaff } from "~/domain/staff/staff.server";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/staff";
import { visibleUrl } from "~/lib/visible-url";

// The foundation may write its own intro in the page manager; else a plain default.
const PAGE = {
  route: "/personnel",
  title: "Notre Personnel",
  fixedTitle: true,
  intro: "L'équipe qui fait vivre la fondation au quotidien, au service de la communauté.",
};
const TABS = [
  { value: null, label: "Tous" },
  ...publicStaffTabs.map((tab) => ({ value: tab, label: staffDepartments[tab] })),
];

export async function loader({ request }: Route.LoaderArgs) {
  const department = parseStaffTab(visibleUrl(request).searchParams.get("departement"));
  const [members, text] = await loadPageWith(request, PAGE, (db) =>
    listPublicStaff(db, { department }),
  );
  return { members, department, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { members, department, title, intro } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={`${pageContainer} flex flex-col gap-6 py-12`}>
        <FilterTabs
          label="Services"
          options={TABS}
          active={department}
          hrefFor={(value) => listHref("/personnel", {}, { departement: value })}
        />
        <ResultCount count={members.length} noun={["personne", "personnes"]} />
        <CardGrid items={members} empty={<EmptyState>{staffEmptyText(department)}</EmptyState>}>
          {(member) => <StaffCard member={member} />}
        </CardGrid>
      </div>
    </>
  );
}
