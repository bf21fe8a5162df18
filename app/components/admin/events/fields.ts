/** The fields of the event form of /admin/evenements, in screen order. */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { EVENT_CATEGORY_LABELS } from "~/domain/events/filters";
import { eventStatuses, type EventField } from "~/domain/events/schema";

export function eventFields(today: string, editing: boolean): FieldSpec<EventField>[] {
  return [
    { name: "title", label: "Titre", id: "evenement-titre", autoComplete: "off" },
    {
      name: "slug",
      label: "Adresse de la page publique",
      id: "evenement-adresse",
      autoComplete: "off",
      hint: editing
        ? "/evenements/… — la changer rend les liens déjà partagés invalides."
        : "/evenements/… — laissez vide pour la créer à partir du titre.",
    },
    {
      name: "date",
      label: "Date",
      id: "evenement-date",
      kind: "date",
      initial: today,
      row: "quand",
    },
    {
      name: "startTime",
      label: "Heure de début",
      id: "evenement-debut",
      kind: "time",
      initial: "18:00",
      row: "quand",
    },
    { name: "endTime", label: "Heure de fin", id: "evenement-fin", kind: "time", row: "quand" },
    { name: "location", label: "Lieu", id: "evenement-lieu" },
    selectField("category", "Type", "evenement-type", {
      options: optionsOf(EVENT_CATEGORY_LABELS),
      initial: "conference",
    }),
    selectField("status", "Statut", "evenement-statut", {
      options: optionsOf(eventStatuses),
      initial: "scheduled",
      hint: "Un événement prévu est « À venir » ou « Passé » selon sa date.",
    }),
    { name: "description", label: "Description", id: "evenement-description", kind: "textarea" },
    { name: "image", label: "Image", id: "evenement-image", kind: "image" },
  ];
}
