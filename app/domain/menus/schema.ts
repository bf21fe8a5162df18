/**
 * The forms of /admin/menus (isomorphic): a menu's title, a link's label and address, and
 * « Ajouter un lien ». Kept apart from ./menus.ts so the public frame never loads zod.
 */
import { z } from "zod";
import { oneOf, requiredText } from "~/lib/forms/rules";
import {
  HREF_INVALID,
  isMenuHref,
  LABEL_REQUIRED,
  LABEL_TOO_LONG,
  MENU_KEYS,
  MENU_LABEL_MAX,
  MENU_NOT_FOUND,
} from "./menus";

const menuKey = oneOf(MENU_KEYS, MENU_NOT_FOUND);
export const menuLabel = requiredText(MENU_LABEL_MAX, LABEL_TOO_LONG, {
  min: 1,
  message: LABEL_REQUIRED,
});
const href = z
  .string({ error: HREF_INVALID })
  .trim()
  .refine((value) => isMenuHref(value), HREF_INVALID);

/** « Renommer » a menu's title. */
export const renameMenuSchema = z.object({ menu: menuKey, label: menuLabel });

/** « Enregistrer » one link: its label and address. */
export const menuItemSchema = z.object({ menu: menuKey, label: menuLabel, href });

/**
 * « Ajouter »: `choice` is "page:<id>" (a page of the page manager), a fixed address of the site,
 * or "" with `href` typed; an empty label takes the page's title or the address's name.
 */
export const addItemSchema = z.object({
  menu: menuKey,
  choice: z.string().trim().default(""),
  href: z.string().trim().default(""),
  label: z.string().trim().max(MENU_LABEL_MAX, LABEL_TOO_LONG).default(""),
});
export type AddItemInput = z.infer<typeof addItemSchema>;
