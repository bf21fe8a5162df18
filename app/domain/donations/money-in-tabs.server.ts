/**
 * What the tabs of /admin/donations added by issue 13 show: the bank imports already made
 * (Rapprochement bancaire), the monthly gifts (Dons mensuels), the people with their search and
 * the merge panel of one of them (Donateurs), and what the received-gift form needs (projects,
 * today's date).
 */
import { listAllFunds } from "~/domain/funds/funds.server";
import { desc, eq } from "drizzle-orm";
import { bankImports, people, users } from "#db/schema";
import { findPeople } from "~/domain/people/people.server";
import { todayInSaguenay } from "~/lib/format";
import { parseRecordId } from "~/lib/forms/form-mode";
import { searchText } from "~/lib/search";
import type { Db } from "~/server/db.server";
import { listMonthlyGifts } from "./monthly-gifts-admin.server";
import {
  BANK_TAB,
  MERGE_PARAM,
  MERGE_SEARCH_PARAM,
  MONTHLY_TAB,
  PEOPLE_TAB,
} from "./money-in-tabs";
import { offlineGiftProjects } from "./offline-gift.server";

export const RECENT_IMPORTS = 10;
export const MERGE_PERSON_NOT_FOUND = "Personne introuvable : elle a peut-être déjà été fusionnée.";

export interface BankImportRow {
  id: number;
  fileName: string;
  layout: string;
  lineCount: number;
  confirmedCount: number;
  createdAt: Date;
  importedBy: string | null;
}

async function recentImports(db: Db): Promise<BankImportRow[]> {
  return db
    .select({
      id: bankImports.id,
      fileName: bankImports.fileName,
      layout: bankImports.layout,
      lineCount: bankImports.lineCount,
      confirmedCount: bankImports.confirmedCount,
      createdAt: bankImports.createdAt,
      importedBy: users.name,
    })
    .from(bankImports)
    .leftJoin(users, eq(users.id, bankImports.importedBy))
    .orderBy(desc(bankImports.createdAt), desc(bankImports.id))
    .limit(RECENT_IMPORTS);
}

/** The person whose merge panel is open, and the records it may be merged into. */
async function mergePanel(db: Db, params: URLSearchParams) {
  if (!params.has(MERGE_PARAM)) return { merging: null, notice: null };
  const id = parseRecordId(params.get(MERGE_PARAM));
  const [person] =
    id === null
      ? []
      : await db
          .select({
            id: people.id,
            email: people.email,
            firstName: people.firstName,
            lastName: people.lastName,
          })
          .from(people)
          .where(eq(people.id, id))
          .limit(1);
  if (!person) return { merging: null, notice: MERGE_PERSON_NOT_FOUND };
  const typed = searchText(params.get(MERGE_SEARCH_PARAM));
  // By default, the people of the same last name: the likeliest other record of the same person.
  const query = typed || person.lastName || person.firstName;
  const found = query ? await findPeople(db, query, 1) : null;
  return {
    merging: {
      person,
      search: typed,
      candidates: (found?.rows ?? []).filter((row) => row.id !== person.id),
    },
    notice: null,
  };
}

/** The tab's own data (null for the other tabs: the history, the payment options). */
export async function loadMoneyInTab(db: Db, tab: string, params: URLSearchParams, page: number) {
  if (tab === BANK_TAB) {
    return { tab: BANK_TAB, imports: await recentImports(db), notice: null } as const;
  }
  if (tab === MONTHLY_TAB) {
    return { tab: MONTHLY_TAB, monthly: await listMonthlyGifts(db, page), notice: null } as const;
  }
  if (tab === PEOPLE_TAB) {
    const q = searchText(params.get("q"));
    const [list, panel] = await Promise.all([findPeople(db, q, page), mergePanel(db, params)]);
    return { tab: PEOPLE_TAB, people: list, q, ...panel } as const;
  }
  return null;
}

/**
 * The received-gift form's choices: every fund and project, and today (the latest date of
 * reception).
 */
export async function offlineGiftChoices(db: Db) {
  const [funds, projects] = await Promise.all([listAllFunds(db), offlineGiftProjects(db)]);
  return { funds, projects, today: todayInSaguenay() };
}
