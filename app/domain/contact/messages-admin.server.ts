/**
 * /admin/messages: the messages sent with the public contact form, newest first, filtered by
 * read state. Opening a message marks it read (as any inbox does); it can be marked unread again
 * or deleted (journaled: a deleted message is gone for everyone).
 */
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { contactMessages } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import type { MessageFilter } from "./messages";

export const MESSAGES_PAGE_SIZE = 20;

export type MessageRow = Omit<typeof contactMessages.$inferSelect, "ip">;

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  readAt: contactMessages.readAt,
  createdAt: contactMessages.createdAt,
};

const filterWhere = {
  "non-lus": isNull(contactMessages.readAt),
  lus: isNotNull(contactMessages.readAt),
};

export async function listMessages(
  db: Db,
  { page: requestedPage, filter }: { page: number; filter: MessageFilter | null },
) {
  const where = filter ? filterWhere[filter] : undefined;
  const [[{ total }], [{ unread }]] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  const { page, pageCount, limit, offset } = pageWindow(requestedPage, total, MESSAGES_PAGE_SIZE);
  const rows: MessageRow[] = await db
    .select(columns)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total, unread };
}

/** One message, marked read on the way (reading is not a change worth a journal line). */
export async function openMessage(db: Db, id: number): Promise<MessageRow | null> {
  await db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
  const [row] = await db.select(columns).from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/** 'Marquer comme non lu' / 'Marquer comme lu'. False when the message no longer exists. */
export async function setMessageRead(db: Db, id: number, read: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

export async function deleteMessage(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ name: contactMessages.name, subject: contactMessages.subject });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "contact_message",
      entityId: id,
      details: { name: row.name, subject: row.subject },
    });
    return true;
  });
}
