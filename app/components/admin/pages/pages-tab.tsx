/**
 * The 'Pages' tab of /admin/pages: the list by address (search, 'Voir' in a new tab, no delete
 * for the intro of a fixed page) and the add / edit form.
 */
import { confirmDelete, type Column } from "~/components/admin/crud/crud-list";
import { CrudPanel, type CrudScreenData } from "~/components/admin/crud/crud-screen";
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import { SearchForm } from "~/components/admin/crud/search-form";
import { VersionsLink } from "~/components/admin/revisions/versions-screen";
import { buttonVariants } from "~/components/ui/button";
import type { PageListRow } from "~/domain/pages/pages-admin.server";
import {
  PAGE_SUMMARY_MAX,
  PAGES_PATH,
  pageSchema,
  pageSearchSchema,
  type PageField,
} from "~/domain/pages/schema";
import { formatDateTime } from "~/lib/format";
import type { FormRefusal } from "~/lib/forms/refusal";
import { cn } from "~/lib/utils";

const COLUMNS: Column<PageListRow>[] = [
  { header: "Titre", rowHeader: true, cell: (page) => page.title },
  { header: "Route", className: "font-mono text-xs", cell: (page) => page.route },
  {
    header: "Dernière modification",
    className: "whitespace-nowrap",
    cell: (page) => formatDateTime(page.updatedAt),
  },
];

const FREE_ROUTE_HINT =
  "Adresse publique de la page : elle commence par « / » et ne contient que des lettres minuscules, des chiffres et des traits d'union (par exemple /notre-histoire ou /tidjaniya/histoire). Les adresses des autres pages du site (/projets/…, /admin…) sont réservées ; une page créée à l'adresse exacte d'une page du site qui n'a pas encore de texte d'introduction (par exemple /galerie) devient son introduction.";

function fields(edited: PageListRow | null): FieldSpec<PageField>[] {
  const fixed = edited?.fixed ?? false;
  return [
    { name: "title", label: "Titre", id: "page-titre", autoComplete: "off" },
    {
      name: "route",
      label: "Route",
      id: "page-route",
      autoComplete: "off",
      hint: fixed
        ? `Cette page fournit le texte d'introduction de la page ${edited?.route} du site : son adresse ne peut pas être changée et elle ne peut pas être supprimée.`
        : FREE_ROUTE_HINT,
      input: {
        readOnly: fixed,
        spellCheck: false,
        placeholder: "/notre-histoire",
        className: cn("font-mono", fixed && "bg-muted"),
      },
    },
    {
      name: "summary",
      label: "Résumé (facultatif)",
      id: "page-resume",
      kind: "textarea",
      rows: 3,
      hint: `Quelques phrases pour les moteurs de recherche et les aperçus (${PAGE_SUMMARY_MAX} caractères au plus).`,
    },
    { name: "content", label: "Contenu", id: "page-contenu", kind: "rich" },
  ];
}

const confirmPageDelete = confirmDelete<PageListRow>(
  "Supprimer la page",
  (page) => `la page ${page.title} (${page.route})`,
  "Elle ne sera plus accessible sur le site.",
);

export function PagesTab({
  search,
  ...screen
}: CrudScreenData<PageListRow> & {
  search: string;
  answer?: { refused?: FormRefusal } | null;
}) {
  return (
    <CrudPanel
      {...screen}
      view={{
        form: {
          id: "formulaire-page",
          schema: pageSchema,
          fields: fields(screen.edited),
          addTitle: "Nouvelle page",
          editTitle: (page) => `Modifier la page ${page.title}`,
          addLabel: "Créer la page",
          children: screen.edited ? (
            <VersionsLink href={`${PAGES_PATH}/${screen.edited.id}/versions`} />
          ) : null,
        },
        list: {
          id: "liste-pages",
          title: "Pages du site",
          caption: "Pages du site",
          columns: COLUMNS,
          empty: search ? "Aucune page ne correspond à la recherche." : "Aucune page.",
          addLabel: "Nouvelle page",
          toolbar: (
            <SearchForm
              id="recherche-pages"
              label="Rechercher par titre ou adresse"
              value={search}
              schema={pageSearchSchema}
            />
          ),
          subject: (page) => page.title,
          actions: (page) => (
            <a
              href={page.route}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              Voir
              <span className="sr-only"> {page.title} (nouvel onglet)</span>
            </a>
          ),
          confirm: (page) => (page.fixed ? null : confirmPageDelete(page)),
        },
      }}
    />
  );
}
