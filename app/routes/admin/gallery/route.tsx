/**
 * /admin/galerie — the photo gallery (spec back-office.md §2 "Gallery", §3, §4): a grid of cards
 * filtered by category (`?categorie=`), 24 per page, the add / edit form (`?mode=ajout`,
 * `?modifier=`) and the multi-file import (`?mode=import`, components/admin/gallery-import.tsx;
 * one file per request with JavaScript through /admin/galerie/upload, all at once without).
 * Deleting asks for confirmation. Changes show on the public /galerie page.
 */
import { useLocation } from "react-router";
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { CrudForm } from "~/components/admin/crud/crud-form";
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import { GalleryImport } from "~/components/admin/gallery-import";
import { crudAction, loadCrudScreen } from "~/domain/admin/crud-screen.server";
import type { AdminHandle } from "~/domain/admin/handle";
import { galleryCategories, type GalleryCategory } from "~/domain/gallery/categories";
import { galleryScreen } from "~/domain/gallery/gallery-admin.server";
import { importGalleryFiles } from "~/domain/gallery/gallery-import.server";
import {
  galleryCategoryKeys,
  galleryImageSchema,
  type GalleryImageField,
  type ImportField,
} from "~/domain/gallery/schema";
import { todayInSaguenay } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";
import { refusalFor } from "~/lib/forms/refusal";
import { visibleUrl } from "~/lib/visible-url";
import type { Route } from "./+types/route";
import { ImageGrid } from "./image-grid";

export const handle: AdminHandle = { area: "gallery" };

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await loadCrudScreen(galleryScreen, request);
  const importing =
    screen.mode.kind === "view" && visibleUrl(request).searchParams.get("mode") === "import";
  return { ...screen, importing, today: todayInSaguenay() };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction(galleryScreen, request, { import: importGalleryFiles });
}

export const meta: Route.MetaFunction = () => [{ title: "Galerie — Administration" }];

const categoryOptions = galleryCategoryKeys.map((key) => ({
  value: key,
  label: galleryCategories[key],
}));

function fields(today: string, category: GalleryCategory | null): FieldSpec<GalleryImageField>[] {
  return [
    { name: "title", label: "Titre", id: "image-titre", autoComplete: "off" },
    {
      name: "category",
      label: "Catégorie",
      id: "image-categorie",
      kind: "select",
      options: categoryOptions,
      initial: category ?? "evenements",
    },
    { name: "takenOn", label: "Date", id: "image-date", kind: "date", initial: today },
    { name: "description", label: "Description", id: "image-description", kind: "textarea" },
    { name: "image", label: "Image", id: "image-fichier", kind: "image" },
  ];
}

export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const { list, category, mode, importing, edited, today, notice } = loaderData;
  const answer = actionData && "refused" in actionData ? actionData : undefined;
  const results = actionData && "imported" in actionData ? actionData.imported : undefined;
  const importRefused = refusalFor<ImportField>(answer, "import");
  const { search } = useLocation();
  const tabs = [
    { id: null, label: "Toutes" },
    ...galleryCategoryKeys.map((key) => ({ id: key, label: galleryCategories[key] })),
  ];
  return (
    <>
      <AdminPageHeader title="Galerie" subtitle="Gérez les images de la galerie photos" />
      <AdminTabs
        label="Catégories"
        current={category}
        tabs={tabs.map((tab) => ({
          ...tab,
          href: searchWith(search, tab.id ? { categorie: tab.id } : {}, [
            "categorie",
            "page",
            "modifier",
          ]),
        }))}
      />
      <AdminNotices messages={[notice, refusalFor(answer, "delete")?.errors.form]} />

      {mode.kind !== "view" ? (
        <CrudForm
          id="formulaire-image"
          schema={galleryImageSchema}
          fields={fields(today, category)}
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
