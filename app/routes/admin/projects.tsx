/**
 * /admin/projets — the fundraising projects (spec back-office.md §2 "Projects", §3, §4, §5, §8).
 * The status filter (`?statut=`), the page and the add / edit forms (`?mode=ajout`, `?modifier=`)
 * live in the URL; the featured star and deletion are small forms; everything works without
 * JavaScript. The public /projets page, the home campaign and the donation dialog read the same
 * table: drafts are never public, and the featured active project is the campaign (one at a time).
 */
import { Form, Link, useLocation } from "react-router";
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
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Progress } from "~/components/ui/progress";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import { CATEGORY_LABELS, categoryLabel, PROJECT_CATEGORIES } from "~/domain/projects/categories";
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  setProjectFeatured,
  updateProject,
  type ProjectRow,
} from "~/domain/projects/projects-admin.server";
import {
  centsToInput,
  parseProjectStatus,
  PROJECT_HAS_DONATIONS,
  PROJECT_NOT_FOUND,
  PROJECT_STATUSES,
  projectSchema,
  projectStatusFilterLabels,
  projectStatusLabel,
  projectStatusLabels,
  type ProjectField,
} from "~/domain/projects/schema";
import { formatDate, formatMoney, progressWidth, todayInSaguenay } from "~/lib/format";
import { cn } from "~/lib/utils";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/projects";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "projects" };

const PATH = "/admin/projets";
const FEATURED_HELP =
  "Un seul projet est mis en avant à la fois : le cocher retire la mise en avant du projet précédent. Il s'affiche comme campagne sur la page d'accueil, dans la fenêtre de don et en tête de /projets tant qu'il est actif.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const status = parseProjectStatus(params.get("statut"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listProjects(db, { page, status });
  const {
    mode,
    edited,
    notice: missing,
  } = await loadFormMode(params, (id) => getProject(db, id), PROJECT_NOT_FOUND);
  if (missing) notices.push(missing);
  return { list, status, mode, edited, today: todayInSaguenay(), notice: notices[0] ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request, IMAGE_FORM);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  // Back to the list with its filter and page, the form closed.
  const back = backTo(PATH, request);

  if (intent === "create" || intent === "update") {
    return saveRecord(db, {
      form,
      intent,
      id,
      adding: intent === "create",
      schema: projectSchema,
      notFound: PROJECT_NOT_FOUND,
      image: { find: (id) => getProject(db, id), alt: (input) => input.title },
      create: async (input, image) => {
        await createProject(db, me.id, { ...input, image: image! });
        return redirectWithToast(back, { title: "Projet ajouté" });
      },
      update: async (id, input, image) =>
        (await updateProject(db, me.id, id, { ...input, image: image! }))
          ? redirectWithToast(back, { title: "Projet mis à jour" })
          : null,
    });
  }

  if (intent === "feature") {
    // The wanted state is posted (not "toggle"), so a double submission changes nothing more.
    const wanted = String(form.get("featured") ?? "");
    if (wanted !== "true" && wanted !== "false") {
      return refuseForm(intent, { form: "Demande de mise en avant invalide." }, form);
    }
    const featured = wanted === "true";
    const project = id === null ? null : await setProjectFeatured(db, me.id, id, featured);
    if (!project) return refuseForm(intent, { form: PROJECT_NOT_FOUND }, form, 404);
    if (!featured) {
      return redirectWithToast(back, {
        title: "Projet retiré des favoris",
        description: "Le projet n'est plus mis en avant",
      });
    }
    return redirectWithToast(back, {
      title: "Projet mis en avant",
      // Only an active project is the campaign (decision 0003): say so rather than mislead.
      description:
        project.status === "active"
          ? "Le projet est maintenant mis en avant sur la page d'accueil"
          : "Le projet sera mis en avant sur la page d'accueil dès qu'il sera actif",
    });
  }

  if (intent === "delete") {
    let hasDonations = false;
    const answer = await deleteRecord({
      form,
      intent,
      id,
      notFound: PROJECT_NOT_FOUND,
      remove: async (id) => {
        const result = await deleteProject(db, me.id, id);
        hasDonations = result === "has-donations";
        return result === "deleted"
          ? redirectWithToast(back, {
              title: "Projet supprimé",
              description: "Le projet a été supprimé avec succès",
            })
          : null;
      },
    });
    // deleteRecord knows only 'not found'; a project with donations has its own answer.
    return hasDonations ? refuseForm(intent, { form: PROJECT_HAS_DONATIONS }, form, 409) : answer;
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Projets — Administration" }];

const statusTones: Record<string, BadgeTone> = {
  active: "success",
  completed: "neutral",
  draft: "warning",
};

export default function Projects({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, mode, edited, today, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const rowError =
    refused?.intent === "delete" || refused?.intent === "feature" ? refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader
        title="Gestion des Projets"
        subtitle="Gérez les projets de collecte de fonds de la fondation"
      />
      <AdminNotices messages={[notice, rowError]} />

      {mode.kind !== "view" ? (
        <ProjectForm
          key={search}
          edited={edited}
          refused={refused}
          today={today}
          cancelTo={searchWith(search, {}, ["modifier"])}
        />
      ) : null}

      <AdminPanel id="liste-projets" title="Projets">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <Link
            to={searchWith(search, { mode: "ajout" }, ["modifier"])}
            className={buttonVariants({ size: "sm" })}
          >
            Ajouter
          </Link>
          <FilterForm
            id="filtre-statut"
            label="Filtrer par statut"
            name="statut"
            value={status}
            allLabel="Tous les statuts"
            options={PROJECT_STATUSES.map((key) => ({
              value: key,
              label: projectStatusFilterLabels[key],
            }))}
          />
        </div>
        <AdminTable
          caption="Projets de collecte de fonds"
          headers={["Image", "Projet", "Financement", "Statut", "Dates", "En avant", "Actions"]}
          empty="Aucun projet trouvé."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((project) => (
            <ProjectLine key={project.id} project={project} search={search} />
          ))}
        </AdminTable>
        <Pagination page={list.page} pageCount={list.pageCount} />
      </AdminPanel>
    </>
  );
}

function ProjectLine({ project, search }: { project: ProjectRow; search: string }) {
  const percent = progressWidth(project.collectedCents, project.goalCents);
  return (
    <tr className={rowClasses}>
      <td className={cellClasses}>
        <ResponsiveImage
          src={project.image || "/placeholder.svg"}
          alt=""
          sizes="64px"
          width={64}
          height={48}
          className="h-12 w-16 rounded-md object-cover"
        />
      </td>
      <th scope="row" className={cn(cellClasses, "max-w-xs text-left font-normal")}>
        <span className="block font-medium">{project.title}</span>
        <span className="block text-xs text-muted-foreground">
          {categoryLabel(project.category)}
        </span>
        <span className="mt-1 line-clamp-2 block text-muted-foreground">{project.description}</span>
      </th>
      <td className={cn(cellClasses, "min-w-44")}>
        <p className="whitespace-nowrap">
          {formatMoney(project.collectedCents)} / {formatMoney(project.goalCents)}
        </p>
        <Progress
          value={percent}
          valueText={`${percent} % de l'objectif`}
          aria-label={`Financement de ${project.title}`}
          className="mt-1"
        />
        <p className="mt-1 text-xs text-muted-foreground">{percent} %</p>
      </td>
      <td className={cellClasses}>
        <StatusBadge tone={statusTones[project.status] ?? "danger"}>
          {projectStatusLabel(project.status)}
        </StatusBadge>
      </td>
      <td className={cn(cellClasses, "whitespace-nowrap")}>
        <div>Début : {formatDate(project.startDate)}</div>
        <div>Fin : {project.endDate ? formatDate(project.endDate) : "non définie"}</div>
      </td>
      <td className={cellClasses}>
        <FeaturedToggle project={project} />
      </td>
      <td className={cellClasses}>
        <div className="flex flex-wrap gap-2">
          <Link
            to={searchWith(search, { modifier: project.id })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Modifier<span className="sr-only"> {project.title}</span>
          </Link>
          <ConfirmDialog
            intent="delete"
            id={project.id}
            subject={project.title}
            title="Supprimer le projet"
            description={`Êtes-vous sûr de vouloir supprimer le projet « ${project.title} » ? Cette action ne peut pas être annulée.`}
          />
        </div>
      </td>
    </tr>
  );
}

/** The star: a small form posting the wanted state; pressed when the project is featured. */
function FeaturedToggle({ project }: { project: ProjectRow }) {
  return (
    <Form method="post" className="grid justify-items-start gap-1">
      <input type="hidden" name="intent" value="feature" />
      <input type="hidden" name="id" value={project.id} />
      <input type="hidden" name="featured" value={project.featured ? "false" : "true"} />
      <Button
        type="submit"
        variant="ghost"
        size="icon-sm"
        aria-pressed={project.featured}
        title={project.featured ? "Retirer la mise en avant" : "Mettre en avant"}
        className={project.featured ? "text-gold-dark" : "text-muted-foreground"}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          {project.featured ? "★" : "☆"}
        </span>
        <span className="sr-only">Mettre en avant {project.title}</span>
      </Button>
      {project.featured && project.status !== "active" ? (
        <span className="text-xs text-muted-foreground">Non affiché : projet non actif</span>
      ) : null}
    </Form>
  );
}

const ORDER: ProjectField[] = [
  "title",
  "category",
  "status",
  "goalCents",
  "collectedCents",
  "startDate",
  "endDate",
  "description",
  "imageFile",
  "imageUrl",
  "featured",
];
const categoryOptions = PROJECT_CATEGORIES.map((key) => ({
  value: key,
  label: CATEGORY_LABELS[key],
}));
const statusOptions = PROJECT_STATUSES.map((key) => ({
  value: key,
  label: projectStatusLabels[key],
}));

function ProjectForm({
  edited,
  refused,
  today,
  cancelTo,
}: {
  edited: ProjectRow | null;
  refused?: RefusedForm;
  today: string;
  cancelTo: string;
}) {
  const intent = edited ? "update" : "create";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  const featured = mine ? mine.values.featured === "on" : (edited?.featured ?? false);
  const amount = (name: "goalCents" | "collectedCents", cents: number | undefined) =>
    valueOf(mine, name, cents === undefined ? undefined : centsToInput(cents));
  return (
    <RecordForm<ProjectField>
      id="formulaire-projet"
      title={edited ? `Modifier ${edited.title}` : "Ajouter un projet"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
      multipart
    >
      <Field id="projet-titre" label="Titre" error={errors?.title}>
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
      <Field id="projet-categorie" label="Catégorie" error={errors?.category}>
        {(control) => (
          <Select
            {...control}
            name="category"
            options={categoryOptions}
            defaultValue={valueOf(mine, "category", edited?.category, "education")}
          />
        )}
      </Field>
      <Field id="projet-statut" label="Statut" error={errors?.status}>
        {(control) => (
          <Select
            {...control}
            name="status"
            options={statusOptions}
            defaultValue={valueOf(mine, "status", edited?.status, "draft")}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="projet-objectif" label="Objectif (CAD)" error={errors?.goalCents}>
          {(control) => (
            <Input
              {...control}
              name="goalCents"
              type="number"
              inputMode="decimal"
              required
              min={0}
              step={0.01}
              defaultValue={amount("goalCents", edited?.goalCents)}
            />
          )}
        </Field>
        <Field id="projet-collecte" label="Montant collecté (CAD)" error={errors?.collectedCents}>
          {(control) => (
            <Input
              {...control}
              name="collectedCents"
              type="number"
              inputMode="decimal"
              required
              min={0}
              step={0.01}
              defaultValue={amount("collectedCents", edited?.collectedCents ?? 0)}
            />
          )}
        </Field>
        <Field id="projet-debut" label="Date de début" error={errors?.startDate}>
          {(control) => (
            <Input
              {...control}
              name="startDate"
              type="date"
              required
              defaultValue={valueOf(mine, "startDate", edited?.startDate, today)}
            />
          )}
        </Field>
        <Field id="projet-fin" label="Date de fin (optionnel)" error={errors?.endDate}>
          {(control) => (
            <Input
              {...control}
              name="endDate"
              type="date"
              defaultValue={valueOf(mine, "endDate", edited?.endDate)}
            />
          )}
        </Field>
      </div>
      <Field id="projet-description" label="Description" error={errors?.description}>
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
        id="projet-image"
        legend="Image"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <input
            id="projet-en-avant"
            type="checkbox"
            name="featured"
            defaultChecked={featured}
            aria-describedby="projet-en-avant-aide"
            className="size-4 accent-primary"
          />
          <label htmlFor="projet-en-avant" className="text-sm font-medium">
            Projet mis en avant
          </label>
        </div>
        <p id="projet-en-avant-aide" className="text-sm text-muted-foreground">
          {FEATURED_HELP}
        </p>
      </div>
    </RecordForm>
  );
}
