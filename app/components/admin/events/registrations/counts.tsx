/** The counts of an event's registrations: places taken, per ticket type, per status. */
import { AdminPanel } from "~/components/admin/admin-frame";
import type { RegistrationsScreen } from "~/domain/registrations/admin-list.server";

const of = (taken: number, places: number | null) =>
  places === null ? `${taken} (sans limite)` : `${taken} / ${places}`;

export function RegistrationCounts({ data }: { data: RegistrationsScreen }) {
  return (
    <AdminPanel id="comptes" title="Places">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Places prises</dt>
        <dd>{of(data.taken, data.event.capacity)}</dd>
        {data.types.map((type) => (
          <div key={type.id} className="contents">
            <dt className="font-medium">Billet « {type.name} »</dt>
            <dd>{of(type.taken, type.places)}</dd>
          </div>
        ))}
        {data.byStatus.map((row) => (
          <div key={row.status} className="contents">
            <dt className="font-medium">{row.label}</dt>
            <dd>
              {row.registrations} inscription{row.registrations > 1 ? "s" : ""}, {row.places} place
              {row.places > 1 ? "s" : ""}
            </dd>
          </div>
        ))}
      </dl>
    </AdminPanel>
  );
}
