/**
 * The site's answer to a request, made in the test process the way the production server makes it
 * below server.js: React Router's request handler over a build assembled from app/routes.ts, the
 * real root and app/entry.server.tsx (document render, Content-Security-Policy, 404 log, 503 while
 * the database is away, feeds and other resource routes, the <head> of every page). For the tests
 * of status codes, headers and HTML that need no browser and no `node server.js`.
 *
 *   const response = await siteRequest("/projets");
 *   expect(response.headers.get("content-security-policy")).toContain("nonce-");
 *
 * What server.js adds around it (the security headers of every answer, the accepted hosts and
 * methods, the page cache, compression) is not here: see tests/e2e/security-headers.e2e.ts.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  createRequestHandler,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps as withHydrateFallbackProps,
  type ServerBuild,
} from "react-router";
import { beforeAll } from "vitest";
import { seed } from "#db/seed/index";
import * as entry from "~/entry.server";
import * as root from "~/root";
import routeTable from "~/routes";
import { createLoadContext, newRequestId } from "~/server/load-context";
import { setupTestDatabase } from "./db";

/** The origin the requests are made on (the canonical links of the pages carry it). */
export const SITE_ORIGIN = "http://127.0.0.1:3000";

type ServerRouteManifest = ServerBuild["routes"];
type EntryRoute = ServerBuild["assets"]["routes"][string];
type RouteModule = NonNullable<ServerRouteManifest[string]>["module"];

interface Collected {
  routes: ServerRouteManifest;
  assets: Record<string, EntryRoute>;
}

function assetOf(id: string, parentId: string | undefined, module: RouteModule, place: object) {
  return {
    id,
    parentId,
    ...place,
    hasAction: Boolean(module.action),
    hasLoader: Boolean(module.loader),
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: Boolean(module.ErrorBoundary),
    module: `/assets/${id}.js`,
    imports: [],
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  } as EntryRoute;
}

type Wrapped = Parameters<typeof withComponentProps>[0];

/**
 * A route module as the build hands it over: the React Router plugin wraps its components so that
 * they get `loaderData`, `params`… as props.
 */
function asBuilt(module: RouteModule): RouteModule {
  const {
    default: page,
    ErrorBoundary,
    HydrateFallback,
  } = module as unknown as Record<string, Wrapped>;
  return {
    ...module,
    ...(page ? { default: withComponentProps(page) } : {}),
    ...(ErrorBoundary ? { ErrorBoundary: withErrorBoundaryProps(ErrorBoundary as never) } : {}),
    ...(HydrateFallback
      ? { HydrateFallback: withHydrateFallbackProps(HydrateFallback as never) }
      : {}),
  } as RouteModule;
}

/** Every entry of app/routes.ts below `parentId`, with its module, as the build lists them. */
async function collect(entries: RouteConfigEntry[], parentId: string, into: Collected) {
  for (const config of entries) {
    const id = config.id ?? config.file.replace(/\.tsx?$/, "");
    const module = asBuilt(await import(/* @vite-ignore */ `../../app/${config.file}`));
    const place = { path: config.path, index: config.index, caseSensitive: config.caseSensitive };
    into.routes[id] = { id, parentId, ...place, module };
    into.assets[id] = assetOf(id, parentId, module, place);
    await collect(config.children ?? [], id, into);
  }
}

/**
 * The root as built, but for its stylesheet: Vitest resolves `app.css?url` to "", and a
 * `<link href="">` would only fill the log with React's warning.
 */
function builtRoot(): RouteModule {
  const links: typeof root.links = () => root.links().filter((link) => "href" in link && link.href);
  return asBuilt({ ...root, links } as unknown as RouteModule);
}

async function assembleBuild(): Promise<ServerBuild> {
  const rootModule = builtRoot();
  const into: Collected = {
    routes: { root: { id: "root", path: "", module: rootModule } },
    assets: { root: assetOf("root", undefined, rootModule, { path: "" }) },
  };
  await collect(routeTable as RouteConfigEntry[], "root", into);
  return {
    entry: { module: entry as unknown as ServerBuild["entry"]["module"] },
    routes: into.routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: into.assets,
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    // As react-router.config.ts.
    future: {
      v8_middleware: true,
      v8_passThroughRequests: true,
      v8_trailingSlashAwareDataRequests: true,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;

/** The handler, built once per test file: importing every route module takes seconds. */
function siteHandler() {
  handler ??= assembleBuild().then((build) => createRequestHandler(build, "production"));
  return handler;
}

export interface SiteRequestInit extends RequestInit {
  /** The visitor's address, as server.js hands it to the routes (per-address limits). */
  ip?: string;
}

/**
 * The site's answer to `path` ("/projets", "/blog/rss.xml?x=1"), or to an absolute URL (another
 * host, https…): a GET unless `init` says otherwise. Redirects are answered, not followed.
 */
export async function siteRequest(path: string, { ip, ...init }: SiteRequestInit = {}) {
  const request = new Request(new URL(path, SITE_ORIGIN), init);
  return (await siteHandler())(request, createLoadContext(ip, newRequestId()));
}

/** The status and the body of `path`, read as text. */
export async function siteText(path: string, init: SiteRequestInit = {}) {
  const response = await siteRequest(path, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * A database with the sample content (pictures left out), loaded once for the file, as the
 * production server has it on its first start: for tests that only read the site. The route
 * modules are imported here too, so that no test's time is spent on them.
 */
export function setupSampleSite(): ReturnType<typeof setupTestDatabase> {
  const handle = setupTestDatabase({ resetBeforeEach: false });
  beforeAll(async () => {
    await Promise.all([seed(handle.db, { images: false }), siteHandler()]);
  }, 180_000);
  return handle;
}
