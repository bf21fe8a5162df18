/**
 * /admin/sope-naby — the Sope Naby group's members and events (spec back-office.md §2 "Sope Naby
 * group"). The tab (`?onglet=membres|evenements`), the page and the add / edit forms
 * (`?mode=ajout`, `?modifier=`) live in the URL; switching tab returns to view mode. Everything
 * works without JavaScript.
 */
import { Link, useLocation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { loadFormMode, searchWith, postedRecord } from "~/components/admin/form-mode";
import { formFields, refuseForm } from "~/components/admin/form-values";
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
  createGroupEvent,
  createGroupMember,
  deleteGroupEvent,
  deleteGroupMember,
  getGroupEvent,
  getGroupMember,
  listGroupEvents,
  listGroupMembers,
  updateGroupEvent,
  updateGroupMember,
  type GroupEventRow,
  type GroupMemberRow,
} from "~/domain/group/group-admin.server";
import {
  GROUP_EVENT_NOT_FOUND,
  GROUP_MEMBER_NOT_FOUND,
  groupEventSchema,
  groupEventStatuses,
  groupEventStatusLabel,
  groupEventStatusLabels,
  groupMemberSchema,
  groupRoles,
  type GroupEventField,
  type GroupMemberField,
} from "~/domain/group/schema";
import { formatDate, todayInSaguenay } from "~/lib/format";
import { firstErrors } from "~/lib/form-errors";
import { cn } from "~/lib/utils";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import { discardFormImage, readFormImage } from "~/server/form-image.server";
import type { Route } from "./+types/group";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "sope-naby" };

const PATH = "/admin/sope-naby";
const TABS = [
  { id: "membres", label: "Membres" },
  { id: "evenements", label: "Événements" },
] as const;
type Tab = (typeof TABS)[number]["id"];
const SAVED = "Les modifications ont été enregistrées avec succès";

function readTab(raw: string | null): Tab {
  return raw === "evenements" ? "evenements" : "membres";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const tab = readTab(params.get("onglet"));
  const { page, valid } = parsePage(params.get("page"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const today = todayInSaguenay();

  if (tab === "membres") {
    const list = await listGroupMembers(db, page);
    const { mode, edited, notice } = await loadFormMode(
      params,
      (id) => getGroupMember(db, id),
      GROUP_MEMBER_NOT_FOUND,
    );
    if (notice) notices.push(notice);
    return {
      tab,
      members: list,
      events: null,
      mode,
      editedMember: edited,
      editedEvent: null,
      today,
      notice: notices[0] ?? null,
    };
  }
  const list = await listGroupEvents(db, page);
  const { mode, edited, notice } = await loadFormMode(
    params,
    (id) => getGroupEvent(db, id),
    GROUP_EVENT_NOT_FOUND,
  );
  if (notice) notices.push(notice);
  return {
    tab,
    members: null,
    events: list,
    mode,
    editedMember: null,
    editedEvent: edited,
    today,
    notice: notices[0] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request, IMAGE_FORM);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  const fields = formFields(form);
  const back = (tab: Tab) => {
    const url = visibleUrl(request);
    const search = searchWith(url.search, { onglet: tab }, ["modifier"]);
    return `${PATH}${search}`;
  };

  if (intent === "create-member" || intent === "update-member") {
    const parsed = groupMemberSchema.safeParse(fields);
    if (!parsed.success) {
      return refuseForm(intent, firstErrors<GroupMemberField>(parsed.error.issues), form);
    }
    if (intent === "create-member") {
      await createGroupMember(db, me.id, parsed.data);
      return redirectWithToast(back("membres"), { title: "Membre ajouté", description: SAVED });
    }
    if (!id || !(await updateGroupMember(db, me.id, id, parsed.data))) {
      return refuseForm(intent, { form: GROUP_MEMBER_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(back("membres"), { title: "Membre mis à jour", description: SAVED });
  }

  if (intent === "delete-member") {
    if (!id || !(await deleteGroupMember(db, me.id, id))) {
      return refuseForm(intent, { form: GROUP_MEMBER_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(back("membres"), { title: "Membre supprimé" });
  }

  if (intent === "create-event" || intent === "update-event") {
    const parsed = groupEventSchema.safeParse(fields);
    if (!parsed.success) {
      return refuseForm(intent, firstErrors<GroupEventField>(parsed.error.issues), form);
    }
    const current = intent === "update-event" && id ? await getGroupEvent(db, id) : null;
    if (intent === "update-event" && !current) {
      return refuseForm(intent, { form: GROUP_EVENT_NOT_FOUND }, form, 404);
    }
    const image = await readFormImage(db, form, {
      current: current?.image,
      alt: parsed.data.title,
    });
    if (!image.ok) return refuseForm(intent, { [image.field]: image.error }, form);
    const values = { ...parsed.data, image: image.url };
    if (intent === "create-event") {
      await createGroupEvent(db, me.id, values);
      return redirectWithToast(back("evenements"), {
        title: "Événement ajouté",
        description: SAVED,
      });
    }
    if (!(await updateGroupEvent(db, me.id, id!, values))) {
      await discardFormImage(db, image);
      return refuseForm(intent, { form: GROUP_EVENT_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(back("evenements"), {
      title: "Événement mis à jour",
      description: SAVED,
    });
  }

  if (intent === "delete-event") {
    if (!id || !(await deleteGroupEvent(db, me.id, id))) {
      return refuseForm(intent, { form: GROUP_EVENT_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(back("evenements"), { title: "Événement supprimé" });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Groupe Sope Naby — Administration" }];

const statusTones: Record<string, BadgeTone> = {
  upcoming: "success",
  completed: "neutral",
  cancelled: "danger",
};

export default function Group({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, members, events, mode, editedMember, editedEvent, today, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const deleteError = refused?.intent.startsWith("delete-") ? refused.errors.form : undefined;
  const cancelTo = searchWith(search, {}, ["modifier"]);
  return (
    <>
      <AdminPageHeader
        title="Gestion du Groupe Sope Naby"
        subtitle="Gérez les membres et les événements du groupe"
      />
      <AdminTabs
        label="Onglets du groupe"
        current={tab}
        tabs={TABS.map((t) => ({ ...t, href: `?onglet=${t.id}` }))}
      />
      <AdminNotices messages={[notice, deleteError]} />

      {members ? (
        <>
          {mode.kind !== "view" ? (
            <MemberForm
              key={search}
              edited={editedMember}
              refused={refused}
              today={today}
              cancelTo={cancelTo}
            />
          ) : null}
          <AdminPanel id="liste-membres" title="Membres">
            <Link
              to={searchWith(search, { mode: "ajout" }, ["modifier"])}
              className={cn(buttonVariants({ size: "sm" }), "mb-4")}
            >
              Ajouter un membre
            </Link>
            <AdminTable
              caption="Membres du groupe Sope Naby"
              headers={["Nom", "Rôle", "Contact", "Date d'adhésion", "Statut", "Actions"]}
              empty="Aucun membre dans le groupe."
              isEmpty={members.rows.length === 0}
            >
              {members.rows.map((member) => (
                <tr key={member.id} className={rowClasses}>
                  <th scope="row" className={cn(cellClasses, "font-medium")}>
                    {member.name}
                  </th>
                  <td className={cellClasses}>{member.role}</td>
                  <td className={cellClasses}>
                    {member.email ? <span className="block break-all">{member.email}</span> : null}
                    {member.phone ? (
                      <span className="block whitespace-nowrap">{member.phone}</span>
                    ) : null}
                  </td>
                  <td className={cn(cellClasses, "whitespace-nowrap")}>
                    {formatDate(member.joinDate)}
                  </td>
                  <td className={cellClasses}>
                    <StatusBadge tone={member.active ? "success" : "neutral"}>
                      {member.active ? "Actif" : "Inactif"}
                    </StatusBadge>
                  </td>
                  <td className={cellClasses}>
                    <RowActions
                      search={search}
                      id={member.id}
                      name={member.name}
                      intent="delete-member"
                      title="Supprimer le membre"
                      description={`Êtes-vous sûr de vouloir supprimer le membre ${member.name} ? Cette action ne peut pas être annulée.`}
                    />
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pagination page={members.page} pageCount={members.pageCount} />
          </AdminPanel>
        </>
      ) : null}

      {events ? (
        <>
          {mode.kind !== "view" ? (
            <EventForm
              key={search}
              edited={editedEvent}
              refused={refused}
              today={today}
              cancelTo={cancelTo}
            />
          ) : null}
          <AdminPanel id="liste-evenements" title="Événements">
            <Link
              to={searchWith(search, { mode: "ajout" }, ["modifier"])}
              className={cn(buttonVariants({ size: "sm" }), "mb-4")}
            >
              Ajouter un événement
            </Link>
            <AdminTable
              caption="Événements du groupe Sope Naby"
              headers={["Titre", "Date", "Lieu", "Statut", "Actions"]}
              empty="Aucun événement pour le groupe."
              isEmpty={events.rows.length === 0}
            >
              {events.rows.map((event) => (
                <tr key={event.id} className={rowClasses}>
                  <th scope="row" className={cn(cellClasses, "font-medium")}>
                    {event.title}
                  </th>
                  <td className={cn(cellClasses, "whitespace-nowrap")}>{formatDate(event.date)}</td>
                  <td className={cellClasses}>{event.location}</td>
                  <td className={cellClasses}>
                    <StatusBadge tone={statusTones[event.status] ?? "neutral"}>
                      {groupEventStatusLabel(event.status)}
                    </StatusBadge>
                  </td>
                  <td className={cellClasses}>
                    <RowActions
                      search={search}
                      id={event.id}
                      name={event.title}
                      intent="delete-event"
                      title="Supprimer l'événement"
                      description={`Êtes-vous sûr de vouloir supprimer l'événement ${event.title} ? Cette action ne peut pas être annulée.`}
                    />
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pagination page={events.page} pageCount={events.pageCount} />
          </AdminPanel>
        </>
      ) : null}
    </>
  );
}

function RowActions({
  search,
  id,
  name,
  intent,
  title,
  description,
}: {
  search: string;
  id: number;
  name: string;
  intent: string;
  title: string;
  description: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={searchWith(search, { modifier: id })}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        Modifier<span className="sr-only"> {name}</span>
      </Link>
      <ConfirmDialog
        intent={intent}
        id={id}
        subject={name}
        title={title}
        description={description}
      />
    </div>
  );
}

const MEMBER_ORDER: GroupMemberField[] = ["name", "role", "email", "phone", "joinDate", "active"];
const roleOptions = groupRoles.map((role) => ({ value: role, label: role }));

function MemberForm({
  edited,
  refused,
  today,
  cancelTo,
}: {
  edited: GroupMemberRow | null;
  refused?: RefusedForm;
  today: string;
  cancelTo: string;
}) {
  const intent = edited ? "update-member" : "create-member";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  const active = mine ? mine.values.active === "on" : (edited?.active ?? true);
  return (
    <RecordForm<GroupMemberField>
      id="formulaire-membre"
      title={edited ? `Modifier le membre ${edited.name}` : "Ajouter un membre"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={MEMBER_ORDER}
    >
      <Field id="membre-nom" label="Nom complet" error={errors?.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            required
            maxLength={200}
            autoComplete="off"
            defaultValue={valueOf(mine, "name", edited?.name)}
          />
        )}
      </Field>
      <Field id="membre-role" label="Rôle" error={errors?.role}>
        {(control) => (
          <Select
            {...control}
            name="role"
            options={roleOptions}
            defaultValue={valueOf(mine, "role", edited?.role, "Membre")}
          />
        )}
      </Field>
      <Field id="membre-email" label="Email" error={errors?.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            maxLength={254}
            autoComplete="off"
            defaultValue={valueOf(mine, "email", edited?.email)}
          />
        )}
      </Field>
      <Field id="membre-telephone" label="Téléphone" error={errors?.phone}>
        {(control) => (
          <Input
            {...control}
            name="phone"
            type="tel"
            maxLength={25}
            autoComplete="off"
            defaultValue={valueOf(mine, "phone", edited?.phone)}
          />
        )}
      </Field>
      <Field id="membre-adhesion" label="Date d'adhésion" error={errors?.joinDate}>
        {(control) => (
          <Input
            {...control}
            name="joinDate"
            type="date"
            required
            defaultValue={valueOf(mine, "joinDate", edited?.joinDate, today)}
          />
        )}
      </Field>
      <div className="flex items-center gap-2">
        <input
          id="membre-actif"
          type="checkbox"
          name="active"
          defaultChecked={active}
          className="size-4 accent-primary"
        />
        <label htmlFor="membre-actif" className="text-sm font-medium">
          Membre actif
        </label>
      </div>
    </RecordForm>
  );
}

const EVENT_ORDER: GroupEventField[] = [
  "title",
  "date",
  "location",
  "status",
  "description",
  "imageFile",
  "imageUrl",
];
const statusOptions = groupEventStatuses.map((status) => ({
  value: status,
  label: groupEventStatusLabels[status],
}));

function EventForm({
  edited,
  refused,
  today,
  cancelTo,
}: {
  edited: GroupEventRow | null;
  refused?: RefusedForm;
  today: string;
  cancelTo: string;
}) {
  const intent = edited ? "update-event" : "create-event";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  return (
    <RecordForm<GroupEventField>
      id="formulaire-evenement"
      title={edited ? `Modifier l'événement ${edited.title}` : "Ajouter un événement"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={EVENT_ORDER}
      multipart
    >
      <Field id="evenement-titre" label="Titre" error={errors?.title}>
        {(control) => (
          <Input
            {...control}
            name="title"
            required
            maxLength={200}
            defaultValue={valueOf(mine, "title", edited?.title)}
          />
        )}
      </Field>
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
      <Field id="evenement-lieu" label="Lieu" error={errors?.location}>
        {(control) => (
          <Input
            {...control}
            name="location"
            required
            maxLength={200}
            defaultValue={valueOf(mine, "location", edited?.location)}
          />
        )}
      </Field>
      <Field id="evenement-statut" label="Statut" error={errors?.status}>
        {(control) => (
          <Select
            {...control}
            name="status"
            options={statusOptions}
            defaultValue={valueOf(mine, "status", edited?.status, "upcoming")}
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
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
    </RecordForm>
  );
}
