/**
 * /admin/discours: every speech (drafts too), one page at a time, newest first, filtered by
 * status, type and a title search; publishing and withdrawing one. Every change runs in one
 * transaction with its audit_log row (record-store.server.ts). The public side
 * (speeches.server.ts) only ever reads the published ones.
 */
import { and, desc, eq, ilike } from "drizzle-orm";
import { speeches } from "#db/schema";
import { defineCrudScreen, recordIntent } from "~/domain/admin/crud-description.server";
import {
  columnsWithout,
  NOT_ON_SCREEN,
  recordStore,
  type NotOnScreen,
} from "~/domain/admin/record-store.server";
import { storeOperations, withImage } from "~/domain/admin/store-operations.server";
import { containsPattern, searchText } from "~/lib/search";
import { auditedChange } from "~/server/audit.server";
import type { Db } from "~/server/db.server";
import { speechContentHtml } from "./content.server";
import type { SpeechStatus, SpeechType } from "./labels";
import {
  parseSpeechStatus,
  parseSpeechType,
  SPEECH_NOT_FOUND,
  speechSchema,
  type SpeechInput,
} from "./schema";

export const SPEECHES_PAGE_SIZE = 20;

export type SpeechRow = Omit<typeof speeches.$inferSelect, NotOnScreen>;
export type SpeechListRow = Pick<
  SpeechRow,
  "id" | "title" | "speaker" | "date" | "type" | "category" | "published"
>;
type SpeechValues = SpeechInput & { image: string };

export interface SpeechQuery {
  status: SpeechStatus | null;
  type: SpeechType | null;
  /** Part of the title, "" for all. */
  q: string;
}

const columns = columnsWithout(speeches, NOT_ON_SCREEN);
const { id, title, speaker, date, type, category, published } = columns;

const speechStore = recordStore<SpeechRow, SpeechValues, SpeechQuery, SpeechListRow>({
  table: speeches,
  entity: "speech",
  columns,
  // The table needs no content: it is left out of the list.
  listColumns: { id, title, speaker, date, type, category, published },
  pageSize: SPEECHES_PAGE_SIZE,
  orderBy: [desc(date), desc(id)],
  where: (query) =>
    and(
      query.status ? eq(published, query.status === "publie") : undefined,
      query.type ? eq(type, query.type) : undefined,
      query.q ? ilike(title, containsPattern(query.q)) : undefined,
    ),
  details: (values) => ({ title: values.title, published: values.published }),
  deletedDetails: (row) => ({ title: row.title }),
});

/** The stored row: the typed content made safe HTML (the public page renders it as is). */
function stored(input: SpeechInput, image: string | undefined): SpeechValues {
  return withImage({ ...input, content: speechContentHtml(input.content) }, image);
}

/**
 * Publishes or withdraws one speech (journaled "publish" / "unpublish"); its title, or null when
 * it does not exist. Setting the state it already has is harmless and journaled all the same.
 */
export async function setSpeechPublished(
  db: Db,
  actorId: number,
  speechId: number,
  publish: boolean,
): Promise<string | null> {
  const row = await auditedChange(db, {
    userId: actorId,
    action: publish ? "publish" : "unpublish",
    entity: "speech",
    entityId: speechId,
    write: (tx) =>
      tx
        .update(speeches)
        .set({ published: publish, updatedAt: new Date() })
        .where(eq(id, speechId))
        .returning({ title }),
    details: (row) => ({ title: row.title }),
  });
  return row?.title ?? null;
}

/** 'Publier' / 'Retirer' on a row: the toast says where the speech now is. */
const publishing = (publish: boolean) =>
  recordIntent(SPEECH_NOT_FOUND, async ({ db, me, id }) => {
    const name = await setSpeechPublished(db, me.id, id, publish);
    if (name === null) return null;
    return publish
      ? { title: "Discours publié", description: `« ${name} » est maintenant visible sur le site.` }
      : { title: "Discours retiré", description: `« ${name} » a été retiré du site.` };
  });

export const speechIntents = { publish: publishing(true), unpublish: publishing(false) };

export const speechScreen = defineCrudScreen<SpeechListRow, SpeechInput, SpeechQuery>({
  area: "speeches",
  schema: speechSchema,
  notFound: SPEECH_NOT_FOUND,
  toasts: { create: "Discours ajouté", update: "Discours mis à jour", delete: "Discours supprimé" },
  query: (params) => ({
    status: parseSpeechStatus(params.get("statut")),
    type: parseSpeechType(params.get("type")),
    q: searchText(params.get("q")),
  }),
  ...storeOperations(speechStore, stored),
  image: { alt: (input) => input.title },
});
