/**
 * /admin/blog — blog articles (spec back-office.md §2 "Blog", §3, §4). The status tab
 * (`?statut=`), the title search (`?q=`), the page and the add / edit forms (`?mode=ajout`,
 * `?modifier=`) live in the URL; deleting asks for confirmation. Everything works without
 * JavaScript (the content field is then a textarea of HTML). A published article is on the public
 * blog at /blog/{slug} once its publication date has come; drafts and archived ones never are.
 */
import { FilterTabs } from "~/components/admin/admin-tabs";
import { COLUMNS } from "~/components/admin/blog/columns";
import { articleFields } from "~/components/admin/blog/fields";
import { confirmDelete } from "~/components/admin/crud/crud-list";
import { CrudScreen } from "~/components/admin/crud/crud-screen";
import { SearchForm } from "~/components/admin/crud/search-form";
import { VersionsLink } from "~/components/admin/revisions/versions-screen";
import { crudAction, loadCrudScreen } from "~/routes/admin/+shared/crud.server";
import { blogScreen } from "~/domain/blog/blog-admin.server";
import { articleCategories, articleSchema, blogSearchSchema } from "~/domain/blog/schema";
import { toLocalDateTime } from "~/lib/zoned-time";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  const { me, ...screen } = await loadCrudScreen(blogScreen, request);
  return { ...screen, defaults: { author: me.name, publishedAt: toLocalDateTime(new Date()) } };
}

export const action = ({ request }: Route.ActionArgs) => crudAction(blogScreen, request);

export const meta: Route.MetaFunction = () => [{ title: "Blog — Administration" }];

const TABS = [
  { id: null, label: "Tous" },
  { id: "published", label: "Publiés" },
  { id: "draft", label: "Brouillons" },
  { id: "archived", label: "Archivés" },
] as const;

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  const { status, q, edited, defaults } = loaderData;
  return (
    <CrudScreen
      title="Blog"
      subtitle="Gérez les articles du blog"
      tabs={<FilterTabs label="Statuts des articles" param="statut" current={status} tabs={TABS} />}
      screen={loaderData}
      answer={actionData}
      view={{
        form: {
          id: "formulaire-article",
          schema: articleSchema(articleCategories(edited?.category)),
          fields: articleFields(defaults, edited),
          addTitle: "Nouvel article",
          editTitle: (post) => `Modifier l'article « ${post.title} »`,
          children: edited ? <VersionsLink href={`/admin/blog/${edited.id}/versions`} /> : null,
        },
        list: {
          id: "liste-articles",
          title: "Articles",
          caption: "Articles du blog",
          columns: COLUMNS,
          empty: "Aucun article trouvé.",
          addLabel: "Nouvel article",
          subject: (post) => post.title,
          confirm: confirmDelete("Supprimer l'article", (post) => `l'article « ${post.title} »`),
          toolbar: (
            <SearchForm
              id="recherche-articles"
              label="Rechercher par titre"
              value={q}
              schema={blogSearchSchema}
              keep={{ statut: status }}
              className="w-64"
            />
          ),
        },
      }}
    />
  );
}
