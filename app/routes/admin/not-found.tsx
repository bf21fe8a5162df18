/**
 * Every /admin address no screen serves: a 404 inside the back-office frame, with the reference
 * the log holds (entry.server.tsx writes the line of every 404). Signed-in people only, as every
 * screen: a visitor without a session is sent to /connexion like anywhere else under /admin.
 * The page is this route's own (status 404), not a thrown error: every role may see it.
 */
import { data } from "react-router";
import { NotFoundContent } from "~/components/errors/error-content";
import { useRequestId } from "~/components/errors/request-id";
import { requireUser } from "~/routes/+shared/access.server";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <NotFoundContent
      requestId={useRequestId()}
      homeHref="/admin"
      homeLabel="Retour au tableau de bord"
      titleSuffix=" — Administration"
    />
  );
}
