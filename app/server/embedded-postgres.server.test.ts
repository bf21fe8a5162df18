import { describe, expect, it } from "vitest";
import { postgresLogLine, SMALL_SITE_SETTINGS } from "./embedded-postgres.server";

describe("the embedded PostgreSQL's stderr lines in the site's log", () => {
  it("start with their SQLSTATE, without statement or DETAIL", () => {
    expect(SMALL_SITE_SETTINGS.log_line_prefix).toBe("%e ");
    expect(SMALL_SITE_SETTINGS.log_error_verbosity).toBe("terse");
    expect(SMALL_SITE_SETTINGS.log_min_error_statement).toBe("panic");
  });

  it("log a violation the site answers with a 4xx, and a serialization failure, at debug", () => {
    expect(
      postgresLogLine(
        '23505 ERROR:  duplicate key value violates unique constraint "subscribers_email_key"',
      ),
    ).toEqual({
      level: "debug",
      sqlstate: "23505",
      severity: "ERROR",
      line: 'duplicate key value violates unique constraint "subscribers_email_key"',
    });
    expect(
      postgresLogLine("40001 ERROR:  could not serialize access due to concurrent update")?.level,
    ).toBe("debug");
    expect(postgresLogLine("40P01 ERROR:  deadlock detected")?.level).toBe("debug");
  });

  it("log the sessions ended by a stop or a restart at info, and anything said during our own stop", () => {
    expect(
      postgresLogLine("57P01 FATAL:  terminating connection due to unexpected postmaster exit")
        ?.level,
    ).toBe("info");
    expect(postgresLogLine("57P03 FATAL:  the database system is starting up")?.level).toBe("info");
    expect(
      postgresLogLine(
        "57P02 FATAL:  terminating connection because of crash of another server process",
      )?.level,
    ).toBe("info");
    expect(postgresLogLine("08006 FATAL:  connection to client lost", true)?.level).toBe("info");
  });

  it("log another ERROR at warn, FATAL and PANIC at error, WARNING at warn", () => {
    expect(postgresLogLine('42P01 ERROR:  relation "x" does not exist')?.level).toBe("warn");
    expect(
      postgresLogLine("53100 FATAL:  could not write to file: No space left on device")?.level,
    ).toBe("error");
    expect(postgresLogLine("XX000 PANIC:  could not write to log file", true)?.level).toBe("error");
    expect(postgresLogLine("01000 WARNING:  there is no transaction in progress")?.level).toBe(
      "warn",
    );
  });

  it("leave out LOG lines and anything that is not a message line", () => {
    expect(
      postgresLogLine("00000 LOG:  database system is ready to accept connections"),
    ).toBeUndefined();
    expect(
      postgresLogLine("DETAIL:  Key (email)=(awa@exemple.org) already exists."),
    ).toBeUndefined();
    expect(postgresLogLine("STATEMENT:  insert into subscribers …")).toBeUndefined();
    expect(postgresLogLine("")).toBeUndefined();
  });
});
