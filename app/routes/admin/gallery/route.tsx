/**
 * /admin/galerie — the photo gallery (spec back-office.md §2 "Gallery", §3, §4): a grid of cards
 * filtered by category (`?categorie=`), 24 per page, the add / edit form (`?mode=ajout`,
 * `?modifier=`) and the multi-file import (`?mode=import`, components/admin/gallery-import.tsx;
 * one file per request with JavaScript through /admin/galerie/upload, all at once without).
 * Deleting asks for confirmation. Changes show on the public /galerie page.
 */
import { useLocation } from "react-router";
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { FilterTabs } from "~/components/admin/admin-tabs";
import { CrudForm } from "~/components/admin/crud/crud-form";
import { rowRefusal } from "~/components/admin/crud/crud-screen";
import { galleryFields } from "~/components/admin/gallery/fields";
import { ImageGrid } from "~/components/admin/gallery/image-grid";
import { GalleryImport } from "~/components/admin/gallery-import";
import { crudAction, loadCrudPage } from "~/routes/admin/+shared/crud.server";
import { galleryCategories } from "~/domain/gallery/categories";
import { galleryScreen } from "~/domain/gallery/gallery-admin.server";
import { galleryCategoryKeys, galleryImageSchema, type ImportField } from "~/domain/gallery/schema";
import { searchWith } from "~/lib/forms/form-mode";
import { refusalFor } from "~/lib/forms/refusal";
import { visibleUrl } from "~/lib/visible-url";
import type { Route } from "./+types/route";
import { importGalleryFiles } from "./gallery.server";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await loadCrudPage(galleryScreen, request);
  const importing =
    screen.mode.kind === "view" && visibleUrl(request).searchParams.get("mode") === "import";
  return { ...screen, importing };
}

export const action = ({ request }: Route.ActionArgs) =>
  crudAction(galleryScreen, request, { import: importGalleryFiles });

export const meta: Route.MetaFunction = () => [{ title: "Galerie — Administration" }];

const TABS = [
  { id: null, label: "Toutes" },
  ...galleryCategoryKeys.map((key) => ({ id: key, label: galleryCategories[key] })),
];

export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const { list, category, mode, importing, edited, today, notice } = loaderData;
  const answer = actionData && "refused" in actionData ? actionData : undefined;
  const results = actionData && "imported" in actionData ? actionData.imported : undefined;
  const importRefused = refusalFor<ImportField>(answer, "import");
  const { search } = useLocation();
  return (
    <>
      <AdminPageHeader title="Galerie" subtitle="Gérez les images de la galerie photos" />
      <FilterTabs label="Catégories" param="categorie" current={category} tabs={TABS} />
      <AdminNotices messages={[notice, rowRefusal(answer)]} />

      {mode.kind !== "view" ? (
        <CrudForm
          id="formulaire-image"
          schema={galleryImageSchema}
          fields={galleryFields(today, category)}
          edited={edited}
          answer={answer}
          addTitle="Ajouter une image"
          editTitle={(image) => `Modifier ${image.title}`}
        />
      ) : null}
      {importing ? (
        <GalleryImport
          today={today}
          category={category}
          errors={importRefused?.errors}
          values={importRefused?.values}
          results={results}
          cancelTo={searchWith(search)}
        />
      ) : null}
      <ImageGrid list={list} />
    </>
  );
}
