/**
 * /admin/projets: the fundraising projects, one page at a time, filtered by status. Every change
 * runs in one transaction with its audit_log row; an unknown id changes nothing.
 *
 * Only one project is featured at a time: the featured active project is the campaign of the home
 * page, the donation dialog and /projets (docs/decisions/0003-campaign.md), so featuring one
 * (star toggle or form checkbox) unfeatures the others in the same transaction.
 */
import { and, count, desc, eq, ne } from "drizzle-orm";
import { donations, projects } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import type { ProjectInput, ProjectStatus } from "./schema";

export const PROJECTS_PAGE_SIZE = 20;

export interface ProjectRow {
  id: number;
  title: string;
  description: string;
  category: string;
  status: string;
  goalCents: number;
  collectedCents: number;
  featured: boolean;
  /** Calendar days "YYYY-MM-DD". */
  startDate: string;
  endDate: string | null;
  image: string;
}

export type ProjectValues = ProjectInput & { image: string };

const columns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  category: projects.category,
  status: projects.status,
  goalCents: projects.goalCents,
  collectedCents: projects.collectedCents,
  featured: projects.featured,
  startDate: projects.startDate,
  endDate: projects.endDate,
  image: projects.image,
};

/** One page of projects, the latest start first, of one status when given. */
export async function listProjects(
  db: Db,
  { page: requestedPage, status }: { page: number; status: ProjectStatus | null },
) {
  const where = status ? eq(projects.status, status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(projects).where(where);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, PROJECTS_PAGE_SIZE);
  const rows: ProjectRow[] = await db
    .select(columns)
    .from(projects)
    .where(where)
    .orderBy(desc(projects.startDate), desc(projects.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getProject(db: Db, id: number): Promise<ProjectRow | null> {
  const [row] = await db.select(columns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/** Unfeatures every other featured project; answers their ids (for the journal). */
async function unfeatureOthers(tx: Db, id: number): Promise<number[]> {
  const rows = await tx
    .update(projects)
    .set({ featured: false, updatedAt: new Date() })
    .where(and(eq(projects.featured, true), ne(projects.id, id)))
    .returning({ id: projects.id });
  return rows.map((row) => row.id);
}

export async function createProject(
  db: Db,
  actorId: number,
  input: ProjectValues,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(input).returning({ id: projects.id });
    const unfeatured = input.featured ? await unfeatureOthers(tx, row.id) : [];
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "project",
      entityId: row.id,
      details: { title: input.title, status: input.status, featured: input.featured, unfeatured },
    });
    return row.id;
  });
}

export async function updateProject(
  db: Db,
  actorId: number,
  id: number,
  input: ProjectValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning({ id: projects.id });
    if (!row) return false;
    const unfeatured = input.featured ? await unfeatureOthers(tx, id) : [];
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "project",
      entityId: id,
      details: { title: input.title, status: input.status, featured: input.featured, unfeatured },
    });
    return true;
  });
}

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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ featured, updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning({ title: projects.title, status: projects.status });
    if (!row) return null;
    const unfeatured = featured ? await unfeatureOthers(tx, id) : [];
    await audit(tx, {
      userId: actorId,
      action: featured ? "feature" : "unfeature",
      entity: "project",
      entityId: id,
      details: featured ? { title: row.title, unfeatured } : { title: row.title },
    });
    return { status: row.status };
  });
}

export type DeleteProjectResult = "deleted" | "not-found" | "has-donations";

/**
 * Deletes a project that has received no donation. The row is locked first, so a donation
 * cannot be attached to it between the check and the delete.
 */
export async function deleteProject(
  db: Db,
  actorId: number,
  id: number,
): Promise<DeleteProjectResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ title: projects.title })
      .from(projects)
      .where(eq(projects.id, id))
      .for("update");
    if (!row) return "not-found";
    const [{ given }] = await tx
      .select({ given: count() })
      .from(donations)
      .where(eq(donations.projectId, id));
    if (given > 0) return "has-donations";
    await tx.delete(projects).where(eq(projects.id, id));
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "project",
      entityId: id,
      details: { title: row.title },
    });
    return "deleted";
  });
}
