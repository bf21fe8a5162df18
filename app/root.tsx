// First: configures Zod before any route module builds a schema (see the file).
import "~/lib/zod-without-eval";
import type { CSSProperties } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "react-router";
import { Toaster } from "~/components/ui/toaster";
import stylesheet from "~/app.css?url";
import type { Route } from "./+types/root";
import { ErrorContent } from "~/components/errors/error-content";
import type { RootData } from "~/components/errors/request-id";
import { clearFailedRequestCookie, failedRequestIdOf, requestIdOf } from "~/server/load-context";
import { answerDatabaseAway } from "~/server/database-unavailable.server";

// Feeds, the sitemap and downloads answer a 503 too while the database is away (decision 0036).
export const middleware: Route.MiddlewareFunction[] = [answerDatabaseAway];

/**
 * The reference an error page quotes (components/errors/request-id.tsx): this request's id, or
 * that of the form sent with JavaScript that has just failed (its id waits in a cookie, read
 * once: app/server/load-context.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const failed = failedRequestIdOf(request);
  const rootData: RootData = { requestId: failed ?? requestIdOf(context) };
  if (!failed) return rootData;
  return data(rootData, { headers: { "Set-Cookie": clearFailedRequestCookie() } });
}

// Run with every navigation's data request (single fetch: one request for all its loaders), so
// that an error page shows the id of the request that failed, not the first page's.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

// The stylesheet is one fingerprinted file the browser keeps for a year (server.js), not text
// repeated in every page: a render then writes and compresses 55 KB less (decision 0024).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b4d3e" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Spec §9: bottom-right, Alt+T; sonner pauses on hover and while the page is hidden.
            sonner is loaded on the first toast (components/ui/toaster.tsx). */}
        <Toaster
          position="bottom-right"
          hotkey={["altKey", "KeyT"]}
          containerAriaLabel="Notifications"
          richColors
          closeButton
          // sonner's rich success and error text is below the 4.5:1 contrast of WCAG AA.
          style={toastColors}
        />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Last-resort page, for what fails above the public and admin layouts (their own loader, or a
 * page outside them): French, and never a stack trace in production (components/errors).
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <main id="contenu">
      <ErrorContent error={error} requestId={loaderData?.requestId} />
    </main>
  );
}

const toastColors = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(360, 100%, 38%)",
} as CSSProperties;
