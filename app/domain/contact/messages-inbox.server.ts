/**
 * /admin/messages: the messages sent with the public contact form, newest first, filtered by
 * read state. Opening a message marks it read (as any inbox does); it can be marked unread again
 * or deleted (journaled: a deleted message is gone for everyone). What the inbox shows and its
 * intents, from values; the route's glue is app/routes/admin/messages/messages.server.ts.
 */
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { contactMessages } from "#db/schema";
import { recordIntent, type OpenedScreen } from "~/domain/admin/crud-description.server";
import { loadDetails } from "~/domain/admin/details";
import { listOrder } from "~/domain/admin/page-rows.server";
import { recordStore } from "~/domain/admin/record-store.server";
import type { Db } from "~/server/db.server";
import { MESSAGE_NOT_FOUND, parseMessageFilter, type MessageFilter } from "./messages";
import { adminPath } from "~/domain/admin/screens";

export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGES_PATH = adminPath("messages");

export type MessageRow = Omit<typeof contactMessages.$inferSelect, "ip">;

const { id, reference, name, email, subject, message, readAt, createdAt } = contactMessages;
const columns = { id, reference, name, email, subject, message, readAt, createdAt };

const filterWhere = { "non-lus": isNull(readAt), lus: isNotNull(readAt) };

const messageStore = recordStore<MessageRow, object, { filter: MessageFilter | null }>({
  publicContent: false,
  table: contactMessages,
  entity: "contact_message",
  columns,
  pageSize: MESSAGES_PAGE_SIZE,
  orderBy: listOrder([createdAt, "desc"], [id, "desc"]),
  where: ({ filter }) => (filter ? filterWhere[filter] : undefined),
  deletedDetails: (row) => ({ name: row.name, subject: row.subject }),
});

/** One page of the inbox, with the number of unread messages (all filters together). */
export async function listMessages(db: Db, query: { page: number; filter: MessageFilter | null }) {
  const [list, [{ unread }]] = await Promise.all([
    messageStore.list(db, query),
    db.select({ unread: count() }).from(contactMessages).where(isNull(readAt)),
  ]);
  return { ...list, unread };
}

/** One message, marked read on the way (reading is not a change worth a journal line). */
export async function openMessage(db: Db, messageId: number): Promise<MessageRow | null> {
  await db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(eq(id, messageId), isNull(readAt)));
  return messageStore.find(db, messageId);
}

/** 'Marquer comme non lu' / 'Marquer comme lu'. False when the message no longer exists. */
export async function setMessageRead(db: Db, messageId: number, read: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(id, messageId))
    .returning({ id });
  return rows.length > 0;
}

export const deleteMessage = messageStore.remove;

export async function loadMessagesPage({ params, page, pageNotice, db }: OpenedScreen) {
  const filter = parseMessageFilter(params.get("etat"));
  // Opened first, so the list below already shows it as read.
  const { details, notice } = await loadDetails(
    params,
    (messageId) => openMessage(db, messageId),
    MESSAGE_NOT_FOUND,
  );
  const list = await listMessages(db, { page, filter });
  return { list, filter, details, notice: pageNotice ?? notice };
}

/** The inbox's intents: mark a message unread again, delete it. */
export const messageIntents = {
  unread: recordIntent(MESSAGE_NOT_FOUND, async ({ db, id }) =>
    (await setMessageRead(db, id, false)) ? { title: "Message marqué comme non lu" } : null,
  ),
  delete: recordIntent(MESSAGE_NOT_FOUND, async ({ db, me, id }) =>
    (await deleteMessage(db, me.id, id)) ? { title: "Message supprimé" } : null,
  ),
};
