/**
 * The dashboard's "Activité récente": the latest entries of the journal. An administrateur sees
 * everyone's (the journal is theirs); other roles see only their own changes, since the journal
 * may name records of areas they cannot open.
 */
import { eq } from "drizzle-orm";
import { auditLog } from "#db/schema";
import { journalEntries } from "~/domain/audit/audit.server";
import { entryLabels } from "~/domain/audit/labels";
import { canAccess, type Role } from "~/domain/admin/roles";
import type { Db } from "~/server/db.server";

export const RECENT_ACTIVITY_SIZE = 6;

export type ActivityItem = ReturnType<typeof entryLabels>;

export async function recentActivity(
  db: Db,
  user: { id: number; role: Role },
): Promise<{ items: ActivityItem[]; everyone: boolean }> {
  const everyone = canAccess(user.role, "journal");
  const rows = await journalEntries(db, everyone ? undefined : eq(auditLog.userId, user.id)).limit(
    RECENT_ACTIVITY_SIZE,
  );
  return { everyone, items: rows.map(entryLabels) };
}
