/** Side panel of /demande-evenements: the practical information of spec public-site.md §9. */
import type { ReactNode } from "react";
import { CalendarDays, Clock, MapPin, User } from "~/components/ui/icons";
import { VENUES } from "~/domain/event-requests/labels";

const ITEMS = [
  {
    icon: CalendarDays,
    title: "Réservation",
    text: "Faites votre demande au moins 4\u00a0semaines avant la date souhaitée.",
  },
  {
    icon: Clock,
    title: "Heures d'ouverture",
    text: "Les installations sont ouvertes de 8\u00a0h à 22\u00a0h, tous les jours.",
  },
  { icon: User, title: "Capacité", text: "De 20 à 200\u00a0personnes selon la salle." },
  {
    icon: MapPin,
    title: "Lieux disponibles",
    text: (
      <span className="mt-1 block">
        {VENUES.map((venue) => (
          <span key={venue} className="block">
            {venue}
          </span>
        ))}
      </span>
    ),
  },
  {
    icon: Clock,
    title: "Réponse",
    text: "Nous répondons à chaque demande dans un délai de 2 à 3\u00a0jours ouvrables.",
  },
] satisfies { icon: typeof Clock; title: string; text: ReactNode }[];

export function PracticalInfo() {
  return (
    <aside
      aria-labelledby="infos-pratiques"
      className="self-start rounded-xl border border-border bg-secondary/60 p-6 sm:p-8"
    >
      <h2 id="infos-pratiques" className="mb-5 text-xl font-semibold text-primary">
        Informations pratiques
      </h2>
      <ul className="grid gap-5 text-sm">
        {ITEMS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
            <span>
              <strong className="block font-semibold">{title}</strong>
              {text}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
