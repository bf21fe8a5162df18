/**
 * /admin/sope-naby: the group's members (by name) and events (latest first), one page at a time.
 * Every change runs in one transaction with its audit_log row (record-store.server.ts).
 */
import { asc, desc, getTableColumns } from "drizzle-orm";
import { groupEvents, groupMembers } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { storeOperations, withImage } from "~/domain/admin/store-operations.server";
import {
  GROUP_EVENT_NOT_FOUND,
  GROUP_MEMBER_NOT_FOUND,
  groupEventSchema,
  groupMemberSchema,
  type GroupEventInput,
  type GroupMemberInput,
} from "./schema";

export const GROUP_PAGE_SIZE = 20;

export type GroupMemberRow = Omit<typeof groupMembers.$inferSelect, "createdAt">;
export type GroupEventRow = Omit<typeof groupEvents.$inferSelect, "createdAt">;
export type GroupEventValues = GroupEventInput & { image: string };

const { createdAt: _member, ...memberColumns } = getTableColumns(groupMembers);
const { createdAt: _event, ...eventColumns } = getTableColumns(groupEvents);

export const groupMemberStore = recordStore<GroupMemberRow, GroupMemberInput>({
  table: groupMembers,
  entity: "group_member",
  columns: memberColumns,
  pageSize: GROUP_PAGE_SIZE,
  orderBy: [asc(groupMembers.name), asc(groupMembers.id)],
  details: (values, action) =>
    action === "update"
      ? { name: values.name, role: values.role, active: values.active }
      : { name: values.name, role: values.role },
});

export const groupEventStore = recordStore<GroupEventRow, GroupEventValues>({
  table: groupEvents,
  entity: "group_event",
  columns: eventColumns,
  pageSize: GROUP_PAGE_SIZE,
  orderBy: [desc(groupEvents.date), desc(groupEvents.id)],
  details: (values, action) =>
    action === "update"
      ? { title: values.title, status: values.status }
      : { title: values.title, date: values.date },
  deletedDetails: (row) => ({ title: row.title }),
});

/** A toast's title with the line saying the change is saved. */
const saved = (title: string) => () => ({
  title,
  description: "Les modifications ont été enregistrées avec succès",
});

export const groupMemberScreen = defineCrudScreen<GroupMemberRow, GroupMemberInput>({
  area: "sope-naby",
  schema: groupMemberSchema,
  notFound: GROUP_MEMBER_NOT_FOUND,
  intents: { create: "create-member", update: "update-member", delete: "delete-member" },
  toasts: {
    create: saved("Membre ajouté"),
    update: saved("Membre mis à jour"),
    delete: "Membre supprimé",
  },
  ...storeOperations(groupMemberStore),
});

export const groupEventScreen = defineCrudScreen<GroupEventRow, GroupEventInput>({
  area: "sope-naby",
  schema: groupEventSchema,
  notFound: GROUP_EVENT_NOT_FOUND,
  intents: { create: "create-event", update: "update-event", delete: "delete-event" },
  toasts: {
    create: saved("Événement ajouté"),
    update: saved("Événement mis à jour"),
    delete: "Événement supprimé",
  },
  ...storeOperations(groupEventStore, withImage),
  image: { alt: (input) => input.title },
});
