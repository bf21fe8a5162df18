/**
 * /admin/bureau — the executive board (spec back-office.md §2 "Executive board"). The members in
 * display order, one page at a time; the add and edit form opens from the URL (`?mode=ajout`,
 * `?modifier=`), deletion asks for confirmation; everything works without JavaScript. The
 * changes show on the public /bureau page, which reads the same table in the same order.
 */
import { Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import {
  readFormMode,
  parseRecordId,
  searchWith,
  type FormMode,
} from "~/components/admin/form-mode";
import { formFields, refuseForm } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
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
import { initialOf } from "~/domain/committees/schema";
import { formatDate, todayInSaguenay } from "~/lib/format";
import { firstErrors } from "~/lib/form-errors";
import { cn } from "~/lib/utils";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { discardFormImage, readFormImage } from "~/server/form-image.server";
import type { Route } from "./+types/board";

export const handle: AdminHandle = { area: "board" };

const PATH = "/admin/bureau";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = new URL(request.url).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const db = await getDb();
  const notices: string[] = valid ? [] : [BAD_PAGE];
  const list = await listBoardPage(db, page);
  let mode: FormMode = readFormMode(params);
  const edited = mode.kind === "edit" ? await getBoardMember(db, mode.id) : null;
  if (mode.kind === "edit" && !edited) {
    notices.push(BOARD_MEMBER_NOT_FOUND);
    mode = { kind: "view" };
  }
  return {
    list,
    mode,
    edited,
    today: todayInSaguenay(),
    notice: notices[0] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = parseRecordId(String(form.get("id") ?? ""));
  const db = await getDb();

  if (intent === "create" || intent === "update") {
    const parsed = boardMemberSchema.safeParse(formFields(form));
    if (!parsed.success) {
      return refuseForm(intent, firstErrors<BoardMemberField>(parsed.error.issues), form);
    }
    const current = intent === "update" && id ? await getBoardMember(db, id) : null;
    if (intent === "update" && !current) {
      return refuseForm(intent, { form: BOARD_MEMBER_NOT_FOUND }, form, 404);
    }
    const image = await readFormImage(db, form, { current: current?.image, alt: parsed.data.name });
    if (!image.ok) return refuseForm(intent, { [image.field]: image.error }, form);
    const values = { ...parsed.data, image: image.url };
    if (intent === "create") {
      await createBoardMember(db, me.id, values);
      return redirectWithToast(PATH, { title: "Membre ajouté" });
    }
    if (!(await updateBoardMember(db, me.id, id!, values))) {
      await discardFormImage(db, image);
      return refuseForm(intent, { form: BOARD_MEMBER_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(PATH, { title: "Membre mis à jour" });
  }

  if (intent === "delete") {
    if (!id || !(await deleteBoardMember(db, me.id, id))) {
      return refuseForm(intent, { form: BOARD_MEMBER_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(PATH, { title: "Membre supprimé" });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Bureau — Administration" }];

export default function Board({ loaderData, actionData }: Route.ComponentProps) {
  const { list, mode, edited, today, notice } = loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const deleteError = refused?.intent === "delete" ? refused.errors.form : undefined;
  return (
    <>
      <AdminPageHeader
        title="Bureau de la Fondation"
        subtitle="Gérez les membres du bureau exécutif"
      />
      <div className="mb-6 grid gap-4 empty:hidden">
        {notice ? <FormAlert message={notice} /> : null}
        {deleteError ? <FormAlert message={deleteError} /> : null}
      </div>

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
                    to={searchWith(search, { modifier: member.id }, ["mode"])}
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

/** The member's photo, or the first letter of the name when there is none. */
function Avatar({ name, image }: { name: string; image: string }) {
  if (image && image !== "/placeholder.svg") {
    return (
      <ResponsiveImage
        src={image}
        alt=""
        sizes="40px"
        width={40}
        height={40}
        className="size-10 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
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
