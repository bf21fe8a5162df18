/**
 * Error boundary of the public detail pages (/blog/{slug}, /projets/{id}…). Their loader throws
 * `notFound()` for an unknown id; the visitor then sees, inside the site's frame and with status
 * 404, the page's own message, the request's reference (which the 404's log line holds:
 * entry.server.tsx) and a way back to its list. Other errors go to the public pages' boundary
 * (routes/public/page-error.tsx).
 */
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { RequestIdNote, useRequestId } from "~/components/errors/request-id";
import { BackLink } from "~/components/site/shared/back-link";
import { parseId } from "~/lib/params";
import { jsonLdMeta, noindexMeta, seoMeta, type Seo } from "~/lib/seo";

/** Thrown by a loader when the requested record does not exist (or is not public). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The record a detail page shows, found by the id in its URL ("/projets/12"); a 404 when the id
 * is malformed or nothing public answers to it.
 */
export async function foundById<T>(
  rawId: string | undefined,
  find: (id: number) => Promise<T | null | undefined>,
): Promise<T> {
  const id = parseId(rawId);
  const record = id === null ? null : await find(id);
  if (!record) notFound();
  return record;
}

export interface NotFoundText {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

export function notFoundBoundary(message: NotFoundText) {
  return function DetailErrorBoundary() {
    const error = useRouteError();
    const requestId = useRequestId();
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-20 text-center">
        <h1 className="text-3xl font-bold text-primary">{message.title}</h1>
        <p className="text-lg text-muted-foreground">{message.text}</p>
        <RequestIdNote id={requestId} />
        <BackLink to={message.backTo}>{message.backLabel}</BackLink>
      </section>
    );
  };
}

/** `meta` of a detail page whose loader threw `notFound()`. */
export const notFoundMeta = noindexMeta;

/**
 * `meta` of a detail page: its search-engine tags and its structured data (`jsonLd`, when the
 * loader gives it), or `notFoundMeta` when it was not found.
 */
function detailMeta(notFoundTitle: string) {
  return ({ data }: { data?: { seo: Seo; siteName: string; jsonLd?: object } }) =>
    data
      ? [...seoMeta(data.seo, data.siteName), ...jsonLdMeta(data.jsonLd)]
      : notFoundMeta(notFoundTitle);
}

/**
 * The `meta` and `ErrorBoundary` of a detail page whose loader returns `seo` and `siteName`, from
 * its not-found message: `export const { meta, ErrorBoundary } = detailPage({ title: … })`.
 */
export function detailPage(message: NotFoundText) {
  return { meta: detailMeta(message.title), ErrorBoundary: notFoundBoundary(message) };
}
