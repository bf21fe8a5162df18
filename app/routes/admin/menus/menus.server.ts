/**
 * The loader and action of /admin/menus (route glue, decision 0041) (whoever may edit the pages: area "menus", checked on the
 * server by openScreen / intentAction): rename a menu, add a link (a page of the page manager, a
 * fixed page of the site or a typed address), change a link, move it up or down, remove it.
 * Every form works without JavaScript (plain posts, then back to the screen with a toast).
 */
import { openScreen } from "~/routes/admin/+shared/crud.server";
import type { IntentContext } from "~/domain/admin/crud-description.server";
import {
  intentAction,
  type RouteIntentHandler as IntentHandler,
} from "~/routes/admin/+shared/intents.server";
import { redirectWithToast } from "~/server/flash.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { validateForm } from "~/lib/forms/validate";
import { parseRecordId } from "~/lib/forms/form-mode";
import { isMenuKey, MENU_ITEM_NOT_FOUND, MENU_NOT_FOUND, type MenuKey } from "~/domain/menus/menus";
import { addItemSchema, menuItemSchema, renameMenuSchema } from "~/domain/menus/schema";
import {
  addMenuItem,
  loadMenusScreen,
  moveMenuItem,
  removeMenuItem,
  renameMenu,
  updateMenuItem,
  type MenuOutcome,
} from "~/domain/menus/menus.server";
import { adminPath } from "~/domain/admin/screens";

export const MENUS_PATH = adminPath("menus");

export async function loadMenus(request: Request) {
  const { db } = await openScreen(request, "menus");
  return loadMenusScreen(db);
}

/** The answer of a change: back to the screen with a toast, or the form again with its message. */
function answer(
  outcome: MenuOutcome,
  context: { intent: string; form: FormData; back: string },
  title: string,
) {
  if (outcome.ok) {
    return redirectWithToast(context.back, { title, description: `« ${outcome.label} »` });
  }
  return refuseForm(
    context.intent,
    { [outcome.field]: outcome.message },
    context.form,
    outcome.status,
  );
}

/** The posted menu key, and the posted link's id (`item`) when the form has one. */
function posted(form: FormData): { menu: MenuKey | null; item: number | null } {
  const menu = form.get("menu");
  const item = form.get("item");
  return {
    menu: isMenuKey(menu) ? menu : null,
    item: typeof item === "string" ? parseRecordId(item) : null,
  };
}

const unknownMenu: IntentHandler = async ({ intent, form }) =>
  refuseForm(intent, { form: MENU_NOT_FOUND }, form, 404);

/** A change to a posted menu: refused (404) when the menu is not one of the site's. */
const onMenu =
  (change: (context: IntentContext, menu: MenuKey) => ReturnType<IntentHandler>): IntentHandler =>
  async (context) => {
    const { menu } = posted(context.form);
    return menu ? change(context, menu) : unknownMenu(context);
  };

/** A change to a posted link of a menu: refused (404) when the menu or the link is unknown. */
const onLink = (
  change: (context: IntentContext, menu: MenuKey, item: number) => ReturnType<IntentHandler>,
): IntentHandler =>
  onMenu(async (context, menu) => {
    const { item } = posted(context.form);
    if (item === null) {
      return refuseForm(context.intent, { form: MENU_ITEM_NOT_FOUND }, context.form, 404);
    }
    return change(context, menu, item);
  });

export function menusAction(request: Request) {
  const rename = onMenu(async (context) => {
    const { db, me, form, intent } = context;
    const parsed = validateForm(renameMenuSchema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    const outcome = await renameMenu(db, me.id, parsed.data.menu, parsed.data.label);
    return answer(outcome, context, "Menu renommé");
  });
  const add = onMenu(async (context) => {
    const { db, me, form, intent } = context;
    const parsed = validateForm(addItemSchema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    return answer(await addMenuItem(db, me.id, parsed.data), context, "Lien ajouté au menu");
  });
  const update = onLink(async (context, menu, item) => {
    const { db, me, form, intent } = context;
    const parsed = validateForm(menuItemSchema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, form);
    const outcome = await updateMenuItem(db, me.id, item, { ...parsed.data, menu });
    return answer(outcome, context, "Lien enregistré");
  });
  const move = (direction: "up" | "down") =>
    onLink(async (context, menu, item) => {
      const outcome = await moveMenuItem(context.db, context.me.id, menu, item, direction);
      return answer(outcome, context, direction === "up" ? "Lien monté" : "Lien descendu");
    });
  const remove = onLink(async (context, menu, item) => {
    const outcome = await removeMenuItem(context.db, context.me.id, menu, item);
    return answer(outcome, context, "Lien retiré du menu");
  });
  return intentAction({ area: "menus", path: MENUS_PATH }, request, {
    "rename-menu": rename,
    "add-item": add,
    "update-item": update,
    "move-up": move("up"),
    "move-down": move("down"),
    "remove-item": remove,
  });
}
