import { Link } from "react-router";
import { BackLink } from "~/components/site/shared/back-link";
import { buttonVariants } from "~/components/ui/button";
import { CalendarDays } from "~/components/ui/icons";

/** The links under an event: add to one's calendar, back to the list, ask for an event. */
export function EventActions({ slug, title }: { slug: string; title: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      {/* A file download: a plain link, not a client-side navigation. */}
      <a
        href={`/evenements/${slug}/agenda.ics`}
        download={`${slug}.ics`}
        className={buttonVariants()}
      >
        <CalendarDays aria-hidden="true" />
        Ajouter à mon agenda
        <span className="sr-only"> : {title} (fichier .ics)</span>
      </a>
      <BackLink to="/evenements">Tous les événements</BackLink>
      <Link to="/demande-evenements" className={buttonVariants({ variant: "ghost" })}>
        Demander un événement
      </Link>
    </div>
  );
}
