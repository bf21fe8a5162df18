/**
 * "What public pages show has changed", said by the domain and heard by every process's page
 * cache (docs/decisions/0025-several-servers.md).
 *
 * Said with PostgreSQL's NOTIFY inside the change's own transaction: PostgreSQL delivers it at
 * commit, and only then, so no process empties its cache before the change is visible nor for a
 * change rolled back. Heard on one LISTEN connection per process (reconnected when it drops);
 * with PGlite, whose one connection serves the one process, on that connection.
 */
import { sql } from "drizzle-orm";
import type { Database, Db } from "~/server/db.server";
import { logger } from "~/server/logger.server";

export const PUBLIC_CONTENT_CHANNEL = "contenu_public";

/**
 * Call in the transaction that changes what a visitor sees (a volunteer's save, a gift confirmed,
 * stock sold or returned, settings): every process empties its page cache once it commits.
 * Notifications with the same payload in one transaction are folded into one by PostgreSQL.
 */
export async function publicContentChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, '')`);
}

export interface ContentChangeListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Delay before reconnecting a dropped LISTEN connection (default 1 s). */
  retryMs?: number;
  /** How often the connection is checked, so a silently dead one is noticed (default 15 s). */
  heartbeatMs?: number;
}

/**
 * Calls `onChange` after every commit that said `publicContentChanged`, in this process or
 * another on the same database. Also when the LISTEN connection is lost and again when it is back:
 * what was said meanwhile was not heard, so the cache must not be trusted.
 */
export async function listenForContentChanges(
  database: Database,
  onChange: () => void,
  options: ListenOptions = {},
): Promise<ContentChangeListener> {
  if (database.kind === "pglite") {
    const client = (database.db as unknown as { $client: PgliteListen }).$client;
    const unlisten = await client.listen(PUBLIC_CONTENT_CHANNEL, () => onChange());
    return { close: () => unlisten() };
  }
  if (!database.url) throw new Error("PostgreSQL sans URL : impossible d'écouter les changements.");
  return listenOnServer(database.url, onChange, options);
}

interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

async function listenOnServer(
  url: string,
  onChange: () => void,
  options: ListenOptions,
): Promise<ContentChangeListener> {
  const { default: pg } = await import("pg");
  const retryMs = options.retryMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  let closed = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (current: InstanceType<typeof pg.Client>, error?: unknown) => {
    if (client !== current) return; // already replaced
    client = undefined;
    clearInterval(heartbeat);
    current.end().catch(() => undefined);
    if (closed) return;
    logger.warn("écoute des changements perdue : reconnexion", { error });
    onChange();
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const current = new pg.Client({ connectionString: url, keepAlive: true });
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.channel === PUBLIC_CONTENT_CHANNEL) onChange();
    });
    client = current;
    try {
      await current.connect();
      await current.query(`listen ${PUBLIC_CONTENT_CHANNEL}`);
    } catch (error) {
      lost(current, error);
      return;
    }
    if (closed) return void current.end().catch(() => undefined);
    // Changes committed while we were not listening were missed.
    onChange();
    heartbeat = setInterval(() => {
      current.query("select 1").catch((error: unknown) => lost(current, error));
    }, heartbeatMs);
    heartbeat.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
