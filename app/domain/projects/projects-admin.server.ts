/**
 * /admin/projets: the fundraising projects, one page at a time, filtered by status. Every change
 * runs in one transaction with its audit_log row (record-store.server.ts); an unknown id changes
 * nothing.
 *
 * Only one project is featured at a time: the featured active project is the campaign of the home
 * page, the donation dialog and /projets (docs/decisions/0003-campaign.md), so featuring one
 * (star toggle or form checkbox) unfeatures the others in the same transaction. A project that
 * received donations or paid money out is never deleted.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import { disbursements, donations, projects } from "#db/schema";
import { projectCollected } from "./collected.server";
import { deleteUnlessUsed } from "~/domain/admin/delete-unless-used.server";
import {
  defineCrudScreen,
  recordIntent,
  type IntentHandler,
} from "~/domain/admin/crud-description.server";
import {
  columnsWithout,
  NOT_ON_SCREEN,
  recordStore,
  type NotOnScreen,
} from "~/domain/admin/record-store.server";
import { storeOperations, withImage } from "~/domain/admin/store-operations.server";
import { auditedChange } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import {
  parseProjectStatus,
  PROJECT_HAS_DISBURSEMENTS,
  PROJECT_HAS_DONATIONS,
  PROJECT_NOT_FOUND,
  projectSchema,
  type ProjectInput,
  type ProjectStatus,
} from "./schema";

export const PROJECTS_PAGE_SIZE = 20;

export type ProjectRow = Omit<typeof projects.$inferSelect, NotOnScreen>;
type ProjectValues = ProjectInput & { image: string };

const columns = columnsWithout(projects, NOT_ON_SCREEN);

/** Unfeatures every other featured project; answers their ids (for the journal). */
async function unfeatureOthers(tx: Db, id: number): Promise<number[]> {
  const rows = await tx
    .update(projects)
    .set({ featured: false, updatedAt: new Date() })
    .where(and(eq(projects.featured, true), ne(projects.id, id)))
    .returning({ id: projects.id });
  return rows.map((row) => row.id);
}

const projectStore = recordStore<ProjectRow, ProjectValues, { status: ProjectStatus | null }>({
  table: projects,
  entity: "project",
  columns,
  // The list shows what was collected in all, the form what was typed: collected elsewhere.
  listColumns: { ...columns, collectedCents: projectCollected },
  pageSize: PROJECTS_PAGE_SIZE,
  // The latest start first.
  orderBy: [desc(projects.startDate), desc(projects.id)],
  where: ({ status }) => (status ? eq(projects.status, status) : undefined),
  details: (values) => ({ title: values.title, status: values.status, featured: values.featured }),
  afterWrite: async (tx, id, values) => ({
    unfeatured: values.featured ? await unfeatureOthers(tx, id) : [],
  }),
});

/**
 * Features (or unfeatures) one project, journaled as "feature" / "unfeature". Answers the
 * project's status, or null when it does not exist.
 */
export async function setProjectFeatured(
  db: Db,
  actorId: number,
  id: number,
  featured: boolean,
): Promise<{ status: string } | null> {
  const row = await auditedChange(db, {
    userId: actorId,
    action: featured ? "feature" : "unfeature",
    entity: "project",
    entityId: id,
    write: async (tx) => {
      const [row] = await tx
        .update(projects)
        .set({ featured, updatedAt: new Date() })
        .where(eq(projects.id, id))
        .returning({ title: projects.title, status: projects.status });
      return row ? [{ ...row, unfeatured: featured ? await unfeatureOthers(tx, id) : [] }] : [];
    },
    details: ({ title, unfeatured }) => (featured ? { title, unfeatured } : { title }),
  });
  return row && { status: row.status };
}

/** Deletes a project that never received a gift nor paid anything out (else refused, 409). */
const deleteProject = (db: Db, actorId: number, id: number) =>
  deleteUnlessUsed(db, actorId, {
    table: projects,
    entity: "project",
    id,
    name: projects.title,
    nameKey: "title",
    references: [
      {
        table: donations,
        where: (id) => eq(donations.projectId, id),
        message: PROJECT_HAS_DONATIONS,
      },
      {
        table: disbursements,
        where: (id) => eq(disbursements.projectId, id),
        message: PROJECT_HAS_DISBURSEMENTS,
      },
    ],
  });

/** The star: the wanted state is posted (not "toggle"), so a double submission changes nothing. */
const feature = recordIntent(PROJECT_NOT_FOUND, async ({ db, me, id, form }) => {
  const featured = form.get("featured") === "true";
  const project = await setProjectFeatured(db, me.id, id, featured);
  if (!project) return null;
  if (!featured) {
    return { title: "Projet retiré des favoris", description: "Le projet n'est plus mis en avant" };
  }
  return {
    title: "Projet mis en avant",
    // Only an active project is the campaign (decision 0003): say so rather than mislead.
    description:
      project.status === "active"
        ? "Le projet est maintenant mis en avant sur la page d'accueil"
        : "Le projet sera mis en avant sur la page d'accueil dès qu'il sera actif",
  };
});

export const projectIntents: Record<string, IntentHandler> = {
  feature: async (context) => {
    const wanted = context.form.get("featured");
    return wanted === "true" || wanted === "false"
      ? feature(context)
      : refuseForm(context.intent, { form: "Demande de mise en avant invalide." }, context.form);
  },
};

export const projectScreen = defineCrudScreen<
  ProjectRow,
  ProjectInput,
  { status: ProjectStatus | null }
>({
  area: "projects",
  schema: projectSchema,
  notFound: PROJECT_NOT_FOUND,
  toasts: {
    create: "Projet ajouté",
    update: "Projet mis à jour",
    delete: () => ({
      title: "Projet supprimé",
      description: "Le projet a été supprimé avec succès",
    }),
  },
  query: (params) => ({ status: parseProjectStatus(params.get("statut")) }),
  ...storeOperations(projectStore, withImage),
  // Not the store's delete: a project that received donations is kept.
  remove: deleteProject,
  image: { alt: (input) => input.title },
});
