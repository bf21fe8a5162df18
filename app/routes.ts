/**
 * Every URL of the site, in one table (spec public-site.md §2.1, back-office.md §2).
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Non-HTML resources.
  route("media/*", "routes/resources/media.ts"),
  // The prototype's cart icon leads home until the cart exists; its user icon leads to the login.
  route("cart", "routes/resources/redirect-home.ts", { id: "cart-redirect" }),
  route("login", "routes/auth/login-redirect.ts", { id: "login-redirect" }),
  // Sign-out: POST only (a GET goes home).
  route("deconnexion", "routes/auth/logout.ts"),

  // Back-office: signed-in volunteers only (routes/admin/layout.tsx), each screen checks its area.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("utilisateurs", "routes/admin/users.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("journal", "routes/admin/journal.tsx"),
  ]),

  // Public site: header, title band, footer and donation dialog around every page.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    // Back-office login, in the public frame (header, footer).
    route("connexion", "routes/auth/login.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
