/**
 * The funds as the site reads them (decision 0046): the active ones a donor may give to, every
 * fund for the back-office's forms, and each fund's balance — confirmed gifts in, disbursements
 * out — for the general fund, every fund and every project that has money.
 */
import { and, asc, desc, eq, isNull, sum } from "drizzle-orm";
import { moneyIn } from "~/domain/ledger/money-in.server";
import { disbursements, donations, funds, projects } from "#db/schema";
import type { Db } from "~/server/db.server";
import { GENERAL_FUND_LABEL, type Designation } from "./designation";

export interface FundChoice {
  id: number;
  slug: string;
  name: string;
  description: string;
  restricted: boolean;
}

const choiceColumns = {
  id: funds.id,
  slug: funds.slug,
  name: funds.name,
  description: funds.description,
  restricted: funds.restricted,
};
const fundOrder = [asc(funds.position), asc(funds.name), asc(funds.id)];

/** The funds /don offers, in the foundation's order. */
export function listActiveFunds(db: Db): Promise<FundChoice[]> {
  return db
    .select(choiceColumns)
    .from(funds)
    .where(eq(funds.active, true))
    .orderBy(...fundOrder);
}

/** Every fund, inactive ones included (a cheque recorded late may name one). */
export function listAllFunds(db: Db): Promise<(FundChoice & { active: boolean })[]> {
  return db
    .select({ ...choiceColumns, active: funds.active })
    .from(funds)
    .orderBy(...fundOrder);
}

/** A fund, a project or the general fund, with what came in and went out. */
export interface FundBalance {
  kind: "general" | "fund" | "project";
  id: number | null;
  name: string;
  restricted: boolean;
  receivedCents: number;
  disbursedCents: number;
  balanceCents: number;
}

type Totals = Map<string, number>;
const keyOf = (fundId: number | null, projectId: number | null) => `${fundId}:${projectId}`;

type MoneyTable = typeof donations | typeof disbursements;

/** The rows of `table` designated as `designation` (neither set: the general fund). */
const designatedAs = (table: MoneyTable, { fundId, projectId }: Designation) =>
  and(
    fundId !== null ? eq(table.fundId, fundId) : isNull(table.fundId),
    projectId !== null ? eq(table.projectId, projectId) : isNull(table.projectId),
  );

/** Money in (gifts) or out (disbursements) by designation; `only`: of that one alone. */
async function totalsBy(db: Db, table: MoneyTable, only?: Designation): Promise<Totals> {
  const rows = await db
    .select({ fundId: table.fundId, projectId: table.projectId, cents: sum(table.amountCents) })
    .from(table)
    .where(and(table === donations ? moneyIn : undefined, only && designatedAs(table, only)))
    .groupBy(table.fundId, table.projectId);
  return new Map(rows.map((row) => [keyOf(row.fundId, row.projectId), Number(row.cents ?? 0)]));
}

/** One designation's balance: its money in less its disbursements, in cents. */
export async function designationBalance(db: Db, designation: Designation): Promise<number> {
  const [given, spent] = await Promise.all([
    totalsBy(db, donations, designation),
    totalsBy(db, disbursements, designation),
  ]);
  const key = keyOf(designation.fundId, designation.projectId);
  return (given.get(key) ?? 0) - (spent.get(key) ?? 0);
}

/**
 * Every balance: the general fund first, then the funds in their order, then the projects that
 * are not drafts or that have money, the latest first. A project's money is given for it: it
 * counts as restricted.
 */
export async function fundBalances(db: Db): Promise<FundBalance[]> {
  const [given, spent, fundRows, projectRows] = await Promise.all([
    totalsBy(db, donations),
    totalsBy(db, disbursements),
    listAllFunds(db),
    db
      .select({ id: projects.id, title: projects.title, status: projects.status })
      .from(projects)
      .orderBy(desc(projects.startDate), desc(projects.id)),
  ]);
  const balance = (
    kind: FundBalance["kind"],
    id: number | null,
    name: string,
    restricted: boolean,
    key: string,
  ): FundBalance => {
    const receivedCents = given.get(key) ?? 0;
    const disbursedCents = spent.get(key) ?? 0;
    return {
      kind,
      id,
      name,
      restricted,
      receivedCents,
      disbursedCents,
      balanceCents: receivedCents - disbursedCents,
    };
  };
  const projectBalances = projectRows
    .map((project) =>
      Object.assign(balance("project", project.id, project.title, true, keyOf(null, project.id)), {
        draft: project.status === "draft",
      }),
    )
    .filter((row) => !row.draft || row.receivedCents > 0 || row.disbursedCents > 0)
    .map(({ draft: _draft, ...row }) => row);
  return [
    balance("general", null, GENERAL_FUND_LABEL, false, keyOf(null, null)),
    ...fundRows.map((fund) =>
      balance("fund", fund.id, fund.name, fund.restricted, keyOf(fund.id, null)),
    ),
    ...projectBalances,
  ];
}
