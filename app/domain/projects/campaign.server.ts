import { and, desc, eq } from "drizzle-orm";
import { projects } from "#db/schema";
import type { Db } from "~/server/db.server";
import type { Campaign } from "~/domain/site/types";

/** The featured active project, the most recently updated one if several are featured. */
export async function getCampaign(db: Db): Promise<Campaign | null> {
  const [row] = await db
    .select({
      projectId: projects.id,
      title: projects.title,
      collectedCents: projects.collectedCents,
      goalCents: projects.goalCents,
    })
    .from(projects)
    .where(and(eq(projects.featured, true), eq(projects.status, "active")))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(1);
  return row ?? null;
}
