/**
 * The search box of a back-office list: a GET form (`?q=`, the search lives in the URL and works
 * without JavaScript) whose length limit comes from the screen's search schema. `keep` carries
 * the list's other parameters (tab, filter…); a new search starts at the first page.
 *
 *   <SearchForm id="recherche-pages" label="Rechercher par titre ou adresse" value={search}
 *     schema={pageSearchSchema} />
 */
import type { ZodType } from "zod";
import { Input } from "~/components/ui/input";
import { constraintsOf } from "~/lib/forms/constraints";
import { GetForm, LabelledControl, type GetFormProps } from "../filter-form";

export function SearchForm({ keep, ...box }: SearchBoxProps & Pick<GetFormProps, "keep">) {
  return (
    <GetForm keep={keep} role="search" submitLabel="Rechercher">
      <SearchBox {...box} />
    </GetForm>
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
    <LabelledControl id={id} label={label}>
      <Input
        id={id}
        type="search"
        name={name}
        defaultValue={value}
        key={value}
        maxLength={constraint.maxLength}
        className={className}
      />
    </LabelledControl>
  );
}
