/**
 * What an error page says, in French, whatever frame it is shown in (the site's, the
 * back-office's, or none at the root). Never a stack trace in production.
 *
 * - 404: the page does not exist;
 * - another 4xx thrown as a text Response by our server (400 unreadable form, 413 too large…):
 *   that text, which is ours and French (server/form-data.server.ts, requireUser);
 * - 503: the database is away for a moment (restarting, unreachable; app/entry.server.tsx);
 * - anything else: an unexpected error.
 *
 * A 404 and a server error show the request's reference, which the server log also holds.
 */
import { isRouteErrorResponse } from "react-router";
import { RequestIdNote } from "./request-id";

export type ErrorKind = "not-found" | "refused" | "unavailable" | "unexpected";

export interface ErrorDescription {
  status: number;
  kind: ErrorKind;
  /** The French reason of a refused request (4xx with a text body), or of a 503. */
  refusal?: string;
}

export function describeError(error: unknown): ErrorDescription {
  if (!isRouteErrorResponse(error)) return { status: 500, kind: "unexpected" };
  const { status } = error;
  if (status === 404) return { status, kind: "not-found" };
  // Our server's text says what to do (retry, or that a form went through).
  if (status === 503) {
    const said = typeof error.data === "string" && error.data.trim() ? error.data : undefined;
    return { status, kind: "unavailable", refusal: said };
  }
  if (status >= 400 && status < 500 && typeof error.data === "string" && error.data.trim()) {
    return { status, kind: "refused", refusal: error.data };
  }
  return { status, kind: "unexpected" };
}

const titles: Record<ErrorKind, string> = {
  "not-found": "La page que vous recherchez n'existe pas",
  refused: "Votre demande n'a pas pu être traitée",
  unavailable: "Le site est momentanément indisponible",
  unexpected: "Une erreur inattendue est survenue",
};

const tabTitles: Partial<Record<ErrorKind, string>> = {
  "not-found": "Page introuvable",
  unavailable: "Site momentanément indisponible",
};

/** Where the page leads back to, and what the browser tab's title adds. */
interface ErrorPageOptions {
  requestId?: string;
  homeHref?: string;
  homeLabel?: string;
  /** Added to the browser tab's title (" — Administration"). */
  titleSuffix?: string;
}

/** The page of a thrown error (an error boundary). */
export function ErrorContent({ error, ...options }: ErrorPageOptions & { error: unknown }) {
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage {...describeError(error)} {...options} detail={detail} />;
}

/** The 404 of an address no route serves, drawn by the catch-all route itself (status 404). */
export function NotFoundContent(options: ErrorPageOptions) {
  return <ErrorPage status={404} kind="not-found" {...options} />;
}

function ErrorPage({
  status,
  kind,
  refusal,
  requestId,
  homeHref = "/",
  homeLabel = "Retour à l'accueil",
  titleSuffix = "",
  detail,
}: ErrorDescription & ErrorPageOptions & { detail?: string }) {
  // Only what the log holds a line for: a missing page and a server error (4xx refusals are not
  // logged).
  const quotedId = kind === "not-found" || status >= 500 ? requestId : undefined;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>{`${tabTitles[kind] ?? "Erreur"}${titleSuffix}`}</title>
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-semibold">
        <span className="sr-only">Erreur {status} : </span>
        {titles[kind]}
      </h1>
      <p>
        {kind === "not-found"
          ? "Vérifiez l'adresse ou revenez à l'accueil."
          : (refusal ??
            (kind === "unavailable"
              ? "Réessayez dans un instant."
              : "Nous sommes désolés. Veuillez réessayer dans quelques instants; si le problème persiste, écrivez-nous."))}
      </p>
      <RequestIdNote id={quotedId} />
      <a href={homeHref} className="font-medium text-primary underline underline-offset-4">
        {homeLabel}
      </a>
      {detail ? <pre className="w-full overflow-auto text-left text-xs">{detail}</pre> : null}
    </section>
  );
}
