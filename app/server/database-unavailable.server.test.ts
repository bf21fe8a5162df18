import { describe, expect, it } from "vitest";
import { DatabaseClosedError, isDatabaseUnavailable } from "./database-unavailable.server";

/** An error shaped like pg's (a SQLSTATE and a severity) or like a socket's. */
function withFields(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

/** drizzle's DrizzleQueryError: the driver's error as its cause, the SQL in its message. */
function failedQuery(cause: unknown): Error {
  return Object.assign(new Error("Failed query: select 1\nparams: "), {
    query: "select 1",
    params: [],
    cause,
  });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "the embedded cluster restarting (socket there, nobody listening)",
      withFields("connect ECONNREFUSED", { code: "ECONNREFUSED", syscall: "connect" }),
    ],
    [
      "its socket file missing",
      withFields("connect ENOENT /data/pg/.s.PGSQL.5432", { code: "ENOENT", syscall: "connect" }),
    ],
    [
      "the database system is starting up",
      withFields("the database system is starting up", { code: "57P03", severity: "FATAL" }),
    ],
    [
      "an administrator shutdown or pg_terminate_backend",
      withFields("terminating connection due to administrator command", {
        code: "57P01",
        severity: "FATAL",
      }),
    ],
    [
      "a crash of another server process",
      withFields("terminating connection because of crash of another server process", {
        code: "57P02",
        severity: "FATAL",
      }),
    ],
    [
      "a connection exception (class 08)",
      withFields("connection failure", { code: "08006", severity: "FATAL" }),
    ],
    [
      "too many connections",
      withFields("sorry, too many clients already", { code: "53300", severity: "FATAL" }),
    ],
    ["the connection lost mid-query", new Error("Connection terminated unexpectedly")],
    [
      "a client already broken",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["a reset socket", withFields("read ECONNRESET", { code: "ECONNRESET", syscall: "read" })],
    [
      "a host tried on ::1 and 127.0.0.1",
      new AggregateError([
        withFields("connect ECONNREFUSED ::1:5432", { code: "ECONNREFUSED" }),
        withFields("connect ECONNREFUSED 127.0.0.1:5432", { code: "ECONNREFUSED" }),
      ]),
    ],
    ["the site stopping (database closed)", new DatabaseClosedError()],
    [
      "any of these inside drizzle's error",
      failedQuery(
        withFields("terminating connection due to administrator command", {
          code: "57P01",
          severity: "FATAL",
        }),
      ),
    ],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      "a unique key violation (the site answers it with a 4xx)",
      failedQuery(
        withFields("duplicate key value violates unique constraint", {
          code: "23505",
          severity: "ERROR",
        }),
      ),
    ],
    [
      "a syntax error (a bug: a 500)",
      withFields('syntax error at or near "selec"', { code: "42601", severity: "ERROR" }),
    ],
    [
      "a serialization failure",
      withFields("could not serialize access", { code: "40001", severity: "ERROR" }),
    ],
    [
      "a missing file (not a socket)",
      withFields("ENOENT: no such file or directory, open 'x'", {
        code: "ENOENT",
        syscall: "open",
      }),
    ],
    ["any other error", new TypeError("Cannot read properties of undefined")],
    ["something that is not an error", "Connection terminated unexpectedly"],
    ["nothing", undefined],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("ends on an error that is its own cause", () => {
    const loop: Error & { cause?: unknown } = new Error("boucle");
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
