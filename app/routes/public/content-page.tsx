/**
 * Every other path: a page written in the back-office (pages table: /about, /tidjaniya and the
 * pages volunteers create), else the not-found page of spec public-site.md §2.14 (status 404,
 * requested path shown). The log line of that 404, with the request's reference the page shows,
 * is entry.server.tsx's, as for every 404.
 */
import { data, Link } from "react-router";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { RichText } from "~/components/site/page/rich-text";
import { RequestIdNote, useRequestId } from "~/components/errors/request-id";
import { getPageText } from "~/domain/pages/page-text.server";
import { pageSeo } from "~/domain/site/seo.server";
import { pageAddress } from "~/server/site-url.server";
import { seoMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/content-page";
import { visibleUrl } from "~/lib/visible-url";

export async function loader({ request }: Route.LoaderArgs) {
  const path = visibleUrl(request).pathname;
  const db = await getDb();
  const route = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const page = await getPageText(db, route);
  if (page) {
    const { seo, siteName } = await pageSeo(db, pageAddress(request), {
      title: page.title,
      description: page.summary,
      path: page.route,
    });
    return { kind: "page" as const, page, seo, siteName };
  }
  return data({ kind: "missing" as const, path }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (data?.kind === "page") return seoMeta(data.seo, data.siteName);
  return [
    { title: "Page introuvable" },
    { name: "description", content: "La page que vous recherchez n'existe pas." },
    { name: "robots", content: "noindex" },
  ];
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const requestId = useRequestId();
  if (loaderData.kind === "page") {
    const { page } = loaderData;
    return (
      <>
        <PageHeader title={page.title} intro={page.summary || undefined} />
        <div className={`${pageContainer} py-12`}>
          <RichText html={page.content} className="mx-auto" />
        </div>
      </>
    );
  }
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
      <RequestIdNote id={requestId} />
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Retour à l'accueil
      </Link>
    </section>
  );
}
