/**
 * How an error is written to the log without the personal data it may carry. A failed query's
 * message holds its parameters ("Failed query: insert into donations … params: Awa,Diop,
 * awa@…"), PostgreSQL's `detail` holds the refused values ("Key (email)=(…) already exists"),
 * and an SMTP error quotes the recipient's address. So:
 *
 * - a database error (anywhere in the `cause` chain) is logged by its class, SQLSTATE code,
 *   constraint / table / column names and the statement's kind and table — never its message,
 *   parameters, detail, hint or stack heading;
 * - any other error keeps its message (that is what makes it useful), with e-mail addresses
 *   masked, and its cause the same way; the stack (outside production) without its heading.
 */

/** Fields of a PostgreSQL error that name things, never values. */
const DATABASE_NAME_FIELDS = [
  "code",
  "severity",
  "constraint",
  "schema",
  "table",
  "column",
  "dataType",
  "routine",
] as const;

const EMAIL = /[^\s<>"'(),;:[\]@]+@[^\s<>"'(),;:[\]@]+\.[a-z]{2,}/gi;

/** `text` with e-mail addresses replaced by a marker. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, "[courriel]");
}

type ErrorLike = Error & Record<string, unknown>;

function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e = error; e instanceof Error && chain.length < 5; e = e.cause) {
    chain.push(e as ErrorLike);
  }
  return chain;
}

/** drizzle's DrizzleQueryError: the SQL and its parameters. */
function isQueryError(e: ErrorLike): boolean {
  return ("query" in e && "params" in e) || e.message.startsWith("Failed query:");
}

/** A PostgreSQL server (pg) or PGlite error: a five-character SQLSTATE and a severity. */
function isPostgresError(e: ErrorLike): boolean {
  return typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && "severity" in e;
}

function className(e: Error): string {
  const name = e.constructor?.name;
  return name && name !== "Error" ? name : e.name;
}

/** "insert into donations", "select … from users": what a query did, without its values. */
export function statementOf(query: unknown): string | undefined {
  if (typeof query !== "string") return undefined;
  const write = /^\s*(insert\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i.exec(query);
  if (write) return `${write[1]!.toLowerCase().replace(/\s+/g, " ")} ${write[2]}`;
  const read = /^\s*select\b[\s\S]*?\bfrom\s+"?([\w.]+)"?/i.exec(query);
  return read ? `select from ${read[1]}` : undefined;
}

/** The stack's frames only: its first line repeats the message. */
function frames(stack: string | undefined): string | undefined {
  if (process.env.NODE_ENV === "production" || !stack) return undefined;
  const lines = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return lines.length ? lines.join("\n") : undefined;
}

/** A plain object safe to write to the log for `error`. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    return { message: maskEmails(typeof error === "string" ? error : "erreur non standard") };
  }
  const chain = causes(error);
  const query = chain.find(isQueryError);
  const postgres = chain.find(isPostgresError);
  if (query || postgres) {
    const out: Record<string, unknown> = {
      type: "database",
      class: className(chain.find((e) => e === query || e === postgres)!),
    };
    if (postgres && postgres !== query) out.cause = className(postgres);
    const statement = statementOf(query?.query);
    if (statement) out.statement = statement;
    for (const field of DATABASE_NAME_FIELDS) {
      const value = postgres?.[field];
      if (typeof value === "string" && value) out[field] = value;
    }
    const stack = frames(error.stack);
    if (stack) out.stack = stack;
    return out;
  }
  const out: Record<string, unknown> = {
    class: className(error),
    message: maskEmails(error.message),
  };
  const stack = frames(error.stack);
  if (stack) out.stack = stack;
  if (error.cause !== undefined) out.cause = serializeError(error.cause);
  return out;
}
