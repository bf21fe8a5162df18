/**
 * /admin/pages — the page manager (spec back-office.md §2 "Page manager", §3, decision 0009).
 * Tab 'Pages': the rows of the pages table, each served at its own address by the public
 * content-page route (or, for a fixed page such as /projets, shown as its intro). 'Nouvelle page'
 * publishes a page at a new address at once; the intro of a fixed page keeps its address and
 * cannot be deleted. Tab 'Médias': the uploaded files with their public address to copy. The
 * prototype's 'Modèles' tab did nothing and is left out. Tab, search, page and forms live in the
 * URL (`?onglet=`, `?q=`, `?page=`, `?mode=ajout`, `?modifier=`) and work without JavaScript.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { CopyField } from "~/components/admin/copy-field";
import {
  loadFormMode,
  searchWith,
  type FormMode,
  postedRecord,
  backTo,
} from "~/components/admin/form-mode";
import { refuseForm } from "~/components/admin/form-values";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import { isFixedPageRoute } from "~/domain/pages/page-routes.server";
import {
  createPage,
  deletePage,
  getPage,
  listMedia,
  listPages,
  pageFormSchema,
  updatePage,
  type PageRow,
} from "~/domain/pages/pages-admin.server";
import {
  PAGE_LOCKED_DELETE,
  PAGE_NOT_FOUND,
  PAGE_ROUTE_MAX,
  PAGE_SUMMARY_MAX,
  pageTabs,
  parsePagesTab,
  parseSearch,
  type PageField,
} from "~/domain/pages/schema";
import { formatDate, formatDateTime } from "~/lib/format";
import { imageVariant, isStoredImage } from "~/lib/images";
import { cn } from "~/lib/utils";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/pages";
import { formatFileSize } from "~/lib/file-size";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "pages" };

const PATH = "/admin/pages";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const tab = parsePagesTab(params.get("onglet"));
  const search = parseSearch(params.get("q"));
  const { page, valid } = parsePage(params.get("page"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];

  if (tab === "medias") {
    const list = await listMedia(db, { page, search });
    const files = list.rows.map((file) => {
      const url = `/media/${file.key}`;
      // The smallest stored width is plenty for a thumbnail.
      const thumbnail = isStoredImage(url)
        ? imageVariant(url, 480)
        : file.mimeType.startsWith("image/")
          ? url
          : null;
      return { ...file, url, thumbnail, publicUrl: absoluteUrl(request, url) };
    });
    return {
      tab,
      search,
      pages: null,
      media: { ...list, rows: files },
      mode: { kind: "view" } as FormMode,
      edited: null,
      notice: notices[0] ?? null,
    };
  }

  const list = await listPages(db, { page, search });
  const {
    mode,
    edited: found,
    notice,
  } = await loadFormMode(params, (id) => getPage(db, id), PAGE_NOT_FOUND);
  if (notice) notices.push(notice);
  return {
    tab,
    search,
    pages: list,
    media: null,
    mode,
    edited: found ? { ...found, fixed: isFixedPageRoute(found.route) } : null,
    notice: notices[0] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  // Back to the list with its search and page, the form closed.
  const back = backTo(PATH, request);

  if (intent === "create" || intent === "update") {
    const adding = intent === "create";
    const current = !adding && id !== null ? await getPage(db, id) : null;
    if (!adding && !current) return refuseForm(intent, { form: PAGE_NOT_FOUND }, form, 404);
    return saveRecord(db, {
      form,
      intent,
      id,
      adding,
      schema: await pageFormSchema(db, current, form.get("route")),
      notFound: PAGE_NOT_FOUND,
      create: async (input) => {
        await createPage(db, me.id, input);
        return redirectWithToast(back, {
          title: "Page créée",
          description: `La page ${input.title} a été créée.`,
        });
      },
      update: async (id, input) =>
        (await updatePage(db, me.id, id, input))
          ? redirectWithToast(back, {
              title: "Page mise à jour",
              description: `La page ${input.title} a été mise à jour avec succès.`,
            })
          : null,
    });
  }

  if (intent === "delete") {
    let locked = false;
    const answer = await deleteRecord({
      form,
      intent,
      id,
      notFound: PAGE_NOT_FOUND,
      remove: async (id) => {
        const result = await deletePage(db, me.id, id);
        if (result === "missing") return null;
        if (result === "locked") {
          locked = true;
          return null;
        }
        return redirectWithToast(back, {
          title: "Page supprimée",
          description: `La page ${result.deleted} a été supprimée.`,
        });
      },
    });
    return locked ? refuseForm(intent, { form: PAGE_LOCKED_DELETE }, form) : answer;
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Pages — Administration" }];

export default function Pages({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, search: query, pages, media, mode, edited, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const deleteError = refused?.intent === "delete" ? refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader
        title="Gestionnaire de pages"
        subtitle="Gérez les pages du site et consultez les fichiers téléversés"
      />
      <AdminTabs
        label="Onglets du gestionnaire de pages"
        current={tab}
        tabs={pageTabs.map((t) => ({ ...t, href: t.id === "pages" ? PATH : `?onglet=${t.id}` }))}
      />
      <AdminNotices messages={[notice, deleteError]} />

      {pages ? (
        <>
          {mode.kind !== "view" ? (
            <PageForm
              key={search}
              edited={edited}
              refused={refused}
              cancelTo={searchWith(search, {}, ["modifier"])}
            />
          ) : null}
          <AdminPanel id="liste-pages" title="Pages du site">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
              <Link
                to={searchWith(search, { mode: "ajout" }, ["modifier"])}
                className={buttonVariants({ size: "sm" })}
              >
                Nouvelle page
              </Link>
              <SearchForm
                id="recherche-pages"
                label="Rechercher par titre ou adresse"
                query={query}
              />
            </div>
            <AdminTable
              caption="Pages du site"
              headers={["Titre", "Route", "Dernière modification", "Actions"]}
              empty={query ? "Aucune page ne correspond à la recherche." : "Aucune page."}
              isEmpty={pages.rows.length === 0}
            >
              {pages.rows.map((page) => (
                <tr key={page.id} className={rowClasses}>
                  <th scope="row" className={cn(cellClasses, "font-medium")}>
                    {page.title}
                  </th>
                  <td className={cn(cellClasses, "font-mono text-xs")}>{page.route}</td>
                  <td className={cn(cellClasses, "whitespace-nowrap")}>
                    {formatDateTime(page.updatedAt)}
                  </td>
                  <td className={cellClasses}>
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={searchWith(search, { modifier: page.id })}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        Modifier<span className="sr-only"> {page.title}</span>
                      </Link>
                      <a
                        href={page.route}
                        target="_blank"
                        rel="noopener"
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        Voir
                        <span className="sr-only"> {page.title} (nouvel onglet)</span>
                      </a>
                      {page.fixed ? null : (
                        <ConfirmDialog
                          intent="delete"
                          id={page.id}
                          subject={page.title}
                          title="Supprimer la page"
                          description={`Êtes-vous sûr de vouloir supprimer la page ${page.title} (${page.route}) ? Elle ne sera plus accessible sur le site. Cette action ne peut pas être annulée.`}
                        />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pagination page={pages.page} pageCount={pages.pageCount} />
          </AdminPanel>
        </>
      ) : null}

      {media ? (
        <AdminPanel id="liste-medias" title="Médias">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <p className="text-sm text-muted-foreground">
              Les images téléversées dans le back-office. Copiez l'adresse d'une image pour
              l'utiliser dans une page.
            </p>
            <SearchForm
              id="recherche-medias"
              label="Rechercher par nom de fichier"
              query={query}
              tab="medias"
            />
          </div>
          {media.rows.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">
              {query ? "Aucun fichier ne correspond à la recherche." : "Aucun fichier téléversé."}
            </p>
          ) : (
            <ul
              aria-label="Fichiers téléversés"
              className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            >
              {media.rows.map((file) => (
                <li key={file.id} className="grid gap-3 rounded-lg border border-border p-3">
                  {file.thumbnail ? (
                    <img
                      src={file.thumbnail}
                      alt={file.alt}
                      width={file.width ?? undefined}
                      height={file.height ?? undefined}
                      loading="lazy"
                      className="aspect-video w-full rounded-md bg-muted object-contain"
                    />
                  ) : null}
                  <div className="grid gap-1 text-sm">
                    <p className="font-medium break-all">{file.originalName}</p>
                    <p className="text-muted-foreground">
                      {file.width && file.height ? `${file.width} × ${file.height} px · ` : ""}
                      {formatFileSize(file.size)} · {formatDate(file.createdAt)}
                    </p>
                  </div>
                  <CopyField
                    id={`media-url-${file.id}`}
                    label={`Adresse publique de ${file.originalName}`}
                    value={file.publicUrl}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={media.page} pageCount={media.pageCount} />
        </AdminPanel>
      ) : null}
    </>
  );
}

/** Search by GET (`?q=`), keeping the tab; a new search starts at the first page. */
function SearchForm({
  id,
  label,
  query,
  tab,
}: {
  id: string;
  label: string;
  query: string;
  tab?: string;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      {tab ? <input type="hidden" name="onglet" value={tab} /> : null}
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Input id={id} type="search" name="q" defaultValue={query} key={query} maxLength={100} />
      </div>
      <Button type="submit" variant="outline" size="sm">
        Rechercher
      </Button>
    </Form>
  );
}

/** The error message (when shown) first, then the field's help text. */
function describedBy(error: string | undefined, hint: string): string {
  return error ? `${error} ${hint}` : hint;
}

const ORDER: PageField[] = ["title", "route", "summary", "content"];

function PageForm({
  edited,
  refused,
  cancelTo,
}: {
  edited: (PageRow & { fixed: boolean }) | null;
  refused?: RefusedForm;
  cancelTo: string;
}) {
  const intent = edited ? "update" : "create";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  const routeHint = edited?.fixed
    ? `Cette page fournit le texte d'introduction de la page ${edited.route} du site : son adresse ne peut pas être changée et elle ne peut pas être supprimée.`
    : "Adresse publique de la page : elle commence par « / » et ne contient que des lettres minuscules, des chiffres et des traits d'union (par exemple /notre-histoire ou /tidjaniya/histoire). Les adresses des autres pages du site (/projets/…, /admin…) sont réservées ; une page créée à l'adresse exacte d'une page du site qui n'a pas encore de texte d'introduction (par exemple /galerie) devient son introduction.";
  return (
    <RecordForm<PageField>
      id="formulaire-page"
      title={edited ? `Modifier la page ${edited.title}` : "Nouvelle page"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Créer la page"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
    >
      <Field id="page-titre" label="Titre" error={errors?.title}>
        {(control) => (
          <Input
            {...control}
            name="title"
            required
            minLength={3}
            maxLength={200}
            autoComplete="off"
            defaultValue={valueOf(mine, "title", edited?.title)}
          />
        )}
      </Field>
      <Field id="page-route" label="Route" error={errors?.route}>
        {(control) => (
          <>
            <Input
              {...control}
              aria-describedby={describedBy(control["aria-describedby"], "page-route-aide")}
              name="route"
              required
              readOnly={edited?.fixed}
              maxLength={PAGE_ROUTE_MAX}
              autoComplete="off"
              spellCheck={false}
              placeholder="/notre-histoire"
              className={cn("font-mono", edited?.fixed && "bg-muted")}
              defaultValue={valueOf(mine, "route", edited?.route)}
            />
            <p id="page-route-aide" className="text-sm text-muted-foreground">
              {routeHint}
            </p>
          </>
        )}
      </Field>
      <Field id="page-resume" label="Résumé (facultatif)" error={errors?.summary}>
        {(control) => (
          <>
            <Textarea
              {...control}
              aria-describedby={describedBy(control["aria-describedby"], "page-resume-aide")}
              name="summary"
              rows={3}
              maxLength={PAGE_SUMMARY_MAX}
              defaultValue={valueOf(mine, "summary", edited?.summary)}
            />
            <p id="page-resume-aide" className="text-sm text-muted-foreground">
              {`Quelques phrases pour les moteurs de recherche et les aperçus (${PAGE_SUMMARY_MAX} caractères au plus).`}
            </p>
          </>
        )}
      </Field>
      <Field id="page-contenu" label="Contenu" error={errors?.content}>
        {(control) => (
          <RichTextEditor
            {...control}
            name="content"
            label="Contenu"
            defaultValue={valueOf(mine, "content", edited?.content)}
          />
        )}
      </Field>
    </RecordForm>
  );
}
