/**
 * /admin/comites — the committees and their members (spec back-office.md §2 "Committees").
 * Left, the committees; right, the one chosen with `?comite=` and its members. The add and edit
 * forms open from the URL (`?mode=ajout`, `?modifier=`, `?mode=ajout-membre`,
 * `?modifier-membre=`), deletions ask for confirmation; everything works without JavaScript.
 */
import { Link, useLocation } from "react-router";
import { AdminPageHeader, AdminPanel, AdminNotices } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import {
  parseRecordId,
  readFormMode,
  searchWith,
  type FormMode,
  postedRecord,
} from "~/components/admin/form-mode";
import { formFields, refuseForm } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { RecordForm, valueOf, type RefusedForm } from "~/components/admin/record-form";
import { buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Textarea } from "~/components/ui/textarea";
import type { AdminHandle } from "~/domain/admin/handle";
import {
  createCommittee,
  createCommitteeMember,
  deleteCommittee,
  deleteCommitteeMember,
  getCommittee,
  getCommitteeMember,
  listCommittees,
  updateCommittee,
  updateCommitteeMember,
  type CommitteeMemberRow,
} from "~/domain/committees/committees-admin.server";
import {
  COMMITTEE_NOT_FOUND,
  committeeMemberSchema,
  committeeSchema,
  initialOf,
  MEMBER_NOT_FOUND,
  type CommitteeField,
  type CommitteeMemberField,
} from "~/domain/committees/schema";
import { formatDate } from "~/lib/format";
import { firstErrors } from "~/lib/form-errors";
import { cn } from "~/lib/utils";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { IMAGE_FORM, readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import { discardFormImage, readFormImage } from "~/server/form-image.server";
import type { Route } from "./+types/committees";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "committees" };

const PATH = "/admin/comites";
const MEMBER_KEYS = { add: "ajout-membre", edit: "modifier-membre" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, handle.area);
  const params = visibleUrl(request).searchParams;
  const db = await getDb();
  const committees = await listCommittees(db);
  const notices: string[] = [];

  const rawSelected = params.get("comite");
  const selectedId = parseRecordId(rawSelected);
  const selected = selectedId ? await getCommittee(db, selectedId) : null;
  if (rawSelected !== null && !selected) notices.push(COMMITTEE_NOT_FOUND);

  let committeeMode: FormMode = readFormMode(params);
  let editedCommittee = null;
  if (committeeMode.kind === "edit") {
    const found =
      committeeMode.id === selected?.committee.id
        ? selected
        : await getCommittee(db, committeeMode.id);
    editedCommittee = found
      ? {
          id: found.committee.id,
          name: found.committee.name,
          description: found.committee.description,
        }
      : null;
    if (!found) {
      notices.push(COMMITTEE_NOT_FOUND);
      committeeMode = { kind: "view" };
    }
  }

  // A member is added to, and edited within, the selected committee only.
  let memberMode: FormMode = selected ? readFormMode(params, MEMBER_KEYS) : { kind: "view" };
  let editedMember: CommitteeMemberRow | null = null;
  if (memberMode.kind === "edit") {
    const id = memberMode.id;
    editedMember = selected?.members.find((m) => m.id === id) ?? null;
    if (!editedMember) {
      notices.push(MEMBER_NOT_FOUND);
      memberMode = { kind: "view" };
    }
  }

  return {
    committees,
    selected: selected
      ? {
          committee: {
            ...selected.committee,
            createdAt: selected.committee.createdAt.toISOString(),
          },
          members: selected.members,
        }
      : null,
    committeeMode,
    editedCommittee,
    memberMode,
    editedMember,
    notice: notices[0] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = await readFormData(request, IMAGE_FORM);
  const { intent, id } = postedRecord(form);
  const db = await getDb();
  const fields = formFields(form);

  if (intent === "create-committee" || intent === "update-committee") {
    const parsed = committeeSchema.safeParse(fields);
    if (!parsed.success) {
      return refuseForm(intent, firstErrors<CommitteeField>(parsed.error.issues), form);
    }
    if (intent === "create-committee") {
      const created = await createCommittee(db, me.id, parsed.data);
      return redirectWithToast(`${PATH}?comite=${created}`, { title: "Comité ajouté" });
    }
    if (!id || !(await updateCommittee(db, me.id, id, parsed.data))) {
      return refuseForm(intent, { form: COMMITTEE_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(`${PATH}?comite=${id}`, { title: "Comité mis à jour" });
  }

  if (intent === "delete-committee") {
    if (!id || !(await deleteCommittee(db, me.id, id))) {
      return refuseForm(intent, { form: COMMITTEE_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(PATH, { title: "Comité supprimé" });
  }

  if (intent === "create-member" || intent === "update-member") {
    const parsed = committeeMemberSchema.safeParse(fields);
    if (!parsed.success) {
      return refuseForm(intent, firstErrors<CommitteeMemberField>(parsed.error.issues), form);
    }
    const current = intent === "update-member" && id ? await getCommitteeMember(db, id) : null;
    if (intent === "update-member" && !current) {
      return refuseForm(intent, { form: MEMBER_NOT_FOUND }, form, 404);
    }
    const image = await readFormImage(db, form, { current: current?.image, alt: parsed.data.name });
    if (!image.ok) return refuseForm(intent, { [image.field]: image.error }, form);
    const values = { ...parsed.data, image: image.url };

    if (intent === "create-member") {
      const committeeId = parseRecordId(String(form.get("committeeId") ?? ""));
      const created = committeeId
        ? await createCommitteeMember(db, me.id, committeeId, values)
        : null;
      if (created === null) {
        await discardFormImage(db, image);
        return refuseForm(intent, { form: COMMITTEE_NOT_FOUND }, form, 404);
      }
      return redirectWithToast(`${PATH}?comite=${committeeId}`, { title: "Membre ajouté" });
    }
    const committeeId = await updateCommitteeMember(db, me.id, id!, values);
    if (committeeId === null) {
      await discardFormImage(db, image);
      return refuseForm(intent, { form: MEMBER_NOT_FOUND }, form, 404);
    }
    return redirectWithToast(`${PATH}?comite=${committeeId}`, { title: "Membre mis à jour" });
  }

  if (intent === "delete-member") {
    const committeeId = id ? await deleteCommitteeMember(db, me.id, id) : null;
    if (committeeId === null) return refuseForm(intent, { form: MEMBER_NOT_FOUND }, form, 404);
    return redirectWithToast(`${PATH}?comite=${committeeId}`, { title: "Membre supprimé" });
  }

  return refuseForm(intent, { form: "Action inconnue." }, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Comités — Administration" }];

export default function Committees({ loaderData, actionData }: Route.ComponentProps) {
  const { committees, selected, committeeMode, editedCommittee, memberMode, editedMember, notice } =
    loaderData;
  const refused = actionData?.refused;
  const { search } = useLocation();
  const deleteError = refused?.intent.startsWith("delete-") ? refused.errors.form : undefined;
  const selectedId = selected?.committee.id;
  return (
    <>
      <AdminPageHeader
        title="Comités de la Fondation"
        subtitle="Gérez les différents comités et leurs membres"
      />
      <AdminNotices messages={[notice, deleteError]} />

      {committeeMode.kind !== "view" ? (
        <CommitteeForm
          key={search}
          edited={committeeMode.kind === "edit" ? editedCommittee : null}
          refused={refused}
          cancelTo={searchWith(search, {}, ["modifier"])}
        />
      ) : null}
      {selected && memberMode.kind !== "view" ? (
        <MemberForm
          key={search}
          committeeId={selected.committee.id}
          committeeName={selected.committee.name}
          edited={memberMode.kind === "edit" ? editedMember : null}
          refused={refused}
          cancelTo={searchWith(search, {}, ["modifier-membre"])}
        />
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <AdminPanel id="liste-comites" title="Comités">
          <Link
            to={searchWith(search, { mode: "ajout" }, ["modifier", "modifier-membre"])}
            className={cn(buttonVariants({ size: "sm" }), "mb-4")}
          >
            Ajouter un comité
          </Link>
          {committees.length === 0 ? (
            <p className="text-muted-foreground">Aucun comité pour le moment.</p>
          ) : (
            <ul className="grid gap-2">
              {committees.map((committee) => (
                <li
                  key={committee.id}
                  className={cn(
                    "rounded-md border border-border p-3",
                    committee.id === selectedId && "border-primary bg-accent",
                  )}
                >
                  <Link
                    to={`?comite=${committee.id}`}
                    aria-current={committee.id === selectedId ? "true" : undefined}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {committee.name}
                  </Link>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Link
                      to={`?comite=${committee.id}&modifier=${committee.id}`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      Modifier<span className="sr-only"> le comité {committee.name}</span>
                    </Link>
                    <ConfirmDialog
                      intent="delete-committee"
                      id={committee.id}
                      subject={`le comité ${committee.name}`}
                      title="Supprimer le comité"
                      description={`Êtes-vous sûr de vouloir supprimer le comité ${committee.name} et tous ses membres ? Cette action ne peut pas être annulée.`}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>

        {selected ? (
          <AdminPanel id="comite-selectionne" title={selected.committee.name}>
            {selected.committee.description ? (
              <p className="mb-2 whitespace-pre-line">{selected.committee.description}</p>
            ) : null}
            <p className="mb-4 text-sm text-muted-foreground">
              Créé le {formatDate(selected.committee.createdAt)}
            </p>
            <Link
              to={searchWith(search, { mode: "ajout-membre" }, ["modifier", "modifier-membre"])}
              className={cn(buttonVariants({ size: "sm" }), "mb-4")}
            >
              Ajouter un membre
            </Link>
            <AdminTable
              caption={`Membres du comité ${selected.committee.name}`}
              headers={["Photo", "Nom", "Rôle", "Contact", "Actions"]}
              empty="Aucun membre dans ce comité"
              isEmpty={selected.members.length === 0}
            >
              {selected.members.map((member) => (
                <tr key={member.id} className={rowClasses}>
                  <td className={cellClasses}>
                    <Avatar name={member.name} image={member.image} />
                  </td>
                  <th scope="row" className={cn(cellClasses, "font-medium")}>
                    {member.name}
                  </th>
                  <td className={cellClasses}>{member.role ?? ""}</td>
                  <td className={cn(cellClasses, "break-all")}>{member.contact ?? ""}</td>
                  <td className={cellClasses}>
                    <div className="flex flex-wrap gap-2">
                      <Link
                        to={searchWith(search, { "modifier-membre": member.id }, ["modifier"])}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        Modifier<span className="sr-only"> {member.name}</span>
                      </Link>
                      <ConfirmDialog
                        intent="delete-member"
                        id={member.id}
                        subject={member.name}
                        title="Supprimer le membre"
                        description={`Êtes-vous sûr de vouloir supprimer le membre ${member.name} ? Cette action ne peut pas être annulée.`}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          </AdminPanel>
        ) : (
          <AdminPanel id="comite-selectionne" title="Détails du comité">
            <p className="text-muted-foreground">Aucun comité sélectionné</p>
          </AdminPanel>
        )}
      </div>
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

const COMMITTEE_ORDER: CommitteeField[] = ["name", "description"];

function CommitteeForm({
  edited,
  refused,
  cancelTo,
}: {
  edited: { id: number; name: string; description: string | null } | null;
  refused?: RefusedForm;
  cancelTo: string;
}) {
  const intent = edited ? "update-committee" : "create-committee";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  return (
    <RecordForm<CommitteeField>
      id="formulaire-comite"
      title={edited ? "Modifier le comité" : "Ajouter un comité"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={COMMITTEE_ORDER}
    >
      <Field id="comite-nom" label="Nom du comité" error={errors?.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            required
            minLength={3}
            maxLength={200}
            defaultValue={valueOf(mine, "name", edited?.name)}
          />
        )}
      </Field>
      <Field id="comite-description" label="Description" error={errors?.description}>
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
    </RecordForm>
  );
}

const MEMBER_ORDER: CommitteeMemberField[] = ["name", "role", "contact", "imageFile", "imageUrl"];

function MemberForm({
  committeeId,
  committeeName,
  edited,
  refused,
  cancelTo,
}: {
  committeeId: number;
  committeeName: string;
  edited: CommitteeMemberRow | null;
  refused?: RefusedForm;
  cancelTo: string;
}) {
  const intent = edited ? "update-member" : "create-member";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  return (
    <RecordForm<CommitteeMemberField>
      id="formulaire-membre"
      title={edited ? `Modifier le membre ${edited.name}` : `Ajouter un membre — ${committeeName}`}
      intent={intent}
      recordId={edited?.id}
      hidden={edited ? undefined : { committeeId }}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={MEMBER_ORDER}
      multipart
    >
      <Field id="membre-nom" label="Nom" error={errors?.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            required
            minLength={3}
            maxLength={200}
            defaultValue={valueOf(mine, "name", edited?.name)}
          />
        )}
      </Field>
      <Field id="membre-role" label="Rôle" error={errors?.role}>
        {(control) => (
          <Input
            {...control}
            name="role"
            maxLength={200}
            defaultValue={valueOf(mine, "role", edited?.role)}
          />
        )}
      </Field>
      <Field id="membre-contact" label="Contact (courriel ou téléphone)" error={errors?.contact}>
        {(control) => (
          <Input
            {...control}
            name="contact"
            maxLength={200}
            defaultValue={valueOf(mine, "contact", edited?.contact)}
          />
        )}
      </Field>
      <ImageField
        id="membre-image"
        legend="Photo"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
    </RecordForm>
  );
}
