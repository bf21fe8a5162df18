/**
 * /admin/personnel — the foundation's staff (spec back-office.md §2 "Staff", §3). The status filter
 * (`?statut=`), the department tab (`?departement=`), the page and the add / edit forms
 * (`?mode=ajout`, `?modifier=`) live in the URL; deleting asks for confirmation. Everything works
 * without JavaScript. Changes show on the public /personnel page (former staff are hidden there).
 */
import { useLocation } from "react-router";
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { CrudForm } from "~/components/admin/crud/crud-form";
import { CrudList, type Column } from "~/components/admin/crud/crud-list";
import type { FieldSpec } from "~/components/admin/crud/form-fields";
import { FilterForm } from "~/components/admin/filter-form";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { AdminHandle } from "~/domain/admin/handle";
import { crudAction, loadCrudScreen } from "~/domain/admin/crud-screen.server";
import {
  hiredSinceLabel,
  staffDepartments,
  staffStatuses,
  staffStatusLabel,
  type StaffDepartment,
} from "~/domain/staff/departments";
import {
  DEFAULT_LOCATION,
  staffDepartmentKeys,
  staffSchema,
  staffStatusKeys,
  type StaffField,
} from "~/domain/staff/schema";
import { staffScreen, type StaffRow } from "~/domain/staff/staff-admin.server";
import { todayInSaguenay } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";
import type { Route } from "./+types/staff";

export const handle: AdminHandle = { area: "staff" };

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await loadCrudScreen(staffScreen, request)), today: todayInSaguenay() };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction(staffScreen, request);
}

export const meta: Route.MetaFunction = () => [{ title: "Personnel — Administration" }];

const statusTones: Record<string, BadgeTone> = {
  actif: "success",
  conge: "warning",
  termine: "neutral",
};

const departmentOptions = staffDepartmentKeys.map((key) => ({
  value: key,
  label: staffDepartments[key],
}));
const statusOptions = staffStatusKeys.map((key) => ({ value: key, label: staffStatuses[key] }));

/** "418 555-0123" → "tel:4185550123". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

const COLUMNS: Column<StaffRow>[] = [
  {
    header: "Photo",
    cell: (person) => (
      <ResponsiveImage
        src={person.image || "/placeholder.svg"}
        alt=""
        sizes="40px"
        width={40}
        height={40}
        className="size-10 rounded-full object-cover"
      />
    ),
  },
  { header: "Nom", rowHeader: true, cell: (person) => person.name },
  { header: "Poste", cell: (person) => person.role },
  {
    header: "Service",
    cell: (person) => staffDepartments[person.department as StaffDepartment] ?? person.department,
  },
  {
    header: "Courriel",
    className: "break-all",
    cell: (person) =>
      person.email ? (
        <a href={`mailto:${person.email}`} className="text-primary underline">
          {person.email}
        </a>
      ) : null,
  },
  {
    header: "Téléphone",
    className: "whitespace-nowrap",
    cell: (person) =>
      person.phone ? (
        <a href={telHref(person.phone)} className="text-primary underline">
          {person.phone}
        </a>
      ) : null,
  },
  { header: "Lieu", cell: (person) => person.location },
  {
    header: "Statut",
    cell: (person) => (
      <StatusBadge tone={statusTones[person.status] ?? "danger"}>
        {staffStatusLabel(person.status)}
      </StatusBadge>
    ),
  },
  {
    header: "Depuis",
    className: "whitespace-nowrap",
    cell: (person) => hiredSinceLabel(person.hireDate),
  },
];

function fields(today: string): FieldSpec<StaffField>[] {
  return [
    { name: "name", label: "Nom", id: "personnel-nom", autoComplete: "off" },
    { name: "role", label: "Poste", id: "personnel-poste" },
    {
      name: "department",
      label: "Service",
      id: "personnel-service",
      kind: "select",
      options: departmentOptions,
      initial: "administration",
    },
    {
      name: "email",
      label: "Courriel",
      id: "personnel-courriel",
      kind: "email",
      autoComplete: "off",
    },
    {
      name: "phone",
      label: "Téléphone",
      id: "personnel-telephone",
      kind: "tel",
      autoComplete: "off",
    },
    { name: "location", label: "Lieu", id: "personnel-lieu", initial: DEFAULT_LOCATION },
    { name: "bio", label: "Biographie", id: "personnel-biographie", kind: "textarea" },
    { name: "image", label: "Image", id: "personnel-image", kind: "image" },
    {
      name: "hireDate",
      label: "Date d'embauche",
      id: "personnel-embauche",
      kind: "date",
      initial: today,
    },
    {
      name: "status",
      label: "Statut",
      id: "personnel-statut",
      kind: "select",
      options: statusOptions,
      initial: "actif",
    },
  ];
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, department, mode, edited, today, notice } = loaderData;
  const { search } = useLocation();
  const deleteError =
    actionData?.refused?.intent === "delete" ? actionData.refused.errors.form : undefined;
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
        <CrudForm
          id="formulaire-personnel"
          schema={staffSchema}
          fields={fields(today)}
          edited={edited}
          answer={actionData}
          addTitle="Ajouter un employé"
          editTitle={(person) => `Modifier ${person.name}`}
        />
      ) : null}

      <CrudList
        id="liste-personnel"
        title="Personnel"
        caption="Membres du personnel"
        columns={COLUMNS}
        list={list}
        empty="Aucun membre du personnel trouvé."
        addLabel="Ajouter un employé"
        subject={(person) => person.name}
        confirm={(person) => ({
          title: "Supprimer l'employé",
          description: `Êtes-vous sûr de vouloir supprimer ${person.name} du personnel ? Cette action ne peut pas être annulée.`,
        })}
        toolbar={
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
        }
      />
    </>
  );
}
