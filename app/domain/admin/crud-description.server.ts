/**
 * A back-office list screen as the domain describes it: its area, address, schema, messages,
 * toasts and store functions (`defineCrudScreen`), and the intents a screen adds (publish,
 * feature…) as functions of values that answer values: where to go next with which toast
 * (`goTo`), a refusal, or another result. Reading the request and turning these answers into
 * redirects is the route glue's (app/routes/admin/+shared/crud.server.ts, decision 0041).
 */
import type { ZodType } from "zod";
import type { SessionUser } from "~/domain/admin/roles";
import type { AdminArea } from "~/domain/admin/screens";
import { adminPath } from "~/domain/admin/screens";
import type { FormModeKeys } from "~/lib/forms/form-mode";
import type { ToastInput } from "~/lib/toast";
import type { Db } from "~/server/db.server";
import { refuseForm, type RefusedAnswer } from "~/server/forms/refuse-form.server";
import type { ListPage } from "./pagination";

export interface CrudScreen<Row, Input, Query> {
  area: AdminArea;
  /** The screen's address, where a change goes back to (with the list's query). */
  path: string;
  schema: ZodType<Input>;
  /**
   * The schema the server checks with, when some rules need the database (an address already
   * taken): built for the edited record (`editedId`, null when adding); null when that record no
   * longer exists. Default: `schema`.
   */
  serverSchema?: (
    db: Db,
    editedId: number | null,
    form: FormData,
  ) => Promise<ZodType<Input> | null>;
  /** The message for a record that no longer exists. */
  notFound: string;
  /** The toasts after a change: a title, or the toast from what was saved / the deleted record. */
  toasts: { create: CrudToast<Input>; update: CrudToast<Input>; delete: CrudToast<Row> };
  /** The intents of this kind of record (default "create", "update", "delete"). */
  intents?: { create: string; update: string; delete: string };
  /** The URL parameters of its add / edit forms, when a screen has two kinds of records. */
  keys?: FormModeKeys;
  /** Parameters dropped from the list's query after a change (default: the open edit form). */
  dropAfterChange?: readonly string[];
  /**
   * Where a change leads instead of the list with its query, e.g. a new committee opens at once:
   * `saved` is what `create` answered (the new record's id), `id` the posted one.
   */
  landing?: (change: {
    action: "create" | "update" | "delete";
    id: number | null;
    saved: unknown;
    back: string;
  }) => string;
  /**
   * For a record added to another one (a committee's member): the message when that one no
   * longer exists, in which case `create` answers null, saves nothing and the form is refused
   * (404).
   */
  parentNotFound?: string;
  /** The screen's filters, read from the URL (unknown values give "all"). */
  query?: (params: URLSearchParams) => Query;
  list: (db: Db, query: Query & { page: number }) => Promise<ListPage<Row>>;
  find: (db: Db, id: number) => Promise<Row | null>;
  create: (db: Db, userId: number, input: Input, image: string | undefined) => Promise<unknown>;
  /**
   * Saves the change, or answers false (or null) when the record no longer exists; any other
   * answer (e.g. the saved record) reaches `landing` as `saved`.
   */
  update: (
    db: Db,
    userId: number,
    id: number,
    input: Input,
    image: string | undefined,
  ) => Promise<unknown>;
  /** Deletes, or answers false when the record no longer exists; may throw a FieldRefusal. */
  remove: (db: Db, userId: number, id: number) => Promise<boolean>;
  /**
   * For a screen with an image field: the alt text of an uploaded image; `required`, the message
   * when a new record comes with no picture (no file chosen, no address typed), told with the
   * form's other messages.
   */
  image?: { alt: (input: Input) => string; required?: string };
  /**
   * A screen taking large uploads (a multi-file import): its body limit, and the form (`intent`)
   * and field on which a body refused (too large, unreadable) is told, instead of the error page.
   */
  upload?: { maxBytes: number; tooLargeMessage: string; intent: string; field: string };
}

/**
 * A screen's description. Its address is its area's, from the registry (screens.ts), unless it is
 * a tab of another screen (the shop's products, the incidents' register), which gives its own.
 */
export function defineCrudScreen<Row extends object, Input, Query = object>(
  screen: Omit<CrudScreen<Row, Input, Query>, "path"> & { path?: string },
): CrudScreen<Row, Input, Query> {
  return { ...screen, path: screen.path ?? adminPath(screen.area) };
}

/** A toast's title, or a function giving the whole toast (e.g. naming the saved record). */
export type CrudToast<T> = string | ((subject: T) => ToastInput);

export function toastOf<T>(toast: CrudToast<T>, subject: T): ToastInput {
  return typeof toast === "string" ? { title: toast } : toast(subject);
}

/**
 * "Go to `to`, showing `toast`": what a change answers when it went through. The route glue makes
 * it a redirect carrying the toast (and `cookies`, e.g. a session ended).
 */
export interface GoTo {
  goTo: string;
  toast?: ToastInput;
  cookies?: string[];
}

export function goTo(to: string, toast?: ToastInput, cookies?: string[]): GoTo {
  return { goTo: to, ...(toast ? { toast } : {}), ...(cookies ? { cookies } : {}) };
}

export function isGoTo(answer: unknown): answer is GoTo {
  return typeof answer === "object" && answer !== null && "goTo" in answer;
}

/** What a screen's own intent receives. */
export interface IntentContext {
  db: Db;
  me: SessionUser;
  form: FormData;
  intent: string;
  id: number | null;
  /** The list with its filters and page, the form closed. */
  back: string;
  /** `back` without the parameters `drop` as well (e.g. the details panel after a delete). */
  backWithout: (drop: readonly string[]) => string;
}

/** `A`: another answer an intent may give (e.g. the per-file outcome of an import). */
export type IntentHandler<A = never> = (
  context: IntentContext,
) => Promise<GoTo | RefusedAnswer | A>;

/**
 * An intent on one posted record (publish, feature…): `run` changes it and answers the toast, or
 * null when the record no longer exists (refused with `notFound`, 404); then back to the list.
 */
export function recordIntent(
  notFound: string,
  run: (context: IntentContext & { id: number }) => Promise<ToastInput | null>,
): IntentHandler {
  return async (context) => {
    const { id, intent, form, back } = context;
    const toast = id === null ? null : await run({ ...context, id });
    return toast ? goTo(back, toast) : refuseForm(intent, { form: notFound }, form, 404);
  };
}

/**
 * A screen opened by its route (the role checked): the URL's parameters, the page asked for, the
 * notice for a page that is not a number (`BAD_PAGE`), and the database. What a screen's loader
 * in the domain starts from.
 */
export interface OpenedScreen {
  params: URLSearchParams;
  page: number;
  pageNotice: string | null;
  db: Db;
}
