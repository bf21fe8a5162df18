/**
 * The "Filtrer par …" form of a back-office list: a GET form (the filter lives in the URL and works
 * without JavaScript) with one labelled select whose first choice is "all". `children` carries the
 * hidden fields that keep the list's other parameters (tab, department…).
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Select, type SelectOption } from "~/components/ui/select";
import { cn } from "~/lib/utils";

export function FilterForm({
  id,
  label,
  name,
  value,
  allLabel,
  options,
  className,
  children,
}: {
  id: string;
  label: string;
  name: string;
  /** The current filter, null for "all". */
  value: string | null;
  /** Label of the first choice, e.g. 'Tous les statuts'. */
  allLabel: string;
  options: readonly SelectOption[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" className={cn("flex flex-wrap items-end gap-2", className)}>
      {children}
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Select
          id={id}
          name={name}
          defaultValue={value ?? ""}
          key={value ?? ""}
          options={[{ value: "", label: allLabel }, ...options]}
        />
      </div>
      <Button type="submit" variant="outline" size="sm">
        Filtrer
      </Button>
    </Form>
  );
}
