/**
 * /admin/discours — speeches and teachings (spec back-office.md §2 "Speeches", §3, §4). The status
 * tab (`?statut=publie|brouillon`), the type filter (`?type=`), the title search (`?q=`), the page
 * and the add / edit forms (`?mode=ajout`, `?modifier=`) live in the URL; publishing is a small
 * POST form per row, deleting asks for confirmation. Everything works without JavaScript. Only
 * published speeches reach the public /discours page.
 */
import { Form, Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { loadFormMode, searchWith, postedRecord, backTo } from "~/components/admin/form-mode";
import { refuseForm } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { fieldClasses, Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  speechCategories,
  speechKinds,
  speechStatusLabel,
  speechTypeLabel,
  speechTypes,
  type SpeechStatus,
} from "~/domain/speeches/labels";
import {
  parseSpeechStatus,
  parseSpeechType,
  SPEECH_NOT_FOUND,
  speechKindKeys,
  speechSchema,
  speechTypeKeys,
  type SpeechField,
} from "~/domain/speeches/schema";
import {
  createSpeech,
  deleteSpeech,
  getSpeech,
  listSpeeches,
  setSpeechPublished,
  updateSpeech,
  type SpeechRow,
} from "~/domain/speeches/speeches-admin.server";
import { formatDate, todayInSaguenay } from "~/lib/format";
import { searchText } from "~/lib/search";
import { cn } from "~/lib/utils";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/speeches";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "speeches" };

const PATH = "/admin/discours";
const statusTabs: { id: SpeechStatus; label: string }[] = [
  { id: "publie", label: "Publiés" },
  { id: "brouillon", label: "Brouillons" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const status = parseSpeechStatus(params.get("statut"));
  const type = parseSpeechType(params.get("type"));
  const q = searchText(params.get("q"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listSpeeches(db, { page, status, type, q });
  const {
    mode,
    edited,
    notice: missing,
  } = await loadFormMode(params, (id) => getSpeech(db, id), SPEECH_NOT_FOUND);
  if (missing) notices.push(missing);
  return {
    list,
    status,
    type,
    q,
    mode,
    edited,
    today: todayInSaguenay(),
    notice: notices[0] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request, IMAGE_FORM);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  // Back to the list with its filters and page, the form closed.
  const back = backTo(PATH, request);

  if (intent === "create" || intent === "update") {
    return saveRecord(db, {
      form,
      intent,
      id,
      adding: intent === "create",
      schema: speechSchema,
      notFound: SPEECH_NOT_FOUND,
      image: { find: (id) => getSpeech(db, id), alt: (input) => input.title },
      create: async (input, image) => {
        await createSpeech(db, me.id, { ...input, image: image! });
        return redirectWithToast(back, { title: "Discours ajouté" });
      },
      update: async (id, input, image) =>
        (await updateSpeech(db, me.id, id, { ...input, image: image! }))
          ? redirectWithToast(back, { title: "Discours mis à jour" })
          : null,
    });
  }

  if (intent === "publish" || intent === "unpublish") {
    const published = intent === "publish";
    const title = id === null ? null : await setSpeechPublished(db, me.id, id, published);
    if (title === null) return refuseForm(intent, { form: SPEECH_NOT_FOUND }, form, 404);
    return redirectWithToast(
      back,
      published
        ? {
            title: "Discours publié",
            description: `« ${title} » est maintenant visible sur le site.`,
          }
        : { title: "Discours retiré", description: `« ${title} » a été retiré du site.` },
    );
  }

  if (intent === "delete") {
    return deleteRecord({
      form,
      intent,
      id,
      notFound: SPEECH_NOT_FOUND,
      remove: async (id) =>
        (await deleteSpeech(db, me.id, id))
          ? redirectWithToast(back, { title: "Discours supprimé" })
          : null,
    });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Discours — Administration" }];

export default function Speeches({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, type, q, mode, edited, today, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  // A refused publish / delete (the speech vanished) is told above the list.
  const rowError = refused && refused.intent !== "create" && refused.intent !== "update";
  const tabs: { id: SpeechStatus | null; label: string }[] = [
    { id: null, label: "Tous" },
    ...statusTabs,
  ];
  return (
    <>
      <AdminPageHeader
        title="Gestion des Discours"
        subtitle="Gérez les discours et enseignements publiés sur le site"
      />
      <AdminTabs
        label="Statuts des discours"
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
      <AdminNotices messages={[notice, rowError ? refused.errors.form : null]} />

      {mode.kind !== "view" ? (
        <SpeechForm
          key={search}
          edited={edited}
          refused={refused}
          today={today}
          cancelTo={searchWith(search, {}, ["modifier"])}
        />
      ) : null}

      <AdminPanel id="liste-discours" title="Discours">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <Link
            to={searchWith(search, { mode: "ajout" }, ["modifier"])}
            className={buttonVariants({ size: "sm" })}
          >
            Ajouter un discours
          </Link>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            {status ? <input type="hidden" name="statut" value={status} /> : null}
            <div className="grid gap-1">
              <label htmlFor="recherche-discours" className="text-sm font-medium">
                Rechercher par titre
              </label>
              <Input
                id="recherche-discours"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                maxLength={200}
                className="h-10"
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor="filtre-type" className="text-sm font-medium">
                Filtrer par type
              </label>
              <select
                id="filtre-type"
                name="type"
                defaultValue={type ?? ""}
                key={type ?? ""}
                className={cn(fieldClasses, "h-10")}
              >
                <option value="">Tous les types</option>
                {speechTypeKeys.map((key) => (
                  <option key={key} value={key}>
                    {speechTypes[key]}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="outline" size="sm">
              Filtrer
            </Button>
          </Form>
        </div>
        <AdminTable
          caption="Discours et enseignements"
          headers={["Titre", "Orateur", "Date", "Type", "Catégorie", "Statut", "Actions"]}
          empty="Aucun discours trouvé."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((speech) => (
            <tr key={speech.id} className={rowClasses}>
              <th scope="row" className={cn(cellClasses, "font-medium")}>
                {speech.title}
              </th>
              <td className={cellClasses}>{speech.speaker}</td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>{formatDate(speech.date)}</td>
              <td className={cellClasses}>{speechTypeLabel(speech.type)}</td>
              <td className={cellClasses}>{speech.category}</td>
              <td className={cellClasses}>
                <StatusBadge tone={speech.published ? "success" : "neutral"}>
                  {speechStatusLabel(speech.published)}
                </StatusBadge>
              </td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input
                      type="hidden"
                      name="intent"
                      value={speech.published ? "unpublish" : "publish"}
                    />
                    <input type="hidden" name="id" value={speech.id} />
                    <Button type="submit" variant="outline" size="sm">
                      {speech.published ? "Retirer" : "Publier"}
                      <span className="sr-only"> {speech.title}</span>
                    </Button>
                  </Form>
                  <Link
                    to={searchWith(search, { modifier: speech.id })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Modifier<span className="sr-only"> {speech.title}</span>
                  </Link>
                  <ConfirmDialog
                    intent="delete"
                    id={speech.id}
                    subject={speech.title}
                    title="Supprimer le discours"
                    description={`Êtes-vous sûr de vouloir supprimer le discours « ${speech.title} » ? Cette action ne peut pas être annulée.`}
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

const ORDER: SpeechField[] = [
  "title",
  "speaker",
  "date",
  "kind",
  "type",
  "category",
  "durationText",
  "excerpt",
  "content",
  "mediaUrl",
  "imageFile",
  "imageUrl",
  "published",
];
const typeOptions = speechTypeKeys.map((key) => ({ value: key, label: speechTypes[key] }));
const kindOptions = speechKindKeys.map((key) => ({ value: key, label: speechKinds[key] }));
const categoryOptions = speechCategories.map((category) => ({
  value: category,
  label: category,
}));

/** A hint under a control, read with it by screen readers. */
function describedBy(control: { "aria-describedby": string | undefined }, hintId: string) {
  return [control["aria-describedby"], hintId].filter(Boolean).join(" ");
}

function SpeechForm({
  edited,
  refused,
  today,
  cancelTo,
}: {
  edited: SpeechRow | null;
  refused?: RefusedForm;
  today: string;
  cancelTo: string;
}) {
  const intent = edited ? "update" : "create";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  const published = mine ? mine.values.published === "on" : (edited?.published ?? false);
  return (
    <RecordForm<SpeechField>
      id="formulaire-discours"
      title={edited ? `Modifier « ${edited.title} »` : "Ajouter un discours"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
      multipart
    >
      <Field id="discours-titre" label="Titre" error={errors?.title}>
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
      <Field id="discours-orateur" label="Orateur" error={errors?.speaker}>
        {(control) => (
          <Input
            {...control}
            name="speaker"
            required
            maxLength={200}
            defaultValue={valueOf(mine, "speaker", edited?.speaker)}
          />
        )}
      </Field>
      <Field id="discours-date" label="Date" error={errors?.date}>
        {(control) => (
          <Input
            {...control}
            name="date"
            type="date"
            required
            defaultValue={valueOf(mine, "date", edited?.date, today)}
          />
        )}
      </Field>
      <Field id="discours-genre" label="Genre (onglet du site)" error={errors?.kind}>
        {(control) => (
          <Select
            {...control}
            name="kind"
            options={kindOptions}
            defaultValue={valueOf(mine, "kind", edited?.kind, "conference")}
          />
        )}
      </Field>
      <Field id="discours-type" label="Type" error={errors?.type}>
        {(control) => (
          <Select
            {...control}
            name="type"
            options={typeOptions}
            defaultValue={valueOf(mine, "type", edited?.type, "video")}
          />
        )}
      </Field>
      <Field id="discours-categorie" label="Catégorie" error={errors?.category}>
        {(control) => (
          <Select
            {...control}
            name="category"
            options={categoryOptions}
            defaultValue={valueOf(mine, "category", edited?.category, "Enseignement")}
          />
        )}
      </Field>
      <Field id="discours-duree" label="Durée" error={errors?.durationText}>
        {(control) => (
          <Input
            {...control}
            name="durationText"
            maxLength={50}
            placeholder="ex. 45 min"
            defaultValue={valueOf(mine, "durationText", edited?.durationText)}
          />
        )}
      </Field>
      <Field id="discours-resume" label="Résumé" error={errors?.excerpt}>
        {(control) => (
          <Textarea
            {...control}
            name="excerpt"
            rows={3}
            maxLength={500}
            defaultValue={valueOf(mine, "excerpt", edited?.excerpt)}
          />
        )}
      </Field>
      <Field id="discours-contenu" label="Contenu" error={errors?.content}>
        {(control) => (
          <RichTextEditor
            {...control}
            name="content"
            label="Contenu"
            defaultValue={valueOf(mine, "content", edited?.content)}
          />
        )}
      </Field>
      <Field id="discours-media" label="URL du média" error={errors?.mediaUrl}>
        {(control) => (
          <>
            <Input
              {...control}
              aria-describedby={describedBy(control, "discours-media-aide")}
              name="mediaUrl"
              type="url"
              maxLength={2000}
              defaultValue={valueOf(mine, "mediaUrl", edited?.mediaUrl)}
            />
            <p id="discours-media-aide" className="text-sm text-muted-foreground">
              Adresse https://… (vidéo, page YouTube…) ou fichier du site /media/…
            </p>
          </>
        )}
      </Field>
      <ImageField
        id="discours-image"
        legend="Image de couverture"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
      <div className="flex items-center gap-3">
        <input
          id="discours-publie"
          type="checkbox"
          name="published"
          defaultChecked={published}
          className="size-5 accent-primary"
        />
        <label htmlFor="discours-publie" className="text-sm font-medium">
          Publié (visible sur le site)
        </label>
      </div>
    </RecordForm>
  );
}
