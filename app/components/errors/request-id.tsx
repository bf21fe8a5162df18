/**
 * The reference of the request an error page answers: the id server.js gave it, sent back as
 * X-Request-Id and written on its log line, so that what a visitor quotes leads to that line.
 */
import { useRouteLoaderData } from "react-router";

/** What the root loader gives every page (root.tsx). */
export interface RootData {
  /**
   * The id to quote for an error shown now: the request that loaded the page's data, or the form
   * sent with JavaScript that has just failed.
   */
  requestId?: string;
}

/** The reference of the current error, from the root loader (absent outside our server). */
export function useRequestId(): string | undefined {
  return (useRouteLoaderData("root") as RootData | undefined)?.requestId;
}

/** "Référence : 3f9a1c0b7e42", for a visitor who writes to us about the error. */
export function RequestIdNote({ id }: { id: string | undefined }) {
  if (!id) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Référence de la demande : <code className="rounded bg-muted px-2 py-1 font-mono">{id}</code>
      <br />
      Si vous nous écrivez à ce sujet, indiquez cette référence : elle nous aide à retrouver ce qui
      s'est passé.
    </p>
  );
}
