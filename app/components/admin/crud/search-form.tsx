/**
 * The search box of a back-office list: a GET form (`?q=`, the search lives in the URL and works
 * without JavaScript) whose length limit comes from the screen's search schema. `keep` carries
 * the list's other parameters (tab, filter…); a new search starts at the first page.
 *
 *   <SearchForm id="recherche-pages" label="Rechercher par titre ou adresse" value={search}
 *     schema={pageSearchSchema} />
 */
import { Form } from "react-router";
import type { ZodType } from "zod";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { constraintsOf } from "~/lib/forms/constraints";

export function SearchForm({
  id,
  label,
  value,
  schema,
  name = "q",
  keep = {},
  className,
}: SearchBoxProps & {
  /** The list's other parameters, kept by the search (empty ones left out). */
  keep?: Record<string, string | null | undefined>;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([key, kept]) =>
        kept ? <input key={key} type="hidden" name={key} value={kept} /> : null,
      )}
      <SearchBox
        id={id}
        label={label}
        value={value}
        schema={schema}
        name={name}
        className={className}
      />
      <Button type="submit" variant="outline" size="sm">
        Rechercher
      </Button>
    </Form>
  );
}

export interface SearchBoxProps {
  id: string;
  label: string;
  /** The current search, "" for none. */
  value: string;
  /** An object schema with the search field (`name`), for its limits. */
  schema: ZodType;
  name?: string;
  /** Classes of the search box (e.g. its width). */
  className?: string;
}

/**
 * The labelled search box alone, for a GET form that also filters (e.g. inside a FilterForm:
 * one 'Filtrer' button sends the search and the filter together).
 */
export function SearchBox({ id, label, value, schema, name = "q", className }: SearchBoxProps) {
  const constraint = constraintsOf(schema)[name] ?? {};
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="search"
        name={name}
        defaultValue={value}
        key={value}
        maxLength={constraint.maxLength}
        className={className}
      />
    </div>
  );
}
