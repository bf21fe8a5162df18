/**
 * The projects of the public pages (/projets, /projets-list, /projets/{id}): every project whose
 * status is not 'draft'. One query per list.
 */
import { projectCollected } from "./collected.server";
import { and, asc, desc, eq, ne, type SQL } from "drizzle-orm";
import { projects } from "#db/schema";
import { todayInSaguenay } from "~/lib/format";
import type { Db } from "~/server/db.server";
import type { ProjectCategory } from "./categories";
import { campaignCondition, campaignOrder } from "./campaign.server";
import { deadlineText, projectState } from "./status";
import type { PublicProject } from "./types";

const isPublic = ne(projects.status, "draft");

const columns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  category: projects.category,
  tags: projects.tags,
  status: projects.status,
  goalCents: projects.goalCents,
  collectedCents: projectCollected,
  startDate: projects.startDate,
  endDate: projects.endDate,
  image: projects.image,
  icon: projects.icon,
};

type Row = Omit<PublicProject, "state" | "deadline"> & { status: string };

function toPublic(row: Row, today: string): PublicProject {
  const { status, ...project } = row;
  const state = projectState({ status, startDate: row.startDate, endDate: row.endDate }, today);
  return {
    ...project,
    state,
    deadline: deadlineText({ status, startDate: row.startDate, endDate: row.endDate }, state),
  };
}

/** The campaign (featured active project) with what the flagship card of /projets shows. */
export async function getFlagshipProject(db: Db, now = new Date()): Promise<PublicProject | null> {
  const [row] = await db
    .select(columns)
    .from(projects)
    .where(campaignCondition)
    .orderBy(...campaignOrder)
    .limit(1);
  return row ? toPublic(row, todayInSaguenay(now)) : null;
}

export interface ProjectListOptions {
  /** Only this category; every category when null. */
  category?: ProjectCategory | null;
  /** Leave this project out (the flagship, shown above the other projects). */
  exceptId?: number | null;
  now?: Date;
}

/** Public projects, featured first then in the order they were created. */
export async function listPublicProjects(
  db: Db,
  { category = null, exceptId = null, now = new Date() }: ProjectListOptions = {},
): Promise<PublicProject[]> {
  const conditions: SQL[] = [isPublic];
  if (category) conditions.push(eq(projects.category, category));
  if (exceptId != null) conditions.push(ne(projects.id, exceptId));
  const rows = await db
    .select(columns)
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(projects.featured), asc(projects.id));
  const today = todayInSaguenay(now);
  return rows.map((row) => toPublic(row, today));
}

/** One public project, or null when it does not exist or is a draft. */
export async function getPublicProject(
  db: Db,
  id: number,
  now = new Date(),
): Promise<PublicProject | null> {
  const [row] = await db
    .select(columns)
    .from(projects)
    .where(and(eq(projects.id, id), isPublic))
    .limit(1);
  return row ? toPublic(row, todayInSaguenay(now)) : null;
}
