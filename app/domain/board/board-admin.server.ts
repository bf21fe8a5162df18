/**
 * /admin/bureau: the board members in display order (as the public /bureau page reads them), one
 * page at a time. Every change runs in one transaction with its audit_log row
 * (record-store.server.ts).
 */
import { asc } from "drizzle-orm";
import { boardMembers } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { storeOperations, withImage } from "~/domain/admin/store-operations.server";
import { boardMemberColumns } from "./board.server";
import { BOARD_MEMBER_NOT_FOUND, boardMemberSchema, type BoardMemberInput } from "./schema";
import type { BoardMember } from "./types";

export const BOARD_PAGE_SIZE = 10;

export type BoardMemberRow = BoardMember & { position: number };
export type BoardMemberValues = BoardMemberInput & { image: string };

export const boardStore = recordStore<BoardMemberRow, BoardMemberValues>({
  table: boardMembers,
  entity: "board_member",
  columns: { ...boardMemberColumns, position: boardMembers.position },
  pageSize: BOARD_PAGE_SIZE,
  orderBy: [asc(boardMembers.position), asc(boardMembers.id)],
  details: (values) => ({ name: values.name, role: values.role }),
  deletedDetails: (row) => ({ name: row.name, role: row.role }),
});

export const boardScreen = defineCrudScreen<BoardMemberRow, BoardMemberInput>({
  area: "board",
  schema: boardMemberSchema,
  notFound: BOARD_MEMBER_NOT_FOUND,
  toasts: { create: "Membre ajouté", update: "Membre mis à jour", delete: "Membre supprimé" },
  // A change leads back to the first page of the list, its form and detail view closed.
  dropAfterChange: ["modifier", "details", "page"],
  ...storeOperations(boardStore, withImage),
  image: { alt: (input) => input.name },
});
