/** The columns of the /admin/evenements table; the state badge follows the start, like the site. */
import type { Column } from "~/components/admin/crud/crud-list";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import type { AdminEventRow } from "~/domain/events/events-admin.server";
import { eventCategoryLabel, excerpt } from "~/domain/events/filters";
import {
  eventStateLabels,
  eventTabOf,
  TABLE_DESCRIPTION_LENGTH,
  type EventTab,
} from "~/domain/events/schema";
import { formatDate, formatTime } from "~/lib/format";

const stateTones: Record<EventTab, BadgeTone> = {
  "a-venir": "success",
  passes: "neutral",
  annules: "danger",
};

/** The door's check-in page of event `id` (routes/admin/events/checkin.tsx). */
export const checkinPath = (id: number) => `/admin/evenements/${id}/accueil`;

/** "5 décembre 2026, 18 h 30 – 20 h 30" */
function whenText(startsAt: Date | string, endsAt: Date | string | null): string {
  const start = `${formatDate(startsAt)}, ${formatTime(startsAt)}`;
  return endsAt ? `${start} – ${formatTime(endsAt)}` : start;
}

/** The columns, each row's state read at `now` (the loader's instant). */
export function eventColumns(now: Date): Column<AdminEventRow>[] {
  return [
    {
      header: "Titre",
      rowHeader: true,
      cell: (event) => (
        <>
          <a
            href={`/evenements/${encodeURIComponent(event.slug)}`}
            className="text-primary underline underline-offset-4"
          >
            {event.title}
          </a>
          {/* The volunteers' page at the door, for an event that takes registrations. */}
          {event.registrationMode === "off" ? null : (
            <a
              href={checkinPath(event.id)}
              className="mt-1 block text-sm text-primary underline underline-offset-4"
            >
              Accueil à la porte
            </a>
          )}
        </>
      ),
    },
    { header: "Date", cell: (event) => whenText(event.startsAt, event.endsAt) },
    {
      header: "Inscriptions",
      cell: (event) =>
        event.registrationMode === "off" ? (
          "—"
        ) : (
          <a
            href={`/admin/evenements/${event.id}/inscriptions`}
            className="text-primary underline underline-offset-4"
          >
            Voir<span className="sr-only"> les inscriptions à {event.title}</span>
          </a>
        ),
    },
    { header: "Lieu", cell: (event) => event.location },
    { header: "Type", cell: (event) => eventCategoryLabel(event.category) },
    {
      header: "Description",
      cell: (event) => excerpt(event.description, TABLE_DESCRIPTION_LENGTH),
    },
    {
      header: "Statut",
      cell: (event) => {
        const state = eventTabOf(event, now);
        return <StatusBadge tone={stateTones[state]}>{eventStateLabels[state]}</StatusBadge>;
      },
    },
  ];
}
