/**
 * /admin/blog — blog articles (spec back-office.md §2 "Blog", §3, §4). The status tab
 * (`?statut=`), the title search (`?q=`), the page and the add / edit forms (`?mode=ajout`,
 * `?modifier=`) live in the URL; deleting asks for confirmation. Everything works without
 * JavaScript (the content field is then a textarea of HTML). A published article is on the public
 * blog at /blog/{slug} once its publication date has come; drafts and archived ones never are.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { loadFormMode, searchWith, postedRecord, backTo } from "~/components/admin/form-mode";
import { refuseForm } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  blogPostSchema,
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogPosts,
  updateBlogPost,
  type BlogEdited,
} from "~/domain/blog/blog-admin.server";
import {
  blogCategories,
  blogStatuses,
  blogStatusKeys,
  blogStatusLabel,
  type BlogStatus,
} from "~/domain/blog/labels";
import {
  BLOG_NOT_FOUND,
  EXCERPT_MAX,
  parseBlogStatus,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  truncateText,
  type BlogField,
} from "~/domain/blog/schema";
import { formatDate } from "~/lib/format";
import { toLocalDateTime } from "~/lib/zoned-time";
import { searchText } from "~/lib/search";
import { cn } from "~/lib/utils";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/blog";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "blog" };

const PATH = "/admin/blog";

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const status = parseBlogStatus(params.get("statut"));
  const q = searchText(params.get("q"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listBlogPosts(db, { page, status, q });
  const {
    mode,
    edited,
    notice: missing,
  } = await loadFormMode(params, (id) => getBlogPost(db, id), BLOG_NOT_FOUND);
  if (missing) notices.push(missing);
  const now = new Date();
  return {
    list: {
      ...list,
      rows: list.rows.map((row) => ({
        ...row,
        date: formatDate(row.publishedAt ?? row.createdAt),
        // On the public blog right now (a published article dated later is not yet).
        live: row.status === "published" && row.publishedAt !== null && row.publishedAt <= now,
      })),
    },
    status,
    q,
    mode,
    edited: edited && {
      ...edited,
      publishedAtLocal: edited.publishedAt ? toLocalDateTime(edited.publishedAt) : "",
    },
    defaults: { author: me.name, publishedAt: toLocalDateTime(now) },
    notice: notices[0] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request, IMAGE_FORM);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  // Back to the list with its tab, search and page, the form closed.
  const back = backTo(PATH, request);

  if (intent === "create" || intent === "update") {
    const adding = intent === "create";
    return saveRecord(db, {
      form,
      intent,
      id,
      adding,
      schema: await blogPostSchema(db, form, adding ? null : id),
      notFound: BLOG_NOT_FOUND,
      image: { find: (id) => getBlogPost(db, id), alt: (input) => input.title },
      create: async (input, image) => {
        await createBlogPost(db, me.id, { ...input, image: image! });
        return redirectWithToast(back, { title: "Article ajouté" });
      },
      update: async (id, input, image) =>
        (await updateBlogPost(db, me.id, id, { ...input, image: image! }))
          ? redirectWithToast(back, { title: "Article mis à jour" })
          : null,
    });
  }

  if (intent === "delete") {
    return deleteRecord({
      form,
      intent,
      id,
      notFound: BLOG_NOT_FOUND,
      remove: async (id) =>
        (await deleteBlogPost(db, me.id, id))
          ? redirectWithToast(back, { title: "Article supprimé" })
          : null,
    });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Blog — Administration" }];

const statusTones: Record<string, BadgeTone> = {
  published: "success",
  draft: "warning",
  archived: "neutral",
};

const tabs: { id: BlogStatus | null; label: string }[] = [
  { id: null, label: "Tous" },
  { id: "published", label: "Publiés" },
  { id: "draft", label: "Brouillons" },
  { id: "archived", label: "Archivés" },
];

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, q, mode, edited, defaults, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const deleteError = refused?.intent === "delete" ? refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader title="Blog" subtitle="Gérez les articles du blog" />
      <AdminTabs
        label="Statuts des articles"
        current={status}
        tabs={tabs.map((tab) => ({
          ...tab,
          href: searchWith(search, tab.id ? { statut: tab.id } : {}, [
            "statut",
            "page",
            "modifier",
          ]),
        }))}
      />
      <AdminNotices messages={[notice, deleteError]} />

      {mode.kind !== "view" ? (
        <ArticleForm
          key={search}
          edited={edited}
          refused={refused}
          defaults={defaults}
          cancelTo={searchWith(search, {}, ["modifier"])}
        />
      ) : null}

      <AdminPanel id="liste-articles" title="Articles">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <Link
            to={searchWith(search, { mode: "ajout" }, ["modifier"])}
            className={buttonVariants({ size: "sm" })}
          >
            Nouvel article
          </Link>
          <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
            {status ? <input type="hidden" name="statut" value={status} /> : null}
            <div className="grid gap-1">
              <label htmlFor="recherche-articles" className="text-sm font-medium">
                Rechercher par titre
              </label>
              <Input
                id="recherche-articles"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                maxLength={200}
                className="w-64"
              />
            </div>
            <Button type="submit" variant="outline" size="sm">
              Rechercher
            </Button>
          </Form>
        </div>
        <AdminTable
          caption="Articles du blog"
          headers={["Titre", "Extrait", "Auteur", "Catégorie", "Statut", "Date", "Actions"]}
          empty="Aucun article trouvé."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((post) => (
            <tr key={post.id} className={rowClasses}>
              <th scope="row" className={cn(cellClasses, "font-medium")}>
                <span className="block">{post.title}</span>
                <span className="block text-xs font-normal break-all text-muted-foreground">
                  /blog/{post.slug}
                </span>
                {post.live ? (
                  <a
                    href={`/blog/${post.slug}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-sm font-normal text-primary underline"
                  >
                    Voir<span className="sr-only"> {post.title} (nouvel onglet)</span>
                  </a>
                ) : null}
              </th>
              <td className={cn(cellClasses, "max-w-xs")}>{truncateText(post.excerpt)}</td>
              <td className={cellClasses}>{post.author}</td>
              <td className={cellClasses}>{post.category}</td>
              <td className={cellClasses}>
                <StatusBadge tone={statusTones[post.status] ?? "danger"}>
                  {blogStatusLabel(post.status)}
                </StatusBadge>
                {post.status === "published" && !post.live ? (
                  <span className="mt-1 block text-xs text-muted-foreground">
                    En ligne à cette date
                  </span>
                ) : null}
              </td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>{post.date}</td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={searchWith(search, { modifier: post.id })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Modifier<span className="sr-only"> {post.title}</span>
                  </Link>
                  <ConfirmDialog
                    intent="delete"
                    id={post.id}
                    subject={post.title}
                    title="Supprimer l'article"
                    description={`Êtes-vous sûr de vouloir supprimer l'article « ${post.title} » ? Cette action ne peut pas être annulée.`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={list.page} pageCount={list.pageCount} />
      </AdminPanel>
    </>
  );
}

/** A short help text under a field, read with it (added to the control's aria-describedby). */
function Hint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="-mt-3 text-sm text-muted-foreground">
      {children}
    </p>
  );
}

function describedBy(...ids: (string | undefined)[]): string {
  return ids.filter(Boolean).join(" ");
}

const ORDER: BlogField[] = [
  "title",
  "slug",
  "excerpt",
  "content",
  "author",
  "category",
  "tags",
  "publishedAt",
  "status",
  "imageFile",
  "imageUrl",
];
const statusOptions = blogStatusKeys.map((key) => ({ value: key, label: blogStatuses[key] }));

function ArticleForm({
  edited,
  refused,
  defaults,
  cancelTo,
}: {
  edited: (BlogEdited & { publishedAtLocal: string }) | null;
  refused?: RefusedForm;
  defaults: { author: string; publishedAt: string };
  cancelTo: string;
}) {
  const intent = edited ? "update" : "create";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  // An older article's category outside the §9 list stays selectable.
  const categories: string[] = [...blogCategories];
  if (edited && !categories.includes(edited.category)) categories.push(edited.category);
  const categoryOptions = categories.map((name) => ({ value: name, label: name }));
  return (
    <RecordForm<BlogField>
      id="formulaire-article"
      title={edited ? `Modifier l'article « ${edited.title} »` : "Nouvel article"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
      multipart
    >
      <Field id="article-titre" label="Titre" error={errors?.title}>
        {(control) => (
          <Input
            {...control}
            name="title"
            required
            maxLength={200}
            autoComplete="off"
            defaultValue={valueOf(mine, "title", edited?.title)}
          />
        )}
      </Field>
      <Field id="article-adresse" label="Adresse" error={errors?.slug}>
        {(control) => (
          <div className="flex items-center gap-1">
            <span className="text-sm text-muted-foreground" aria-hidden="true">
              /blog/
            </span>
            <Input
              {...control}
              aria-describedby={describedBy(control["aria-describedby"], "article-adresse-aide")}
              name="slug"
              maxLength={80}
              autoComplete="off"
              spellCheck={false}
              defaultValue={valueOf(mine, "slug", edited?.slug)}
            />
          </div>
        )}
      </Field>
      <Hint id="article-adresse-aide">
        {edited
          ? "L'article est à l'adresse /blog/… ci-dessus. Changez-la seulement si nécessaire : les liens déjà partagés ne mèneraient plus à l'article. Laissée vide, elle reste la même."
          : "Laissez vide pour la créer à partir du titre. Lettres minuscules sans accents, chiffres et traits d'union (ex. fete-de-l-aid)."}
      </Hint>
      <Field id="article-extrait" label="Extrait" error={errors?.excerpt}>
        {(control) => (
          <Textarea
            {...control}
            aria-describedby={describedBy(control["aria-describedby"], "article-extrait-aide")}
            name="excerpt"
            rows={4}
            maxLength={EXCERPT_MAX}
            defaultValue={valueOf(mine, "excerpt", edited?.excerpt)}
          />
        )}
      </Field>
      <Hint id="article-extrait-aide">
        Résumé affiché sur la liste du blog, {EXCERPT_MAX} caractères au maximum.
      </Hint>
      <Field id="article-contenu" label="Contenu" error={errors?.content}>
        {(control) => (
          <RichTextEditor
            {...control}
            name="content"
            label="Contenu"
            defaultValue={valueOf(mine, "content", edited?.content)}
          />
        )}
      </Field>
      <Field id="article-auteur" label="Auteur" error={errors?.author}>
        {(control) => (
          <Input
            {...control}
            name="author"
            required
            maxLength={200}
            defaultValue={valueOf(mine, "author", edited?.author, defaults.author)}
          />
        )}
      </Field>
      <Field id="article-categorie" label="Catégorie" error={errors?.category}>
        {(control) => (
          <Select
            {...control}
            name="category"
            options={categoryOptions}
            defaultValue={valueOf(mine, "category", edited?.category, blogCategories[0])}
          />
        )}
      </Field>
      <Field id="article-etiquettes" label="Étiquettes" error={errors?.tags}>
        {(control) => (
          <Input
            {...control}
            aria-describedby={describedBy(control["aria-describedby"], "article-etiquettes-aide")}
            name="tags"
            autoComplete="off"
            defaultValue={valueOf(mine, "tags", edited?.tags.join(", "))}
          />
        )}
      </Field>
      <Hint id="article-etiquettes-aide">
        Séparées par des virgules (ex. ramadan, jeûne), {TAGS_MAX} au maximum, {TAG_MAX_LENGTH}{" "}
        caractères chacune.
      </Hint>
      <Field id="article-date" label="Date de publication" error={errors?.publishedAt}>
        {(control) => (
          <Input
            {...control}
            aria-describedby={describedBy(control["aria-describedby"], "article-date-aide")}
            name="publishedAt"
            type="datetime-local"
            defaultValue={valueOf(
              mine,
              "publishedAt",
              edited ? edited.publishedAtLocal : defaults.publishedAt,
            )}
          />
        )}
      </Field>
      <Hint id="article-date-aide">
        Heure du Québec. Un article publié avec une date à venir n'apparaîtra sur le site qu'à cette
        date.
      </Hint>
      <Field id="article-statut" label="Statut" error={errors?.status}>
        {(control) => (
          <Select
            {...control}
            name="status"
            options={statusOptions}
            defaultValue={valueOf(mine, "status", edited?.status, "draft")}
          />
        )}
      </Field>
      <ImageField
        id="article-image"
        legend="Image"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
    </RecordForm>
  );
}
