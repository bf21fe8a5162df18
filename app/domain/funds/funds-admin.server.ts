/**
 * /admin/fonds (decision 0046): the funds the foundation defines, and the disbursements paid out
 * of a fund, a project or the general fund. Every change runs in one transaction with its
 * audit_log row (record-store.server.ts).
 *
 * A restricted fund's money goes only where it was given: a disbursement that would take its
 * balance below zero is refused unless the treasurer states why, and that reason is journaled
 * with the disbursement. A fund that has received or paid anything is never deleted (its history
 * would lose its name): it is made inactive instead.
 */
import { asc, desc, eq, getTableColumns } from "drizzle-orm";
import { disbursements, donations, funds, projects } from "#db/schema";
import { defineCrudScreen } from "~/domain/admin/crud-description.server";
import { deleteUnlessUsed } from "~/domain/admin/delete-unless-used.server";
import { recordStore } from "~/domain/admin/record-store.server";
import { storeOperations } from "~/domain/admin/store-operations.server";
import { FieldRefusal, refuseDuplicate } from "~/server/admin-record.server";
import type { Db } from "~/server/db.server";
import { formatMoney } from "~/lib/format";
import { uniqueSlug, slugify } from "~/lib/slug";
import { choicesOf } from "./designation";
import { designationTitle, designationValue } from "./designation.server";
import { designationBalance, listAllFunds } from "./funds.server";
import {
  DISBURSEMENT_NOT_FOUND,
  disbursementSchema,
  FUND_HAS_MONEY,
  FUND_NAME_TAKEN,
  FUND_NOT_FOUND,
  fundSchema,
  overdraftRefusal,
  type DisbursementInput,
  type FundInput,
} from "./schema";

export const FUNDS_PAGE_SIZE = 20;

// ---------------------------------------------------------------- funds

const { createdAt: _c, updatedAt: _u, ...fundColumns } = getTableColumns(funds);
export type FundRow = typeof funds.$inferSelect;
type FundListRow = Omit<FundRow, "createdAt" | "updatedAt">;

const fundStore = recordStore<FundListRow, FundInput & { slug?: string }>({
  table: funds,
  entity: "fund",
  columns: fundColumns,
  pageSize: FUNDS_PAGE_SIZE,
  orderBy: [asc(funds.position), asc(funds.name), asc(funds.id)],
  details: (values) => ({
    name: values.name,
    restricted: values.restricted,
    active: values.active,
  }),
});

/** A new fund's address on /don, from its name (its seeded funds keep theirs). */
async function slugFor(db: Db, name: string): Promise<string> {
  return uniqueSlug(
    slugify(name),
    async (slug) =>
      (await db.select({ id: funds.id }).from(funds).where(eq(funds.slug, slug))).length > 0,
    "fonds",
  );
}

/** Deletes a fund that never received nor paid anything (else refused, 409). */
const deleteFund = (db: Db, actorId: number, id: number) =>
  deleteUnlessUsed(db, actorId, {
    table: funds,
    entity: "fund",
    id,
    name: funds.name,
    nameKey: "name",
    references: [donations, disbursements].map((table) => ({
      table,
      where: (id: number) => eq(table.fundId, id),
      message: FUND_HAS_MONEY,
    })),
  });

const fundOperations = storeOperations(fundStore);

export const fundScreen = defineCrudScreen<FundListRow, FundInput>({
  area: "funds",
  schema: fundSchema,
  notFound: FUND_NOT_FOUND,
  intents: { create: "create-fund", update: "update-fund", delete: "delete-fund" },
  toasts: { create: "Fonds ajouté", update: "Fonds mis à jour", delete: "Fonds supprimé" },
  ...fundOperations,
  create: async (db, actorId, input) =>
    refuseDuplicate("name", FUND_NAME_TAKEN, async () =>
      fundStore.create(db, actorId, { ...input, slug: await slugFor(db, input.name) }),
    ),
  update: (db, actorId, id, input) =>
    refuseDuplicate("name", FUND_NAME_TAKEN, () => fundStore.update(db, actorId, id, input)),
  remove: deleteFund,
});

// ---------------------------------------------------------------- disbursements

const disbursementColumns = {
  ...(() => {
    const { createdAt: _dc, updatedAt: _du, ...rest } = getTableColumns(disbursements);
    return rest;
  })(),
  /** The designation as the form's select posts it. */
  designation: designationValue(disbursements),
  /** The fund's or project's title (null: the general fund). */
  fundName: designationTitle(disbursements),
};
export type DisbursementRow = Omit<typeof disbursements.$inferSelect, "createdAt" | "updatedAt"> & {
  designation: string;
  fundName: string | null;
};

/**
 * Locks the fund or project paid from (so two disbursements cannot both pass the check) and
 * answers its name, whether it is restricted, and its balance with what is written so far.
 */
async function balanceOf(
  tx: Db,
  { fundId, projectId }: Pick<DisbursementInput, "fundId" | "projectId">,
): Promise<{ name: string; restricted: boolean; balanceCents: number } | null> {
  let name: string;
  let restricted: boolean;
  if (fundId !== null) {
    const [fund] = await tx
      .select({ name: funds.name, restricted: funds.restricted })
      .from(funds)
      .where(eq(funds.id, fundId))
      .for("update");
    if (!fund) return null;
    ({ name, restricted } = fund);
  } else if (projectId !== null) {
    const [project] = await tx
      .select({ name: projects.title })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (!project) return null;
    ({ name } = project);
    restricted = true;
  } else {
    return null;
  }
  return { name, restricted, balanceCents: await designationBalance(tx, { fundId, projectId }) };
}

const disbursementStore = recordStore<DisbursementRow, DisbursementInput>({
  table: disbursements,
  entity: "disbursement",
  columns: disbursementColumns,
  pageSize: FUNDS_PAGE_SIZE,
  orderBy: [desc(disbursements.paidOn), desc(disbursements.id)],
  publicContent: true,
  details: (values) => ({
    amountCents: values.amountCents,
    paidOn: values.paidOn,
    fundId: values.fundId,
    projectId: values.projectId,
    beneficiaryCategory: values.beneficiaryCategory,
  }),
  deletedDetails: (row) => ({ amountCents: row.amountCents, paidOn: row.paidOn }),
  // Written, then checked against the fund's balance in the same transaction: a refusal undoes it.
  afterWrite: async (tx, _id, values) => {
    const fund = await balanceOf(tx, values);
    if (!fund || !fund.restricted || fund.balanceCents >= 0) return;
    if (!values.overdraftReason) {
      throw new FieldRefusal(
        "overdraftReason",
        overdraftRefusal(fund.name, formatMoney(fund.balanceCents)),
      );
    }
    return { overdraft: { reason: values.overdraftReason, balanceCents: fund.balanceCents } };
  },
});

/** What the disbursement form may pay from: every fund and every project. */
export async function disbursementChoices(db: Db) {
  const [fundRows, projectRows] = await Promise.all([
    listAllFunds(db),
    db
      .select({ id: projects.id, title: projects.title })
      .from(projects)
      .orderBy(asc(projects.title)),
  ]);
  return { funds: fundRows.map(({ id, name }) => ({ id, name })), projects: projectRows };
}

export function disbursementScreen(today: string) {
  return defineCrudScreen<DisbursementRow, DisbursementInput>({
    area: "funds",
    // The form's rules without its choices; the server checks with the funds and projects that
    // exist (serverSchema).
    schema: disbursementSchema({ fundIds: new Set(), projectIds: new Set() }, today),
    serverSchema: async (db) => {
      const { funds: fundRows, projects: projectRows } = await disbursementChoices(db);
      return disbursementSchema(choicesOf(fundRows, projectRows), today);
    },
    notFound: DISBURSEMENT_NOT_FOUND,
    intents: {
      create: "create-disbursement",
      update: "update-disbursement",
      delete: "delete-disbursement",
    },
    toasts: {
      create: "Décaissement enregistré",
      update: "Décaissement mis à jour",
      delete: "Décaissement supprimé",
    },
    ...storeOperations(disbursementStore),
  });
}
