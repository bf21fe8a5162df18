/**
 * A back-office list screen from its description: the header, the tabs, the notices (the
 * loader's, and a refused row form's), the add / edit form when the URL opens it, then the list
 * with its page. A screen with tabs of records draws each tab with `CrudPanel`.
 *
 *   <CrudScreen title="Notre Personnel" subtitle="…" screen={loaderData} answer={actionData}
 *     view={{ form: { id: "formulaire-personnel", … }, list: { id: "liste-personnel", … } }} />
 */
import type { ReactNode } from "react";
import type { ListPage } from "~/domain/admin/pagination";
import type { FormMode } from "~/lib/forms/form-mode";
import type { FormRefusal } from "~/lib/forms/refusal";
import { AdminNotices, AdminPageHeader } from "../admin-frame";
import { CrudForm, type CrudFormProps } from "./crud-form";
import { CrudList, type CrudListProps } from "./crud-list";

type Answer = { refused?: FormRefusal } | null | undefined;

/** What a screen (or a tab) shows: its add / edit form and its list. */
export interface CrudView<F extends string, Row extends { id: number }> {
  form: Omit<CrudFormProps<F, Row>, "edited" | "answer">;
  list: Omit<CrudListProps<Row>, "rows" | "page" | "pageCount" | "list">;
}

/** What `loadCrudScreen` gives the page for one kind of record. */
export interface CrudScreenData<Row> {
  list: ListPage<Row>;
  mode: FormMode;
  edited: Row | null;
}

/**
 * The message of a refused row form (a delete, a publish… on a record that vanished), told above
 * the list: the whole-form error of an answer whose intent is one of `intents`.
 */
export function rowRefusal(answer: Answer, intents: readonly string[] = ["delete"]) {
  const refused = answer?.refused;
  return refused && intents.includes(refused.intent) ? refused.errors.form : undefined;
}

/** The add / edit form when the URL opens it, then the list with its page. */
export function CrudPanel<F extends string, Row extends { id: number }>({
  view,
  list,
  mode,
  edited,
  answer,
}: CrudScreenData<Row> & { view: CrudView<F, Row>; answer?: Answer }) {
  return (
    <>
      {mode.kind !== "view" ? <CrudForm {...view.form} edited={edited} answer={answer} /> : null}
      <CrudList {...view.list} list={list} />
    </>
  );
}

export function CrudScreen<F extends string, Row extends { id: number }>({
  title,
  subtitle,
  tabs,
  screen,
  answer,
  rowIntents,
  view,
}: {
  title: string;
  subtitle: string;
  /** The tabs under the header (FilterTabs, AdminTabs). */
  tabs?: ReactNode;
  screen: CrudScreenData<Row> & { notice: string | null };
  /** The action's last answer. */
  answer: Answer;
  /** The row forms whose refusal is told above the list (default: the delete). */
  rowIntents?: readonly string[];
  view: CrudView<F, Row>;
}) {
  return (
    <>
      <AdminPageHeader title={title} subtitle={subtitle} />
      {tabs}
      <AdminNotices messages={[screen.notice, rowRefusal(answer, rowIntents)]} />
      <CrudPanel {...screen} view={view} answer={answer} />
    </>
  );
}
