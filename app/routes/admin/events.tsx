/**
 * /admin/evenements — the events of the public /evenements pages (spec back-office.md §2
 * "Events", §3, §4). The tab (`?onglet=a-venir|passes|annules`), the page and the add / edit
 * forms (`?mode=ajout`, `?modifier=`) live in the URL; deleting asks for confirmation. Everything
 * works without JavaScript. "À venir" and "Passés" split the maintained events by their start,
 * exactly as the public page does; "Annulés" holds the cancelled ones (see domain/events/schema.ts).
 */
import { Link, useLocation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { loadFormMode, searchWith, postedRecord } from "~/components/admin/form-mode";
import { refuseForm } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  createAdminEvent,
  deleteAdminEvent,
  getAdminEvent,
  listAdminEvents,
  slugTakenByOther,
  updateAdminEvent,
  type EditedEvent,
} from "~/domain/events/events-admin.server";
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  eventCategoryLabel,
  excerpt,
} from "~/domain/events/filters";
import {
  EVENT_NOT_FOUND,
  eventSchema,
  eventStateLabels,
  eventStatuses,
  eventStatusKeys,
  eventTabKeys,
  eventTabOf,
  eventTabs,
  parseEventTab,
  SLUG_TAKEN,
  TABLE_DESCRIPTION_LENGTH,
  type EventField,
  type EventTab,
} from "~/domain/events/schema";
import { formatDate, formatTime, todayInSaguenay } from "~/lib/format";
import { slugify } from "~/lib/slug";
import { cn } from "~/lib/utils";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/events";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "events" };

const PATH = "/admin/evenements";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const tab = parseEventTab(params.get("onglet"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listAdminEvents(db, { page, tab, now: new Date() });
  const {
    mode,
    edited,
    notice: missing,
  } = await loadFormMode(params, (id) => getAdminEvent(db, id), EVENT_NOT_FOUND);
  if (missing) notices.push(missing);
  return { list, tab, mode, edited, today: todayInSaguenay(), notice: notices[0] ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request, IMAGE_FORM);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  const search = visibleUrl(request).search;
  /** Back to the list, on the tab where the saved event now is (the page kept if unchanged). */
  const backTo = (event: { status: string; startsAt: Date } | null) => {
    const current = parseEventTab(new URLSearchParams(search).get("onglet"));
    const tab = event ? eventTabOf(event, new Date()) : current;
    const kept = searchWith(search, { onglet: tab === "a-venir" ? null : tab }, [
      "modifier",
      ...(tab === current ? [] : ["page"]),
    ]);
    return kept === "?" ? PATH : `${PATH}${kept}`;
  };

  if (intent === "create" || intent === "update") {
    // A typed address must be free; the title-made one is made free by the domain module.
    const typed = slugify(String(form.get("slug") ?? ""));
    if (typed && (await slugTakenByOther(db, typed, intent === "update" ? id : null))) {
      return refuseForm(intent, { slug: SLUG_TAKEN }, form);
    }
    return saveRecord(db, {
      form,
      intent,
      id,
      adding: intent === "create",
      schema: eventSchema,
      notFound: EVENT_NOT_FOUND,
      image: { find: (id) => getAdminEvent(db, id), alt: (input) => input.title },
      create: async (input, image) => {
        const saved = await createAdminEvent(db, me.id, { ...input, image: image! });
        return redirectWithToast(backTo(saved), { title: "Événement ajouté" });
      },
      update: async (id, input, image) => {
        const saved = await updateAdminEvent(db, me.id, id, { ...input, image: image! });
        return saved ? redirectWithToast(backTo(saved), { title: "Événement mis à jour" }) : null;
      },
    });
  }

  if (intent === "delete") {
    return deleteRecord({
      form,
      intent,
      id,
      notFound: EVENT_NOT_FOUND,
      remove: async (id) =>
        (await deleteAdminEvent(db, me.id, id))
          ? redirectWithToast(backTo(null), { title: "Événement supprimé" })
          : null,
    });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Événements — Administration" }];

const stateTones: Record<EventTab, BadgeTone> = {
  "a-venir": "success",
  passes: "neutral",
  annules: "danger",
};

/** "5 décembre 2026, 18 h 30 – 20 h 30" */
function whenText(startsAt: Date | string, endsAt: Date | string | null): string {
  const start = `${formatDate(startsAt)}, ${formatTime(startsAt)}`;
  return endsAt ? `${start} – ${formatTime(endsAt)}` : start;
}

export default function Events({ loaderData, actionData }: Route.ComponentProps) {
  const { list, tab, mode, edited, today, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const deleteError = refused?.intent === "delete" ? refused.errors.form : undefined;
  // Rendering time is close enough to the loader's for the state badge of each row.
  const now = new Date();
  return (
    <>
      <AdminPageHeader title="Événements" subtitle="Gérez les événements du site public" />
      <AdminTabs
        label="Période"
        current={tab}
        tabs={eventTabKeys.map((key) => ({
          id: key,
          label: eventTabs[key],
          href: searchWith(search, { onglet: key === "a-venir" ? null : key }, [
            "onglet",
            "page",
            "modifier",
          ]),
        }))}
      />
      <AdminNotices messages={[notice, deleteError]} />

      {mode.kind !== "view" ? (
        <EventForm
          key={search}
          edited={edited}
          refused={refused}
          today={today}
          cancelTo={searchWith(search, {}, ["modifier"])}
        />
      ) : null}

      <AdminPanel id="liste-evenements" title={`Événements ${eventTabs[tab].toLowerCase()}`}>
        <Link
          to={searchWith(search, { mode: "ajout" }, ["modifier"])}
          className={cn(buttonVariants({ size: "sm" }), "mb-4")}
        >
          Ajouter un événement
        </Link>
        <AdminTable
          caption={`Événements ${eventTabs[tab].toLowerCase()}`}
          headers={["Titre", "Date", "Lieu", "Type", "Description", "Statut", "Actions"]}
          empty={emptyText(tab)}
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((event) => {
            const state = eventTabOf(event, now);
            return (
              <tr key={event.id} className={rowClasses}>
                <th scope="row" className={cn(cellClasses, "font-medium")}>
                  <a
                    href={`/evenements/${encodeURIComponent(event.slug)}`}
                    className="text-primary underline underline-offset-4"
                  >
                    {event.title}
                  </a>
                </th>
                <td className={cellClasses}>{whenText(event.startsAt, event.endsAt)}</td>
                <td className={cellClasses}>{event.location}</td>
                <td className={cellClasses}>{eventCategoryLabel(event.category)}</td>
                <td className={cellClasses}>
                  {excerpt(event.description, TABLE_DESCRIPTION_LENGTH)}
                </td>
                <td className={cellClasses}>
                  <StatusBadge tone={stateTones[state]}>{eventStateLabels[state]}</StatusBadge>
                </td>
                <td className={cellClasses}>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={searchWith(search, { modifier: event.id })}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      Modifier<span className="sr-only"> {event.title}</span>
                    </Link>
                    <ConfirmDialog
                      intent="delete"
                      id={event.id}
                      subject={event.title}
                      title="Supprimer l'événement"
                      description={`Êtes-vous sûr de vouloir supprimer l'événement « ${event.title} » ? Il disparaîtra du site public. Cette action ne peut pas être annulée.`}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </AdminTable>
        <Pagination page={list.page} pageCount={list.pageCount} />
      </AdminPanel>
    </>
  );
}

function emptyText(tab: EventTab): string {
  if (tab === "passes") return "Aucun événement passé.";
  if (tab === "annules") return "Aucun événement annulé.";
  return "Aucun événement à venir.";
}

const ORDER: EventField[] = [
  "title",
  "slug",
  "date",
  "startTime",
  "endTime",
  "location",
  "category",
  "status",
  "description",
  "imageFile",
  "imageUrl",
];
const categoryOptions = EVENT_CATEGORIES.map((key) => ({
  value: key,
  label: EVENT_CATEGORY_LABELS[key],
}));
const statusOptions = eventStatusKeys.map((key) => ({ value: key, label: eventStatuses[key] }));

function EventForm({
  edited,
  refused,
  today,
  cancelTo,
}: {
  edited: EditedEvent | null;
  refused?: RefusedForm;
  today: string;
  cancelTo: string;
}) {
  const intent = edited ? "update" : "create";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  return (
    <RecordForm<EventField>
      id="formulaire-evenement"
      title={edited ? `Modifier ${edited.title}` : "Ajouter un événement"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
      multipart
    >
      <Field id="evenement-titre" label="Titre" error={errors?.title}>
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
      <Field
        id="evenement-adresse"
        label={
          <>
            Adresse de la page publique{" "}
            <span className="font-normal text-muted-foreground">
              {edited
                ? "(/evenements/… — la changer rend les liens déjà partagés invalides)"
                : "(/evenements/… — laissez vide pour la créer à partir du titre)"}
            </span>
          </>
        }
        error={errors?.slug}
      >
        {(control) => (
          <Input
            {...control}
            name="slug"
            maxLength={80}
            autoComplete="off"
            defaultValue={valueOf(mine, "slug", edited?.slug)}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id="evenement-date" label="Date" error={errors?.date}>
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
        <Field id="evenement-debut" label="Heure de début" error={errors?.startTime}>
          {(control) => (
            <Input
              {...control}
              name="startTime"
              type="time"
              required
              defaultValue={valueOf(mine, "startTime", edited?.startTime, "18:00")}
            />
          )}
        </Field>
        <Field id="evenement-fin" label="Heure de fin" error={errors?.endTime}>
          {(control) => (
            <Input
              {...control}
              name="endTime"
              type="time"
              defaultValue={valueOf(mine, "endTime", edited?.endTime)}
            />
          )}
        </Field>
      </div>
      <Field id="evenement-lieu" label="Lieu" error={errors?.location}>
        {(control) => (
          <Input
            {...control}
            name="location"
            required
            maxLength={300}
            defaultValue={valueOf(mine, "location", edited?.location)}
          />
        )}
      </Field>
      <Field id="evenement-type" label="Type" error={errors?.category}>
        {(control) => (
          <Select
            {...control}
            name="category"
            options={categoryOptions}
            defaultValue={valueOf(mine, "category", edited?.category, "conference")}
          />
        )}
      </Field>
      <Field
        id="evenement-statut"
        label={
          <>
            Statut{" "}
            <span className="font-normal text-muted-foreground">
              (un événement prévu est « À venir » ou « Passé » selon sa date)
            </span>
          </>
        }
        error={errors?.status}
      >
        {(control) => (
          <Select
            {...control}
            name="status"
            options={statusOptions}
            defaultValue={valueOf(mine, "status", edited?.status, "scheduled")}
          />
        )}
      </Field>
      <Field id="evenement-description" label="Description" error={errors?.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={4}
            maxLength={5000}
            defaultValue={valueOf(mine, "description", edited?.description)}
          />
        )}
      </Field>
      <ImageField
        id="evenement-image"
        legend="Image"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
    </RecordForm>
  );
}
