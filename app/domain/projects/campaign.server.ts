import { and, desc, eq } from "drizzle-orm";
import { projectCollected } from "./collected.server";
import { projects } from "#db/schema";
import type { Db } from "~/server/db.server";
import { jsonFirst, jsonObject } from "~/server/json-query.server";
import type { Campaign } from "./campaign";

/** Which project is the campaign: featured and active… */
export const campaignCondition = and(eq(projects.featured, true), eq(projects.status, "active"));
/** …the most recently updated one if several are featured. */
export const campaignOrder = [desc(projects.updatedAt), desc(projects.id)];

/** The featured active project, the most recently updated one if several are featured. */
export async function getCampaign(db: Db): Promise<Campaign | null> {
  const [row] = await db
    .select({
      projectId: projects.id,
      title: projects.title,
      collectedCents: projectCollected,
      goalCents: projects.goalCents,
    })
    .from(projects)
    .where(campaignCondition)
    .orderBy(...campaignOrder)
    .limit(1);
  return row ?? null;
}

/** The same campaign as one part of a page's single query (server/json-query). */
export function campaignPart(db: Db) {
  return jsonFirst<Campaign>(
    db
      .select({
        r: jsonObject({
          projectId: projects.id,
          title: projects.title,
          collectedCents: projectCollected,
          goalCents: projects.goalCents,
        }).as("r"),
      })
      .from(projects)
      .where(campaignCondition)
      .orderBy(...campaignOrder)
      .limit(1),
  );
}
