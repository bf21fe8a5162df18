/**
 * One-line JSON logs on stdout/stderr: readable by any log collector, and silent in tests
 * unless LOG_LEVEL asks for them.
 */
import { maskEmails, serializeError } from "./log-error.server";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? (process.env.VITEST ? "error" : "info")) as Level;
  return order[configured] ?? order.info;
}

/**
 * Errors go through serializeError (no query parameters, no database values); e-mail addresses
 * in any text are masked. Callers log ids and field names, never what a person typed.
 */
function serialize(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error
        ? serializeError(value)
        : typeof value === "string"
          ? maskEmails(value)
          : value;
  }
  return out;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message: maskEmails(message),
    ...serialize(fields),
  });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
