/**
 * Deletes a record that nothing else refers to, journaled: its row is locked first, so that no
 * gift or payment can be attached between the check and the delete; each reference found is
 * refused with its own French message (a FieldRefusal, 409) and nothing changes. Answers false
 * when the record no longer exists.
 */
import { count, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { FieldRefusal } from "~/server/admin-record.server";
import { auditedChange } from "~/server/audit.server";
import type { Db } from "~/server/db.server";

export interface Reference {
  /** The rows that refer to the record, e.g. `eq(donations.projectId, id)` as a function. */
  table: PgTable;
  where: (id: number) => SQL;
  message: string;
}

export async function deleteUnlessUsed(
  db: Db,
  actorId: number,
  record: {
    table: PgTable & { id: PgColumn };
    entity: string;
    id: number;
    /** What the journal keeps of the deleted record (its name, its title). */
    name: PgColumn;
    nameKey: string;
    references: readonly Reference[];
  },
): Promise<boolean> {
  const { table, id } = record;
  const row = await auditedChange(db, {
    userId: actorId,
    action: "delete",
    entity: record.entity,
    entityId: id,
    write: async (tx) => {
      const rows = await tx
        .select({ name: record.name })
        .from(table as PgTable)
        .where(eq(table.id, id))
        .for("update");
      if (rows.length === 0) return rows;
      for (const reference of record.references) {
        const [{ n }] = await tx
          .select({ n: count() })
          .from(reference.table)
          .where(reference.where(id));
        if (n > 0) throw new FieldRefusal("form", reference.message, 409);
      }
      await tx.delete(table).where(eq(table.id, id));
      return rows;
    },
    details: (row) => ({ [record.nameKey]: row.name }),
  });
  return row !== null;
}
