import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

type Props = Parameters<typeof ErrorBoundary>[0];

function render(error: unknown) {
  const props = { error, params: {} } as unknown as Props;
  return renderToStaticMarkup(<ErrorBoundary {...props} />);
}

describe("last-resort error page", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("speaks French and hides the stack trace in production", () => {
    vi.stubEnv("DEV", false);
    const html = render(new Error("connexion refusée à la base de données"));
    expect(html).toContain("Une erreur inattendue est survenue");
    expect(html).toContain("500");
    expect(html).not.toContain("connexion refusée");
    expect(html).not.toContain("at ");
    expect(html).toContain('href="/"');
  });

  it("shows the stack trace to developers only", () => {
    vi.stubEnv("DEV", true);
    expect(render(new Error("détail technique"))).toContain("détail technique");
  });

  it("shows the French reason of a refused request (400 unreadable form)", () => {
    const message = "Le formulaire envoyé est illisible. Rechargez la page et réessayez.";
    // What React Router makes of a thrown `new Response(message, { status: 400 })`.
    const html = render({ status: 400, statusText: "Bad Request", internal: false, data: message });
    expect(html).toContain("400");
    expect(html).toContain("Votre demande n&#x27;a pas pu être traitée");
    expect(html).toContain("Rechargez la page et réessayez.");
    expect(html).not.toContain("Une erreur inattendue");
  });

  it("says the site is momentarily unavailable for a 503 (the database restarting)", () => {
    // What handleRequest throws, and what the browser's client makes of a 503 `.data` answer.
    const html = render({
      status: 503,
      statusText: "Service Unavailable",
      internal: false,
      data: "Réessayez dans un instant : le site reprend de lui-même dès que sa base de données répond.",
    });
    expect(html).toContain("503");
    expect(html).toContain("Le site est momentanément indisponible");
    expect(html).toContain("Réessayez dans un instant : le site reprend");
    expect(html).not.toContain("Une erreur inattendue");
  });
});
