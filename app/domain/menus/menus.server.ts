/**
 * The menus of the public frame, read in the frame's one query (decision 0024), and the changes
 * of /admin/menus: each in one transaction with its journal row (entity "menu", the menu's key)
 * and `publicContentChanged`, so every server's page cache empties at commit.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { menuItems, menus, pages } from "#db/schema";
import { audit } from "~/server/audit.server";
import { publicContentChanged } from "~/server/content-changes.server";
import type { Db } from "~/server/db.server";
import { jsonObject, jsonRows, selectParts } from "~/server/json-query.server";
import {
  BAD_CHOICE,
  DEFAULT_MENUS,
  FIXED_ADDRESSES,
  HREF_INVALID,
  isMenuHref,
  MENU_FULL,
  MENU_ITEM_NOT_FOUND,
  MENU_KEYS,
  MENU_LABEL_MAX,
  MENU_MAX_ITEMS,
  PAGE_NOT_FOUND,
  type MenuKey,
  type MenuLink,
  type SiteMenus,
} from "./menus";
import type { AddItemInput } from "./schema";

interface MenuRow {
  key: string;
  label: string;
}
interface MenuItemRow {
  id: number;
  menuKey: string;
  label: string;
  href: string;
}

/** The parts of `selectParts` that read every menu and its links, in order. */
export function menuParts(db: Db) {
  return {
    menus: jsonRows<MenuRow>(
      db.select({ r: jsonObject({ key: menus.key, label: menus.label }).as("r") }).from(menus),
    ),
    menuItems: jsonRows<MenuItemRow>(
      db
        .select({
          r: jsonObject({
            id: menuItems.id,
            menuKey: menuItems.menuKey,
            label: menuItems.label,
            href: menuItems.href,
          }).as("r"),
        })
        .from(menuItems)
        .orderBy(asc(menuItems.menuKey), asc(menuItems.position), asc(menuItems.id)),
    ),
  };
}

/**
 * The menus from their rows; a menu without its row (a database emptied by hand or by the tests)
 * is the default one, so the frame never loses its navigation.
 */
export function menusFromRows(
  menuRows: readonly MenuRow[],
  itemRows: readonly MenuItemRow[],
): SiteMenus {
  const out = {} as SiteMenus;
  for (const fallback of DEFAULT_MENUS) {
    const row = menuRows.find((menu) => menu.key === fallback.key);
    out[fallback.key] = row
      ? {
          key: fallback.key,
          label: row.label,
          items: itemRows
            .filter((item) => item.menuKey === fallback.key)
            .map(({ id, label, href }) => ({ id, label, href })),
        }
      : { key: fallback.key, label: fallback.label, items: fallback.items.map((i) => ({ ...i })) };
  }
  return out;
}

/** A page of the page manager, offered when adding a link. */
export interface PageChoice {
  id: number;
  title: string;
  route: string;
}

/** What /admin/menus shows: the four menus, the pages to choose from, the site's fixed pages. */
export async function loadMenusScreen(db: Db) {
  const parts = await selectParts(db, {
    ...menuParts(db),
    pages: jsonRows<PageChoice>(
      db
        .select({ r: jsonObject({ id: pages.id, title: pages.title, route: pages.route }).as("r") })
        .from(pages)
        .orderBy(asc(pages.title), asc(pages.id)),
    ),
  });
  return {
    menus: MENU_KEYS.map((key) => menusFromRows(parts.menus, parts.menuItems)[key]),
    pages: parts.pages,
    fixed: FIXED_ADDRESSES,
  };
}

/** Writes the default menus whose row is missing (only after the database was emptied). */
async function ensureMenus(tx: Db): Promise<void> {
  const created = await tx
    .insert(menus)
    .values(DEFAULT_MENUS.map(({ key, label }) => ({ key, label })))
    .onConflictDoNothing()
    .returning({ key: menus.key });
  const items = DEFAULT_MENUS.filter((menu) => created.some((row) => row.key === menu.key)).flatMap(
    (menu) => menu.items.map((item, position) => ({ menuKey: menu.key, position, ...item })),
  );
  if (items.length > 0) await tx.insert(menuItems).values(items);
}

/** A refusal of a change: the field it is about and its French message, with its status. */
export interface MenuRefusal {
  ok: false;
  field: "form" | "label" | "href" | "choice";
  message: string;
  status: 400 | 404 | 409;
}
export type MenuOutcome = { ok: true; label: string } | MenuRefusal;

const refused = (
  field: MenuRefusal["field"],
  message: string,
  status: MenuRefusal["status"] = 400,
): MenuRefusal => ({ ok: false, field, message, status });

/**
 * Runs one change of menu `key` in a transaction (the menu's row locked, so two volunteers'
 * changes to one menu follow each other): journaled and told to the page caches when it succeeds,
 * rolled back when it is refused.
 */
async function menuChange(
  db: Db,
  userId: number,
  key: MenuKey,
  action: string,
  change: (tx: Db) => Promise<MenuOutcome & { details?: Record<string, unknown> }>,
): Promise<MenuOutcome> {
  const rollback = new Error("refused");
  let outcome: MenuOutcome | undefined;
  try {
    await db.transaction(async (tx) => {
      await ensureMenus(tx);
      await tx.select({ key: menus.key }).from(menus).where(eq(menus.key, key)).for("update");
      const result = await change(tx);
      outcome = result;
      if (!result.ok) throw rollback;
      await audit(tx, {
        userId,
        action,
        entity: "menu",
        entityId: key,
        details: result.details ?? { label: result.label },
      });
      await publicContentChanged(tx);
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  const { details: _details, ...answer } = outcome as MenuOutcome & { details?: unknown };
  return answer as MenuOutcome;
}

/** The links of a menu in order (positions as stored). */
async function itemsOf(tx: Db, key: MenuKey) {
  return tx
    .select({ id: menuItems.id, position: menuItems.position, label: menuItems.label })
    .from(menuItems)
    .where(eq(menuItems.menuKey, key))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

/** Stores the order of `ids` as positions 0, 1, 2… (only the rows that moved are written). */
async function storeOrder(tx: Db, items: { id: number; position: number }[]) {
  for (const [position, item] of items.entries()) {
    if (item.position !== position) {
      await tx
        .update(menuItems)
        .set({ position, updatedAt: sql`now()` })
        .where(eq(menuItems.id, item.id));
    }
  }
}

export function renameMenu(db: Db, userId: number, key: MenuKey, label: string) {
  return menuChange(db, userId, key, "menu.rename", async (tx) => {
    await tx
      .update(menus)
      .set({ label, updatedAt: sql`now()` })
      .where(eq(menus.key, key));
    return { ok: true, label };
  });
}

/** What « Ajouter » resolves to: a page's route and title, a fixed address, or the typed one. */
async function resolveChoice(tx: Db, input: AddItemInput): Promise<MenuLink | MenuRefusal> {
  const page = /^page:(\d{1,9})$/.exec(input.choice);
  if (page) {
    const [row] = await tx
      .select({ title: pages.title, route: pages.route })
      .from(pages)
      .where(eq(pages.id, Number(page[1])));
    if (!row) return refused("choice", PAGE_NOT_FOUND, 404);
    return { href: row.route, label: input.label || row.title.slice(0, MENU_LABEL_MAX).trim() };
  }
  if (input.choice !== "") {
    const fixed = FIXED_ADDRESSES.find((address) => address.href === input.choice);
    if (!fixed) return refused("choice", BAD_CHOICE);
    return { href: fixed.href, label: input.label || fixed.label };
  }
  if (input.href === "") return refused("choice", BAD_CHOICE);
  if (!isMenuHref(input.href)) return refused("href", HREF_INVALID);
  if (input.label === "") return refused("label", "Le libellé est obligatoire.");
  return { href: input.href, label: input.label };
}

export function addMenuItem(db: Db, userId: number, input: AddItemInput) {
  const key = input.menu as MenuKey;
  return menuChange(db, userId, key, "menu.add", async (tx) => {
    const link = await resolveChoice(tx, input);
    if ("ok" in link) return link;
    const items = await itemsOf(tx, key);
    if (items.length >= MENU_MAX_ITEMS) return refused("form", MENU_FULL, 409);
    const [row] = await tx
      .insert(menuItems)
      .values({ menuKey: key, position: items.length, ...link })
      .returning({ id: menuItems.id });
    return { ok: true, label: link.label, details: { id: row.id, ...link } };
  });
}

export function updateMenuItem(
  db: Db,
  userId: number,
  id: number,
  input: { menu: MenuKey; label: string; href: string },
) {
  return menuChange(db, userId, input.menu, "menu.update", async (tx) => {
    const [row] = await tx
      .update(menuItems)
      .set({ label: input.label, href: input.href, updatedAt: sql`now()` })
      .where(and(eq(menuItems.id, id), eq(menuItems.menuKey, input.menu)))
      .returning({ id: menuItems.id });
    if (!row) return refused("form", MENU_ITEM_NOT_FOUND, 404);
    return { ok: true, label: input.label, details: { id, label: input.label, href: input.href } };
  });
}

export function moveMenuItem(
  db: Db,
  userId: number,
  key: MenuKey,
  id: number,
  direction: "up" | "down",
) {
  return menuChange(db, userId, key, "menu.move", async (tx) => {
    const items = await itemsOf(tx, key);
    const from = items.findIndex((item) => item.id === id);
    if (from === -1) return refused("form", MENU_ITEM_NOT_FOUND, 404);
    const to = direction === "up" ? from - 1 : from + 1;
    const order = [...items];
    // Already first (or last): nothing moves, the order is stored as it is.
    if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to], order[from]];
    await storeOrder(tx, order);
    const label = items[from].label;
    return {
      ok: true,
      label,
      details: { id, label, direction, position: Math.max(0, Math.min(to, order.length - 1)) },
    };
  });
}

export function removeMenuItem(db: Db, userId: number, key: MenuKey, id: number) {
  return menuChange(db, userId, key, "menu.remove", async (tx) => {
    const [row] = await tx
      .delete(menuItems)
      .where(and(eq(menuItems.id, id), eq(menuItems.menuKey, key)))
      .returning({ label: menuItems.label, href: menuItems.href });
    if (!row) return refused("form", MENU_ITEM_NOT_FOUND, 404);
    await storeOrder(tx, await itemsOf(tx, key));
    return { ok: true, label: row.label, details: { id, ...row } };
  });
}

/** The stored links of `keys` (tests and the screen's checks). */
export async function storedMenuItems(db: Db, keys: readonly MenuKey[] = MENU_KEYS) {
  return db
    .select({
      id: menuItems.id,
      menuKey: menuItems.menuKey,
      position: menuItems.position,
      label: menuItems.label,
      href: menuItems.href,
    })
    .from(menuItems)
    .where(inArray(menuItems.menuKey, [...keys]))
    .orderBy(asc(menuItems.menuKey), asc(menuItems.position), asc(menuItems.id));
}
