import { Link } from "react-router";
import { StatusBadge } from "~/components/site/events/status-badge";
import { CalendarDays, MapPin } from "~/components/ui/icons";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { GroupEvent } from "~/domain/group/group.server";
import { groupEventStatusLabel } from "~/domain/group/labels";
import { excerpt } from "~/domain/events/filters";
import { formatDate } from "~/lib/format";
import { cn } from "~/lib/utils";

/** A meeting of the group in the 'Prochains Événements' grid; the whole title is the link. */
export function GroupEventCard({ event }: { event: GroupEvent }) {
  const status = groupEventStatusLabel(event.status);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring">
      <div className="relative">
        <ResponsiveImage
          src={event.image}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={1600}
          height={900}
          className={cn("aspect-video w-full bg-muted object-cover", status && "grayscale")}
        />
        {status ? (
          <StatusBadge
            label={status}
            tone={event.status === "cancelled" ? "danger" : "muted"}
            className="absolute top-3 left-3"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-bold text-primary">
          {/* The link covers the card (after::inset-0) so the image is clickable too. */}
          <Link
            to={`/sope-naby/${event.id}`}
            className="outline-none after:absolute after:inset-0 hover:underline"
          >
            {event.title}
            {status ? <span className="sr-only"> ({status.toLowerCase()})</span> : null}
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <time dateTime={event.date}>{formatDate(event.date)}</time>
        </p>
        <p className="leading-relaxed">{excerpt(event.description)}</p>
        <p className="mt-auto flex items-start gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {event.location}
        </p>
      </div>
    </article>
  );
}
