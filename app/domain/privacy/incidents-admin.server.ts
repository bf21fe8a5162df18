/**
 * The register of confidentiality incidents (/admin/renseignements-personnels/incidents,
 * administrateur only, decision 0033): newest learned of first, added and corrected with a
 * journal entry each (its dates and counts, not its text). A register is kept, never emptied:
 * there is no delete, and rows stay at least the five years the regulation asks (nothing purges
 * them).
 */
import { desc } from "drizzle-orm";
import { privacyIncidents } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { columnsWithout, recordStore } from "~/domain/admin/record-store.server";
import { FieldRefusal } from "~/server/admin-record.server";
import { INCIDENT_NOT_FOUND, incidentSchema, type IncidentInput } from "./incidents";
import { INCIDENTS_PATH } from "./tabs";

export const INCIDENTS_PAGE_SIZE = 20;
export const INCIDENT_KEPT =
  "Un incident inscrit au registre ne peut pas être supprimé : le registre est conservé au moins cinq ans. Corrigez-le au besoin.";

const columns = columnsWithout(privacyIncidents, ["createdBy", "createdAt", "updatedAt"]);
export type IncidentRow = Omit<
  typeof privacyIncidents.$inferSelect,
  "createdBy" | "createdAt" | "updatedAt"
>;
type IncidentValues = IncidentInput & { createdBy?: number };

/** What the journal keeps of a change: dates, risk and count, never the incident's text. */
const journalDetails = (values: IncidentValues) => ({
  discoveredOn: values.discoveredOn,
  seriousRisk: values.seriousRisk,
  peopleCount: values.peopleCount,
});

export const incidentStore = recordStore<IncidentRow, IncidentValues>({
  table: privacyIncidents,
  entity: "privacy_incident",
  columns,
  pageSize: INCIDENTS_PAGE_SIZE,
  orderBy: [desc(privacyIncidents.discoveredOn), desc(privacyIncidents.id)],
  details: journalDetails,
  // Only the back-office reads the register.
  publicContent: false,
});

export const incidentsScreen = defineCrudScreen<IncidentRow, IncidentInput>({
  area: "privacy",
  path: INCIDENTS_PATH,
  schema: incidentSchema,
  notFound: INCIDENT_NOT_FOUND,
  toasts: {
    create: "Incident inscrit au registre",
    update: "Incident mis à jour",
    delete: "Incident supprimé",
  },
  list: incidentStore.list,
  find: incidentStore.find,
  create: (db, actorId, input) =>
    incidentStore.create(db, actorId, { ...input, createdBy: actorId }),
  update: (db, actorId, id, input) => incidentStore.update(db, actorId, id, input),
  remove: () => {
    throw new FieldRefusal("form", INCIDENT_KEPT, 405);
  },
});
