/**
 * What /transparence shows (decision 0046): for one calendar year in Saguenay, what each
 * designation — the general fund, each fund, each project — received in confirmed gifts and
 * paid out, by category of beneficiary. A public page: nothing here selects a donor, nor a
 * disbursement's purpose or note (a purpose may name the person helped); only the category is
 * public. Three aggregate queries: the years with data, the year's gifts, the year's payments.
 */
import { and, count, eq, gte, lt, sql, sum } from "drizzle-orm";
import { disbursements, donations, funds, projects } from "#db/schema";
import { DISBURSEMENT_CATEGORIES } from "#db/vocabularies";
import { TIME_ZONE } from "~/lib/format";
import type { Db } from "~/server/db.server";
import { GENERAL_FUND_LABEL } from "./designation";
import { giftDate } from "~/domain/ledger/gift-date.server";
import { CONFIRMED } from "~/domain/ledger/money-in.server";
import { disbursementCategories } from "./labels";

/** Drafts are never public: their money shows under this name, all drafts together. */
export const DRAFT_PROJECTS_LABEL = "Projets en préparation";

export interface CategoryCents {
  category: string;
  label: string;
  cents: number;
}

export interface TransparencyRow {
  kind: "general" | "fund" | "project" | "drafts";
  /** The fund's or project's id; null for the general fund and the drafts. */
  id: number | null;
  name: string;
  /** Where /don takes a donor to give to it (an active fund or project), else null. */
  donateHref: string | null;
  restricted: boolean;
  receivedCents: number;
  giftCount: number;
  disbursedCents: number;
  /** In the vocabulary's order; categories without a payment left out. */
  byCategory: CategoryCents[];
}

export interface YearTotals {
  receivedCents: number;
  giftCount: number;
  disbursedCents: number;
  byCategory: CategoryCents[];
}

/** The moment a gift counts on: received, else made (as the gifts' list). */
const giftMoment = giftDate;
/** Midnight of January 1st of `year` in Saguenay, as an instant. */
const newYear = (year: number) =>
  sql`make_date(${year}::int, 1, 1)::timestamp at time zone ${TIME_ZONE}`;

/** The years, latest first, with a confirmed gift or a disbursement. */
export async function transparencyYears(db: Db): Promise<number[]> {
  const rows = await db
    .select({
      year: sql<number>`extract(year from ${giftMoment} at time zone ${TIME_ZONE})::int`,
    })
    .from(donations)
    .where(eq(donations.status, CONFIRMED))
    .union(
      db
        .select({ year: sql<number>`extract(year from ${disbursements.paidOn})::int` })
        .from(disbursements),
    );
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}

/** The columns naming a row's designation, from the joined fund and project. */
const designationColumns = {
  fundName: funds.name,
  fundSlug: funds.slug,
  fundRestricted: funds.restricted,
  fundActive: funds.active,
  fundPosition: funds.position,
  projectTitle: projects.title,
  projectStatus: projects.status,
};

/** A row of either query, by the designation it names. */
interface Named {
  fundId: number | null;
  projectId: number | null;
  fundName: string | null;
  fundSlug: string | null;
  fundRestricted: boolean | null;
  fundActive: boolean | null;
  fundPosition: number | null;
  projectTitle: string | null;
  projectStatus: string | null;
}

function yearGifts(db: Db, year: number) {
  return db
    .select({
      fundId: donations.fundId,
      projectId: donations.projectId,
      ...designationColumns,
      cents: sum(donations.amountCents),
      gifts: count(),
    })
    .from(donations)
    .leftJoin(funds, eq(funds.id, donations.fundId))
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .where(
      and(
        eq(donations.status, CONFIRMED),
        gte(giftMoment, newYear(year)),
        lt(giftMoment, newYear(year + 1)),
      ),
    )
    .groupBy(donations.fundId, donations.projectId, funds.id, projects.id);
}

function yearPayments(db: Db, year: number) {
  return db
    .select({
      fundId: disbursements.fundId,
      projectId: disbursements.projectId,
      ...designationColumns,
      category: disbursements.beneficiaryCategory,
      cents: sum(disbursements.amountCents),
    })
    .from(disbursements)
    .leftJoin(funds, eq(funds.id, disbursements.fundId))
    .leftJoin(projects, eq(projects.id, disbursements.projectId))
    .where(
      and(
        gte(disbursements.paidOn, `${year}-01-01`),
        lt(disbursements.paidOn, `${year + 1}-01-01`),
      ),
    )
    .groupBy(
      disbursements.fundId,
      disbursements.projectId,
      funds.id,
      projects.id,
      disbursements.beneficiaryCategory,
    );
}

interface Entry extends TransparencyRow {
  /** Sort keys: the funds' position, then the name. */
  order: [number, number];
  categories: Map<string, number>;
}

const KIND_ORDER = { general: 0, fund: 1, project: 2, drafts: 3 } as const;

/** The designation a row goes to, with its key (every draft project shares one). */
function designationOf(row: Named): { key: string; entry: Omit<Entry, "categories"> } {
  const empty = { receivedCents: 0, giftCount: 0, disbursedCents: 0, byCategory: [] };
  if (row.fundId !== null) {
    return {
      key: `fonds-${row.fundId}`,
      entry: {
        kind: "fund",
        id: row.fundId,
        name: row.fundName ?? "",
        donateHref: row.fundActive ? `/don?fonds=${encodeURIComponent(row.fundSlug ?? "")}` : null,
        restricted: row.fundRestricted ?? true,
        order: [KIND_ORDER.fund, row.fundPosition ?? 0],
        ...empty,
      },
    };
  }
  if (row.projectId !== null && row.projectStatus === "draft") {
    return {
      key: "brouillons",
      entry: {
        kind: "drafts",
        id: null,
        name: DRAFT_PROJECTS_LABEL,
        donateHref: null,
        restricted: true,
        order: [KIND_ORDER.drafts, 0],
        ...empty,
      },
    };
  }
  if (row.projectId !== null) {
    return {
      key: `projet-${row.projectId}`,
      entry: {
        kind: "project",
        id: row.projectId,
        name: row.projectTitle ?? "",
        donateHref: row.projectStatus === "active" ? `/don?projet=${row.projectId}` : null,
        // A project's money is given for it (as fundBalances counts it).
        restricted: true,
        order: [KIND_ORDER.project, 0],
        ...empty,
      },
    };
  }
  return {
    key: "general",
    entry: {
      kind: "general",
      id: null,
      name: GENERAL_FUND_LABEL,
      // /don has no address preselecting the general fund: the page's own link leads there.
      donateHref: null,
      restricted: false,
      order: [KIND_ORDER.general, 0],
      ...empty,
    },
  };
}

/** The categories of `cents` in the vocabulary's order, with their labels. */
function categoryLines(cents: ReadonlyMap<string, number>): CategoryCents[] {
  const known: readonly string[] = DISBURSEMENT_CATEGORIES;
  return [...cents.keys()]
    .sort((a, b) => known.indexOf(a) - known.indexOf(b))
    .map((category) => ({
      category,
      label: disbursementCategories.label(category),
      cents: cents.get(category)!,
    }));
}

const collator = new Intl.Collator("fr-CA");

/**
 * One row per designation that had a confirmed gift or a disbursement in `year` (Saguenay's
 * calendar year): the general fund first, then the funds in the foundation's order, then the
 * projects by title (the drafts, nameless, last).
 */
export async function transparencyYear(db: Db, year: number): Promise<TransparencyRow[]> {
  const [gifts, payments] = await Promise.all([yearGifts(db, year), yearPayments(db, year)]);
  const entries = new Map<string, Entry>();
  const entryOf = (row: Named): Entry => {
    const { key, entry } = designationOf(row);
    let found = entries.get(key);
    if (!found) {
      found = { ...entry, categories: new Map() };
      entries.set(key, found);
    }
    return found;
  };
  for (const row of gifts) {
    const entry = entryOf(row);
    entry.receivedCents += Number(row.cents ?? 0);
    entry.giftCount += row.gifts;
  }
  for (const row of payments) {
    const entry = entryOf(row);
    const cents = Number(row.cents ?? 0);
    entry.disbursedCents += cents;
    entry.categories.set(row.category, (entry.categories.get(row.category) ?? 0) + cents);
  }
  return [...entries.values()]
    .sort(
      (a, b) =>
        a.order[0] - b.order[0] ||
        a.order[1] - b.order[1] ||
        collator.compare(a.name, b.name) ||
        (a.id ?? 0) - (b.id ?? 0),
    )
    .map(({ order: _order, categories, ...row }) => ({
      ...row,
      byCategory: categoryLines(categories),
    }));
}

/** The year's totals over every designation, by category too. */
export function yearTotals(rows: readonly TransparencyRow[]): YearTotals {
  const categories = new Map<string, number>();
  for (const row of rows) {
    for (const line of row.byCategory) {
      categories.set(line.category, (categories.get(line.category) ?? 0) + line.cents);
    }
  }
  return {
    receivedCents: rows.reduce((total, row) => total + row.receivedCents, 0),
    giftCount: rows.reduce((total, row) => total + row.giftCount, 0),
    disbursedCents: rows.reduce((total, row) => total + row.disbursedCents, 0),
    byCategory: categoryLines(categories),
  };
}

/**
 * The year a visitor asked for (`?annee=2025`) when it has data or is this year, else the
 * latest year with data, else this year: a mistyped or far year shows the default, never an
 * error.
 */
export function chooseYear(
  asked: string | null,
  years: readonly number[],
  currentYear: number,
): number {
  const year = asked && /^\d{4}$/.test(asked) ? Number(asked) : null;
  if (year !== null && (year === currentYear || years.includes(year))) return year;
  return years[0] ?? currentYear;
}

/** The years the picker offers: those with data, and the one shown (this year, maybe empty). */
export function pickerYears(years: readonly number[], shown: number): number[] {
  return [...new Set([...years, shown])].sort((a, b) => b - a);
}
