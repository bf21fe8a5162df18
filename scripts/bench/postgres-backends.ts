/**
 * The PostgreSQL processes that serve one database: the backends of its open connections. On
 * PostgreSQL, they are the database's share of the site's memory; the server's own processes
 * (postmaster, checkpointer…) are shared with every other database and are not counted.
 */
import pg from "pg";

/** Backend pids of `databaseUrl`'s database, or [] when the server is not on this machine. */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const { hostname } = new URL(databaseUrl);
  // Their /proc entries exist only here; a Unix socket (no host) is local too.
  if (hostname && !["127.0.0.1", "localhost", "[::1]"].includes(hostname)) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
