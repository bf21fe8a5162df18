/** /sope-naby (spec public-site.md §2.12): the Sope Naby group and its coming meetings. */
import { GroupEventCard } from "~/components/site/group/group-event-card";
import { GroupHighlights } from "~/components/site/group/group-highlights";
import { GroupJoinCard } from "~/components/site/group/group-join-card";
import { EmptyState } from "~/components/site/page/list-controls";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { CardGrid } from "~/components/site/shared/card-grid";
import { countActiveMembers, upcomingGroupEvents } from "~/domain/group/group.server";
import { getSettings } from "~/domain/settings/settings.server";
import { todayInSaguenay } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import { loadPageWith } from "./+shared/fixed-page.server";
import type { Route } from "./+types/group";

const PAGE = { route: "/sope-naby", title: "Groupe Sope Naby" };

export async function loader({ request }: Route.LoaderArgs) {
  const [[memberCount, events, { group }], text] = await loadPageWith(
    request,
    PAGE,
    (db) =>
      Promise.all([
        countActiveMembers(db),
        upcomingGroupEvents(db, todayInSaguenay()),
        getSettings(db, ["group"]),
      ]),
    ([, events]) => ({ image: events[0]?.image }),
  );
  return { memberCount, events, contact: group, ...text };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo, data?.siteName);

export default function Group({ loaderData }: Route.ComponentProps) {
  const { page, title, intro, memberCount, events, contact } = loaderData;
  return (
    <>
      <PageHeader title={title} intro={intro || undefined} />
      <div className={`${pageContainer} flex flex-col gap-12 py-12`}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          {page?.content ? (
            <section
              aria-label="À propos du groupe"
              className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
            >
              <RichText html={page.content} className="[&>:first-child]:mt-0" />
            </section>
          ) : null}
          <GroupJoinCard contact={contact} />
        </div>
        <GroupHighlights memberCount={memberCount} />
        <section aria-labelledby="prochains-evenements" className="flex flex-col gap-6">
          <h2 id="prochains-evenements" className="text-3xl font-bold text-primary">
            Prochains Événements
          </h2>
          <CardGrid
            items={events}
            empty={
              <EmptyState>Aucune rencontre du groupe n&apos;est prévue pour le moment.</EmptyState>
            }
          >
            {(event) => <GroupEventCard event={event} />}
          </CardGrid>
        </section>
      </div>
    </>
  );
}
