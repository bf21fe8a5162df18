// First: configures Zod before any route module builds a schema (see the file).
import "~/lib/zod-without-eval";
import type { CSSProperties } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { Toaster } from "~/components/ui/toaster";
import type { Route } from "./+types/root";
import { CriticalCss } from "~/components/site/critical-css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b4d3e" />
        <CriticalCss />
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
 * Last-resort page: French, and never a stack trace in production. A request refused by the
 * server (400 unreadable form, 403 role, 413 too large…) thrown as a text Response shows that
 * text: it is ours and French (server/form-data.server.ts, requireUser).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal =
    isRouteErrorResponse(error) &&
    status >= 400 &&
    status < 500 &&
    status !== 404 &&
    typeof error.data === "string" &&
    error.data.trim()
      ? error.data
      : null;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main
      id="contenu"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <title>{status === 404 ? "Page introuvable" : "Erreur"}</title>
      <p className="text-6xl font-bold text-primary">{status}</p>
      <h1 className="text-2xl font-semibold">
        {status === 404
          ? "La page que vous recherchez n'existe pas"
          : refusal
            ? "Votre demande n'a pas pu être traitée"
            : "Une erreur inattendue est survenue"}
      </h1>
      <p>
        {status === 404
          ? "Vérifiez l'adresse ou revenez à l'accueil."
          : (refusal ??
            "Nous sommes désolés. Veuillez réessayer dans quelques instants; si le problème persiste, écrivez-nous.")}
      </p>
      <a href="/" className="font-medium text-primary underline underline-offset-4">
        Retour à l'accueil
      </a>
      {detail ? <pre className="w-full overflow-auto text-left text-xs">{detail}</pre> : null}
    </main>
  );
}

const toastColors = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(360, 100%, 38%)",
} as CSSProperties;
