import { and, desc, eq } from "drizzle-orm";
import { speeches } from "#db/schema";
import type { Db } from "~/server/db.server";
import type { SpeechKind } from "./labels";
import type { SpeechCard, SpeechDetail } from "./types";

const cardColumns = {
  id: speeches.id,
  title: speeches.title,
  speaker: speeches.speaker,
  date: speeches.date,
  kind: speeches.kind,
  type: speeches.type,
  durationText: speeches.durationText,
  excerpt: speeches.excerpt,
  image: speeches.image,
};

/** Published speeches, newest first, of one kind (khutba, conference) or of all when null. */
export async function listPublishedSpeeches(
  db: Db,
  { kind }: { kind: SpeechKind | null },
): Promise<SpeechCard[]> {
  return db
    .select(cardColumns)
    .from(speeches)
    .where(and(eq(speeches.published, true), kind ? eq(speeches.kind, kind) : undefined))
    .orderBy(desc(speeches.date), desc(speeches.id));
}

/** One speech if it exists and is published (a draft is not public), else null. */
export async function getPublishedSpeech(db: Db, id: number): Promise<SpeechDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      category: speeches.category,
      content: speeches.content,
      mediaUrl: speeches.mediaUrl,
    })
    .from(speeches)
    .where(and(eq(speeches.id, id), eq(speeches.published, true)))
    .limit(1);
  return row ?? null;
}
