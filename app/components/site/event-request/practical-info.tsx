/** Side panel of /demande-evenements: the practical information of spec public-site.md §9. */
import { CalendarDays, Clock, MapPin, User } from "~/components/ui/icons";
import { VENUES } from "~/domain/event-requests/labels";

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
        <li className="flex gap-3">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
          <span>
            <strong className="block font-semibold">Réservation</strong>
            Faites votre demande au moins 4&nbsp;semaines avant la date souhaitée.
          </span>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
          <span>
            <strong className="block font-semibold">Heures d&apos;ouverture</strong>
            Les installations sont ouvertes de 8&nbsp;h à 22&nbsp;h, tous les jours.
          </span>
        </li>
        <li className="flex gap-3">
          <User aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
          <span>
            <strong className="block font-semibold">Capacité</strong>
            De 20 à 200&nbsp;personnes selon la salle.
          </span>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
          <span>
            <strong className="block font-semibold">Lieux disponibles</strong>
            <span className="mt-1 block">
              {VENUES.map((venue) => (
                <span key={venue} className="block">
                  {venue}
                </span>
              ))}
            </span>
          </span>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-dark" />
          <span>
            <strong className="block font-semibold">Réponse</strong>
            Nous répondons à chaque demande dans un délai de 2 à 3&nbsp;jours ouvrables.
          </span>
        </li>
      </ul>
    </aside>
  );
}
