/** One account's row of /admin/utilisateurs, with its role, activation and password forms. */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { cellClasses, rowClasses } from "~/components/admin/admin-table";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { roleLabels } from "~/domain/admin/roles";
import { newUserSchema } from "~/domain/users/schema";
import type { UserRow } from "~/domain/users/users.server";
import { formatDate } from "~/lib/format";
import { constraintsOf } from "~/lib/forms/constraints";
import { RoleSelect } from "./role-select";

const password = constraintsOf(newUserSchema).password;

export function UserLine({ user, isMe }: { user: UserRow; isMe: boolean }) {
  const id = `utilisateur-${user.id}`;
  return (
    <tr className={rowClasses}>
      <th scope="row" id={id} className={`${cellClasses} font-medium`}>
        {user.name}
      </th>
      <td className={cellClasses}>{user.email}</td>
      <td className={cellClasses}>{roleLabels[user.role]}</td>
      <td className={cellClasses}>{user.active ? "Actif" : "Désactivé"}</td>
      <td className={`${cellClasses} whitespace-nowrap`}>{formatDate(user.createdAt)}</td>
      <td className={`${cellClasses} grid gap-2`}>
        <RowForm userId={user.id} className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-role`} className="sr-only">
            Rôle de {user.name}
          </label>
          <RoleSelect id={`${id}-role`} defaultValue={user.role} className="h-9 w-auto" />
          <Button type="submit" name="intent" value="role" size="sm" variant="outline">
            Enregistrer
          </Button>
        </RowForm>
        {isMe ? null : (
          <RowForm userId={user.id}>
            <RowButton intent={user.active ? "deactivate" : "reactivate"} describedBy={id}>
              {user.active ? "Désactiver" : "Réactiver"}
            </RowButton>
          </RowForm>
        )}
        <RowForm userId={user.id} className="grid gap-1">
          {/* Visible: an empty box among the buttons says nothing of what to type in it. */}
          <label htmlFor={`${id}-password`} className="text-sm font-medium">
            Mot de passe temporaire<span className="sr-only"> de {user.name}</span>
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              {...password}
              className="h-9 w-44 max-w-full"
            />
            <RowButton intent="password" describedBy={id}>
              Définir un mot de passe temporaire
            </RowButton>
          </div>
        </RowForm>
        {user.twoStep ? (
          <RowForm userId={user.id}>
            <RowButton intent="two-step-reset" describedBy={id}>
              Réinitialiser la validation en deux étapes
            </RowButton>
          </RowForm>
        ) : null}
      </td>
    </tr>
  );
}

function RowForm({
  userId,
  className,
  children,
}: {
  userId: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="userId" value={userId} />
      {children}
    </Form>
  );
}

function RowButton({
  intent,
  describedBy,
  children,
}: {
  intent: string;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      size="sm"
      variant="outline"
      aria-describedby={describedBy}
      // Long labels wrap inside a phone's card rather than stick out of it.
      className="h-auto min-h-9 max-w-full py-1.5 whitespace-normal"
    >
      {children}
    </Button>
  );
}
