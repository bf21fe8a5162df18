/**
 * The screen of /admin/menus: one panel per menu (the header's two dropdowns, the footer's two
 * columns) with its title, its links in order (label and address, « Monter », « Descendre »,
 * « Retirer ») and the form adding a link. Every button is a plain form post: it works without
 * JavaScript and from the keyboard.
 */
import { Form } from "react-router";
import { AdminNotices, AdminPageHeader, AdminPanel } from "~/components/admin/admin-frame";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { ChevronDown, ChevronUp } from "~/components/ui/icons";
import { fieldClasses, Input } from "~/components/ui/input";
import {
  MENU_LABEL_MAX,
  MENU_MAX_ITEMS,
  MENU_PLACES,
  type MenuLink,
  type SiteMenu,
} from "~/domain/menus/menus";
import { cn } from "~/lib/utils";
import { refusalFor, valueOf, type FormRefusal } from "~/lib/forms/refusal";

interface MenusData {
  menus: SiteMenu[];
  pages: { id: number; title: string; route: string }[];
  fixed: readonly MenuLink[];
}

type Answer = { refused?: FormRefusal } | undefined;

/** The refusal of `intent` when it was posted for this menu (and this link, when given). */
function refusalOf(answer: Answer, intent: string, menu: string, item?: number) {
  const refused = refusalFor(answer, intent);
  if (!refused || refused.values.menu !== menu) return undefined;
  if (item !== undefined && refused.values.item !== String(item)) return undefined;
  return refused;
}

/**
 * A menu's or a link's label or address: a label is never longer than the site's menus show,
 * and what was typed comes back after a refusal.
 */
function MenuField({
  name,
  id,
  label,
  hint,
  refused,
  saved = "",
  required = false,
}: {
  name: "label" | "href";
  id: string;
  label: string;
  hint?: string;
  refused: FormRefusal | undefined;
  saved?: string;
  required?: boolean;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={refused?.errors[name]}>
      {(control) => (
        <Input
          {...control}
          name={name}
          required={required}
          maxLength={name === "label" ? MENU_LABEL_MAX : undefined}
          defaultValue={valueOf(refused, name, saved)}
        />
      )}
    </Field>
  );
}

export function MenusScreen({ data, answer }: { data: MenusData; answer: Answer }) {
  // A whole-form message no form shows (an unknown menu, a link moved or removed meanwhile):
  // above the menus.
  const shown = data.menus.some(
    (menu) =>
      refusalOf(answer, "add-item", menu.key) ||
      menu.items.some((item) => refusalOf(answer, "update-item", menu.key, item.id ?? 0)),
  );
  const general = shown ? undefined : answer?.refused?.errors.form;
  return (
    <>
      <AdminPageHeader
        title="Menus"
        subtitle="Les menus déroulants de l'en-tête et les colonnes de liens du pied de page"
      />
      <AdminNotices messages={[general]} />
      <div className="grid gap-6 xl:grid-cols-2">
        {data.menus.map((menu) => (
          <MenuPanel key={menu.key} menu={menu} data={data} answer={answer} />
        ))}
      </div>
    </>
  );
}

function MenuPanel({ menu, data, answer }: { menu: SiteMenu; data: MenusData; answer: Answer }) {
  const prefix = `menu-${menu.key}`;
  const rename = refusalOf(answer, "rename-menu", menu.key);
  const full = menu.items.length >= MENU_MAX_ITEMS;
  return (
    <AdminPanel id={prefix} title={`${menu.label} (${MENU_PLACES[menu.key].toLowerCase()})`}>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="rename-menu" />
        <input type="hidden" name="menu" value={menu.key} />
        <div className="min-w-56 flex-1">
          <MenuField
            name="label"
            id={`${prefix}-titre`}
            label="Titre du menu"
            refused={rename}
            saved={menu.label}
            required
          />
        </div>
        <Button type="submit" variant="outline">
          Renommer<span className="sr-only"> le menu « {menu.label} »</span>
        </Button>
      </Form>

      <h3 className="mt-6 mb-2 font-semibold">Liens ({menu.items.length})</h3>
      {menu.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aucun lien : ce menu n&apos;est pas affiché sur le site.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={`Liens du menu « ${menu.label} »`}>
          {menu.items.map((item, index) => (
            <MenuItemRow
              key={item.id ?? index}
              menu={menu}
              item={item}
              first={index === 0}
              last={index === menu.items.length - 1}
              answer={answer}
            />
          ))}
        </ol>
      )}

      <AddItemForm menu={menu} data={data} answer={answer} full={full} />
    </AdminPanel>
  );
}

function MenuItemRow({
  menu,
  item,
  first,
  last,
  answer,
}: {
  menu: SiteMenu;
  item: SiteMenu["items"][number];
  first: boolean;
  last: boolean;
  answer: Answer;
}) {
  const id = item.id ?? 0;
  const prefix = `menu-${menu.key}-lien-${id}`;
  const update = refusalOf(answer, "update-item", menu.key, id);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="menu" value={menu.key} />
      <input type="hidden" name="item" value={id} />
    </>
  );
  const named = <span className="sr-only"> « {item.label} »</span>;
  return (
    <li className="rounded-lg border border-border p-3">
      <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {hidden("update-item")}
        <MenuField
          name="label"
          id={`${prefix}-libelle`}
          label="Libellé"
          refused={update}
          saved={item.label}
          required
        />
        <MenuField
          name="href"
          id={`${prefix}-adresse`}
          label="Adresse"
          refused={update}
          saved={item.href}
          required
        />
        <Button type="submit" variant="outline">
          Enregistrer{named}
        </Button>
        {update?.errors.form ? (
          <div className="sm:col-span-3">
            <FormAlert message={update.errors.form} />
          </div>
        ) : null}
      </Form>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          {hidden("move-up")}
          <Button type="submit" variant="ghost" size="sm" disabled={first}>
            <ChevronUp aria-hidden="true" className="size-4" />
            Monter{named}
          </Button>
        </Form>
        <Form method="post">
          {hidden("move-down")}
          <Button type="submit" variant="ghost" size="sm" disabled={last}>
            <ChevronDown aria-hidden="true" className="size-4" />
            Descendre{named}
          </Button>
        </Form>
        <Form method="post" className="ml-auto">
          {hidden("remove-item")}
          <Button type="submit" variant="ghost" size="sm" className="text-destructive">
            Retirer{named}
          </Button>
        </Form>
      </div>
    </li>
  );
}

function AddItemForm({
  menu,
  data,
  answer,
  full,
}: {
  menu: SiteMenu;
  data: MenusData;
  answer: Answer;
  full: boolean;
}) {
  const prefix = `menu-${menu.key}-ajout`;
  const add = refusalOf(answer, "add-item", menu.key);
  return (
    <Form method="post" className="mt-6 grid gap-3 border-t border-border pt-4">
      <h3 className="font-semibold">Ajouter un lien</h3>
      <input type="hidden" name="intent" value="add-item" />
      <input type="hidden" name="menu" value={menu.key} />
      {full ? (
        <p className="text-sm text-muted-foreground">
          Ce menu compte déjà {MENU_MAX_ITEMS} liens, le maximum : retirez-en un pour en ajouter un
          autre.
        </p>
      ) : null}
      <FormAlert message={add?.errors.form} />
      <Field
        id={`${prefix}-choix`}
        label="Page"
        hint="Une page du gestionnaire de pages, une page du site, ou une adresse à saisir."
        error={add?.errors.choice}
      >
        {(control) => (
          <select
            {...control}
            name="choice"
            defaultValue={valueOf(add, "choice", "")}
            className={cn(fieldClasses, "h-10")}
          >
            <option value="">Autre adresse (saisie ci-dessous)</option>
            {data.pages.length > 0 ? (
              <optgroup label="Pages du gestionnaire de pages">
                {data.pages.map((page) => (
                  <option key={page.id} value={`page:${page.id}`}>
                    {page.title} ({page.route})
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label="Pages du site">
              {data.fixed.map((link) => (
                <option key={link.href} value={link.href}>
                  {link.label} ({link.href})
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <MenuField
          name="href"
          id={`${prefix}-adresse`}
          label="Autre adresse"
          hint="Un chemin du site (ex. /contact) ou une adresse https://."
          refused={add}
        />
        <MenuField
          name="label"
          id={`${prefix}-libelle`}
          label="Libellé"
          hint="Facultatif pour une page choisie : son titre par défaut."
          refused={add}
        />
      </div>
      <div>
        <Button type="submit" disabled={full}>
          Ajouter au menu<span className="sr-only"> « {menu.label} »</span>
        </Button>
      </div>
    </Form>
  );
}
