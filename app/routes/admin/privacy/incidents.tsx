/**
 * /admin/renseignements-personnels/incidents — the register of confidentiality incidents
 * (Quebec's Law 25, art. 3.8; decision 0033), administrateur only: newest first, one page at a
 * time, added and corrected through the form of the URL (`?mode=ajout`, `?modifier=`); never
 * deleted (a register is kept at least five years). Drawn under the tabs of « Renseignements
 * personnels ».
 */
import { AdminTabs } from "~/components/admin/admin-tabs";
import { CrudScreen } from "~/components/admin/crud/crud-screen";
import { INCIDENT_COLUMNS, incidentFields } from "~/components/admin/privacy/incidents";
import { crudAction, loadCrudPage } from "~/routes/admin/+shared/crud.server";
import { incidentSchema } from "~/domain/privacy/incidents";
import { incidentsScreen } from "~/domain/privacy/incidents-admin.server";
import { privacyTabs } from "~/domain/privacy/tabs";
import { formatDate } from "~/lib/format";
import type { Route } from "./+types/incidents";

export const loader = ({ request }: Route.LoaderArgs) => loadCrudPage(incidentsScreen, request);

export const action = ({ request }: Route.ActionArgs) => crudAction(incidentsScreen, request);

export const meta: Route.MetaFunction = () => [
  { title: "Registre des incidents de confidentialité — Administration" },
];

export default function PrivacyIncidents({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CrudScreen
      title="Renseignements personnels"
      subtitle="Registre des incidents de confidentialité (Loi 25)"
      tabs={
        <AdminTabs
          label="Onglets des renseignements personnels"
          current="incidents"
          tabs={privacyTabs}
        />
      }
      screen={loaderData}
      answer={actionData}
      view={{
        form: {
          id: "formulaire-incident",
          schema: incidentSchema,
          fields: incidentFields(loaderData.today),
          addTitle: "Inscrire un incident",
          editTitle: (incident) => `Modifier l'incident du ${formatDate(incident.discoveredOn)}`,
        },
        list: {
          id: "registre-incidents",
          title: "Registre des incidents",
          caption: "Incidents de confidentialité, du plus récent au plus ancien",
          columns: INCIDENT_COLUMNS,
          empty: "Aucun incident de confidentialité inscrit.",
          addLabel: "Inscrire un incident",
          subject: (incident) => `l'incident du ${formatDate(incident.discoveredOn)}`,
          intro: (
            <p className="mb-4 text-sm text-muted-foreground">
              Tout incident de confidentialité (accès, utilisation ou communication non autorisés,
              perte de renseignements personnels) est inscrit ici, même sans risque de préjudice
              sérieux. Le registre est conservé au moins cinq ans et peut être demandé par la
              Commission d&apos;accès à l&apos;information : un incident se corrige, il ne se
              supprime pas.
            </p>
          ),
        },
      }}
    />
  );
}
