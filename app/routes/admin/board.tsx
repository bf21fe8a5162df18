/**
 * /admin/bureau — the executive board (spec back-office.md §2 "Executive board"). The members in
 * display order, one page at a time; the add and edit form opens from the URL (`?mode=ajout`,
 * `?modifier=`), so does a member's detail view (`?details=`: biography, contact, nomination and
 * the responsibilities of the position); deletion asks for confirmation; everything works without
 * JavaScript. The changes show on the public /bureau page, which reads the same table in the
 * same order.
 */
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import {
  loadFormMode,
  parseRecordId,
  searchWith,
  postedRecord,
} from "~/components/admin/form-mode";
import { refuseForm } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { fieldClasses, Input } from "~/components/ui/input";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import {
  createBoardMember,
  deleteBoardMember,
  getBoardMember,
  listBoardPage,
  updateBoardMember,
  type BoardMemberRow,
} from "~/domain/board/board-admin.server";
import {
  BOARD_MEMBER_NOT_FOUND,
  boardMemberSchema,
  boardPositions,
  OTHER_POSITION,
  positionChoice,
  type BoardMemberField,
} from "~/domain/board/schema";
import { responsibilitiesOf } from "~/domain/board/responsibilities";
import { initialOf } from "~/domain/committees/schema";
import { formatDate, todayInSaguenay } from "~/lib/format";
import { cn } from "~/lib/utils";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import { deleteRecord, saveRecord } from "~/server/admin-record.server";
import type { Route } from "./+types/board";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "board" };

const PATH = "/admin/bureau";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listBoardPage(db, page);
  const {
    mode,
    edited,
    notice: missing,
  } = await loadFormMode(params, (id) => getBoardMember(db, id), BOARD_MEMBER_NOT_FOUND);
  if (missing) notices.push(missing);
  const detailsId = parseRecordId(params.get("details"));
  const details = detailsId === null ? null : await getBoardMember(db, detailsId);
  if (params.has("details") && !details) notices.push(BOARD_MEMBER_NOT_FOUND);
  return {
    list,
    mode,
    edited,
    details,
    today: todayInSaguenay(),
    notice: notices[0] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request, IMAGE_FORM);
  const { intent, id } = postedRecord(form);
  const db = await getDb();

  if (intent === "create" || intent === "update") {
    return saveRecord(db, {
      form,
      intent,
      id,
      adding: intent === "create",
      schema: boardMemberSchema,
      notFound: BOARD_MEMBER_NOT_FOUND,
      image: { find: (id) => getBoardMember(db, id), alt: (input) => input.name },
      create: async (input, image) => {
        await createBoardMember(db, me.id, { ...input, image: image! });
        return redirectWithToast(PATH, { title: "Membre ajouté" });
      },
      update: async (id, input, image) =>
        (await updateBoardMember(db, me.id, id, { ...input, image: image! }))
          ? redirectWithToast(PATH, { title: "Membre mis à jour" })
          : null,
    });
  }

  if (intent === "delete") {
    return deleteRecord({
      form,
      intent,
      id,
      notFound: BOARD_MEMBER_NOT_FOUND,
      remove: async (id) =>
        (await deleteBoardMember(db, me.id, id))
          ? redirectWithToast(PATH, { title: "Membre supprimé" })
          : null,
    });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Bureau — Administration" }];

export default function Board({ loaderData, actionData }: Route.ComponentProps) {
  const { list, mode, edited, details, today, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const deleteError = refused?.intent === "delete" ? refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader
        title="Bureau de la Fondation"
        subtitle="Gérez les membres du bureau exécutif"
      />
      <AdminNotices messages={[notice, deleteError]} />

      {mode.kind !== "view" ? (
        <BoardMemberForm
          key={search}
          edited={mode.kind === "edit" ? edited : null}
          refused={refused}
          today={today}
          nextPosition={list.total}
          cancelTo={searchWith(search, {}, ["modifier"])}
        />
      ) : null}

      {details && mode.kind === "view" ? (
        <MemberDetails
          key={details.id}
          member={details}
          closeTo={searchWith(search, {}, ["details"])}
          editTo={searchWith(search, { modifier: details.id }, ["details"])}
        />
      ) : null}

      <AdminPanel id="liste-bureau" title="Membres du bureau">
        <Link
          to={searchWith(search, { mode: "ajout" }, ["modifier"])}
          className={cn(buttonVariants({ size: "sm" }), "mb-4")}
        >
          Ajouter un membre
        </Link>
        <AdminTable
          caption="Membres du bureau, dans l'ordre d'affichage"
          headers={[
            "Photo",
            "Nom",
            "Poste",
            "Biographie",
            "Contact",
            "Nomination",
            "Ordre",
            "Actions",
          ]}
          empty="Aucun membre du bureau n'a été trouvé."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((member) => (
            <tr key={member.id} className={rowClasses}>
              <td className={cellClasses}>
                <Avatar name={member.name} image={member.image} />
              </td>
              <th scope="row" className={cn(cellClasses, "font-medium")}>
                {member.name}
              </th>
              <td className={cellClasses}>{member.role}</td>
              <td className={cn(cellClasses, "max-w-xs")}>
                <p className="line-clamp-3">{member.bio}</p>
              </td>
              <td className={cn(cellClasses, "break-all")}>
                {member.email ? <div>{member.email}</div> : null}
                {member.phone ? <div>{member.phone}</div> : null}
              </td>
              <td className={cellClasses}>{formatDate(member.nominationDate)}</td>
              <td className={cellClasses}>{member.position}</td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={searchWith(search, { details: member.id }, ["modifier"])}
                    aria-current={details?.id === member.id ? "true" : undefined}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Détails<span className="sr-only"> de {member.name}</span>
                  </Link>
                  <Link
                    to={searchWith(search, { modifier: member.id }, ["mode", "details"])}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Modifier<span className="sr-only"> {member.name}</span>
                  </Link>
                  <ConfirmDialog
                    intent="delete"
                    id={member.id}
                    subject={member.name}
                    title="Supprimer le membre"
                    description={`Êtes-vous sûr de vouloir supprimer ${member.name} du bureau ? Cette action ne peut pas être annulée.`}
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

/**
 * One member in full (spec §2: biography and the responsibilities of the position), opened by
 * `?details=`. The heading takes the focus when it opens, so keyboard and screen-reader users
 * land on it; 'Fermer' goes back to the list as it was.
 */
function MemberDetails({
  member,
  closeTo,
  editTo,
}: {
  member: BoardMemberRow;
  closeTo: string;
  editTo: string;
}) {
  const responsibilities = responsibilitiesOf(member.role);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once per member opened (the panel is keyed by id), not on every revalidation.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="details-membre"
      className="mb-8 max-w-2xl rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="mb-4 flex items-center gap-4">
        <Avatar name={member.name} image={member.image} size="large" />
        <div>
          <h2
            id="details-membre"
            tabIndex={-1}
            ref={headingRef}
            className="text-lg font-semibold text-primary"
          >
            {member.name}
          </h2>
          <p className="text-muted-foreground">{member.role}</p>
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium">Biographie</dt>
        <dd className="whitespace-pre-line">{member.bio || "Aucune biographie."}</dd>
        <dt className="font-medium">Courriel</dt>
        <dd className="break-all">
          {member.email ? (
            <a href={`mailto:${member.email}`} className="text-primary underline">
              {member.email}
            </a>
          ) : (
            "Non renseigné"
          )}
        </dd>
        <dt className="font-medium">Téléphone</dt>
        <dd>
          {member.phone ? (
            <a
              href={`tel:${member.phone.replace(/[^\d+]/g, "")}`}
              className="text-primary underline"
            >
              {member.phone}
            </a>
          ) : (
            "Non renseigné"
          )}
        </dd>
        <dt className="font-medium">Date de nomination</dt>
        <dd>{formatDate(member.nominationDate)}</dd>
      </dl>
      {responsibilities.length > 0 ? (
        <>
          <h3 className="mt-5 mb-2 font-semibold text-primary">Responsabilités</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={editTo} className={buttonVariants({ size: "sm" })}>
          Modifier<span className="sr-only"> {member.name}</span>
        </Link>
        <Link to={closeTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Fermer<span className="sr-only"> les détails</span>
        </Link>
      </div>
    </section>
  );
}

/** The member's photo, or the first letter of the name when there is none. */
function Avatar({
  name,
  image,
  size = "small",
}: {
  name: string;
  image: string;
  size?: "small" | "large";
}) {
  const box = size === "large" ? "size-20 text-2xl" : "size-10";
  if (image && image !== "/placeholder.svg") {
    const pixels = size === "large" ? 80 : 40;
    return (
      <ResponsiveImage
        src={image}
        alt=""
        sizes={`${pixels}px`}
        width={pixels}
        height={pixels}
        className={cn(box, "rounded-full object-cover")}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        "inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground",
      )}
    >
      {initialOf(name)}
    </span>
  );
}

const ORDER: BoardMemberField[] = [
  "name",
  "role",
  "otherRole",
  "bio",
  "email",
  "phone",
  "imageFile",
  "imageUrl",
  "nominationDate",
  "position",
];
const roleOptions = [...boardPositions, OTHER_POSITION];

function BoardMemberForm({
  edited,
  refused,
  today,
  nextPosition,
  cancelTo,
}: {
  edited: BoardMemberRow | null;
  refused?: RefusedForm;
  today: string;
  nextPosition: number;
  cancelTo: string;
}) {
  const intent = edited ? "update" : "create";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  const choice = positionChoice(edited?.role);
  return (
    <RecordForm<BoardMemberField>
      id="formulaire-bureau"
      title={edited ? `Modifier ${edited.name}` : "Ajouter un membre du bureau"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
      multipart
    >
      <Field id="bureau-nom" label="Nom" error={errors?.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            required
            maxLength={200}
            defaultValue={valueOf(mine, "name", edited?.name)}
          />
        )}
      </Field>
      <Field id="bureau-poste" label="Poste" error={errors?.role}>
        {(control) => (
          <select
            {...control}
            name="role"
            required
            className={cn(fieldClasses, "h-10")}
            defaultValue={valueOf(mine, "role", choice.role)}
          >
            {roleOptions.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="bureau-autre-poste"
        label="Précisez le poste (si « Autre »)"
        error={errors?.otherRole}
      >
        {(control) => (
          <Input
            {...control}
            name="otherRole"
            maxLength={200}
            defaultValue={valueOf(mine, "otherRole", choice.otherRole)}
          />
        )}
      </Field>
      <Field id="bureau-biographie" label="Biographie" error={errors?.bio}>
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
      <Field id="bureau-courriel" label="Courriel (facultatif)" error={errors?.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            maxLength={254}
            autoComplete="off"
            defaultValue={valueOf(mine, "email", edited?.email)}
          />
        )}
      </Field>
      <Field id="bureau-telephone" label="Téléphone (facultatif)" error={errors?.phone}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            name="phone"
            maxLength={25}
            autoComplete="off"
            defaultValue={valueOf(mine, "phone", edited?.phone)}
          />
        )}
      </Field>
      <ImageField
        id="bureau-image"
        legend="Photo"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
      <Field id="bureau-nomination" label="Date de nomination" error={errors?.nominationDate}>
        {(control) => (
          <Input
            {...control}
            type="date"
            name="nominationDate"
            required
            defaultValue={valueOf(mine, "nominationDate", edited?.nominationDate ?? today)}
          />
        )}
      </Field>
      <Field id="bureau-ordre" label="Ordre d'affichage" error={errors?.position}>
        {(control) => (
          <Input
            {...control}
            type="number"
            name="position"
            required
            min={0}
            step={1}
            defaultValue={valueOf(mine, "position", String(edited?.position ?? nextPosition))}
          />
        )}
      </Field>
    </RecordForm>
  );
}
