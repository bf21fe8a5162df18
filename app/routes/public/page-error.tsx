/**
 * The error boundary of every public page, one level below the public layout (app/routes.ts), so
 * that the layout still draws the site's frame around the error. A form sent without JavaScript
 * that fails (413 too large, 400 unreadable, 500) is caught by the nearest boundary, and React
 * Router runs only the loaders above that boundary: held by the layout itself, the boundary would
 * lose the frame's data. Without a component of its own the route renders its pages (`<Outlet />`).
 */
import { ErrorContent } from "~/components/errors/error-content";
import { useRequestId } from "~/components/errors/request-id";
import type { Route } from "./+types/page-error";

/** French, with the reference the log holds for a missing page or a server error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} requestId={useRequestId()} />;
}
