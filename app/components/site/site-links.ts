/**
 * The public pages the header and the footer link to, each named once: a label changed here
 * changes in both (the two menus had drifted: "Évènements" in one, "Événements" in the other).
 */
export interface SiteLink {
  to: string;
  label: string;
}

export const SITE_LINKS = {
  home: { to: "/", label: "Accueil" },
  projects: { to: "/projets", label: "Projets" },
  shop: { to: "/boutique", label: "Boutique" },
  gallery: { to: "/galerie", label: "Galerie" },
  blog: { to: "/blog", label: "Blog" },
  committees: { to: "/comites", label: "Comités" },
  board: { to: "/bureau", label: "Bureau" },
  speeches: { to: "/discours", label: "Discours" },
  staff: { to: "/personnel", label: "Personnel" },
  events: { to: "/evenements", label: "Événements" },
  scripture: { to: "/coran-hadith", label: "Coran & Hadith" },
  tidjaniya: { to: "/tidjaniya", label: "La Tidjaniya" },
  group: { to: "/sope-naby", label: "Groupe Sope Naby" },
  eventRequest: { to: "/demande-evenements", label: "Demande d'événement" },
  donorSpace: { to: "/mon-espace", label: "Mon espace donateur" },
} satisfies Record<string, SiteLink>;
