/** /deconnexion — POST ends the session and goes home; a GET (a typed URL, a link) just goes home. */
import { redirect } from "react-router";
import { destroySession } from "~/server/auth/session.server";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
}
