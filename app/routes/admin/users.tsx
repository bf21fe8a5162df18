/**
 * /admin/utilisateurs — accounts of the back-office (administrateur only): add, change the role,
 * deactivate or reactivate, set a temporary password. Works without JavaScript; the rules live in
 * domain/users.
 */
import * as React from "react";
import { data, Form, useNavigation } from "react-router";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, useFocusFirstError } from "~/components/ui/field";
import { Input, fieldClasses } from "~/components/ui/input";
import type { AdminHandle } from "~/domain/admin/handle";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import { roleLabels, roles, type Role } from "~/domain/users/roles";
import { newUserSchema, userActionSchema, type NewUserField } from "~/domain/users/schema";
import {
  addUser,
  changeUser,
  EMAIL_TAKEN,
  listUsers,
  UserInputError,
  type UserRow,
} from "~/domain/users/users.server";
import { formatDate } from "~/lib/format";
import { firstErrors, type FieldErrors } from "~/lib/form-errors";
import { requireUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { redirectWithToast } from "~/server/flash.server";
import type { Route } from "./+types/users";
import { visibleUrl } from "~/lib/visible-url";

export const handle: AdminHandle = { area: "users" };

const PATH = "/admin/utilisateurs";

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, handle.area);
  const { page, valid } = parsePage(visibleUrl(request).searchParams.get("page"));
  const list = await listUsers(await getDb(), page);
  return { ...list, meId: me.id, notice: valid ? null : BAD_PAGE };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireUser(request, handle.area);
  const form = Object.fromEntries(await readFormData(request));
  const back = `${PATH}${visibleUrl(request).search}`;
  const db = await getDb();

  if (form.intent === "create") {
    const values = { name: String(form.name ?? ""), email: String(form.email ?? "") };
    const parsed = newUserSchema.safeParse(form);
    if (!parsed.success) {
      return data(
        { create: { errors: firstErrors<NewUserField>(parsed.error.issues), values } },
        400,
      );
    }
    try {
      await addUser(db, me.id, parsed.data);
    } catch (error) {
      if (!(error instanceof UserInputError)) throw error;
      const errors =
        error.message === EMAIL_TAKEN ? { email: error.message } : { form: error.message };
      return data({ create: { errors, values } }, 400);
    }
    return redirectWithToast(back, { title: "Utilisateur ajouté" });
  }

  const parsed = userActionSchema.safeParse(form);
  if (!parsed.success) {
    return data({ row: { error: parsed.error.issues[0]?.message ?? "Action inconnue." } }, 400);
  }
  const input = parsed.data;
  try {
    if (input.intent === "role") {
      await changeUser(db, me.id, input.userId, { kind: "role", role: input.role });
    } else if (input.intent === "password") {
      await changeUser(db, me.id, input.userId, { kind: "password", password: input.password });
    } else if (input.intent === "two-step-reset") {
      await changeUser(db, me.id, input.userId, { kind: "two-step-reset" });
    } else {
      const active = input.intent === "reactivate";
      await changeUser(db, me.id, input.userId, { kind: "active", active });
    }
  } catch (error) {
    if (!(error instanceof UserInputError)) throw error;
    return data({ row: { error: error.message } }, 400);
  }
  const titles = {
    role: "Rôle modifié",
    deactivate: "Utilisateur désactivé",
    reactivate: "Utilisateur réactivé",
    password: "Mot de passe modifié",
    "two-step-reset": "Validation en deux étapes réinitialisée",
  } as const;
  return redirectWithToast(back, { title: titles[input.intent] });
}

export const meta: Route.MetaFunction = () => [{ title: "Utilisateurs — Administration" }];

const CREATE_ORDER: NewUserField[] = ["name", "email", "role", "password"];

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, page, pageCount, meId, notice } = loaderData;
  const create = actionData && "create" in actionData ? actionData.create : undefined;
  const rowError = actionData && "row" in actionData ? actionData.row.error : undefined;
  return (
    <>
      <AdminPageHeader
        title="Utilisateurs"
        subtitle="Gérez les comptes des bénévoles et leurs rôles"
      />
      <div className="grid gap-4">
        <FormAlert message={rowError ?? notice ?? undefined} />
      </div>
      <AdminPanel id="liste-utilisateurs" title="Comptes" className="mb-10">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                {["Nom", "Courriel", "Rôle", "Statut", "Créé le", "Actions"].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-4">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserLine key={user.id} user={user} isMe={user.id === meId} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination page={page} pageCount={pageCount} />
      </AdminPanel>
      <AddUser create={create} />
    </>
  );
}

function UserLine({ user, isMe }: { user: UserRow; isMe: boolean }) {
  const id = `utilisateur-${user.id}`;
  return (
    <tr className="border-b border-border align-top last:border-0">
      <th scope="row" id={id} className="py-3 pr-4 font-medium">
        {user.name}
      </th>
      <td className="py-3 pr-4">{user.email}</td>
      <td className="py-3 pr-4">{roleLabels[user.role]}</td>
      <td className="py-3 pr-4">{user.active ? "Actif" : "Désactivé"}</td>
      <td className="py-3 pr-4 whitespace-nowrap">{formatDate(user.createdAt)}</td>
      <td className="grid gap-2 py-3">
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="userId" value={user.id} />
          <label htmlFor={`${id}-role`} className="sr-only">
            Rôle de {user.name}
          </label>
          <RoleSelect id={`${id}-role`} defaultValue={user.role} className="h-9 w-auto" />
          <Button type="submit" name="intent" value="role" size="sm" variant="outline">
            Enregistrer
          </Button>
        </Form>
        {isMe ? null : (
          <Form method="post">
            <input type="hidden" name="userId" value={user.id} />
            <Button
              type="submit"
              name="intent"
              value={user.active ? "deactivate" : "reactivate"}
              size="sm"
              variant="outline"
              aria-describedby={id}
            >
              {user.active ? "Désactiver" : "Réactiver"}
            </Button>
          </Form>
        )}
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="userId" value={user.id} />
          <label htmlFor={`${id}-password`} className="sr-only">
            Mot de passe temporaire de {user.name}
          </label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={12}
            required
            className="h-9 w-44"
          />
          <Button
            type="submit"
            name="intent"
            value="password"
            size="sm"
            variant="outline"
            aria-describedby={id}
          >
            Définir un mot de passe temporaire
          </Button>
        </Form>
        {user.twoStep ? (
          <Form method="post">
            <input type="hidden" name="userId" value={user.id} />
            <Button
              type="submit"
              name="intent"
              value="two-step-reset"
              size="sm"
              variant="outline"
              aria-describedby={id}
            >
              Réinitialiser la validation en deux étapes
            </Button>
          </Form>
        ) : null}
      </td>
    </tr>
  );
}

function RoleSelect({
  className,
  ...rest
}: React.ComponentProps<"select"> & { defaultValue?: Role }) {
  return (
    <select name="role" required className={`${fieldClasses} h-10 ${className ?? ""}`} {...rest}>
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}

interface CreateState {
  errors: FieldErrors<NewUserField>;
  values: { name: string; email: string };
}

function AddUser({ create }: { create?: CreateState }) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = create?.errors;
  useFocusFirstError(formRef, errors, CREATE_ORDER, "name");
  const key = create ? JSON.stringify(create.values) : "";
  return (
    <AdminPanel id="ajout-utilisateur" title="Ajouter un utilisateur" className="max-w-xl">
      <Form ref={formRef} method="post" className="grid gap-5" key={key}>
        <FormAlert message={errors?.form} />
        <Field id="ajout-nom" label="Nom complet" error={errors?.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              required
              maxLength={200}
              autoComplete="off"
              defaultValue={create?.values.name}
            />
          )}
        </Field>
        <Field id="ajout-courriel" label="Courriel" error={errors?.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={create?.values.email}
            />
          )}
        </Field>
        <Field id="ajout-role" label="Rôle" error={errors?.role}>
          {(control) => <RoleSelect {...control} defaultValue="editeur" />}
        </Field>
        <Field id="ajout-mot-de-passe" label="Mot de passe temporaire" error={errors?.password}>
          {(control) => (
            <Input
              {...control}
              name="password"
              type="password"
              required
              minLength={12}
              autoComplete="new-password"
            />
          )}
        </Field>
        <Button
          type="submit"
          name="intent"
          value="create"
          disabled={submitting}
          className="justify-self-start"
        >
          Ajouter l'utilisateur
        </Button>
      </Form>
    </AdminPanel>
  );
}
