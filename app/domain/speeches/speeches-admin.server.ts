/**
 * /admin/discours: every speech (drafts too), one page at a time, newest first, filtered by
 * status, type and a title search. Every change runs in one transaction with its audit_log row;
 * an unknown id changes nothing and returns false / null. The public side (speeches.server.ts)
 * only ever reads the published ones.
 */
import { and, count, desc, eq, ilike } from "drizzle-orm";
import { speeches } from "#db/schema";
import { pageWindow } from "~/domain/admin/pagination";
import { containsPattern } from "~/lib/search";
import { audit } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { speechContentHtml } from "./content.server";
import type { SpeechStatus, SpeechType } from "./labels";
import type { SpeechInput } from "./schema";

export const SPEECHES_PAGE_SIZE = 20;

export type SpeechRow = Omit<typeof speeches.$inferSelect, "createdAt" | "updatedAt">;
export type SpeechValues = SpeechInput & { image: string };

const columns = {
  id: speeches.id,
  title: speeches.title,
  speaker: speeches.speaker,
  date: speeches.date,
  type: speeches.type,
  kind: speeches.kind,
  category: speeches.category,
  durationText: speeches.durationText,
  excerpt: speeches.excerpt,
  content: speeches.content,
  mediaUrl: speeches.mediaUrl,
  image: speeches.image,
  published: speeches.published,
};

export interface SpeechQuery {
  page: number;
  status: SpeechStatus | null;
  type: SpeechType | null;
  /** Part of the title, "" for all. */
  q: string;
}

/** One page of speeches, newest first. The table needs no content: it is left out. */
export async function listSpeeches(db: Db, { page: requested, status, type, q }: SpeechQuery) {
  const where = and(
    status ? eq(speeches.published, status === "publie") : undefined,
    type ? eq(speeches.type, type) : undefined,
    q ? ilike(speeches.title, containsPattern(q)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(speeches).where(where);
  const { page, pageCount, limit, offset } = pageWindow(requested, total, SPEECHES_PAGE_SIZE);
  const rows = await db
    .select({
      id: speeches.id,
      title: speeches.title,
      speaker: speeches.speaker,
      date: speeches.date,
      type: speeches.type,
      category: speeches.category,
      published: speeches.published,
    })
    .from(speeches)
    .where(where)
    .orderBy(desc(speeches.date), desc(speeches.id))
    .limit(limit)
    .offset(offset);
  return { rows, page, pageCount, total };
}

export async function getSpeech(db: Db, id: number): Promise<SpeechRow | null> {
  const [row] = await db.select(columns).from(speeches).where(eq(speeches.id, id)).limit(1);
  return row ?? null;
}

/** The stored row: the typed content made safe HTML (the public page renders it as is). */
function stored(input: SpeechValues) {
  return { ...input, content: speechContentHtml(input.content) };
}

export async function createSpeech(db: Db, actorId: number, input: SpeechValues): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(speeches).values(stored(input)).returning({ id: speeches.id });
    await audit(tx, {
      userId: actorId,
      action: "create",
      entity: "speech",
      entityId: row.id,
      details: { title: input.title, published: input.published },
    });
    return row.id;
  });
}

export async function updateSpeech(
  db: Db,
  actorId: number,
  id: number,
  input: SpeechValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(speeches)
      .set({ ...stored(input), updatedAt: new Date() })
      .where(eq(speeches.id, id))
      .returning({ id: speeches.id });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "update",
      entity: "speech",
      entityId: id,
      details: { title: input.title, published: input.published },
    });
    return true;
  });
}

/**
 * Publishes or withdraws one speech (journaled "publish" / "unpublish"); its title, or null when
 * it does not exist. Setting the state it already has is harmless and journaled all the same.
 */
export async function setSpeechPublished(
  db: Db,
  actorId: number,
  id: number,
  published: boolean,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(speeches)
      .set({ published, updatedAt: new Date() })
      .where(eq(speeches.id, id))
      .returning({ title: speeches.title });
    if (!row) return null;
    await audit(tx, {
      userId: actorId,
      action: published ? "publish" : "unpublish",
      entity: "speech",
      entityId: id,
      details: { title: row.title },
    });
    return row.title;
  });
}

export async function deleteSpeech(db: Db, actorId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(speeches)
      .where(eq(speeches.id, id))
      .returning({ title: speeches.title });
    if (!row) return false;
    await audit(tx, {
      userId: actorId,
      action: "delete",
      entity: "speech",
      entityId: id,
      details: { title: row.title },
    });
    return true;
  });
}
