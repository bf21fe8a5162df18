/**
 * /admin/galerie — the photo gallery (spec back-office.md §2 "Gallery", §3, §4): a grid of cards
 * filtered by category (`?categorie=`), 24 per page, the add / edit form (`?mode=ajout`,
 * `?modifier=`) and the multi-file import (`?mode=import`, components/admin/gallery-import.tsx;
 * one file per request with JavaScript through /admin/galerie/upload, all at once without).
 * Deleting asks for confirmation. Changes show on the public /galerie page.
 */
import { data, Link, useLocation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { loadFormMode, searchWith, postedRecord, backTo } from "~/components/admin/form-mode";
import { formFields, refuseForm } from "~/components/admin/form-values";
import { CategorySelect } from "~/components/admin/gallery-category-select";
import { GalleryImport, IMPORT_FILES_FIELD } from "~/components/admin/gallery-import";
import { IMAGE_FILE_FIELD, IMAGE_URL_FIELD } from "~/components/admin/image-fields";
import { ImageField } from "~/components/admin/image-field";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import { galleryCategories, galleryCategoryLabel } from "~/domain/gallery/categories";
import {
  createGalleryImage,
  deleteGalleryImage,
  getGalleryImage,
  listGalleryImages,
  updateGalleryImage,
  type GalleryImageRow,
} from "~/domain/gallery/gallery-admin.server";
import { chosenFiles, importGalleryFile } from "~/domain/gallery/gallery-import.server";
import {
  GALLERY_IMAGE_NOT_FOUND,
  GALLERY_IMAGE_REQUIRED,
  galleryCategoryKeys,
  galleryImageSchema,
  importSchema,
  importSummary,
  IMPORT_MAX_REQUEST_BYTES,
  IMPORT_NO_FILE,
  IMPORT_TOO_LARGE,
  parseGalleryCategory,
  type GalleryImageField,
  type ImportResult,
} from "~/domain/gallery/schema";
import { formatDate, todayInSaguenay } from "~/lib/format";
import { firstErrors } from "~/lib/form-errors";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { tryReadFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/gallery";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "gallery" };

const PATH = "/admin/galerie";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const category = parseGalleryCategory(params.get("categorie"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listGalleryImages(db, { page, category });
  const {
    mode,
    edited,
    notice: missing,
  } = await loadFormMode(params, (id) => getGalleryImage(db, id), GALLERY_IMAGE_NOT_FOUND);
  if (missing) notices.push(missing);
  const importing = mode.kind === "view" && params.get("mode") === "import";
  return {
    list,
    category,
    mode,
    importing,
    edited,
    today: todayInSaguenay(),
    notice: notices[0] ?? null,
  };
}

/** A new image needs a picture: a chosen file or a typed address (never the placeholder). */
function hasChosenImage(form: FormData): boolean {
  const file = form.get(IMAGE_FILE_FIELD);
  return (
    (file instanceof File && file.size > 0) || String(form.get(IMAGE_URL_FIELD) ?? "").trim() !== ""
  );
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  // Without JavaScript an import sends every file in one request: refused past 50 MB, unread.
  const read = await tryReadFormData(request, {
    maxBytes: IMPORT_MAX_REQUEST_BYTES,
    tooLargeMessage: IMPORT_TOO_LARGE,
  });
  if (!read.ok) return refuseForm("import", { files: read.message }, new FormData(), read.status);
  const form = read.form;
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  // Back to the grid with its category and page, the form closed.
  const back = backTo(PATH, request);

  if (intent === "create" || intent === "update") {
    if (intent === "create" && !hasChosenImage(form)) {
      const parsed = galleryImageSchema.safeParse(formFields(form));
      const errors = parsed.success ? {} : firstErrors(parsed.error.issues);
      return refuseForm(intent, { ...errors, [IMAGE_FILE_FIELD]: GALLERY_IMAGE_REQUIRED }, form);
    }
    return saveRecord(db, {
      form,
      intent,
      id,
      adding: intent === "create",
      schema: galleryImageSchema,
      notFound: GALLERY_IMAGE_NOT_FOUND,
      image: { find: (id) => getGalleryImage(db, id), alt: (input) => input.title },
      create: async (input, image) => {
        await createGalleryImage(db, me.id, { ...input, image: image! });
        return redirectWithToast(back, { title: "Ajout réussi" });
      },
      update: async (id, input, image) =>
        (await updateGalleryImage(db, me.id, id, { ...input, image: image! }))
          ? redirectWithToast(back, { title: "Modification réussie" })
          : null,
    });
  }

  if (intent === "delete") {
    return deleteRecord({
      form,
      intent,
      id,
      notFound: GALLERY_IMAGE_NOT_FOUND,
      remove: async (id) =>
        (await deleteGalleryImage(db, me.id, id))
          ? redirectWithToast(back, { title: "Suppression réussie" })
          : null,
    });
  }

  if (intent === "import") {
    const parsed = importSchema(todayInSaguenay()).safeParse(formFields(form));
    if (!parsed.success) return refuseForm(intent, firstErrors(parsed.error.issues), form);
    const files = chosenFiles(form, IMPORT_FILES_FIELD);
    if (files.length === 0) return refuseForm(intent, { files: IMPORT_NO_FILE }, form);
    const results: ImportResult[] = [];
    for (const file of files) results.push(await importGalleryFile(db, me.id, file, parsed.data));
    const imported = results.filter((result) => result.ok).length;
    if (imported === files.length) {
      return redirectWithToast(back, importSummary(imported, files.length));
    }
    // Some refused: stay on the import form, listing each file's outcome.
    return data({ imported: results }, imported > 0 ? 200 : 400);
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Galerie — Administration" }];

export default function Gallery({ loaderData, actionData }: Route.ComponentProps) {
  const { list, category, mode, importing, edited, today, notice } = loaderData;
  const refused: RefusedForm | undefined =
    actionData && "refused" in actionData ? actionData.refused : undefined;
  const results = actionData && "imported" in actionData ? actionData.imported : undefined;
  const { search } = useLocation();
  const deleteError = refused?.intent === "delete" ? refused.errors.form : undefined;
  const importRefused = refused?.intent === "import" ? refused : undefined;
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
      <AdminNotices messages={[notice, deleteError]} />

      {mode.kind !== "view" ? (
        <ImageForm
          key={search}
          edited={edited}
          refused={refused}
          today={today}
          category={category}
          cancelTo={searchWith(search, {}, ["modifier"])}
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

      <AdminPanel id="liste-images" title="Images">
        <div className="mb-4 flex flex-wrap gap-2">
          <Link
            to={searchWith(search, { mode: "ajout" }, ["modifier"])}
            className={buttonVariants({ size: "sm" })}
          >
            Ajouter une image
          </Link>
          <Link
            to={searchWith(search, { mode: "import" }, ["modifier"])}
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            Importer des images
          </Link>
        </div>
        {list.rows.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">
            Aucune image dans cette catégorie.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.rows.map((image) => (
              <ImageCard key={image.id} image={image} search={search} />
            ))}
          </ul>
        )}
        <Pagination page={list.page} pageCount={list.pageCount} />
      </AdminPanel>
    </>
  );
}

function ImageCard({ image, search }: { image: GalleryImageRow; search: string }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-border bg-white">
      <ResponsiveImage
        src={image.image}
        alt=""
        sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 28vw, (min-width: 640px) 45vw, 90vw"
        width={480}
        height={320}
        className="aspect-[3/2] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-medium break-words">{image.title}</h3>
        <p className="text-sm text-muted-foreground">
          {galleryCategoryLabel(image.category)} ·{" "}
          <time dateTime={image.takenOn}>{formatDate(image.takenOn)}</time>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={searchWith(search, { modifier: image.id })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Modifier<span className="sr-only"> {image.title}</span>
          </Link>
          <ConfirmDialog
            intent="delete"
            id={image.id}
            subject={image.title}
            title="Supprimer l'image"
            description={`Êtes-vous sûr de vouloir supprimer l'image « ${image.title} » ? Cette action ne peut pas être annulée.`}
          />
        </div>
      </div>
    </li>
  );
}

const ORDER: GalleryImageField[] = [
  "title",
  "category",
  "takenOn",
  "description",
  "imageFile",
  "imageUrl",
];

function ImageForm({
  edited,
  refused,
  today,
  category,
  cancelTo,
}: {
  edited: GalleryImageRow | null;
  refused?: RefusedForm;
  today: string;
  category: string | null;
  cancelTo: string;
}) {
  const intent = edited ? "update" : "create";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  return (
    <RecordForm<GalleryImageField>
      id="formulaire-image"
      title={edited ? `Modifier ${edited.title}` : "Ajouter une image"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
      multipart
    >
      <Field id="image-titre" label="Titre" error={errors?.title}>
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
      <Field id="image-categorie" label="Catégorie" error={errors?.category}>
        {(control) => (
          <CategorySelect
            {...control}
            name="category"
            defaultValue={valueOf(mine, "category", edited?.category, category ?? "evenements")}
          />
        )}
      </Field>
      <Field id="image-date" label="Date" error={errors?.takenOn}>
        {(control) => (
          <Input
            {...control}
            name="takenOn"
            type="date"
            required
            defaultValue={valueOf(mine, "takenOn", edited?.takenOn, today)}
          />
        )}
      </Field>
      <Field id="image-description" label="Description" error={errors?.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={4}
            maxLength={2000}
            defaultValue={valueOf(mine, "description", edited?.description)}
          />
        )}
      </Field>
      <ImageField
        id="image-fichier"
        legend="Image"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
    </RecordForm>
  );
}
