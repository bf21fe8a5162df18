/**
 * The error boundary of every back-office screen, one level below the admin layout
 * (app/routes.ts), so that the layout still draws the back-office frame around the error. A form
 * sent without JavaScript that fails is caught by the nearest boundary, and React Router runs only
 * the loaders above that boundary: held by the layout itself, the boundary would lose the frame's
 * data (the role, its screens). Without a component of its own the route renders its screens.
 */
import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { AccessDenied } from "~/components/errors/access-denied";
import { ErrorContent } from "~/components/errors/error-content";
import { useRequestId } from "~/components/errors/request-id";
import type { loader as adminLayoutLoader } from "./layout";
import type { Route } from "./+types/screen-error";

/**
 * A role refused by the screen's area (403) sees what it can open instead; a missing page or a
 * server error says so in French, with the reference the log holds.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout");
  const requestId = useRequestId();
  if (frame && isRouteErrorResponse(error) && error.status === 403) {
    return <AccessDenied role={frame.user.role} screens={frame.navigation} />;
  }
  return (
    <ErrorContent
      error={error}
      requestId={requestId}
      homeHref="/admin"
      homeLabel="Retour au tableau de bord"
      titleSuffix=" — Administration"
    />
  );
}
