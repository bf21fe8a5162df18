/**
 * The register of confidentiality incidents' form and columns (/admin/renseignements-personnels/
 * incidents, decision 0033): the regulation's fields, in the order it lists them.
 */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import type { Column } from "~/components/admin/crud/crud-list";
import { StatusBadge } from "~/components/admin/status-badge";
import { seriousRiskLabels, type IncidentField } from "~/domain/privacy/incidents";
import type { IncidentRow } from "~/domain/privacy/incidents-admin.server";
import { formatDate } from "~/lib/format";

const NOTIFIED_HINT =
  "Facultatif. Obligatoire avec diligence lorsque l'incident présente un risque de préjudice sérieux.";

export function incidentFields(today: string): FieldSpec<IncidentField>[] {
  return [
    {
      name: "occurredOn",
      label: "Date de l'incident (ou début de la période)",
      id: "incident-date",
      kind: "date",
      row: "dates",
    },
    {
      name: "occurredUntil",
      label: "Fin de la période (facultatif)",
      id: "incident-fin",
      kind: "date",
      row: "dates",
    },
    {
      name: "discoveredOn",
      label: "Date où la fondation en a pris connaissance",
      id: "incident-connaissance",
      kind: "date",
      initial: today,
      row: "dates",
    },
    {
      name: "description",
      label: "Description de l'incident",
      id: "incident-description",
      kind: "textarea",
      hint: "Ce qui s'est passé et, si elle est connue, la cause.",
    },
    {
      name: "informationConcerned",
      label: "Renseignements personnels visés",
      id: "incident-renseignements",
      kind: "textarea",
      rows: 3,
      hint: "Par exemple : noms et courriels des donateurs. S'ils ne sont pas connus, indiquez pourquoi.",
    },
    {
      name: "peopleCount",
      label: "Nombre de personnes concernées",
      id: "incident-personnes",
      kind: "number",
      step: "1",
      hint: "Une approximation suffit s'il n'est pas connu.",
    },
    selectField("seriousRisk", "Risque de préjudice sérieux", "incident-risque", {
      options: optionsOf(seriousRiskLabels),
      initial: "non",
      format: (saved) => (saved ? "oui" : "non"),
    }),
    {
      name: "riskAssessment",
      label: "Évaluation du risque",
      id: "incident-evaluation",
      kind: "textarea",
      rows: 3,
      hint: "La sensibilité des renseignements, les conséquences appréhendées de leur utilisation et la probabilité qu'ils soient utilisés à des fins préjudiciables.",
    },
    {
      name: "commissionNotifiedOn",
      label: "Avis à la Commission d'accès à l'information",
      id: "incident-avis-commission",
      kind: "date",
      hint: NOTIFIED_HINT,
      row: "avis",
    },
    {
      name: "personsNotifiedOn",
      label: "Avis aux personnes concernées",
      id: "incident-avis-personnes",
      kind: "date",
      hint: NOTIFIED_HINT,
      row: "avis",
    },
    {
      name: "measures",
      label: "Mesures prises",
      id: "incident-mesures",
      kind: "textarea",
      hint: "Pour diminuer les risques de préjudice et éviter qu'un incident semblable se reproduise.",
    },
  ];
}

const period = (incident: IncidentRow) =>
  incident.occurredUntil && incident.occurredUntil !== incident.occurredOn
    ? `du ${formatDate(incident.occurredOn)} au ${formatDate(incident.occurredUntil)}`
    : formatDate(incident.occurredOn);

const notified = (day: string | null) => (day ? formatDate(day) : "Non");

export const INCIDENT_COLUMNS: Column<IncidentRow>[] = [
  {
    header: "Connu le",
    rowHeader: true,
    className: "whitespace-nowrap",
    cell: (incident) => formatDate(incident.discoveredOn),
  },
  { header: "Survenu", cell: period },
  {
    header: "Description",
    cell: (incident) => <span className="line-clamp-3">{incident.description}</span>,
  },
  {
    header: "Personnes",
    className: "text-right tabular-nums",
    cell: (incident) => incident.peopleCount.toLocaleString("fr-CA"),
  },
  {
    header: "Risque sérieux",
    cell: (incident) =>
      incident.seriousRisk ? (
        <StatusBadge tone="danger">Oui</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">Non</StatusBadge>
      ),
  },
  {
    header: "Avis à la Commission",
    secondary: true,
    cell: (incident) => notified(incident.commissionNotifiedOn),
  },
  {
    header: "Avis aux personnes",
    secondary: true,
    cell: (incident) => notified(incident.personsNotifiedOn),
  },
];
