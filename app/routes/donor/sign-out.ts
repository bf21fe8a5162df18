/**
 * /mon-espace/deconnexion — « Se déconnecter »: POST only; ends the donor session (its row and
 * its cookie) and leads back to /mon-espace. A GET leads there too, changing nothing.
 */
import { redirect } from "react-router";
import { DONOR_SPACE_PATH } from "~/domain/donor-space/intents";
import { endDonorSession } from "~/server/auth/donor-session.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/sign-out";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";

export function loader() {
  return redirect(DONOR_SPACE_PATH);
}

export async function action({ request }: Route.ActionArgs) {
  const setCookie = await endDonorSession(await getDb(), request);
  return redirect(DONOR_SPACE_PATH, { headers: { ...PRIVATE_HEADERS, "Set-Cookie": setCookie } });
}
