/**
 * The journal of back-office changes: who did what to which record. Callers never pass secrets
 * (passwords, tokens) in `details`.
 */
import { auditLog } from "#db/schema";
import type { Db } from "~/server/db.server";

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown> | null;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
  });
}
