/**
 * Pages rendered as the server renders a document request: the real root and the routes of
 * app/routes.ts down to the one serving the path (layouts and their error boundaries included),
 * through React Router's static handler, then renderToString. For tests that read a page's HTML
 * (error pages, privacy notices…) without starting a server.
 *
 *   const { status, html } = await renderPage("/contact", "/contact");
 *   const { html } = await renderRoutes(await siteTree("/admin/pages"), "/admin/pages", { cookie });
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type RouteObject,
} from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import * as root from "~/root";
import routeTable from "~/routes";
import { createLoadContext, newRequestId } from "~/server/load-context";

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
export async function siteTree(target: string): Promise<RouteObject[]> {
  const branch = branchTo(target);
  if (!branch) throw new Error(`${target} absent de app/routes.ts`);
  return [fromModule("root", root, { path: "/", children: await nest(branch) })];
}

/** The public frame (the routes above /contact) around one page whose loader does `loader`. */
export async function publicTree(path: string, loader: () => unknown): Promise<RouteObject[]> {
  const frame = branchTo("/contact")!.slice(0, -1);
  const page = { id: "page", path, loader, Component: () => null };
  return [fromModule("root", root, { path: "/", children: await nest(frame, page) })];
}

export interface RenderOptions {
  cookie?: string;
  requestId?: string;
  /** A form sent without JavaScript: the document request of a POST. */
  post?: { body: BodyInit; type: string };
}

/** What the server answers a document request: a redirect (Response) or the page's context. */
export async function answer(
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
export async function renderRoutes(
  routes: RouteObject[],
  url: string,
  options: RenderOptions = {},
) {
  const { handler, context } = await answer(routes, url, options);
  if (context instanceof Response) throw new Error(`réponse ${context.status} au lieu d'une page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context }));
  return { status: context.statusCode, html, errors: context.errors };
}

/**
 * The HTML of `url`, served by the route of app/routes.ts at `routePath` ("/contact", "/" for the
 * home page, "/admin/…"); `cookie` for a signed-in person, a cart…
 */
export async function renderPage(routePath: string, url: string, cookie = "") {
  return renderRoutes(await siteTree(routePath), url, { cookie });
}
