/**
 * Every URL of the site, in one table (spec public-site.md §2.1, back-office.md §2).
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Non-HTML resources.
  route("media/*", "routes/resources/media.ts"),
  // The prototype's cart and user icons lead home until the cart and the login exist.
  route("cart", "routes/resources/redirect-home.ts", { id: "cart-redirect" }),
  route("login", "routes/resources/redirect-home.ts", { id: "login-redirect" }),

  // Public site: header, title band, footer and donation dialog around every page.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
