import { eq } from "drizzle-orm";
import { pages } from "#db/schema";
import type { Db } from "~/server/db.server";

export interface PageText {
  route: string;
  title: string;
  summary: string;
  /** Sanitized HTML. */
  content: string;
}

/**
 * The editable text of a public page (its row in the pages table, managed in the back-office),
 * or null when the foundation has not written one: pages then show their list without intro.
 */
export async function getPageText(db: Db, route: string): Promise<PageText | null> {
  const [row] = await db
    .select({
      route: pages.route,
      title: pages.title,
      summary: pages.summary,
      content: pages.content,
    })
    .from(pages)
    .where(eq(pages.route, route))
    .limit(1);
  return row ?? null;
}
