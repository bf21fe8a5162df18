import { data, Link } from "react-router";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/not-found";

/** Spec public-site.md §2.14: any unknown path answers 404 with the requested path; it is logged. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  logger.warn("page introuvable", { path });
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page introuvable" },
  { name: "description", content: "La page que vous recherchez n'existe pas." },
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">
        <span className="sr-only">Erreur 404 : </span>La page que vous recherchez n'existe pas
      </h1>
      <p>
        Adresse demandée : <code className="rounded bg-muted px-2 py-1">{loaderData.path}</code>
      </p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Retour à l'accueil
      </Link>
    </section>
  );
}
