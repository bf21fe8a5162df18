import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { maskEmails, serializeError, statementOf } from "./log-error.server";
import { logger } from "./logger.server";

/** What pg and PGlite throw: a DatabaseError with the server's fields. */
function postgresError(fields: Record<string, string>, message: string) {
  return Object.assign(new Error(message), { severity: "ERROR", ...fields });
}

const personal = ["Awa", "Diop", "awa.diop@example.org", "12 rue Racine Est"];

describe("serializeError", () => {
  it("keeps a failed query's names and code, never its parameters, message or detail", () => {
    const cause = postgresError(
      {
        code: "23505",
        constraint: "donations_email_key",
        table: "donations",
        schema: "public",
        detail: "Key (email)=(awa.diop@example.org) already exists.",
      },
      'duplicate key value violates unique constraint "donations_email_key"',
    );
    const error = new DrizzleQueryError(
      'insert into "donations" ("first_name", "last_name", "email", "address") values ($1, $2, $3, $4)',
      personal,
      cause,
    );
    const out = serializeError(error);
    expect(out).toMatchObject({
      type: "database",
      class: "DrizzleQueryError",
      statement: "insert into donations",
      code: "23505",
      constraint: "donations_email_key",
      table: "donations",
    });
    const text = JSON.stringify(out);
    for (const value of personal) expect(text).not.toContain(value);
    expect(text).not.toContain("Key (email)");
    expect(text).not.toContain("Failed query");
  });

  it("treats a driver error alone (no drizzle wrapper) the same way", () => {
    const error = postgresError(
      { code: "22021", routine: "report_invalid_encoding" },
      'invalid byte sequence for encoding "UTF8": 0x00 — Awa Diop',
    );
    const out = serializeError(error);
    expect(out).toMatchObject({ type: "database", code: "22021" });
    expect(JSON.stringify(out)).not.toContain("Awa");
  });

  it("finds the database error deep in a cause chain", () => {
    const db = new DrizzleQueryError('update "users" set "email" = $1', ["a@b.org"]);
    const out = serializeError(new Error("enregistrement impossible", { cause: db }));
    expect(out).toMatchObject({ type: "database", statement: "update users" });
    expect(JSON.stringify(out)).not.toContain("a@b.org");
  });

  it("keeps other errors' messages and causes, e-mail addresses masked", () => {
    const error = new Error("550 5.1.1 <awa.diop@example.org>: Recipient address rejected", {
      cause: new TypeError("socket fermé"),
    });
    const out = serializeError(error);
    expect(out).toMatchObject({
      class: "Error",
      message: "550 5.1.1 <[courriel]>: Recipient address rejected",
      cause: { class: "TypeError", message: "socket fermé" },
    });
  });

  it("never writes the stack's heading (it repeats the message), and no stack in production", () => {
    const error = new DrizzleQueryError("select 1", ["secret-value"]);
    expect(String(serializeError(error).stack ?? "")).not.toContain("secret-value");
    vi.stubEnv("NODE_ENV", "production");
    expect(serializeError(new Error("x")).stack).toBeUndefined();
    vi.unstubAllEnvs();
  });

  it("names a select's table", () => {
    expect(statementOf('select "id", "email" from "users" where "email" = $1')).toBe(
      "select from users",
    );
    expect(statementOf("delete from sessions where id = $1")).toBe("delete from sessions");
    expect(statementOf(undefined)).toBeUndefined();
  });

  it("masks e-mail addresses in text", () => {
    expect(maskEmails("pour Awa.Diop+dons@exemple.qc.ca, merci")).toBe("pour [courriel], merci");
    expect(maskEmails("aucune adresse @ ici")).toBe("aucune adresse @ ici");
  });
});

describe("logger", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("writes a failed query as names and code only", () => {
    vi.stubEnv("LOG_LEVEL", "error");
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const error = new DrizzleQueryError(
      'insert into "contact_messages" ("name", "email") values ($1, $2)',
      ["Awa Diop", "awa.diop@example.org"],
      postgresError({ code: "22021" }, "invalid byte sequence"),
    );
    logger.error("request failed", { path: "/contact", error, note: "de awa.diop@example.org" });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: "error",
      path: "/contact",
      note: "de [courriel]",
      error: { type: "database", code: "22021", statement: "insert into contact_messages" },
    });
    expect(lines[0]).not.toContain("Awa");
    expect(lines[0]).not.toContain("example.org");
  });
});
