import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/robots";

/**
 * GET /robots.txt: everything public may be indexed except the back-office, the login, the
 * visitor's own cart and the donor space; the sitemap lists the rest.
 */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /connexion",
    "Disallow: /panier",
    "Disallow: /mon-espace",
    "",
    `Sitemap: ${absoluteUrl(request, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
