/**
 * The back-office's downloads (a receipt, a backup, a CSV export, a person's file): each holds
 * donors' names or more, so neither the file nor the 404 of a missing one is ever kept by a
 * browser or a shared cache.
 */
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";

/** `body` as an attachment named `filename`; `headers` adds to it (a length). */
export function privateFile(
  body: BodyInit,
  contentType: string,
  filename: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      ...headers,
      "Content-Disposition": `attachment; filename="${filename}"`,
      ...PRIVATE_HEADERS,
    },
  });
}

/** The French 404 of a download whose record does not exist (or no longer does). */
export function privateFileNotFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE_HEADERS },
  });
}
