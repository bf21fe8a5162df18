/** The fields of the event form of /admin/evenements, in screen order. */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { EVENT_CATEGORY_LABELS } from "~/domain/events/filters";
import { registrationModes, TICKET_ROWS, ticketField } from "~/domain/events/registration-fields";
import { eventStatuses, type EventField } from "~/domain/events/schema";
import { questionFields } from "./question-fields";

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
    ...registrationFields(),
    ...questionFields(),
  ];
}

/** Registration: the mode, the capacity, the window and the ticket rows (one line per type). */
function registrationFields(): FieldSpec<EventField>[] {
  const tickets = Array.from({ length: TICKET_ROWS }, (_, index) => index + 1).flatMap(
    (row): FieldSpec<EventField>[] => [
      {
        name: ticketField(row, "Name"),
        label: `Billet ${row} : nom`,
        id: `evenement-billet-${row}-nom`,
        autoComplete: "off",
        row: `billet-${row}`,
        hint: row === 1 ? "Ex. Adulte, Enfant, Famille. Laissez vide pour aucun." : undefined,
      },
      {
        name: ticketField(row, "Price"),
        label: `Billet ${row} : prix ($)`,
        id: `evenement-billet-${row}-prix`,
        row: `billet-${row}`,
        input: { inputMode: "decimal" },
        hint: row === 1 ? "0 : gratuit. Payé par carte en ligne, ou à la porte." : undefined,
      },
      {
        name: ticketField(row, "Places"),
        label: `Billet ${row} : places`,
        id: `evenement-billet-${row}-places`,
        kind: "number",
        row: `billet-${row}`,
        hint: row === 1 ? "Vide : seule la capacité de l'événement compte." : undefined,
      },
      {
        name: ticketField(row, "Limit"),
        label: `Billet ${row} : maximum par inscription`,
        id: `evenement-billet-${row}-limite`,
        kind: "number",
        row: `billet-${row}`,
      },
      {
        name: ticketField(row, "Advantage"),
        label: `Billet ${row} : valeur de l'avantage ($)`,
        id: `evenement-billet-${row}-avantage`,
        row: `billet-${row}-avantage`,
        input: { inputMode: "decimal" },
        hint:
          row === 1
            ? "Souper-bénéfice : la juste valeur de ce que le billet donne (le repas). Le reste du prix est un don, reçu officiel à l'appui. Vide : pas un don."
            : undefined,
      },
      {
        name: ticketField(row, "AdvantageText"),
        label: `Billet ${row} : description de l'avantage`,
        id: `evenement-billet-${row}-avantage-texte`,
        autoComplete: "off",
        row: `billet-${row}-avantage`,
      },
    ],
  );
  return [
    selectField("registrationMode", "Inscription", "evenement-inscription", {
      options: optionsOf(registrationModes),
      initial: "off",
      hint: "Les places sont comptées : personne ne peut s'inscrire au-delà de la capacité.",
    }),
    {
      name: "capacity",
      label: "Capacité (places pour tout l'événement)",
      id: "evenement-capacite",
      kind: "number",
      hint: "Vide : pas de limite autre que celle des billets.",
    },
    {
      name: "registrationOpensAt",
      label: "Ouverture des inscriptions",
      id: "evenement-ouverture",
      kind: "datetime-local",
      format: (_instant, event) => String(event.opensAtLocal),
      row: "fenetre",
      hint: "Heure du Québec. Vide : dès maintenant.",
    },
    {
      name: "registrationClosesAt",
      label: "Fermeture des inscriptions",
      id: "evenement-fermeture",
      kind: "datetime-local",
      format: (_instant, event) => String(event.closesAtLocal),
      row: "fenetre",
      hint: "Vide : jusqu'au début de l'événement.",
    },
    ...tickets,
  ];
}
