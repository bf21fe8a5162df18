/**
 * /admin/personnel — the foundation's staff (spec back-office.md §2 "Staff", §3). The status filter
 * (`?statut=`), the department tab (`?departement=`), the page and the add / edit forms
 * (`?mode=ajout`, `?modifier=`) live in the URL; deleting asks for confirmation. Everything works
 * without JavaScript. Changes show on the public /personnel page (former staff are hidden there).
 */
import { Link, useLocation } from "react-router";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { FilterForm } from "~/components/admin/filter-form";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { loadFormMode, searchWith, postedRecord, backTo } from "~/components/admin/form-mode";
import { refuseForm } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  hiredSinceLabel,
  staffDepartments,
  staffStatuses,
  staffStatusLabel,
  type StaffDepartment,
} from "~/domain/staff/departments";
import {
  DEFAULT_LOCATION,
  parseStaffDepartment,
  parseStaffStatus,
  STAFF_NOT_FOUND,
  staffDepartmentKeys,
  staffSchema,
  staffStatusKeys,
  type StaffField,
} from "~/domain/staff/schema";
import {
  createStaffMember,
  deleteStaffMember,
  getStaffMember,
  listStaff,
  updateStaffMember,
  type StaffRow,
} from "~/domain/staff/staff-admin.server";
import { todayInSaguenay } from "~/lib/format";
import { cn } from "~/lib/utils";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import type { Route } from "./+types/staff";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "staff" };

const PATH = "/admin/personnel";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const status = parseStaffStatus(params.get("statut"));
  const department = parseStaffDepartment(params.get("departement"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listStaff(db, { page, status, department });
  const {
    mode,
    edited,
    notice: missing,
  } = await loadFormMode(params, (id) => getStaffMember(db, id), STAFF_NOT_FOUND);
  if (missing) notices.push(missing);
  return {
    list,
    status,
    department,
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
      schema: staffSchema,
      notFound: STAFF_NOT_FOUND,
      image: { find: (id) => getStaffMember(db, id), alt: (input) => input.name },
      create: async (input, image) => {
        await createStaffMember(db, me.id, { ...input, image: image! });
        return redirectWithToast(back, { title: "Employé ajouté" });
      },
      update: async (id, input, image) =>
        (await updateStaffMember(db, me.id, id, { ...input, image: image! }))
          ? redirectWithToast(back, { title: "Employé mis à jour" })
          : null,
    });
  }

  if (intent === "delete") {
    return deleteRecord({
      form,
      intent,
      id,
      notFound: STAFF_NOT_FOUND,
      remove: async (id) =>
        (await deleteStaffMember(db, me.id, id))
          ? redirectWithToast(back, { title: "Employé supprimé" })
          : null,
    });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Personnel — Administration" }];

const statusTones: Record<string, BadgeTone> = {
  actif: "success",
  conge: "warning",
  termine: "neutral",
};

/** "418 555-0123" → "tel:4185550123". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, department, mode, edited, today, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const deleteError = refused?.intent === "delete" ? refused.errors.form : undefined;
  const tabs: { id: StaffDepartment | null; label: string }[] = [
    { id: null, label: "Tous" },
    ...staffDepartmentKeys.map((key) => ({ id: key, label: staffDepartments[key] })),
  ];
  return (
    <>
      <AdminPageHeader title="Notre Personnel" subtitle="Gérez les membres du personnel" />
      <AdminTabs
        label="Services"
        current={department}
        tabs={tabs.map((tab) => ({
          ...tab,
          href: searchWith(search, tab.id ? { departement: tab.id } : {}, [
            "departement",
            "page",
            "modifier",
          ]),
        }))}
      />
      <AdminNotices messages={[notice, deleteError]} />

      {mode.kind !== "view" ? (
        <StaffForm
          key={search}
          edited={edited}
          refused={refused}
          today={today}
          cancelTo={searchWith(search, {}, ["modifier"])}
        />
      ) : null}

      <AdminPanel id="liste-personnel" title="Personnel">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <Link
            to={searchWith(search, { mode: "ajout" }, ["modifier"])}
            className={buttonVariants({ size: "sm" })}
          >
            Ajouter un employé
          </Link>
          <FilterForm
            id="filtre-statut"
            label="Filtrer par statut"
            name="statut"
            value={status}
            allLabel="Tous les statuts"
            options={staffStatusKeys.map((key) => ({ value: key, label: staffStatuses[key] }))}
          >
            {department ? <input type="hidden" name="departement" value={department} /> : null}
          </FilterForm>
        </div>
        <AdminTable
          caption="Membres du personnel"
          headers={[
            "Photo",
            "Nom",
            "Poste",
            "Service",
            "Courriel",
            "Téléphone",
            "Lieu",
            "Statut",
            "Depuis",
            "Actions",
          ]}
          empty="Aucun membre du personnel trouvé."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((person) => (
            <tr key={person.id} className={rowClasses}>
              <td className={cellClasses}>
                <ResponsiveImage
                  src={person.image || "/placeholder.svg"}
                  alt=""
                  sizes="40px"
                  width={40}
                  height={40}
                  className="size-10 rounded-full object-cover"
                />
              </td>
              <th scope="row" className={cn(cellClasses, "font-medium")}>
                {person.name}
              </th>
              <td className={cellClasses}>{person.role}</td>
              <td className={cellClasses}>
                {staffDepartments[person.department as StaffDepartment] ?? person.department}
              </td>
              <td className={cn(cellClasses, "break-all")}>
                {person.email ? (
                  <a href={`mailto:${person.email}`} className="text-primary underline">
                    {person.email}
                  </a>
                ) : null}
              </td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>
                {person.phone ? (
                  <a href={telHref(person.phone)} className="text-primary underline">
                    {person.phone}
                  </a>
                ) : null}
              </td>
              <td className={cellClasses}>{person.location}</td>
              <td className={cellClasses}>
                <StatusBadge tone={statusTones[person.status] ?? "danger"}>
                  {staffStatusLabel(person.status)}
                </StatusBadge>
              </td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>
                {hiredSinceLabel(person.hireDate)}
              </td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={searchWith(search, { modifier: person.id })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Modifier<span className="sr-only"> {person.name}</span>
                  </Link>
                  <ConfirmDialog
                    intent="delete"
                    id={person.id}
                    subject={person.name}
                    title="Supprimer l'employé"
                    description={`Êtes-vous sûr de vouloir supprimer ${person.name} du personnel ? Cette action ne peut pas être annulée.`}
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

const ORDER: StaffField[] = [
  "name",
  "role",
  "department",
  "email",
  "phone",
  "location",
  "bio",
  "imageFile",
  "imageUrl",
  "hireDate",
  "status",
];
const departmentOptions = staffDepartmentKeys.map((key) => ({
  value: key,
  label: staffDepartments[key],
}));
const statusOptions = staffStatusKeys.map((key) => ({ value: key, label: staffStatuses[key] }));

function StaffForm({
  edited,
  refused,
  today,
  cancelTo,
}: {
  edited: StaffRow | null;
  refused?: RefusedForm;
  today: string;
  cancelTo: string;
}) {
  const intent = edited ? "update" : "create";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  return (
    <RecordForm<StaffField>
      id="formulaire-personnel"
      title={edited ? `Modifier ${edited.name}` : "Ajouter un employé"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
      multipart
    >
      <Field id="personnel-nom" label="Nom" error={errors?.name}>
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
      <Field id="personnel-poste" label="Poste" error={errors?.role}>
        {(control) => (
          <Input
            {...control}
            name="role"
            required
            maxLength={200}
            defaultValue={valueOf(mine, "role", edited?.role)}
          />
        )}
      </Field>
      <Field id="personnel-service" label="Service" error={errors?.department}>
        {(control) => (
          <Select
            {...control}
            name="department"
            options={departmentOptions}
            defaultValue={valueOf(mine, "department", edited?.department, "administration")}
          />
        )}
      </Field>
      <Field id="personnel-courriel" label="Courriel" error={errors?.email}>
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
      <Field id="personnel-telephone" label="Téléphone" error={errors?.phone}>
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
      <Field id="personnel-lieu" label="Lieu" error={errors?.location}>
        {(control) => (
          <Input
            {...control}
            name="location"
            required
            maxLength={200}
            defaultValue={valueOf(mine, "location", edited?.location, DEFAULT_LOCATION)}
          />
        )}
      </Field>
      <Field id="personnel-biographie" label="Biographie" error={errors?.bio}>
        {(control) => (
          <Textarea
            {...control}
            name="bio"
            rows={4}
            maxLength={5000}
            defaultValue={valueOf(mine, "bio", edited?.bio)}
          />
        )}
      </Field>
      <ImageField
        id="personnel-image"
        legend="Image"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
      <Field id="personnel-embauche" label="Date d'embauche" error={errors?.hireDate}>
        {(control) => (
          <Input
            {...control}
            name="hireDate"
            type="date"
            required
            defaultValue={valueOf(mine, "hireDate", edited?.hireDate, today)}
          />
        )}
      </Field>
      <Field id="personnel-statut" label="Statut" error={errors?.status}>
        {(control) => (
          <Select
            {...control}
            name="status"
            options={statusOptions}
            defaultValue={valueOf(mine, "status", edited?.status, "actif")}
          />
        )}
      </Field>
    </RecordForm>
  );
}
