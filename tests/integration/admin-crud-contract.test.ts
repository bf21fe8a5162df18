/**
 * The back-office contract, one table for every screen that creates, changes or deletes records:
 * each row describes a screen (its route module and URL, valid fields, one invalid field with its
 * French message from the domain schema, how its loader lists the records) and the same steps run
 * through the route module's loader and action, as the browser would post the forms:
 *
 * - create with valid fields → 302 with a toast, the record listed by the loader;
 * - create with an invalid field → 400 `{ refused: { intent, errors, values } }`, nothing stored;
 * - update → 302 with a toast, the change listed; update of a missing id → 404, not-found message;
 * - delete → 302 with a toast, gone from the list; delete of a missing id → 404;
 * - a role without the screen's area → 403 from the loader and the action.
 *
 * A screen that differs from the pattern says so in its row (`differs`), and why; the steps that
 * do not apply to it are left out, never bent.
 */
import { describe, expect, it } from "vitest";
import { auditLog, contactMessages, donations, media } from "#db/schema";
import { MESSAGE_NOT_FOUND } from "~/domain/contact/messages";
import { BLOG_NOT_FOUND } from "~/domain/blog/schema";
import { BOARD_MEMBER_NOT_FOUND } from "~/domain/board/schema";
import { COMMITTEE_NOT_FOUND, MEMBER_NOT_FOUND, NAME_TOO_SHORT } from "~/domain/committees/schema";
import { DONATION_NOT_FOUND } from "~/domain/donations/admin-schema";
import { REQUEST_NOT_FOUND } from "~/domain/event-requests/status";
import { EVENT_NOT_FOUND } from "~/domain/events/schema";
import { GALLERY_IMAGE_NOT_FOUND } from "~/domain/gallery/schema";
import { GROUP_EVENT_NOT_FOUND, GROUP_MEMBER_NOT_FOUND } from "~/domain/group/schema";
import { PAGE_NOT_FOUND, TITLE_TOO_SHORT } from "~/domain/pages/schema";
import { PROJECT_NOT_FOUND } from "~/domain/projects/schema";
import { PRODUCT_NOT_FOUND, STOCK_MESSAGE } from "~/domain/shop/schema";
import { SPEECH_NOT_FOUND } from "~/domain/speeches/schema";
import { STAFF_NOT_FOUND } from "~/domain/staff/schema";
import type { Role } from "~/domain/admin/roles";
import { USER_NOT_FOUND } from "~/domain/users/users.server";
import { IMAGE_URL_INVALID } from "~/lib/forms/image-fields";
import type { Db } from "~/server/db.server";
import { PLACEHOLDER_IMAGE } from "~/server/form-image.server";
import {
  IMAGE_INVALID_TYPE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
} from "~/server/images.server";
import {
  blogArticle,
  boardMember,
  groupEvent,
  groupMember,
  project,
  speech,
  staffMember,
} from "../helpers/admin-records";
import { setupTestDatabase } from "../helpers/db";
import { pngFile, setupTempDataDir, signIn } from "../helpers/fixtures";
import {
  callAction,
  callLoader,
  redirectToast,
  refused,
  routeAt,
  type FormFields,
} from "../helpers/routes";

// ── The route modules under contract, in one place: they move into folders, update the paths here.
import * as blogRoute from "~/routes/admin/blog/route";
import * as boardRoute from "~/routes/admin/board/route";
import * as committeesRoute from "~/routes/admin/committees/route";
import * as donationsRoute from "~/routes/admin/donations/route";
import * as eventRequestsRoute from "~/routes/admin/event-requests/route";
import * as eventsRoute from "~/routes/admin/events/route";
import * as galleryRoute from "~/routes/admin/gallery/route";
import * as groupRoute from "~/routes/admin/group/route";
import * as messagesRoute from "~/routes/admin/messages/route";
import * as pagesRoute from "~/routes/admin/pages/route";
import * as projectsRoute from "~/routes/admin/projects/route";
import * as shopRoute from "~/routes/admin/shop/route";
import * as speechesRoute from "~/routes/admin/speeches/route";
import * as staffRoute from "~/routes/admin/staff";
import * as usersRoute from "~/routes/admin/users/route";
import * as publicEventRequestRoute from "~/routes/public/event-request";
import * as newBlogRoute from "~/routes/admin/blog/new";
import * as newEventRoute from "~/routes/admin/events/new";
import * as newProjectRoute from "~/routes/admin/projects/new";

const routes = {
  blog: blogRoute,
  board: boardRoute,
  committees: committeesRoute,
  donations: donationsRoute,
  eventRequests: eventRequestsRoute,
  events: eventsRoute,
  gallery: galleryRoute,
  group: groupRoute,
  messages: messagesRoute,
  pages: pagesRoute,
  projects: projectsRoute,
  shop: shopRoute,
  speeches: speechesRoute,
  staff: staffRoute,
  users: usersRoute,
  /** Where event requests come from: the public form. */
  publicEventRequest: publicEventRequestRoute,
};
/** The dashboard's quick actions (…/new). */
const newRoutes = { blog: newBlogRoute, events: newEventRoute, projects: newProjectRoute };
// ─────────────────────────────────────────────────────────────────────────────────────────────

const database = setupTestDatabase();
setupTempDataDir();

/** An id no record has. */
const MISSING_ID = "999999";

type Listed = Record<string, unknown>;

interface Screen {
  /** The screen, as the sidebar names it. */
  name: string;
  module: { loader: (args: never) => unknown; action: (args: never) => unknown };
  path: string;
  /** A role that works on the screen, and one whose role does not open it. */
  role: Role;
  refusedRole: Role;
  /** The form has a file input: the browser posts it as multipart. */
  multipart?: boolean;
  /** How the loader lists the records: the search it is opened with, where the rows are, the text of one. */
  list: { search?: string; rows: string[]; label: (row: Listed) => string };
  create?: {
    intent: string;
    fields: Record<string, string>;
    /** How the new record shows in the list. */
    label: string;
    toast: string;
    invalid: { field: string; value: string; message: string };
  };
  /** For a screen that creates nothing: how a record comes (a public form), and how it shows. */
  existing?: { add: (context: Context) => Promise<unknown>; label: string };
  update: {
    intent: string;
    fields: Record<string, string>;
    /** The field that names the record (default "id"). */
    idField?: string;
    label: string;
    toast: string;
  };
  remove?: { intent: string; toast: string };
  /** The answer to an update or a delete of a record that does not exist. */
  notFound: { message: string; status: number };
  /** Runs first: the record a new one belongs to (more fields, and the list's search). */
  within?: (context: Context) => Promise<{ fields: Record<string, string>; search: string }>;
  /** How and why this screen differs from the pattern. */
  differs?: string;
  /** The journal's name for the record: its create, update and delete are journaled under it. */
  journal?: string;
  /**
   * The form's picture (imageFile, or an address in imageUrl): stored, kept, refused alike on
   * every screen. `placeholder`: a new record without one gets /placeholder.svg (false where a
   * picture is required).
   */
  picture?: { placeholder: boolean };
  /**
   * The add and edit forms opened from the URL (`?mode=ajout`, `?modifier=12`): the URL's keys
   * (default "ajout" and "modifier") and where the loader answers the mode and the edited record.
   */
  forms?: { add?: string; edit?: string; mode: string; edited: string };
  /** The dashboard's quick action (…/new): it leads to the add form. */
  quickAdd?: { loader: (args: never) => unknown };
}

interface Context {
  db: Db;
  post(fields: FormFields, search?: string): Promise<unknown>;
  load(search?: string): Promise<unknown>;
}

/** The value at `path` in a loader's data: ["list", "rows"], or "products.mode". */
function valueAt(data: unknown, path: string | string[]): unknown {
  let value = data;
  for (const key of typeof path === "string" ? path.split(".") : path) {
    value = (value as Record<string, unknown> | null)?.[key];
  }
  return value;
}

/** The rows at `path` in a loader's data ("list", "rows"…). */
function rowsAt(data: unknown, path: string[]): Listed[] {
  const value = valueAt(data, path);
  expect(Array.isArray(value), `pas de liste en ${path.join(".")}`).toBe(true);
  return value as Listed[];
}

const screens: Screen[] = [
  {
    name: "Personnel",
    module: routes.staff,
    path: "/admin/personnel",
    role: "administrateur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["list", "rows"], label: (row) => String(row.name) },
    create: {
      intent: "create",
      fields: staffMember,
      label: staffMember.name,
      toast: "Employé ajouté",
      invalid: { field: "email", value: "pas-un-courriel", message: "Adresse courriel invalide." },
    },
    update: {
      intent: "update",
      fields: { name: "Fatou Diop Ndiaye" },
      label: "Fatou Diop Ndiaye",
      toast: "Employé mis à jour",
    },
    remove: { intent: "delete", toast: "Employé supprimé" },
    notFound: { message: STAFF_NOT_FOUND, status: 404 },
    journal: "staff",
    picture: { placeholder: true },
    forms: { mode: "mode", edited: "edited" },
  },
  {
    name: "Bureau",
    module: routes.board,
    path: "/admin/bureau",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["list", "rows"], label: (row) => String(row.name) },
    create: {
      intent: "create",
      fields: boardMember,
      label: boardMember.name,
      toast: "Membre ajouté",
      invalid: {
        field: "nominationDate",
        value: "2025-02-31",
        message: "Date invalide (format AAAA-MM-JJ).",
      },
    },
    update: {
      intent: "update",
      fields: { name: "Fatou Diallo Sow" },
      label: "Fatou Diallo Sow",
      toast: "Membre mis à jour",
    },
    remove: { intent: "delete", toast: "Membre supprimé" },
    notFound: { message: BOARD_MEMBER_NOT_FOUND, status: 404 },
    journal: "board_member",
    picture: { placeholder: true },
    forms: { mode: "mode", edited: "edited" },
  },
  {
    name: "Discours",
    module: routes.speeches,
    path: "/admin/discours",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["list", "rows"], label: (row) => String(row.title) },
    create: {
      intent: "create",
      fields: speech,
      label: speech.title,
      toast: "Discours ajouté",
      invalid: { field: "type", value: "cassette", message: "Choisissez un type de la liste." },
    },
    update: {
      intent: "update",
      fields: { title: "La patience" },
      label: "La patience",
      toast: "Discours mis à jour",
    },
    remove: { intent: "delete", toast: "Discours supprimé" },
    notFound: { message: SPEECH_NOT_FOUND, status: 404 },
    journal: "speech",
    picture: { placeholder: true },
    forms: { mode: "mode", edited: "edited" },
  },
  {
    name: "Projets",
    module: routes.projects,
    path: "/admin/projets",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["list", "rows"], label: (row) => String(row.title) },
    create: {
      intent: "create",
      fields: project,
      label: project.title,
      toast: "Projet ajouté",
      invalid: {
        field: "goalCents",
        value: "beaucoup",
        message: "Montant invalide : un nombre positif ou nul, deux décimales au plus.",
      },
    },
    update: {
      intent: "update",
      fields: { title: "Deux puits au village" },
      label: "Deux puits au village",
      toast: "Projet mis à jour",
    },
    remove: { intent: "delete", toast: "Projet supprimé" },
    notFound: { message: PROJECT_NOT_FOUND, status: 404 },
    journal: "project",
    picture: { placeholder: true },
    forms: { mode: "mode", edited: "edited" },
    quickAdd: newRoutes.projects,
  },
  {
    name: "Comités",
    module: routes.committees,
    path: "/admin/comites",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["committees"], label: (row) => String(row.name) },
    create: {
      intent: "create-committee",
      fields: { name: "Comité des jeunes", description: "Activités" },
      label: "Comité des jeunes",
      toast: "Comité ajouté",
      invalid: { field: "name", value: "ab", message: NAME_TOO_SHORT },
    },
    update: {
      intent: "update-committee",
      fields: { name: "Comité de la jeunesse" },
      label: "Comité de la jeunesse",
      toast: "Comité mis à jour",
    },
    remove: { intent: "delete-committee", toast: "Comité supprimé" },
    notFound: { message: COMMITTEE_NOT_FOUND, status: 404 },
    journal: "committee",
    forms: { mode: "committeeMode", edited: "editedCommittee" },
    differs:
      "two records on one screen (committees, and the members of the selected committee): its intents carry the record's kind (create-committee…)",
  },
  {
    name: "Comités — membres",
    module: routes.committees,
    path: "/admin/comites",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["selected", "members"], label: (row) => String(row.name) },
    within: async ({ post, load }) => {
      await post({ intent: "create-committee", name: "Comité des bénévoles", description: "" });
      const [committee] = rowsAt(await load(), ["committees"]);
      return { fields: { committeeId: String(committee.id) }, search: `?comite=${committee.id}` };
    },
    create: {
      intent: "create-member",
      fields: { name: "Moussa Kane", role: "Imam", contact: "418 555-0131" },
      label: "Moussa Kane",
      toast: "Membre ajouté",
      invalid: { field: "name", value: "ab", message: NAME_TOO_SHORT },
    },
    update: {
      intent: "update-member",
      fields: { name: "Moussa Kane Fall" },
      label: "Moussa Kane Fall",
      toast: "Membre mis à jour",
    },
    remove: { intent: "delete-member", toast: "Membre supprimé" },
    notFound: { message: MEMBER_NOT_FOUND, status: 404 },
    journal: "committee_member",
    picture: { placeholder: true },
    forms: {
      add: "ajout-membre",
      edit: "modifier-membre",
      mode: "memberMode",
      edited: "editedMember",
    },
    differs: "a member is added to a committee: the row first creates one, and lists its members",
  },
  {
    name: "Blog",
    module: routes.blog,
    path: "/admin/blog",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["list", "rows"], label: (row) => String(row.title) },
    create: {
      intent: "create",
      fields: blogArticle,
      label: blogArticle.title,
      toast: "Article ajouté",
      invalid: {
        field: "category",
        value: "Potins",
        message: "Choisissez une catégorie de la liste.",
      },
    },
    update: {
      intent: "update",
      fields: { title: "L'Aïd à Chicoutimi" },
      label: "L'Aïd à Chicoutimi",
      toast: "Article mis à jour",
    },
    remove: { intent: "delete", toast: "Article supprimé" },
    notFound: { message: BLOG_NOT_FOUND, status: 404 },
    journal: "blog_post",
    picture: { placeholder: true },
    forms: { mode: "mode", edited: "edited" },
    quickAdd: newRoutes.blog,
  },
  {
    name: "Pages",
    module: routes.pages,
    path: "/admin/pages",
    role: "editeur",
    refusedRole: "tresorier",
    list: { rows: ["pages", "rows"], label: (row) => String(row.title) },
    create: {
      intent: "create",
      fields: {
        title: "Notre histoire",
        route: "/notre-histoire",
        summary: "Comment la fondation est née à Chicoutimi.",
        content: "<p>Fondée en 1998.</p>",
      },
      label: "Notre histoire",
      toast: "Page créée",
      invalid: { field: "title", value: "ab", message: TITLE_TOO_SHORT },
    },
    update: {
      intent: "update",
      fields: { title: "Notre longue histoire" },
      label: "Notre longue histoire",
      toast: "Page mise à jour",
    },
    remove: { intent: "delete", toast: "Page supprimée" },
    notFound: { message: PAGE_NOT_FOUND, status: 404 },
    journal: "page",
    forms: { mode: "mode", edited: "edited" },
  },
  {
    name: "Événements",
    module: routes.events,
    path: "/admin/evenements",
    role: "administrateur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["list", "rows"], label: (row) => String(row.title) },
    create: {
      intent: "create",
      fields: {
        title: "Conférence : l'éducation des enfants",
        slug: "",
        // Far ahead, so the event stays on the default tab (À venir).
        date: "2099-06-12",
        startTime: "18:30",
        endTime: "20:45",
        location: "Centre de la fondation, Chicoutimi",
        category: "conference",
        status: "scheduled",
        description: "Oustaz Thiam parle de la transmission des valeurs aux enfants.",
      },
      label: "Conférence : l'éducation des enfants",
      toast: "Événement ajouté",
      invalid: { field: "category", value: "kermesse", message: "Choisissez un type de la liste." },
    },
    update: {
      intent: "update",
      fields: { title: "Conférence : les enfants" },
      label: "Conférence : les enfants",
      toast: "Événement mis à jour",
    },
    remove: { intent: "delete", toast: "Événement supprimé" },
    notFound: { message: EVENT_NOT_FOUND, status: 404 },
    journal: "event",
    picture: { placeholder: true },
    forms: { mode: "mode", edited: "edited" },
    quickAdd: newRoutes.events,
  },
  {
    name: "Galerie",
    module: routes.gallery,
    path: "/admin/galerie",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: { rows: ["list", "rows"], label: (row) => String(row.title) },
    create: {
      intent: "create",
      fields: {
        title: "Iftar communautaire",
        description: "Le repas partagé du ramadan.",
        category: "communaute",
        takenOn: "2024-03-20",
        imageUrl: "https://exemple.org/iftar.jpg",
      },
      label: "Iftar communautaire",
      toast: "Ajout réussi",
      invalid: {
        field: "takenOn",
        value: "2024-02-31",
        message: "Date invalide (format AAAA-MM-JJ).",
      },
    },
    update: {
      intent: "update",
      fields: { title: "Iftar de la communauté" },
      label: "Iftar de la communauté",
      toast: "Modification réussie",
    },
    remove: { intent: "delete", toast: "Suppression réussie" },
    notFound: { message: GALLERY_IMAGE_NOT_FOUND, status: 404 },
    journal: "gallery_image",
    picture: { placeholder: false },
    forms: { mode: "mode", edited: "edited" },
    differs:
      "a new image needs a picture (a file or an address): the valid fields carry an address",
  },
  {
    name: "Sope Naby — membres",
    module: routes.group,
    path: "/admin/sope-naby",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: {
      search: "?onglet=membres",
      rows: ["members", "rows"],
      label: (row) => String(row.name),
    },
    create: {
      intent: "create-member",
      fields: groupMember,
      label: groupMember.name,
      toast: "Membre ajouté",
      invalid: { field: "role", value: "Roi", message: "Choisissez un rôle de la liste." },
    },
    update: {
      intent: "update-member",
      fields: { name: "Khady Diouf Sarr" },
      label: "Khady Diouf Sarr",
      toast: "Membre mis à jour",
    },
    remove: { intent: "delete-member", toast: "Membre supprimé" },
    notFound: { message: GROUP_MEMBER_NOT_FOUND, status: 404 },
    journal: "group_member",
    forms: { mode: "mode", edited: "edited" },
    differs:
      "two tabs (members, events), each with its own intents (create-member…, create-event…)",
  },
  {
    name: "Sope Naby — événements",
    module: routes.group,
    path: "/admin/sope-naby",
    role: "editeur",
    refusedRole: "tresorier",
    multipart: true,
    list: {
      search: "?onglet=evenements",
      rows: ["events", "rows"],
      label: (row) => String(row.title),
    },
    create: {
      intent: "create-event",
      fields: groupEvent,
      label: groupEvent.title,
      toast: "Événement ajouté",
      invalid: {
        field: "date",
        value: "2026-13-01",
        message: "Date invalide (format AAAA-MM-JJ).",
      },
    },
    update: {
      intent: "update-event",
      fields: { title: "Grande soirée de récitation" },
      label: "Grande soirée de récitation",
      toast: "Événement mis à jour",
    },
    remove: { intent: "delete-event", toast: "Événement supprimé" },
    notFound: { message: GROUP_EVENT_NOT_FOUND, status: 404 },
    journal: "group_event",
    picture: { placeholder: true },
    forms: { mode: "mode", edited: "edited" },
  },
  {
    name: "Boutique — produits",
    module: routes.shop,
    path: "/admin/boutique",
    role: "administrateur",
    // Opens the shop (its orders), not its products: the products tab and intents are refused.
    refusedRole: "tresorier",
    multipart: true,
    list: {
      search: "?onglet=produits",
      rows: ["products", "list", "rows"],
      label: (row) => String(row.name),
    },
    create: {
      intent: "create-product",
      fields: {
        name: "Tapis de prière brodé",
        priceCents: "34,50",
        category: "accessoires",
        stock: "12",
        status: "active",
        description: "Tapis de prière en velours, motifs brodés à la main.",
      },
      label: "Tapis de prière brodé",
      toast: "Produit ajouté",
      invalid: { field: "stock", value: "-3", message: STOCK_MESSAGE },
    },
    update: {
      intent: "update-product",
      fields: { name: "Tapis de prière" },
      label: "Tapis de prière",
      toast: "Produit mis à jour",
    },
    remove: { intent: "delete-product", toast: "Produit supprimé" },
    notFound: { message: PRODUCT_NOT_FOUND, status: 404 },
    journal: "product",
    picture: { placeholder: true },
    forms: { mode: "products.mode", edited: "products.edited" },
    differs:
      "one screen, two areas: the trésorier opens the orders but neither the products tab nor their intents",
  },
  {
    name: "Utilisateurs",
    module: routes.users,
    path: "/admin/utilisateurs",
    role: "administrateur",
    refusedRole: "editeur",
    list: { rows: ["users"], label: (row) => `${String(row.email)} (${String(row.role)})` },
    create: {
      intent: "create",
      fields: {
        name: "Coumba Ndiaye",
        email: "coumba@example.org",
        role: "editeur",
        password: "un mot de passe temporaire",
      },
      label: "coumba@example.org (editeur)",
      toast: "Utilisateur ajouté",
      invalid: { field: "email", value: "pas-un-courriel", message: "Adresse courriel invalide." },
    },
    update: {
      intent: "role",
      idField: "userId",
      fields: { role: "tresorier" },
      label: "coumba@example.org (tresorier)",
      toast: "Rôle modifié",
    },
    notFound: { message: USER_NOT_FOUND, status: 400 },
    differs:
      "an account is never deleted (it is deactivated, so the journal keeps its name); a change names the account by `userId`, and a missing one is a 400 like every refusal of this screen",
  },
  {
    name: "Dons",
    module: routes.donations,
    path: "/admin/donations",
    role: "tresorier",
    refusedRole: "editeur",
    list: {
      rows: ["list", "rows"],
      label: (row) => `${String(row.reference)} ${String(row.status)}`,
    },
    existing: {
      add: ({ db }) =>
        db.insert(donations).values({
          reference: "DON-C00001",
          firstName: "Awa",
          lastName: "Diop",
          email: "awa.diop@example.org",
          amountCents: 5_000,
          paymentMethod: "interac",
          status: "pending",
          // No receipt asked: confirming it issues none (receipts.test.ts covers them).
          receiptRequested: false,
        }),
      label: "DON-C00001 pending",
    },
    update: {
      intent: "confirm",
      fields: {},
      label: "DON-C00001 completed",
      toast: "Réception confirmée",
    },
    remove: { intent: "delete", toast: "Don supprimé" },
    notFound: { message: DONATION_NOT_FOUND, status: 404 },
    differs:
      "gifts are made on /don, never typed in: the row inserts a pending one; a change is a status change (confirm), and only a pending gift may be deleted",
  },
  {
    name: "Demandes d'événements",
    module: routes.eventRequests,
    path: "/admin/demande-evenements",
    role: "editeur",
    refusedRole: "tresorier",
    list: {
      rows: ["list", "rows"],
      label: (row) => `${String(row.requesterName)} ${String(row.status)}`,
    },
    existing: {
      add: () =>
        callAction(
          routes.publicEventRequest.action,
          "http://localhost/demande-evenements",
          "",
          {
            name: "Awa Diop",
            email: "awa@example.org",
            phone: "418 555-0123",
            eventType: "mariage",
            eventDate: "2099-05-20",
            eventTime: "14:30",
            location: "Salle de conférence",
            attendees: "120",
            description: "Cérémonie suivie d'un repas.",
          },
          { ip: "203.0.113.1" },
        ),
      label: "Awa Diop pending",
    },
    update: {
      intent: "approve",
      fields: {},
      label: "Awa Diop approved",
      toast: "Demande approuvée",
    },
    remove: { intent: "delete", toast: "Demande supprimée" },
    notFound: { message: REQUEST_NOT_FOUND, status: 404 },
    differs:
      "requests are sent on the public /demande-evenements form, never typed in: the row sends one; a change is a decision (approve)",
  },
  {
    name: "Messages",
    module: routes.messages,
    path: "/admin/messages",
    role: "administrateur",
    refusedRole: "editeur",
    list: {
      rows: ["list", "rows"],
      label: (row) => `${String(row.subject)} ${row.readAt ? "lu" : "non lu"}`,
    },
    existing: {
      add: ({ db }) =>
        db.insert(contactMessages).values({
          name: "Fatou Ndiaye",
          email: "fatou@example.org",
          subject: "Visite",
          message: "Peut-on visiter ?",
          readAt: new Date(),
        }),
      label: "Visite lu",
    },
    update: {
      intent: "unread",
      fields: {},
      label: "Visite non lu",
      toast: "Message marqué comme non lu",
    },
    remove: { intent: "delete", toast: "Message supprimé" },
    notFound: { message: MESSAGE_NOT_FOUND, status: 404 },
    differs:
      "messages come from the public contact form, never typed in: the row inserts a read one; a change is marking it unread",
  },
];

/** What a test needs on one screen: its role signed in, its list, one record. */
async function open(screen: Screen) {
  const { me, cookie } = await signIn(database.db, screen.role);
  const route = routeAt(`http://localhost${screen.path}`, screen.module, {
    multipart: screen.multipart,
  });
  const context: Context = {
    db: database.db,
    post: (fields, search = "") => route.post(cookie, fields, search) as Promise<unknown>,
    load: (search = "") => route.load(cookie, search) as Promise<unknown>,
  };
  const within = screen.within
    ? await screen.within(context)
    : { fields: {}, search: screen.list.search ?? "" };

  /** The records the loader lists, as { id, label }. */
  const listed = async () =>
    rowsAt(await context.load(within.search), screen.list.rows).map((row) => ({
      id: String(row.id),
      label: screen.list.label(row),
    }));
  const labels = async () => (await listed()).map((row) => row.label);

  /** Creates one record (through the screen, or where it comes from) and answers its id. */
  const add = async (): Promise<string> => {
    const label = screen.create?.label ?? screen.existing!.label;
    if (screen.create) {
      const answer = await context.post(
        { intent: screen.create.intent, ...screen.create.fields, ...within.fields },
        within.search,
      );
      expect(answer, "création de départ").toBeInstanceOf(Response);
    } else {
      await screen.existing!.add(context);
    }
    const found = (await listed()).find((row) => row.label === label);
    expect(found, `« ${label} » dans la liste`).toBeDefined();
    return found!.id;
  };

  /** The update's fields for record `id`: the creation's fields with the change. */
  const changed = (id: string): Record<string, string> => ({
    ...(screen.create ? { ...screen.create.fields, ...within.fields } : {}),
    ...screen.update.fields,
    intent: screen.update.intent,
    [screen.update.idField ?? "id"]: id,
  });

  /** What the loader answers at the list's address with `params` added ("modifier=12"). */
  const loadWith = (params: string) =>
    context.load(`${within.search}${within.search ? "&" : "?"}${params}`) as Promise<
      Record<string, unknown>
    >;

  /** The picture of record `id`, as its edit form shows it. */
  const imageOf = async (id: string) => {
    const forms = screen.forms!;
    const data = await loadWith(`${forms.edit ?? "modifier"}=${id}`);
    return (valueAt(data, forms.edited) as { image?: string } | null)?.image;
  };

  return { me, context, within, listed, labels, add, changed, loadWith, imageOf };
}

/** The journal's entries for `entity`, as [action, entityId, userId]. */
async function journalOf(entity: string | undefined) {
  if (!entity) return [];
  const entries = await database.db.select().from(auditLog).orderBy(auditLog.id);
  return entries.filter((e) => e.entity === entity).map((e) => [e.action, e.entityId, e.userId]);
}

/** A real PNG, a file too large with a PNG's first bytes, and text named .png. */
async function pictures() {
  const png = await pngFile();
  const oversize = new Uint8Array(MAX_IMAGE_BYTES + 1);
  oversize.set(new Uint8Array(await png.arrayBuffer()));
  return {
    png,
    oversize: new File([oversize], "grande.png", { type: "image/png" }),
    text: new File(["pas une image"], "texte.png", { type: "image/png" }),
  };
}

/** The stored picture of a record is one the upload folder serves. */
const UPLOADED = /^\/media\/images\/[a-z0-9]+$/;

/** The title of the toast a redirect (302) carries. */
const toastTitle = (answer: unknown) => redirectToast(answer, ["title"]).title;

/** What a loader or an action threw (a Response for a redirect or a refusal). */
async function thrown(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** The "not found" refusal of an update or a delete: its status and the screen's message. */
function expectNotFound(screen: Screen, answer: unknown, intent: string) {
  const body = refused(answer, screen.notFound.status) as {
    refused: { intent: string; errors: Record<string, string> };
  };
  expect(body.refused.intent).toBe(intent);
  expect(body.refused.errors.form).toBe(screen.notFound.message);
}

it("every row without a create or a delete step says why", () => {
  const silent = screens.filter((screen) => !(screen.create && screen.remove) && !screen.differs);
  expect(silent.map((screen) => screen.name)).toEqual([]);
});

for (const screen of screens) {
  const title = `${screen.name} (${screen.path})${screen.differs ? ` — differs: ${screen.differs}` : ""}`;
  describe(title, () => {
    const create = screen.create;
    if (create) {
      it("creates: 302 with a toast, and the loader lists the record", async () => {
        const { context, within, labels } = await open(screen);
        const answer = await context.post(
          { intent: create.intent, ...create.fields, ...within.fields },
          within.search,
        );
        expect(toastTitle(answer)).toBe(create.toast);
        expect(await labels()).toContain(create.label);
      });

      it("refuses an invalid field: 400 { refused: { intent, errors, values } }, nothing stored", async () => {
        const { context, within, labels } = await open(screen);
        const before = await labels();
        const { field, value, message } = create.invalid;
        const body = refused(
          await context.post(
            { intent: create.intent, ...create.fields, ...within.fields, [field]: value },
            within.search,
          ),
        ) as {
          refused: {
            intent: string;
            errors: Record<string, string>;
            values: Record<string, string>;
          };
        };
        expect(Object.keys(body)).toEqual(["refused"]);
        expect(body.refused.intent).toBe(create.intent);
        expect(body.refused.errors).toEqual({ [field]: message });
        expect(body.refused.values[field]).toBe(value);
        expect(await labels()).toEqual(before);
        expect(await journalOf(screen.journal)).toEqual([]);
      });
    }

    it("updates: 302 with a toast, and the loader lists the change", async () => {
      const { context, within, labels, add, changed } = await open(screen);
      const id = await add();
      const answer = await context.post(changed(id), within.search);
      expect(toastTitle(answer)).toBe(screen.update.toast);
      const now = await labels();
      expect(now).toContain(screen.update.label);
      expect(now).not.toContain(screen.create?.label ?? screen.existing!.label);
    });

    it(`updates a missing record: ${screen.notFound.status} with the screen's message`, async () => {
      const { context, within, labels, add, changed } = await open(screen);
      await add();
      const before = await labels();
      const journaled = await journalOf(screen.journal);
      expectNotFound(
        screen,
        await context.post(changed(MISSING_ID), within.search),
        screen.update.intent,
      );
      expect(await labels()).toEqual(before);
      expect(await journalOf(screen.journal)).toEqual(journaled);
    });

    const remove = screen.remove;
    if (remove) {
      it("deletes: 302 with a toast, and the loader no longer lists the record", async () => {
        const { context, within, labels, add } = await open(screen);
        const id = await add();
        const answer = await context.post({ intent: remove.intent, id }, within.search);
        expect(toastTitle(answer)).toBe(remove.toast);
        expect(await labels()).toEqual([]);
      });

      it(`deletes a missing record: ${screen.notFound.status} with the screen's message`, async () => {
        const { context, within, labels, add } = await open(screen);
        await add();
        const before = await labels();
        const journaled = await journalOf(screen.journal);
        for (const id of [MISSING_ID, "abc"]) {
          const answer = await context.post({ intent: remove.intent, id }, within.search);
          expectNotFound(screen, answer, remove.intent);
        }
        expect(await labels()).toEqual(before);
        expect(await journalOf(screen.journal)).toEqual(journaled);
      });
    }

    const journal = screen.journal;
    if (journal && create && remove) {
      it(`journals the create, the update and the delete (${journal}) under the volunteer`, async () => {
        const { me, context, within, add, changed } = await open(screen);
        const id = await add();
        await context.post(changed(id), within.search);
        await context.post({ intent: remove.intent, id }, within.search);
        expect(await journalOf(journal)).toEqual([
          ["create", id, me.id],
          ["update", id, me.id],
          ["delete", id, me.id],
        ]);
      });
    }

    const picture = screen.picture;
    if (picture && create) {
      const fieldsOf = (within: { fields: Record<string, string> }) => ({
        intent: create.intent,
        ...create.fields,
        ...within.fields,
      });

      it("stores an uploaded picture; an edit without one keeps it, a typed address replaces it", async () => {
        const { context, within, listed, changed, imageOf } = await open(screen);
        const { png } = await pictures();
        const created = await context.post(
          { ...fieldsOf(within), imageFile: png, imageUrl: "" },
          within.search,
        );
        expect(toastTitle(created)).toBe(create.toast);
        const { id } = (await listed()).find((row) => row.label === create.label)!;
        const image = await imageOf(id);
        expect(image).toMatch(UPLOADED);
        expect(await database.db.select().from(media)).toHaveLength(1);

        const blank = { imageFile: new File([], ""), imageUrl: "" };
        toastTitle(await context.post({ ...changed(id), ...blank }, within.search));
        expect(await imageOf(id)).toBe(image);
        const typed = "https://exemple.org/photo.jpg";
        toastTitle(await context.post({ ...changed(id), imageUrl: typed }, within.search));
        expect(await imageOf(id)).toBe(typed);
      });

      if (picture.placeholder) {
        it("gives a new record without a picture the placeholder", async () => {
          const { context, within, listed, imageOf } = await open(screen);
          toastTitle(await context.post(fieldsOf(within), within.search));
          const { id } = (await listed()).find((row) => row.label === create.label)!;
          expect(await imageOf(id)).toBe(PLACEHOLDER_IMAGE);
        });
      }

      it("refuses an oversize file, a text file renamed .png and a javascript: address, storing nothing", async () => {
        const { context, within, labels } = await open(screen);
        const before = await labels();
        const { oversize, text } = await pictures();
        const cases: [Record<string, string | File>, string, string][] = [
          [{ imageFile: oversize }, "imageFile", IMAGE_TOO_LARGE_MESSAGE],
          [{ imageFile: text }, "imageFile", IMAGE_INVALID_TYPE_MESSAGE],
          [{ imageUrl: "javascript:alert(1)" }, "imageUrl", IMAGE_URL_INVALID],
        ];
        for (const [image, field, message] of cases) {
          const body = refused(
            await context.post({ ...fieldsOf(within), ...image }, within.search),
          ) as { refused: { errors: Record<string, string>; values: Record<string, string> } };
          expect(body.refused.errors, field).toEqual({ [field]: message });
          // What was typed comes back, for the form to show it again.
          const { imageUrl: _typedImage, ...typed } = create.fields;
          expect(body.refused.values).toMatchObject(typed);
        }
        expect(await labels()).toEqual(before);
        expect(await database.db.select().from(media)).toHaveLength(0);
        expect(await journalOf(screen.journal)).toEqual([]);
      });
    }

    const forms = screen.forms;
    if (forms) {
      const { add: addKey = "ajout", edit: editKey = "modifier" } = forms;
      it(`opens the add form (mode=${addKey}) and the edit form (${editKey}=id) from the URL; a link to a missing record shows the list and says so`, async () => {
        const { add, loadWith } = await open(screen);
        const id = await add();
        let data = await loadWith(`mode=${addKey}`);
        expect(valueAt(data, forms.mode)).toEqual({ kind: "add" });
        data = await loadWith(`${editKey}=${id}`);
        expect(valueAt(data, forms.mode)).toEqual({ kind: "edit", id: Number(id) });
        expect(screen.list.label(valueAt(data, forms.edited) as Listed)).toBe(
          screen.create?.label ?? screen.existing!.label,
        );
        data = await loadWith(`${editKey}=${MISSING_ID}`);
        expect(valueAt(data, forms.mode)).toEqual({ kind: "view" });
        expect(data.notice).toBe(screen.notFound.message);
        // Not an id at all: the list, as if no form were asked for.
        data = await loadWith(`${editKey}=abc`);
        expect(valueAt(data, forms.mode)).toEqual({ kind: "view" });
      });
    }

    const quickAdd = screen.quickAdd;
    if (quickAdd) {
      it(`sends the dashboard's ${screen.path}/new to the add form, and refuses the ${screen.refusedRole} (403)`, async () => {
        const url = `http://localhost${screen.path}/new`;
        const { cookie } = await signIn(database.db, screen.role);
        const answer = (await callLoader(quickAdd.loader, url, cookie)) as Response;
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toBe(`${screen.path}?mode=ajout`);
        const other = await signIn(database.db, screen.refusedRole);
        const turnedAway = await thrown(async () => callLoader(quickAdd.loader, url, other.cookie));
        expect((turnedAway as Response).status).toBe(403);
      });
    }

    it("refuses an intent it does not know: 400 « Action inconnue. », nothing changed", async () => {
      const { context, within, labels, add } = await open(screen);
      const id = await add();
      const before = await labels();
      const body = refused(await context.post({ intent: "archiver", id }, within.search)) as {
        refused: { intent: string; errors: Record<string, string> };
      };
      expect(body.refused.intent).toBe("archiver");
      expect(body.refused.errors).toEqual({ form: "Action inconnue." });
      expect(await labels()).toEqual(before);
      expect(await journalOf(screen.journal)).toEqual(
        screen.journal ? [["create", id, expect.any(Number)]] : [],
      );
    });

    it(`refuses the ${screen.refusedRole}: 403 from the loader and the action`, async () => {
      const { cookie } = await signIn(database.db, screen.refusedRole);
      // What the screen's own role sees before: the refused calls must leave it so.
      const { labels } = await open(screen);
      const before = await labels();
      const route = routeAt(`http://localhost${screen.path}`, screen.module, {
        multipart: screen.multipart,
      });
      const search = screen.list.search ?? "";
      const intent = screen.create?.intent ?? screen.update.intent;
      const fields = { ...(screen.create?.fields ?? {}), intent, id: MISSING_ID };
      for (const call of [
        () => route.load(cookie, search),
        () => route.post(cookie, fields, search),
      ]) {
        const answer = await thrown(call as () => Promise<unknown>);
        expect(answer).toBeInstanceOf(Response);
        expect((answer as Response).status).toBe(403);
      }
      expect(await labels()).toEqual(before);
      expect(await journalOf(screen.journal)).toEqual([]);
    });
  });
}
