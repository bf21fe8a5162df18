import { asc, ilike, or, type SQL } from "drizzle-orm";
import { scripturePassages } from "#db/schema";
import type { Db } from "~/server/db.server";
import { containsPattern } from "~/lib/search";
import { kindOfTab, type PassageKind, type ScriptureFilters } from "./filters";
import type { Passage, PassageList } from "./types";

/**
 * The passages of the /coran-hadith page. One query reads both kinds matching the search
 * (case-insensitive, on translation and reference): the list is short, and the tab counts come
 * from the same rows.
 */
export async function listPassages(db: Db, filters: ScriptureFilters): Promise<PassageList> {
  let where: SQL | undefined;
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    where = or(
      ilike(scripturePassages.translation, pattern),
      ilike(scripturePassages.reference, pattern),
    );
  }
  const rows = await db
    .select({
      id: scripturePassages.id,
      kind: scripturePassages.kind,
      reference: scripturePassages.reference,
      arabic: scripturePassages.arabic,
      translation: scripturePassages.translation,
      theme: scripturePassages.theme,
    })
    .from(scripturePassages)
    .where(where)
    .orderBy(asc(scripturePassages.position), asc(scripturePassages.id));

  const counts: Record<PassageKind, number> = { verse: 0, hadith: 0 };
  const kind = kindOfTab(filters.tab);
  const passages: Passage[] = [];
  for (const row of rows) {
    if (row.kind !== "verse" && row.kind !== "hadith") continue;
    counts[row.kind] += 1;
    if (row.kind === kind) passages.push({ ...row, kind: row.kind });
  }
  return { passages, counts };
}
