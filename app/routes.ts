/**
 * Every URL of the site, in one table (spec public-site.md §2.1, back-office.md §2); the
 * back-office's screens are registered in domain/admin/screens.ts.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { adminRoutes } from "./domain/admin/screens";

export default [
  // Non-HTML resources.
  route("media/*", "routes/resources/media.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("evenements/:slug/agenda.ics", "routes/resources/event-ics.ts"),
  // Feeds to subscribe to (a static segment wins over /blog/:slug and the others).
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),
  route("discours/podcast.xml", "routes/resources/speeches-podcast.ts"),
  route("evenements/calendrier.ics", "routes/resources/events-calendar.ts"),
  // The emblem as a square PNG: the podcast's cover and the organization's logo.
  route("logo.png", "routes/resources/logo.ts"),
  // A donor's receipt (their own only) and the donor space's sign-out (POST only).
  route("mon-espace/recus/:id.pdf", "routes/donor/receipt-pdf.ts"),
  route("mon-espace/deconnexion", "routes/donor/sign-out.ts"),
  // The prototype's cart icon (/cart) now leads to the real cart; its user icon to the login.
  route("cart", "routes/resources/cart-redirect.ts", { id: "cart-redirect" }),
  route("login", "routes/auth/login-redirect.ts", { id: "login-redirect" }),
  // Sign-out: POST only (a GET goes home).
  route("deconnexion", "routes/auth/logout.ts"),
  // Stripe's signed events (card and monthly gifts, card orders): POST only.
  route("webhooks/stripe", "routes/webhooks/stripe.ts"),

  // Back-office: signed-in volunteers only (routes/admin/layout.tsx), each screen checks its area.
  route("admin", "routes/admin/layout.tsx", [
    // Errors of a screen, drawn inside the frame: one level below it, so that the layout's loader
    // still runs when a form sent without JavaScript fails (see the file).
    layout("routes/admin/screen-error.tsx", [
      // Every screen and its other addresses, from the screens' registry.
      ...adminRoutes().map(({ path, module }) => (path ? route(path, module) : index(module))),
      // Any other /admin address: a 404 inside the frame (signed-in people only).
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  // Public site: header, title band, footer and donation dialog around every page.
  layout("routes/public/layout.tsx", [
    // Errors of a page, drawn inside the frame: one level below it, so that the layout's loader
    // still runs when a form sent without JavaScript fails (see the file).
    layout("routes/public/page-error.tsx", [
      index("routes/public/home.tsx"),
      route("projets", "routes/public/projects.tsx"),
      route("projets-list", "routes/public/projects-list.tsx"),
      route("projets/:id", "routes/public/project.tsx"),
      route("boutique", "routes/public/shop.tsx"),
      route("boutique/:id", "routes/public/product.tsx"),
      route("panier", "routes/public/cart.tsx"),
      // Where Stripe sends a buyer back: what happened (paid only by the signed event).
      route("panier/merci", "routes/public/cart-thanks.tsx"),
      route("galerie", "routes/public/gallery.tsx"),
      route("blog", "routes/public/blog.tsx"),
      route("blog/:slug", "routes/public/blog-post.tsx"),
      route("evenements", "routes/public/events.tsx"),
      route("evenements/:slug", "routes/public/event.tsx"),
      route("demande-evenements", "routes/public/event-request.tsx"),
      // The cancel link of a registration's e-mail (one button, no sign-in).
      route("inscription/annuler/:token", "routes/public/registration-cancel.tsx"),
      // A place offered from the waiting list: « Confirmer ma place » within 24 hours.
      route("inscription/offre/:token", "routes/public/registration-offer.tsx"),
      route("don", "routes/public/donate.tsx"),
      // Where Stripe sends a donor back after paying, or after leaving its page.
      route("don/merci", "routes/public/donate-thanks.tsx"),
      route("don/annule", "routes/public/donate-cancelled.tsx"),
      // What each fund and project received and paid out, year by year (decision 0046).
      route("transparence", "routes/public/transparency.tsx"),
      route("sope-naby", "routes/public/group.tsx"),
      route("sope-naby/:id", "routes/public/group-event.tsx"),
      route("comites", "routes/public/committees.tsx"),
      route("bureau", "routes/public/board.tsx"),
      route("personnel", "routes/public/staff.tsx"),
      route("discours", "routes/public/speeches.tsx"),
      route("discours/:id", "routes/public/speech.tsx"),
      route("coran-hadith", "routes/public/quran-hadith.tsx"),
      route("horaires-priere", "routes/public/prayer-times.tsx"),
      route("oustaz", "routes/public/oustaz.tsx"),
      route("contact", "routes/public/contact.tsx"),
      // Quebec's Law 25: the privacy policy (its text in Pages, the person in charge in settings).
      route("confidentialite", "routes/public/privacy-policy.tsx"),
      // The newsletter: sign-up (and the footer's form), confirmation link, unsubscribe link.
      route("infolettre", "routes/public/newsletter.tsx"),
      route("infolettre/confirmation", "routes/public/newsletter-confirm.tsx"),
      route("infolettre/desabonnement", "routes/public/newsletter-unsubscribe.tsx"),
      // The site search (the header's search box): pages, articles, events, speeches, projects…
      route("recherche", "routes/public/search.tsx"),
      // A donor's own space: one-time link by e-mail, then their gifts, orders and receipts.
      route("mon-espace", "routes/donor/space.tsx"),
      route("mon-espace/connexion", "routes/donor/sign-in.tsx"),
      // Back-office login, in the public frame (header, footer).
      route("connexion", "routes/auth/login.tsx"),
      // Two-step sign-in: the code after the password, and the set-up the requirement sends to.
      route("connexion/verification", "routes/auth/two-step.tsx"),
      route("connexion/activation-deux-etapes", "routes/auth/two-step-setup.tsx"),
      // Pages written in the back-office (/about, /tidjaniya, new pages) by their path, else 404.
      route("*", "routes/public/content-page.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
