/** /sope-naby/{id}: one meeting of the Sope Naby group. */
import { EventDetail, EventNotice } from "~/components/site/events/event-detail";
import { GroupEventStatusBadge } from "~/components/site/group/group-event-status";
import { detailPage, foundById } from "~/components/site/page/not-found-boundary";
import { recordSeo } from "~/components/site/page/record-seo.server";
import { BackLink } from "~/components/site/shared/back-link";
import { getGroupEvent } from "~/domain/group/group.server";
import { groupEventStatusLabel } from "~/domain/group/labels";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/group-event";

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await getDb();
  const event = await foundById(params.id, (id) => getGroupEvent(db, id));
  return { event, ...(await recordSeo(db, request, event)) };
}

export const { meta, ErrorBoundary } = detailPage({
  title: "Événement introuvable",
  text: "Cet événement n'existe pas ou a été retiré.",
  backTo: "/sope-naby",
  backLabel: "Retour au groupe Sope Naby",
});

export default function GroupEventPage({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  return (
    <EventDetail
      title={event.title}
      eyebrow="Groupe Sope Naby"
      image={event.image}
      description={event.description}
      notice={
        groupEventStatusLabel(event.status) ? (
          <EventNotice badge={<GroupEventStatusBadge status={event.status} />}>
            {event.status === "cancelled"
              ? "Cette rencontre est annulée."
              : "Cette rencontre a eu lieu."}
          </EventNotice>
        ) : null
      }
      date={{ startsAt: event.date, withTime: false, location: event.location }}
      actions={
        <BackLink to="/sope-naby" className="self-start">
          Retour au groupe Sope Naby
        </BackLink>
      }
    />
  );
}
