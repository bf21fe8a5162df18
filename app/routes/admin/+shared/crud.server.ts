/**
 * The loader and action every back-office list screen shares, from the screen's description in
 * the domain (app/domain/admin/crud-description.server.ts): the session and role check, the list
 * with its page and filters, the view / add / edit modes read from the URL, and the create /
 * update / delete steps with their refusals, audit (done by the domain functions) and toasts. A
 * screen adds its own intents (publish, reorder…) as `more`. This is route glue (decision 0041):
 * it reads the request and turns the domain's answers (`goTo`, refusals) into replies.
 *
 *   export const loader = ({ request }) => loadCrudPage(staffScreen, request);
 *   export const action = ({ request }) => crudAction(staffScreen, request);
 */
import { redirect } from "react-router";
import { toastOf, type CrudScreen } from "~/domain/admin/crud-description.server";
import { BAD_PAGE, parsePage } from "~/domain/admin/pagination";
import type { AdminArea } from "~/domain/admin/screens";
import { backTo, loadFormMode, postedRecord } from "~/lib/forms/form-mode";
import { todayInSaguenay } from "~/lib/format";
import { visibleUrl } from "~/lib/visible-url";
import { deleteRecord, FieldRefusal, saveRecord } from "~/server/admin-record.server";
import { requireUser } from "~/routes/+shared/access.server";
import { getDb, type Db } from "~/server/db.server";
import { redirectWithToast } from "~/server/flash.server";
import { IMAGE_FORM, readFormData, tryReadFormData } from "~/server/form-data.server";
import { validateForm } from "~/lib/forms/validate";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { runIntent, type RouteIntentHandler } from "./intents.server";

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
  const { me, params, page, pageNotice, db: opened } = await openScreen(request, screen.area);
  const query = screen.query?.(params) ?? ({} as Query);
  const database = db ?? opened;
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
    notice: pageNotice ?? form.notice,
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
  more: Record<string, RouteIntentHandler<A>> = {},
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

  return runIntent(more, { db, me, form, intent, id }, request, first.path, ["modifier"]);
}
