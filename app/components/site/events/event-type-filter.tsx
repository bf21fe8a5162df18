import { Form } from "react-router";
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  type EventFilters,
} from "~/domain/events/filters";
import { eventFilterParams } from "~/domain/events/filters";
import { Button } from "~/components/ui/button";

/**
 * The type filter: a GET form (select + button) so it works without JavaScript; the active tab
 * is sent again as a hidden field.
 */
export function EventTypeFilter({ filters }: { filters: EventFilters }) {
  const { periode } = eventFilterParams(filters);
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
      {periode ? <input type="hidden" name="periode" value={periode} /> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="type-evenement" className="text-sm font-medium">
          Type d&apos;événement
        </label>
        <select
          id="type-evenement"
          name="type"
          defaultValue={filters.type ?? ""}
          // A new key when the URL changes resets the field to the URL's value (back button).
          key={filters.type ?? ""}
          className="h-10 min-w-52 rounded-md border border-input bg-white px-3 text-base outline-none focus-visible:border-primary"
        >
          <option value="">Tous les types</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {EVENT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Filtrer</Button>
    </Form>
  );
}
