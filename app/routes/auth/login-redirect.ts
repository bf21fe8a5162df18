import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";
import { visibleUrl } from "~/lib/visible-url";

// The prototype's user icon leads to /login: the login page is /connexion (query kept).
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/connexion${visibleUrl(request).search}`);
}
