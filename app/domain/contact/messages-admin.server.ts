/**
 * /admin/messages: the messages sent with the public contact form, newest first, filtered by
 * read state. Opening a message marks it read (as any inbox does); it can be marked unread again
 * or deleted (journaled: a deleted message is gone for everyone). The screen's loader and action.
 */
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { contactMessages } from "#db/schema";
import {
  intentAction,
  loadDetails,
  openScreen,
  recordIntent,
} from "~/domain/admin/crud-screen.server";
import { listOrder } from "~/domain/admin/page-rows.server";
import { recordStore } from "~/domain/admin/record-store.server";
import type { Db } from "~/server/db.server";
import { MESSAGE_NOT_FOUND, parseMessageFilter, type MessageFilter } from "./messages";

export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGES_PATH = "/admin/messages";

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

export async function loadMessagesScreen(request: Request) {
  const { params, page, pageNotice, db } = await openScreen(request, "messages");
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

/** The inbox's action: back to the list with its filter and page, the message closed. */
export function messagesAction(request: Request) {
  return intentAction(
    { area: "messages", path: MESSAGES_PATH, dropAfterChange: ["details"] },
    request,
    {
      unread: recordIntent(MESSAGE_NOT_FOUND, async ({ db, id }) =>
        (await setMessageRead(db, id, false)) ? { title: "Message marqué comme non lu" } : null,
      ),
      delete: recordIntent(MESSAGE_NOT_FOUND, async ({ db, me, id }) =>
        (await deleteMessage(db, me.id, id)) ? { title: "Message supprimé" } : null,
      ),
    },
  );
}
