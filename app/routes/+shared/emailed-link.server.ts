/**
 * The loader of a page an e-mailed single-use link opens (donor sign-in, newsletter confirmation
 * and unsubscribe): it reads `?jeton=` and spends nothing — mail scanners fetch links — handing
 * the page the token only while it can still be used.
 */
import { data } from "react-router";
import { visibleUrl } from "~/lib/visible-url";
import { getDb, type Db } from "~/server/db.server";
import { PRIVATE_HEADERS } from "./private-headers";

export async function loadEmailedLink(
  request: Request,
  read: (raw: string | null) => string | null,
  isLive: (db: Db, token: string | null) => Promise<boolean>,
) {
  const token = read(visibleUrl(request).searchParams.get("jeton"));
  const live = await isLive(await getDb(), token);
  return data({ token: live ? token : null }, { headers: PRIVATE_HEADERS });
}
