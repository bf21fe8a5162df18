import type * as React from "react";
import { Select } from "~/components/ui/select";
import { roleLabels, roles, type Role } from "~/domain/admin/roles";

const options = roles.map((role) => ({ value: role, label: roleLabels[role] }));

/** The role choice of an account (the row's change and the add form). */
export function RoleSelect(props: React.ComponentProps<"select"> & { defaultValue?: Role }) {
  return <Select name="role" required options={options} {...props} />;
}
