/**
 * The menus volunteers edit at /admin/menus (issue 15, item 6; docs/decisions/0031-menus.md): the
 * header's two dropdowns and the footer's two link columns, each a title and up to
 * MENU_MAX_ITEMS links. Isomorphic and free of zod: the public header and footer import it (the
 * form schemas are in ./schema.ts).
 */

export const MENU_KEYS = ["administration", "dahira", "liens-rapides", "ressources"] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** Where each menu shows: the header's dropdowns, then the footer's columns. */
export const HEADER_MENUS = ["administration", "dahira"] as const satisfies readonly MenuKey[];
export const FOOTER_MENUS = ["liens-rapides", "ressources"] as const satisfies readonly MenuKey[];

export const MENU_PLACES: Record<MenuKey, string> = {
  administration: "Menu déroulant de l'en-tête",
  dahira: "Menu déroulant de l'en-tête",
  "liens-rapides": "Colonne du pied de page",
  ressources: "Colonne du pied de page",
};

export interface MenuLink {
  label: string;
  href: string;
}

/** A menu as the public frame draws it; `id` is the stored link's (absent for a default). */
export interface SiteMenu {
  key: MenuKey;
  label: string;
  items: (MenuLink & { id?: number })[];
}

export type SiteMenus = Record<MenuKey, SiteMenu>;

export const MENU_MAX_ITEMS = 12;
export const MENU_LABEL_MAX = 40;
export const MENU_HREF_MAX = 300;

/**
 * The menus the site had before they could be edited, as the migration (0012_menus) writes them;
 * also what the frame shows for a menu whose row is missing (an emptied database).
 */
export const DEFAULT_MENUS: readonly { key: MenuKey; label: string; items: MenuLink[] }[] = [
  {
    key: "administration",
    label: "Administration",
    items: [
      { label: "Comités", href: "/comites" },
      { label: "Bureau", href: "/bureau" },
      { label: "Discours", href: "/discours" },
      { label: "Personnel", href: "/personnel" },
    ],
  },
  {
    key: "dahira",
    label: "Dahira Chicoutimi",
    items: [
      { label: "Événements", href: "/evenements" },
      { label: "Coran & Hadith", href: "/coran-hadith" },
      { label: "La Tidjaniya", href: "/tidjaniya" },
      { label: "Groupe Sope Naby", href: "/sope-naby" },
      { label: "Demande d'événement", href: "/demande-evenements" },
    ],
  },
  {
    key: "liens-rapides",
    label: "Liens rapides",
    items: [
      { label: "Accueil", href: "/" },
      { label: "Projets", href: "/projets" },
      { label: "Événements", href: "/evenements" },
      { label: "Galerie", href: "/galerie" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    key: "ressources",
    label: "Ressources",
    items: [
      { label: "Coran & Hadith", href: "/coran-hadith" },
      { label: "La Tidjaniya", href: "/tidjaniya" },
      { label: "Boutique", href: "/boutique" },
      { label: "Groupe Sope Naby", href: "/sope-naby" },
      { label: "Mon espace donateur", href: "/mon-espace" },
    ],
  },
];

/** The site's own public pages (app/routes.ts), offered when adding a link. */
export const FIXED_ADDRESSES: readonly MenuLink[] = [
  { label: "Accueil", href: "/" },
  { label: "Projets", href: "/projets" },
  { label: "Boutique", href: "/boutique" },
  { label: "Galerie", href: "/galerie" },
  { label: "Blog", href: "/blog" },
  { label: "Événements", href: "/evenements" },
  { label: "Demande d'événement", href: "/demande-evenements" },
  { label: "Faire un don", href: "/don" },
  { label: "Transparence", href: "/transparence" },
  { label: "Groupe Sope Naby", href: "/sope-naby" },
  { label: "Comités", href: "/comites" },
  { label: "Bureau", href: "/bureau" },
  { label: "Personnel", href: "/personnel" },
  { label: "Discours", href: "/discours" },
  { label: "Coran & Hadith", href: "/coran-hadith" },
  { label: "Horaires de prière", href: "/horaires-priere" },
  { label: "Oustaz", href: "/oustaz" },
  { label: "Contact", href: "/contact" },
  { label: "Infolettre", href: "/infolettre" },
  { label: "Recherche", href: "/recherche" },
  { label: "Mon espace donateur", href: "/mon-espace" },
];

export const MENU_NOT_FOUND = "Menu introuvable.";
export const MENU_ITEM_NOT_FOUND = "Lien introuvable dans ce menu : il a peut-être été retiré.";
export const MENU_FULL = `Un menu compte au plus ${MENU_MAX_ITEMS} liens : retirez-en un d'abord.`;
export const PAGE_NOT_FOUND = "Page introuvable : elle a peut-être été supprimée.";
export const BAD_CHOICE = "Choisissez une page de la liste ou saisissez une adresse.";
export const HREF_INVALID =
  "Adresse invalide : un chemin du site commençant par « / » (ex. /contact) ou une adresse https://.";
export const LABEL_TOO_LONG = `Le libellé ne doit pas dépasser ${MENU_LABEL_MAX} caractères.`;
export const LABEL_REQUIRED = "Le libellé est obligatoire.";

/** An internal path ("/contact", "/blog?x=1#y") or an https:// address; never "//host" or "javascript:". */
export function isMenuHref(value: string): boolean {
  if (value.length > MENU_HREF_MAX || /[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

/** True for an address outside the site (opened as a plain link, not by the router). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith("/");
}

export function isMenuKey(value: unknown): value is MenuKey {
  return typeof value === "string" && (MENU_KEYS as readonly string[]).includes(value);
}
