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
import { data } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as root from "~/root";
import { handleDataRequest, handleError } from "~/entry.server";
import { navigationFor } from "~/domain/admin/navigation";
import { createUser } from "~/domain/users/users.server";
import { FORM_TOO_LARGE_MESSAGE, FORM_UNREADABLE_MESSAGE } from "~/server/form-data.server";
import { createLoadContext, FAILED_REQUEST_COOKIE, newRequestId } from "~/server/load-context";
import { setupTestDatabase } from "../helpers/db";
import { sessionCookie } from "../helpers/routes";
import { answer, publicTree, renderRoutes, siteTree } from "../helpers/render-page";

const database = setupTestDatabase();
const PASSWORD = "une phrase de passe solide";

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
    const { status, html } = await renderRoutes(
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
    const { status, html } = await renderRoutes(
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
    const { status, html, errors } = await renderRoutes(
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
    const { status, html } = await renderRoutes(
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
    const { status, html } = await renderRoutes(
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
    const { status, html } = await renderRoutes(
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
    const { status, html } = await renderRoutes(await siteTree("/contact"), "/contact", {
      post: tooLarge,
    });
    expect(status).toBe(413);
    expectSiteFrame(html);
    expect(html).toContain("Votre demande n&#x27;a pas pu être traitée");
    expect(html).toContain(FORM_TOO_LARGE_MESSAGE);
    expect(shownReference(html)).toBeUndefined();
  });

  it("unreadable: 400 with the French reason, inside the site's frame", async () => {
    const { status, html } = await renderRoutes(await siteTree("/contact"), "/contact", {
      post: unreadable,
    });
    expect(status).toBe(400);
    expectSiteFrame(html);
    expect(html).toContain(FORM_UNREADABLE_MESSAGE);
  });

  it("in the back-office: the reason inside the admin frame", async () => {
    const cookie = await signedIn("editeur");
    const { status, html } = await renderRoutes(
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
    const { status, html } = await renderRoutes(await siteTree("/admin/*"), "/admin/nulle-part", {
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
    const { status, html } = await renderRoutes(await siteTree("/*"), "/nulle-part-ici", {
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
    const { status, html } = await renderRoutes(await siteTree("/projets/:id"), "/projets/987654", {
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
