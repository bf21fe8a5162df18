/**
 * A public or back-office page rendered as the server renders a document request: the real root
 * and the routes of app/routes.ts down to the one serving the path (layouts included), through
 * React Router's static handler, then renderToString. The same steps as
 * tests/integration/error-pages.test.ts, for tests that read a page's HTML.
 *
 *   const { status, html } = await renderPage("/contact", "/contact");
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

async function nest(entries: RouteConfigEntry[]): Promise<RouteObject[]> {
  const [entry, ...rest] = entries;
  if (!entry) return [];
  const module = (await import(/* @vite-ignore */ `../../app/${entry.file}`)) as RouteModule;
  const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
  const children = await nest(rest);
  const place = entry.index ? { index: true } : { path: entry.path };
  return [fromModule(id, module, { ...place, ...(children.length ? { children } : {}) } as never)];
}

/**
 * The HTML of `url`, served by the route of app/routes.ts at `routePath` ("/contact", "/" for the
 * home page, "/admin/…"); `cookie` for a signed-in person, a cart…
 */
export async function renderPage(routePath: string, url: string, cookie = "") {
  const branch = branchTo(routePath);
  if (!branch) throw new Error(`${routePath} absent de app/routes.ts`);
  const routes = [fromModule("root", root, { path: "/", children: await nest(branch) })];
  const handler = createStaticHandler(routes);
  const request = new Request(`http://localhost${url}`, {
    headers: new Headers(cookie ? { cookie } : {}),
  });
  const context = await handler.query(request, {
    requestContext: createLoadContext(undefined, newRequestId()),
  });
  if (context instanceof Response) throw new Error(`réponse ${context.status} au lieu d'une page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context }));
  return { status: context.statusCode, html };
}
