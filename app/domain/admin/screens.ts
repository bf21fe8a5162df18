/**
 * Every back-office screen, registered once (issue 24; the steps for a new one:
 * docs/new-screen.md). An entry's key is its area, what a role must hold to open it; the entry
 * says who holds it, its address and route module (and the others it serves), its sidebar link,
 * and what the journal calls the records it writes. The route table (app/routes.ts), the roles
 * (roles.ts), the sidebar (navigation.ts), the journal (audit/labels.ts) and each screen's own
 * address (`adminPath`) all read it from here: a screen's path and name are written nowhere else.
 *
 * Isomorphic and import-free: app/routes.ts reads it when the route table is built. The order is
 * the sidebar's (spec back-office.md §2).
 */

/**
 * Who opens an area besides the administrateur, who opens them all: everyone signed in, the
 * editeur (the site's content) or the tresorier (the money); "administration" is the
 * administrateur's alone.
 */
export type Team = "tous" | "contenu" | "argent" | "administration";

export interface AdminScreen {
  team: Team;
  /** Its address under /admin ("" is /admin itself); none for a tab of another screen. */
  path?: string;
  /** The route module of that address, relative to app/. */
  module?: string;
  /** The sidebar's link to it; a screen without a label is reached otherwise. */
  label?: string;
  /** Its other addresses (a form opened by link, a download…) and their route modules. */
  more?: Readonly<Record<string, string>>;
  /** The journal's name for each entity whose changes this screen writes in audit_log. */
  journal?: Readonly<Record<string, string>>;
}

export const adminScreens = {
  dashboard: {
    team: "tous",
    path: "",
    module: "routes/admin/dashboard.tsx",
    label: "Tableau de bord",
  },
  pages: {
    team: "contenu",
    path: "pages",
    module: "routes/admin/pages/route.tsx",
    label: "Pages",
    // The kept versions of a page: compare, restore (decision 0032).
    more: { "pages/:id/versions": "routes/admin/pages/versions.tsx" },
    journal: { page: "Page" },
  },
  // The header's and footer's menus: whoever may edit the pages (decision 0031).
  menus: {
    team: "contenu",
    path: "menus",
    module: "routes/admin/menus/route.tsx",
    label: "Menus",
    journal: { menu: "Menu" },
  },
  committees: {
    team: "contenu",
    path: "comites",
    module: "routes/admin/committees/route.tsx",
    label: "Comités",
    journal: { committee: "Comité", committee_member: "Membre de comité" },
  },
  board: {
    team: "contenu",
    path: "bureau",
    module: "routes/admin/board/route.tsx",
    label: "Bureau",
    journal: { board_member: "Membre du bureau" },
  },
  staff: {
    team: "contenu",
    path: "personnel",
    module: "routes/admin/staff.tsx",
    label: "Personnel",
    journal: { staff: "Membre du personnel" },
  },
  events: {
    team: "contenu",
    path: "evenements",
    module: "routes/admin/events/route.tsx",
    label: "Événements",
    more: {
      "evenements/new": "routes/admin/events/new.ts",
      // Check-in at the door from a phone, and the JSON its script sends check-ins to.
      "evenements/:id/accueil": "routes/admin/events/checkin.tsx",
      "evenements/:id/accueil/pointage": "routes/admin/events/checkin-post.ts",
      // One event's registrations, its waiting list, messages to attendees, and their CSV.
      "evenements/:id/inscriptions": "routes/admin/events/registrations.tsx",
      "evenements/:id/inscriptions.csv": "routes/admin/events/registrations-csv.ts",
    },
    journal: { event: "Événement", registration: "Inscription à un événement" },
  },
  projects: {
    team: "contenu",
    path: "projets",
    module: "routes/admin/projects/route.tsx",
    label: "Projets",
    more: { "projets/new": "routes/admin/projects/new.ts" },
    journal: { project: "Projet" },
  },
  speeches: {
    team: "contenu",
    path: "discours",
    module: "routes/admin/speeches/route.tsx",
    label: "Discours",
    journal: { speech: "Discours" },
  },
  "sope-naby": {
    team: "contenu",
    path: "sope-naby",
    module: "routes/admin/group/route.tsx",
    label: "Sope Naby",
    journal: {
      group_member: "Membre du groupe Sope Naby",
      group_event: "Événement du groupe Sope Naby",
    },
  },
  "event-requests": {
    team: "contenu",
    path: "demande-evenements",
    module: "routes/admin/event-requests/route.tsx",
    label: "Demandes d'événements",
    journal: { event_request: "Demande d'événement" },
  },
  gallery: {
    team: "contenu",
    path: "galerie",
    module: "routes/admin/gallery/route.tsx",
    label: "Galerie",
    more: { "galerie/upload": "routes/admin/gallery-upload.ts" },
    journal: { gallery_image: "Image de la galerie" },
  },
  // Both shop roles see the shop: it opens on the first tab the role may use (its orders).
  "shop-orders": {
    team: "argent",
    path: "boutique",
    module: "routes/admin/shop/route.tsx",
    label: "Boutique",
    journal: { order: "Commande" },
  },
  // The shop's Produits tab.
  "shop-products": { team: "administration", journal: { product: "Produit" } },
  blog: {
    team: "contenu",
    path: "blog",
    module: "routes/admin/blog/route.tsx",
    label: "Blog",
    more: {
      "blog/new": "routes/admin/blog/new.ts",
      "blog/:id/versions": "routes/admin/blog/versions.tsx",
    },
    journal: { blog_post: "Article de blog" },
  },
  // The newsletter: its subscribers, writing and sending (issue 15).
  newsletter: {
    team: "contenu",
    path: "infolettre",
    module: "routes/admin/newsletter/route.tsx",
    label: "Infolettre",
    journal: { newsletter: "Infolettre" },
  },
  donations: {
    team: "argent",
    path: "donations",
    module: "routes/admin/donations/route.tsx",
    label: "Dons",
    more: {
      "donations/export.csv": "routes/admin/donations-export.ts",
      // The treasurer's year: the returns' figures and their CSV (decision 0047).
      "dons/annee": "routes/admin/donations/year.tsx",
      "dons/annee.csv": "routes/admin/donations/year-csv.ts",
      "recus/:id.pdf": "routes/admin/receipt-pdf.ts",
    },
    journal: {
      donation: "Don",
      receipt: "Reçu officiel",
      monthly_gift: "Don mensuel",
      person: "Donateur",
      bank_import: "Relevé bancaire",
    },
  },
  // The funds a gift goes to, their balances, the disbursements and the zakat's rates (0046).
  funds: {
    team: "argent",
    path: "fonds",
    module: "routes/admin/funds/route.tsx",
    label: "Fonds",
    journal: { fund: "Fonds", disbursement: "Décaissement" },
  },
  // The Dons screen's payment options tab.
  "payment-options": { team: "argent", journal: { payment_option: "Option de paiement" } },
  messages: {
    team: "administration",
    path: "messages",
    module: "routes/admin/messages/route.tsx",
    label: "Messages",
    journal: { contact_message: "Message de contact" },
  },
  emails: {
    team: "administration",
    path: "courriels",
    module: "routes/admin/emails/route.tsx",
    label: "Courriels",
    journal: { email: "Courriel" },
  },
  settings: {
    team: "administration",
    path: "settings",
    module: "routes/admin/settings/route.tsx",
    label: "Paramètres",
    journal: { settings: "Paramètres" },
  },
  users: {
    team: "administration",
    path: "utilisateurs",
    module: "routes/admin/users/route.tsx",
    label: "Utilisateurs",
    journal: { user: "Utilisateur" },
  },
  journal: {
    team: "administration",
    path: "journal",
    module: "routes/admin/journal.tsx",
    label: "Journal",
  },
  // Law 25 (decisions 0033, 0034): a person's data found, exported (POST, a JSON file) and
  // erased; the register of confidentiality incidents.
  privacy: {
    team: "administration",
    path: "renseignements-personnels",
    module: "routes/admin/privacy/route.tsx",
    label: "Renseignements personnels",
    more: {
      "renseignements-personnels/export": "routes/admin/privacy/export.ts",
      "renseignements-personnels/incidents": "routes/admin/privacy/incidents.tsx",
    },
    journal: {
      personal_data: "Renseignements personnels",
      privacy: "Renseignements personnels",
      privacy_incident: "Incident de confidentialité",
    },
  },
  backups: {
    team: "administration",
    path: "sauvegardes",
    module: "routes/admin/backups.tsx",
    label: "Sauvegardes",
    more: { "sauvegardes/telecharger/:fichier": "routes/admin/backup-download.ts" },
    journal: { backup: "Sauvegarde" },
  },
  // Mon compte: one's own password, sessions and two-step sign-in (the header's menu).
  account: { team: "tous", path: "mon-compte", module: "routes/admin/account.tsx" },
} as const satisfies Record<string, AdminScreen>;

export type AdminArea = keyof typeof adminScreens;
const adminAreas = Object.keys(adminScreens) as AdminArea[];

const screenOf = (area: AdminArea): AdminScreen => adminScreens[area];

/** The screen's own address: "/admin/personnel". */
export function adminPath(area: AdminArea): string {
  const { path } = screenOf(area);
  if (path === undefined) throw new Error(`L'espace « ${area} » n'a pas d'adresse.`);
  return path ? `/admin/${path}` : "/admin";
}

/** Every back-office address with its route module, for app/routes.ts ("" is /admin). */
export function adminRoutes(): { path: string; module: string; area: AdminArea }[] {
  return adminAreas.flatMap((area) => {
    const { path, module, more = {} } = screenOf(area);
    const own = path !== undefined && module ? [{ path, module, area }] : [];
    return [
      ...own,
      ...Object.entries(more).map(([other, file]) => ({ path: other, module: file, area })),
    ];
  });
}

/** The area a route module serves, or null for one the registry does not list. */
export function areaOfModule(module: string): AdminArea | null {
  return adminRoutes().find((route) => route.module === module)?.area ?? null;
}

/** The sidebar's links in order, each with its area. */
export function screenLinks(): { area: AdminArea; href: string; label: string }[] {
  return adminAreas.flatMap((area) => {
    const { label } = screenOf(area);
    return label ? [{ area, href: adminPath(area), label }] : [];
  });
}

/** What the journal calls each entity the screens write. */
export function journalEntityLabels(): Record<string, string> {
  return Object.assign({}, ...adminAreas.map((area) => screenOf(area).journal ?? {}));
}
