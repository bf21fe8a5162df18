/**
 * One tab of /admin/sope-naby from its description: the add / edit form when the URL opens it,
 * then the list with its page.
 */
import { CrudForm, type CrudFormProps } from "~/components/admin/crud/crud-form";
import { CrudList, type CrudListProps } from "~/components/admin/crud/crud-list";
import type { ListPage } from "~/domain/admin/crud-screen.server";
import type { FormMode } from "~/lib/forms/form-mode";
import type { FormRefusal } from "~/lib/forms/refusal";

export interface TabDescription<F extends string, Row extends { id: number }> {
  form: (today: string) => Omit<CrudFormProps<F, Row>, "edited" | "answer">;
  list: Omit<CrudListProps<Row>, "rows" | "page" | "pageCount">;
}

export function CrudTab<F extends string, Row extends { id: number }>({
  description,
  list,
  mode,
  edited,
  today,
  answer,
}: {
  description: TabDescription<F, Row>;
  list: ListPage<Row>;
  mode: FormMode;
  edited: Row | null;
  today: string;
  answer?: { refused?: FormRefusal } | null;
}) {
  return (
    <>
      {mode.kind !== "view" ? (
        <CrudForm {...description.form(today)} edited={edited} answer={answer} />
      ) : null}
      <CrudList
        {...description.list}
        rows={list.rows}
        page={list.page}
        pageCount={list.pageCount}
      />
    </>
  );
}
