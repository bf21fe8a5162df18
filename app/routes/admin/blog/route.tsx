/**
 * /admin/blog — blog articles (spec back-office.md §2 "Blog", §3, §4). The status tab
 * (`?statut=`), the title search (`?q=`), the page and the add / edit forms (`?mode=ajout`,
 * `?modifier=`) live in the URL; deleting asks for confirmation. Everything works without
 * JavaScript (the content field is then a textarea of HTML). A published article is on the public
 * blog at /blog/{slug} once its publication date has come; drafts and archived ones never are.
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { FilterTabs } from "~/components/admin/admin-tabs";
import { CrudForm } from "~/components/admin/crud/crud-form";
import { confirmDelete, CrudList } from "~/components/admin/crud/crud-list";
import { SearchForm } from "~/components/admin/crud/search-form";
import type { AdminHandle } from "~/domain/admin/handle";
import { crudAction, loadCrudScreen } from "~/domain/admin/crud-screen.server";
import { blogScreen } from "~/domain/blog/blog-admin.server";
import { articleCategories, articleSchema, blogSearchSchema } from "~/domain/blog/schema";
import { requireUser } from "~/domain/users/access.server";
import { toLocalDateTime } from "~/lib/zoned-time";
import { COLUMNS } from "./columns";
import { articleFields } from "./fields";
import type { Route } from "./+types/route";

export const handle: AdminHandle = { area: "blog" };

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, handle.area);
  return {
    ...(await loadCrudScreen(blogScreen, request)),
    defaults: { author: me.name, publishedAt: toLocalDateTime(new Date()) },
  };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction(blogScreen, request);
}

export const meta: Route.MetaFunction = () => [{ title: "Blog — Administration" }];

const TABS = [
  { id: null, label: "Tous" },
  { id: "published", label: "Publiés" },
  { id: "draft", label: "Brouillons" },
  { id: "archived", label: "Archivés" },
] as const;

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, q, mode, edited, defaults, notice } = loaderData;
  const deleteError =
    actionData?.refused?.intent === "delete" ? actionData.refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader title="Blog" subtitle="Gérez les articles du blog" />
      <FilterTabs label="Statuts des articles" param="statut" current={status} tabs={TABS} />
      <AdminNotices messages={[notice, deleteError]} />

      {mode.kind !== "view" ? (
        <CrudForm
          id="formulaire-article"
          schema={articleSchema(articleCategories(edited?.category))}
          fields={articleFields(defaults, edited)}
          edited={edited}
          answer={actionData}
          addTitle="Nouvel article"
          editTitle={(post) => `Modifier l'article « ${post.title} »`}
        />
      ) : null}

      <CrudList
        id="liste-articles"
        title="Articles"
        caption="Articles du blog"
        columns={COLUMNS}
        list={list}
        empty="Aucun article trouvé."
        addLabel="Nouvel article"
        subject={(post) => post.title}
        confirm={confirmDelete("Supprimer l'article", (post) => `l'article « ${post.title} »`)}
        toolbar={
          <SearchForm
            id="recherche-articles"
            label="Rechercher par titre"
            value={q}
            schema={blogSearchSchema}
            keep={{ statut: status }}
            className="w-64"
          />
        }
      />
    </>
  );
}
