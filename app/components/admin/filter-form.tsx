/**
 * The GET forms of a back-office list (the filter and the search live in the URL and work without
 * JavaScript): `GetForm`, the row of controls with its submit button, and `FilterForm`, the
 * "Filtrer par …" form with one labelled select whose first choice is "all". `keep` carries the
 * list's other parameters (tab, department…) as hidden fields; `children` may carry a SearchBox
 * or more FilterSelects sent by the same 'Filtrer' button.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Select, type SelectOption } from "~/components/ui/select";
import { cn } from "~/lib/utils";

export interface GetFormProps {
  /** The list's other parameters, kept as hidden fields (empty ones left out). */
  keep?: Record<string, string | null | undefined>;
  className?: string;
  /** Controls sent by the same button, after the kept parameters. */
  children?: ReactNode;
}

/** A GET form: the kept parameters, the controls, then the submit button (`submitLabel`). */
export function GetForm({
  keep = {},
  className,
  role,
  submitLabel,
  children,
}: GetFormProps & { role?: "search"; submitLabel: string }) {
  return (
    <Form method="get" role={role} className={cn("flex flex-wrap items-end gap-2", className)}>
      {Object.entries(keep).map(([key, kept]) =>
        kept ? <input key={key} type="hidden" name={key} value={kept} /> : null,
      )}
      {children}
      <Button type="submit" variant="outline" size="sm">
        {submitLabel}
      </Button>
    </Form>
  );
}

export function FilterForm({
  keep,
  className,
  children,
  ...select
}: FilterSelectProps & GetFormProps) {
  return (
    <GetForm keep={keep} className={className} submitLabel="Filtrer">
      {children}
      <FilterSelect {...select} />
    </GetForm>
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

/** A control of a GET form with its label above it. */
export function LabelledControl({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * One labelled filter select alone, for a FilterForm that filters by more than one parameter
 * (e.g. the journal's author and element: one 'Filtrer' button sends both).
 */
export function FilterSelect({ id, label, name, value, allLabel, options }: FilterSelectProps) {
  return (
    <LabelledControl id={id} label={label}>
      <Select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        key={value ?? ""}
        options={[{ value: "", label: allLabel }, ...options]}
      />
    </LabelledControl>
  );
}
