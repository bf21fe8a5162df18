/**
 * The loader and action every back-office list screen shares, from a short description of the
 * screen (its area, path, schema, messages and domain functions): the session and role check,
 * the list with its page and filters, the view / add / edit modes read from the URL, and the
 * create / update / delete steps with their refusals, audit (done by the domain functions) and
 * toasts. A screen adds its own intents (publish, reorder…) as `more`.
 *
 *   const screen = defineCrudScreen({ area: "staff", path: "/admin/personnel", … });
 *   export const loader = ({ request }) => loadCrudPage(screen, request);
 *   export const action = ({ request }) => crudAction(screen, request);
 */
import { redirect } from "react-router";
import type { ZodType } from "zod";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import type { AdminArea } from "~/domain/users/roles";
import type { SessionUser } from "~/domain/users/users.server";
import {
  backTo,
  loadFormMode,
  parseRecordId,
  postedRecord,
  type FormModeKeys,
} from "~/lib/forms/form-mode";
import { todayInSaguenay } from "~/lib/format";
import { visibleUrl } from "~/lib/visible-url";
import { deleteRecord, FieldRefusal, saveRecord } from "~/server/admin-record.server";
import { requireUser } from "~/domain/users/access.server";
import { getDb, type Db } from "~/server/db.server";
import { redirectWithToast, type FlashInput } from "~/server/flash.server";
import { IMAGE_FORM, readFormData, tryReadFormData } from "~/server/form-data.server";
import { validateForm } from "~/lib/forms/validate";
import { refuseForm, type RefusedAnswer } from "~/server/forms/refuse-form.server";

export interface ListPage<Row> {
  rows: Row[];
  page: number;
  pageCount: number;
  total?: number;
}

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

export function defineCrudScreen<Row extends object, Input, Query = object>(
  screen: CrudScreen<Row, Input, Query>,
): CrudScreen<Row, Input, Query> {
  return screen;
}

/** A toast's title, or a function giving the whole toast (e.g. naming the saved record). */
export type CrudToast<T> = string | ((subject: T) => FlashInput);

function toastOf<T>(toast: CrudToast<T>, subject: T): FlashInput {
  return typeof toast === "string" ? { title: toast } : toast(subject);
}

const DEFAULT_INTENTS = { create: "create", update: "update", delete: "delete" };

/**
 * What a screen's loader reads first, when it is not a `loadCrudScreen` (a list with a details
 * panel, a read-only tab): the role check, the URL's parameters, the page asked for (a page that
 * is not a number gives the first one and the `BAD_PAGE` notice) and the database.
 */
export async function openScreen(request: Request, area: AdminArea) {
  const me = await requireUser(request, area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  return { me, params, page, pageNotice: valid ? null : BAD_PAGE, db: await getDb() };
}

/**
 * What a screen's loader gives its page: the list, the filters, the open form, a notice, and
 * today's date (a new record's default day). `me`, the signed-in user, is for the loader (e.g. a
 * new article's author): leave it out of what the page receives.
 */
export async function loadCrudScreen<Row extends object, Input, Query>(
  screen: CrudScreen<Row, Input, Query>,
  request: Request,
  db?: Db,
) {
  const me = await requireUser(request, screen.area);
  const params = visibleUrl(request).searchParams;
  const { page, valid } = parsePage(params.get("page"));
  const query = screen.query?.(params) ?? ({} as Query);
  const database = db ?? (await getDb());
  const [list, form] = await Promise.all([
    screen.list(database, { ...query, page }),
    loadFormMode(params, (id) => screen.find(database, id), screen.notFound, screen.keys),
  ]);
  return {
    me,
    ...query,
    list,
    mode: form.mode,
    edited: form.edited,
    notice: valid ? form.notice : BAD_PAGE,
    today: todayInSaguenay(),
  };
}

/** `loadCrudScreen` for a page that needs nothing else: what it shows, the user left out. */
export async function loadCrudPage<Row extends object, Input, Query>(
  screen: CrudScreen<Row, Input, Query>,
  request: Request,
) {
  const { me: _me, ...page } = await loadCrudScreen(screen, request);
  return page;
}

/**
 * The dashboard's quick action '…/new': the screen with its add form open. The area is checked
 * first, so a role that may not open the screen is refused here too.
 */
export async function openAddForm(
  screen: Pick<CrudScreen<unknown, unknown, unknown>, "area" | "path" | "keys">,
  request: Request,
) {
  await requireUser(request, screen.area);
  return redirect(`${screen.path}?mode=${screen.keys?.add ?? "ajout"}`);
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
) => Promise<Response | RefusedAnswer | A>;

/**
 * An intent on one posted record (publish, feature…): `run` changes it and answers the toast, or
 * null when the record no longer exists (refused with `notFound`, 404); then back to the list.
 */
export function recordIntent(
  notFound: string,
  run: (context: IntentContext & { id: number }) => Promise<FlashInput | null>,
): IntentHandler {
  return async (context) => {
    const { id, intent, form, back } = context;
    const toast = id === null ? null : await run({ ...context, id });
    return toast
      ? redirectWithToast(back, toast)
      : refuseForm(intent, { form: notFound }, form, 404);
  };
}

// Each screen's types are checked where it is defined; here any of them is run the same way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCrudScreen = CrudScreen<any, any, any>;

/** A new record's picture: a file chosen or an address typed in its image field. */
function choseImage(form: FormData): boolean {
  const file = form.get("imageFile");
  return (
    (file instanceof File && file.size > 0) || String(form.get("imageUrl") ?? "").trim() !== ""
  );
}

/**
 * Runs the create / update / delete intents of one or more kinds of records, and `more`.
 * `options.area`: the area every intent needs (default: the first screen's), for a screen that
 * roles open for other records than its described ones (the shop: the trésorier opens it for the
 * orders, a `more` intent); a described screen of another area is then checked before its own
 * create / update / delete run (403 otherwise, as requireUser answers).
 */
export async function crudAction<A = never>(
  screens: AnyCrudScreen | readonly AnyCrudScreen[],
  request: Request,
  more: Record<string, IntentHandler<A>> = {},
  options: { area?: AdminArea } = {},
) {
  const list: readonly AnyCrudScreen[] = Array.isArray(screens) ? screens : [screens];
  const first = list[0];
  const area = options.area ?? first.area;
  const me = await requireUser(request, area);
  const upload = list.find((screen) => screen.upload)?.upload;
  const read = upload
    ? await tryReadFormData(request, upload)
    : {
        ok: true as const,
        form: await readFormData(
          request,
          list.some((screen) => screen.image) ? IMAGE_FORM : undefined,
        ),
      };
  if (!read.ok) {
    return refuseForm(
      upload!.intent,
      { [upload!.field]: read.message },
      new FormData(),
      read.status,
    );
  }
  const form = read.form;
  const { intent, id } = postedRecord(form);
  const db = await getDb();

  for (const screen of list) {
    const intents = screen.intents ?? DEFAULT_INTENTS;
    const mine = [intents.create, intents.update, intents.delete].includes(intent);
    if (mine && screen.area !== area) await requireUser(request, screen.area);
    const back = backTo(
      screen.path,
      request,
      screen.dropAfterChange ?? [screen.keys?.edit ?? "modifier"],
    );
    if (intent === intents.create || intent === intents.update) {
      const adding = intent === intents.create;
      if (adding && screen.image?.required && !choseImage(form)) {
        const parsed = validateForm(screen.schema, form);
        const errors = parsed.ok ? {} : parsed.errors;
        return refuseForm(intent, { ...errors, imageFile: screen.image.required }, form);
      }
      const schema = screen.serverSchema
        ? await screen.serverSchema(db, adding ? null : id, form)
        : screen.schema;
      if (!schema) return refuseForm(intent, { form: screen.notFound }, form, 404);
      return saveRecord(db, {
        form,
        intent,
        id,
        adding,
        schema,
        // When adding, only a vanished parent record makes the record "not found".
        notFound: (adding && screen.parentNotFound) || screen.notFound,
        image: screen.image && {
          find: (id) => screen.find(db, id),
          alt: screen.image.alt,
        },
        create: async (input, image) => {
          const saved = await screen.create(db, me.id, input, image);
          // saveRecord answers a null like a vanished record: image removed, 404 refusal.
          if (saved === null && screen.parentNotFound) return null;
          const to = screen.landing?.({ action: "create", id: null, saved, back }) ?? back;
          return redirectWithToast(to, toastOf(screen.toasts.create, input));
        },
        update: async (id, input, image) => {
          const saved = await screen.update(db, me.id, id, input, image);
          if (!saved) return null;
          const to = screen.landing?.({ action: "update", id, saved, back }) ?? back;
          return redirectWithToast(to, toastOf(screen.toasts.update, input));
        },
      });
    }
    if (intent === intents.delete) {
      const toast = screen.toasts.delete;
      try {
        return await deleteRecord({
          form,
          intent,
          id,
          notFound: screen.notFound,
          remove: async (id) => {
            // A toast naming the record reads it before it goes.
            const row = typeof toast === "string" ? null : await screen.find(db, id);
            if (typeof toast !== "string" && !row) return null;
            const saved = await screen.remove(db, me.id, id);
            if (!saved) return null;
            const to = screen.landing?.({ action: "delete", id, saved, back }) ?? back;
            return redirectWithToast(to, toastOf(toast, row));
          },
        });
      } catch (error) {
        // The record may not be deleted (e.g. the intro of a fixed page): said on the list.
        if (error instanceof FieldRefusal) {
          return refuseForm(intent, { [error.field]: error.message }, form, error.status);
        }
        throw error;
      }
    }
  }

  const handler = Object.hasOwn(more, intent) ? more[intent] : undefined;
  if (handler) {
    const backWithout = (drop: readonly string[]) =>
      backTo(first.path, request, ["modifier", ...drop]);
    return handler({ db, me, form, intent, id, back: backWithout([]), backWithout });
  }
  return refuseForm(intent, { form: "Action inconnue." }, form);
}

/**
 * The action of a screen made only of its own intents, with no add / edit form (a list with a
 * details panel: donations, event requests): the session and role check, the form read, the
 * intent run with the list's address (`dropAfterChange`: the parameters a change closes, by
 * default the open edit form), "Action inconnue." otherwise.
 */
export async function intentAction<A = never>(
  screen: { area: AdminArea; path: string; dropAfterChange?: readonly string[] },
  request: Request,
  intents: Record<string, IntentHandler<A>>,
) {
  const me = await requireUser(request, screen.area);
  const form = await readFormData(request);
  const { intent, id } = postedRecord(form);
  const handler = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!handler) return refuseForm(intent, { form: "Action inconnue." }, form);
  const drop = screen.dropAfterChange ?? ["modifier"];
  const backWithout = (more: readonly string[]) => backTo(screen.path, request, [...drop, ...more]);
  return handler({ db: await getDb(), me, form, intent, id, back: backWithout([]), backWithout });
}

/**
 * The record of a details panel (`?details=ID`): null with `notFound` as the notice when the id
 * is unknown or malformed; null and no notice without the parameter.
 */
export async function loadDetails<T>(
  params: URLSearchParams,
  find: (id: number) => Promise<T | null>,
  notFound: string,
  key = "details",
): Promise<{ details: T | null; notice: string | null }> {
  if (!params.has(key)) return { details: null, notice: null };
  const id = parseRecordId(params.get(key));
  const details = id === null ? null : await find(id);
  return { details, notice: details ? null : notFound };
}
