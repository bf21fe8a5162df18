/**
 * Error pages keep their frame (issue 12, item 4). The real root and the routes of app/routes.ts
 * (layouts and their error boundaries) are rendered on the server the way React Router does it
 * (static handler, then the route tree): a role refused by a screen's area sees « Accès refusé »
 * inside the back-office frame with the screens it can open; a missing page and a server error
 * speak French inside the frame they happened in, with the request's reference, an unknown
 * /admin address included; a form refused when sent without JavaScript (too large, unreadable)
 * keeps its frame; a form that fails with JavaScript leaves its reference for the page that
 * follows.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type RouteObject,
} from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as root from "~/root";
import routeTable from "~/routes";
import { handleDataRequest, handleError } from "~/entry.server";
import { navigationFor } from "~/domain/admin/navigation";
import { createUser } from "~/domain/users/users.server";
import { FORM_TOO_LARGE_MESSAGE, FORM_UNREADABLE_MESSAGE } from "~/server/form-data.server";
import { createLoadContext, FAILED_REQUEST_COOKIE, newRequestId } from "~/server/load-context";
import { setupTestDatabase } from "../helpers/db";
import { sessionCookie } from "../helpers/routes";

const database = setupTestDatabase();
const PASSWORD = "une phrase de passe solide";

interface RouteModule {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  default?: ComponentType<never>;
  ErrorBoundary?: ComponentType<never>;
}

type PageComponent = Parameters<typeof withComponentProps>[0];
type BoundaryComponent = Parameters<typeof withErrorBoundaryProps>[0];

/** A route as the framework builds it from a module: the component gets its props from hooks. */
function fromModule(id: string, module: RouteModule, rest: Partial<RouteObject> = {}) {
  return {
    id,
    loader: module.loader as RouteObject["loader"],
    action: module.action as RouteObject["action"],
    Component: module.default ? withComponentProps(module.default as PageComponent) : undefined,
    ErrorBoundary: module.ErrorBoundary
      ? withErrorBoundaryProps(module.ErrorBoundary as BoundaryComponent)
      : undefined,
    ...rest,
  } as RouteObject;
}

/**
 * The entries of app/routes.ts from the top down to the route serving `target` ("/admin/pages",
 * "/contact", "/admin/*"), pathless layouts (the error boundaries) included: screens move to
 * folders, and the tree tested is the one the site serves.
 */
function branchTo(
  target: string,
  entries = routeTable as RouteConfigEntry[],
  parent = "",
): RouteConfigEntry[] | undefined {
  for (const entry of entries) {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    if ((entry.index || entry.path) && (full || "/") === target) return [entry];
    const below = branchTo(target, entry.children ?? [], full);
    if (below) return [entry, ...below];
  }
  return undefined;
}

/** The route objects of `entries`, each holding the next; `leaf` ends the chain when given. */
async function nest(entries: RouteConfigEntry[], leaf?: RouteObject): Promise<RouteObject[]> {
  const [entry, ...rest] = entries;
  if (!entry) return leaf ? [leaf] : [];
  const module = (await import(/* @vite-ignore */ `../../app/${entry.file}`)) as RouteModule;
  const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
  const children = await nest(rest, leaf);
  const place = entry.index ? { index: true } : { path: entry.path };
  return [fromModule(id, module, { ...place, ...(children.length ? { children } : {}) } as never)];
}

/** The root and every route of app/routes.ts down to the one serving `target`. */
async function siteTree(target: string): Promise<RouteObject[]> {
  const branch = branchTo(target);
  if (!branch) throw new Error(`${target} absent de app/routes.ts`);
  return [fromModule("root", root, { path: "/", children: await nest(branch) })];
}

/** The public frame (the routes above /contact) around one page whose loader does `loader`. */
async function publicTree(path: string, loader: () => unknown): Promise<RouteObject[]> {
  const frame = branchTo("/contact")!.slice(0, -1);
  const page = { id: "page", path, loader, Component: () => null };
  return [fromModule("root", root, { path: "/", children: await nest(frame, page) })];
}

interface RenderOptions {
  cookie?: string;
  requestId?: string;
  /** A form sent without JavaScript: the document request of a POST. */
  post?: { body: BodyInit; type: string };
}

/** What the server answers a document request: a redirect (Response) or the page's context. */
async function answer(
  routes: RouteObject[],
  url: string,
  { cookie = "", requestId = newRequestId(), post }: RenderOptions = {},
) {
  const handler = createStaticHandler(routes);
  const headers = new Headers(cookie ? { cookie } : {});
  if (post) headers.set("Content-Type", post.type);
  const request = new Request(`http://localhost${url}`, {
    headers,
    ...(post ? { method: "POST", body: post.body } : {}),
  });
  const context = await handler.query(request, {
    requestContext: createLoadContext(undefined, requestId),
  });
  return { handler, context };
}

/** The page's status and HTML, rendered as the server renders a document request. */
async function renderPage(routes: RouteObject[], url: string, options: RenderOptions = {}) {
  const { handler, context } = await answer(routes, url, options);
  if (context instanceof Response) throw new Error(`réponse ${context.status} au lieu d'une page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context }));
  return { status: context.statusCode, html, errors: context.errors };
}

async function signedIn(role: "administrateur" | "editeur" | "tresorier") {
  const user = await createUser(database.db, {
    email: `${role}-${newRequestId()}@example.org`,
    name: `Bénévole ${role}`,
    password: PASSWORD,
    role,
  });
  return sessionCookie(database.db, user.id);
}

/** The reference the page shows to the visitor (the hydration data holds the root's id anyway). */
function shownReference(html: string): string | undefined {
  return /Référence de la demande : <code[^>]*>([^<]+)<\/code>/.exec(html)?.[1];
}

/** The links of the « Accès refusé » section, in order. */
function deniedLinks(html: string): string[] {
  const section = /<section aria-labelledby="acces-refuse"[\s\S]*?<\/section>/.exec(html)?.[0];
  expect(section, "section « Accès refusé »").toBeDefined();
  return [...section!.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

describe("a screen the role may not open", () => {
  it("answers 403 « Accès refusé » inside the admin frame, with the screens the role can open", async () => {
    const cookie = await signedIn("editeur");
    const { status, html } = await renderPage(
      await siteTree("/admin/utilisateurs"),
      "/admin/utilisateurs",
      { cookie },
    );
    expect(status).toBe(403);
    // The frame: the sidebar of the role, the signed-in person, the sign-out.
    expect(html).toContain('aria-label="Administration"');
    expect(html).toContain("Bénévole editeur");
    expect(html).toContain("Se déconnecter");
    expect(html).toMatch(/<h1[^>]*>Accès refusé<\/h1>/);
    expect(html).toContain("Votre rôle (Éditeur) ne permet pas d&#x27;ouvrir cette page.");
    expect(html).not.toContain("Une erreur inattendue");
    expect(shownReference(html)).toBeUndefined();

    const expected = [...navigationFor("editeur").map((item) => item.href), "/admin/mon-compte"];
    expect(deniedLinks(html)).toEqual(expected);
    expect(expected).toContain("/admin/pages");
    expect(expected).not.toContain("/admin/utilisateurs");
  });

  it("lists another role's screens for another role", async () => {
    const cookie = await signedIn("tresorier");
    const { status, html } = await renderPage(
      await siteTree("/admin/utilisateurs"),
      "/admin/utilisateurs",
      { cookie },
    );
    expect(status).toBe(403);
    expect(html).toContain("Votre rôle (Trésorier)");
    const links = deniedLinks(html);
    expect(links).toContain("/admin/donations");
    expect(links).not.toContain("/admin/pages");
  });
});

describe("an unexpected error of a back-office screen", () => {
  let dir: string;
  let previous: string | undefined;

  beforeAll(() => {
    // The backup folder is a file: listing it fails as a real disk problem would.
    dir = mkdtempSync(path.join(os.tmpdir(), "error-pages-"));
    writeFileSync(path.join(dir, "backups"), "pas un dossier");
    previous = process.env.BACKUP_DIR;
    process.env.BACKUP_DIR = path.join(dir, "backups");
  });

  afterAll(() => {
    if (previous === undefined) delete process.env.BACKUP_DIR;
    else process.env.BACKUP_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows, inside the admin frame, the reference its log line carries", async () => {
    const cookie = await signedIn("administrateur");
    const requestId = newRequestId();
    const { status, html, errors } = await renderPage(
      await siteTree("/admin/sauvegardes"),
      "/admin/sauvegardes",
      { cookie, requestId },
    );
    expect(status).toBe(500);
    expect(html).toContain('aria-label="Administration"');
    expect(html).toContain("Une erreur inattendue est survenue");
    expect(shownReference(html)).toBe(requestId);
    expect(html).toContain('href="/admin"');

    // The line React Router's handleError writes for this error carries the same id.
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const error = Object.values(errors ?? {})[0];
    expect(error).toBeInstanceOf(Error);
    handleError(error, {
      request: new Request("http://localhost/admin/sauvegardes?q=awa@example.org"),
      params: {},
      context: createLoadContext(undefined, requestId),
    });
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0]!);
    expect(logged).toMatchObject({
      level: "error",
      message: "request failed",
      requestId,
      path: "/admin/sauvegardes",
    });
    expect(lines[0]).not.toContain("awa@example.org");
  });
});

describe("public pages", () => {
  it("a server error speaks French inside the site's frame, with its reference", async () => {
    const requestId = newRequestId();
    const { status, html } = await renderPage(
      await publicTree("panne", () => {
        throw new Error("panne du disque");
      }),
      "/panne",
      { requestId },
    );
    expect(status).toBe(500);
    // Header (navigation), footer and skip link of the site.
    expect(html).toContain('href="#contenu"');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain("Une erreur inattendue est survenue");
    expect(shownReference(html)).toBe(requestId);
  });

  it("a missing record answers 404 in French inside the site's frame, with its reference", async () => {
    const requestId = newRequestId();
    const { status, html } = await renderPage(
      await publicTree("projets-x/:id", () => {
        throw data(null, { status: 404 });
      }),
      "/projets-x/999",
      { requestId },
    );
    expect(status).toBe(404);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain("La page que vous recherchez n&#x27;existe pas");
    expect(html).toContain("<title>Page introuvable</title>");
    expect(shownReference(html)).toBe(requestId);
  });

  it("a refused request shows our French reason, without a reference (nothing is logged)", async () => {
    const requestId = newRequestId();
    const message =
      "Le formulaire envoyé est trop volumineux. Raccourcissez le texte et réessayez.";
    const { status, html } = await renderPage(
      await publicTree("trop-gros", () => {
        throw new Response(message, { status: 413 });
      }),
      "/trop-gros",
      { requestId },
    );
    expect(status).toBe(413);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain("Votre demande n&#x27;a pas pu être traitée");
    expect(html).toContain("Raccourcissez le texte et réessayez.");
    expect(shownReference(html)).toBeUndefined();
  });
});

/** The site's frame: skip link, header (navigation) and footer. */
function expectSiteFrame(html: string) {
  expect(html).toContain('href="#contenu"');
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toMatch(/<footer[\s>]/);
}

describe("a form sent without JavaScript that is refused", () => {
  // React Router runs no loader from the boundary that catches an action's error down: the
  // boundaries sit one level below the layouts, whose loaders (the frame) still run.
  const tooLarge = {
    type: "application/x-www-form-urlencoded",
    body: `intent=contact&message=${"x".repeat(3 * 1024 * 1024)}`,
  };
  const unreadable = { type: "text/plain", body: "ceci n'est pas un formulaire" };

  it("too large: 413 with the French reason, inside the site's frame", async () => {
    const { status, html } = await renderPage(await siteTree("/contact"), "/contact", {
      post: tooLarge,
    });
    expect(status).toBe(413);
    expectSiteFrame(html);
    expect(html).toContain("Votre demande n&#x27;a pas pu être traitée");
    expect(html).toContain(FORM_TOO_LARGE_MESSAGE);
    expect(shownReference(html)).toBeUndefined();
  });

  it("unreadable: 400 with the French reason, inside the site's frame", async () => {
    const { status, html } = await renderPage(await siteTree("/contact"), "/contact", {
      post: unreadable,
    });
    expect(status).toBe(400);
    expectSiteFrame(html);
    expect(html).toContain(FORM_UNREADABLE_MESSAGE);
  });

  it("in the back-office: the reason inside the admin frame", async () => {
    const cookie = await signedIn("editeur");
    const { status, html } = await renderPage(
      await siteTree("/admin/mon-compte"),
      "/admin/mon-compte",
      { cookie, post: unreadable },
    );
    expect(status).toBe(400);
    expect(html).toContain('aria-label="Administration"');
    expect(html).toContain("Bénévole editeur");
    expect(html).toContain(FORM_UNREADABLE_MESSAGE);
    expect(html).toContain("<title>Erreur — Administration</title>");
  });
});

describe("an address no route serves", () => {
  it("under /admin: 404 inside the back-office frame, with its reference", async () => {
    const cookie = await signedIn("tresorier");
    const requestId = newRequestId();
    const { status, html } = await renderPage(await siteTree("/admin/*"), "/admin/nulle-part", {
      cookie,
      requestId,
    });
    expect(status).toBe(404);
    expect(html).toContain('aria-label="Administration"');
    expect(html).toContain("Bénévole tresorier");
    expect(html).toMatch(/<h1[^>]*>.*La page que vous recherchez n&#x27;existe pas<\/h1>/);
    expect(html).toContain("<title>Page introuvable — Administration</title>");
    expect(html).toContain('href="/admin"');
    expect(shownReference(html)).toBe(requestId);
  });

  it("under /admin without a session: sent to /connexion and back, as every screen", async () => {
    const { context } = await answer(await siteTree("/admin/*"), "/admin/nulle-part?x=1");
    expect(context).toBeInstanceOf(Response);
    const response = context as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/connexion?redirectTo=${encodeURIComponent("/admin/nulle-part?x=1")}`,
    );
  });

  it("elsewhere: the site's 404 page inside its frame, with its reference", async () => {
    const requestId = newRequestId();
    const { status, html } = await renderPage(await siteTree("/*"), "/nulle-part-ici", {
      requestId,
    });
    expect(status).toBe(404);
    expectSiteFrame(html);
    expect(html).toContain("La page que vous recherchez n&#x27;existe pas");
    expect(html).toContain("/nulle-part-ici");
    expect(shownReference(html)).toBe(requestId);
  });

  it("a detail page's unknown record: its own message, with its reference", async () => {
    const requestId = newRequestId();
    const { status, html } = await renderPage(await siteTree("/projets/:id"), "/projets/987654", {
      requestId,
    });
    expect(status).toBe(404);
    expectSiteFrame(html);
    expect(html).toContain("Projet introuvable");
    expect(shownReference(html)).toBe(requestId);
  });
});

describe("a form sent with JavaScript that fails", () => {
  const context = (id: string) => createLoadContext(undefined, id);

  it("leaves its reference in a cookie, which the next request's page shows and clears", async () => {
    const failedId = newRequestId();
    const post = new Request("http://localhost/admin/sauvegardes.data", { method: "POST" });
    const answer = await handleDataRequest(new Response("…", { status: 500 }), {
      request: post,
      context: context(failedId),
      params: {},
    });
    const setCookie = answer.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toContain(`${FAILED_REQUEST_COOKIE}=${failedId}`);
    expect(setCookie).toContain("HttpOnly");

    // The revalidation that follows (another request) quotes the failed one, once.
    const next = new Request("http://localhost/admin/sauvegardes.data?_routes=root", {
      headers: { cookie: setCookie.split(";")[0]! },
    });
    const result = root.loader({ request: next, context: context(newRequestId()) } as never);
    expect("data" in result ? result.data : result).toEqual({ requestId: failedId });
    expect("init" in result ? new Headers(result.init?.headers).get("Set-Cookie") : "").toMatch(
      new RegExp(`^${FAILED_REQUEST_COOKIE}=;.*Max-Age=0`),
    );
  });

  it("leaves nothing when the form succeeded or for a page load", async () => {
    for (const [method, status] of [
      ["POST", 200],
      ["GET", 500],
    ] as const) {
      const answer = await handleDataRequest(new Response(null, { status }), {
        request: new Request("http://localhost/contact.data", { method }),
        context: context(newRequestId()),
        params: {},
      });
      expect(answer.headers.get("Set-Cookie"), `${method} ${status}`).toBeNull();
    }
    const id = newRequestId();
    const plain = root.loader({
      request: new Request("http://localhost/"),
      context: context(id),
    } as never);
    expect(plain).toEqual({ requestId: id });
  });
});
