/**
 * The dashboard's "Activité récente": the latest entries of the journal. An administrateur sees
 * everyone's (the journal is theirs); other roles see only their own changes, since the journal
 * may name records of areas they cannot open.
 */
import { desc, eq } from "drizzle-orm";
import { auditLog, users } from "#db/schema";
import { actionLabel, actorLabel, elementLabel } from "~/domain/audit/labels";
import { canAccess, type Role } from "~/domain/users/roles";
import type { Db } from "~/server/db.server";

export const RECENT_ACTIVITY_SIZE = 6;

export interface ActivityItem {
  id: number;
  /** ISO instant */
  at: string;
  user: string;
  action: string;
  element: string;
}

export async function recentActivity(
  db: Db,
  user: { id: number; role: Role },
): Promise<{ items: ActivityItem[]; everyone: boolean }> {
  const everyone = canAccess(user.role, "journal");
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      userName: users.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(everyone ? undefined : eq(auditLog.userId, user.id))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(RECENT_ACTIVITY_SIZE);
  return {
    everyone,
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      user: actorLabel(row.userName),
      action: actionLabel(row.action),
      element: elementLabel(row.entity, row.entityId),
    })),
  };
}
