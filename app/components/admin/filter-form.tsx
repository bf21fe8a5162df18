/**
 * The "Filtrer par …" form of a back-office list: a GET form (the filter lives in the URL and works
 * without JavaScript) with one labelled select whose first choice is "all". `children` carries the
 * hidden fields that keep the list's other parameters (tab, department…), and may carry a
 * SearchBox or more FilterSelects sent by the same 'Filtrer' button.
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
}: FilterSelectProps & {
  className?: string;
  /** Hidden fields keeping the list's other parameters, a SearchBox or FilterSelects, first. */
  children?: ReactNode;
}) {
  return (
    <Form method="get" className={cn("flex flex-wrap items-end gap-2", className)}>
      {children}
      <FilterSelect
        id={id}
        label={label}
        name={name}
        value={value}
        allLabel={allLabel}
        options={options}
      />
      <Button type="submit" variant="outline" size="sm">
        Filtrer
      </Button>
    </Form>
  );
}

export interface FilterSelectProps {
  id: string;
  label: string;
  name: string;
  /** The current filter, null for "all". */
  value: string | null;
  /** Label of the first choice, e.g. 'Tous les statuts'. */
  allLabel: string;
  options: readonly SelectOption[];
}

/**
 * One labelled filter select alone, for a FilterForm that filters by more than one parameter
 * (e.g. the journal's author and element: one 'Filtrer' button sends both).
 */
export function FilterSelect({ id, label, name, value, allLabel, options }: FilterSelectProps) {
  return (
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
  );
}
