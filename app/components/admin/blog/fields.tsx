/** The fields of the article form of /admin/blog, in screen order. */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { Input } from "~/components/ui/input";
import { blogStatuses } from "~/domain/blog/labels";
import { articleCategories, EXCERPT_MAX, TAG_MAX_LENGTH, TAGS_MAX } from "~/domain/blog/schema";
import type { BlogField } from "~/domain/blog/schema";

/** What a new article starts with: the signed-in author, now as its publication time. */
export interface ArticleDefaults {
  author: string;
  publishedAt: string;
}

export function articleFields(
  defaults: ArticleDefaults,
  edited: { category: string } | null,
): FieldSpec<BlogField>[] {
  return [
    { name: "title", label: "Titre", id: "article-titre", autoComplete: "off" },
    {
      name: "slug",
      label: "Adresse",
      id: "article-adresse",
      hint: edited
        ? "L'article est à l'adresse /blog/… ci-dessous. Changez-la seulement si nécessaire : les liens déjà partagés ne mèneraient plus à l'article. Laissée vide, elle reste la même."
        : "Laissez vide pour la créer à partir du titre. Lettres minuscules sans accents, chiffres et traits d'union (ex. fete-de-l-aid).",
      render: ({ constraint, ...control }) => (
        <div className="flex items-center gap-1">
          <span className="text-sm text-muted-foreground" aria-hidden="true">
            /blog/
          </span>
          <Input {...control} {...constraint} autoComplete="off" spellCheck={false} />
        </div>
      ),
    },
    {
      name: "excerpt",
      label: "Extrait",
      id: "article-extrait",
      kind: "textarea",
      hint: `Résumé affiché sur la liste du blog, ${EXCERPT_MAX} caractères au maximum.`,
    },
    { name: "content", label: "Contenu", id: "article-contenu", kind: "rich" },
    { name: "author", label: "Auteur", id: "article-auteur", initial: defaults.author },
    selectField("category", "Catégorie", "article-categorie", {
      options: articleCategories(edited?.category).map((name) => ({ value: name, label: name })),
      initial: articleCategories()[0],
    }),
    {
      name: "tags",
      label: "Étiquettes",
      id: "article-etiquettes",
      autoComplete: "off",
      // Stored as a list, shown as typed.
      format: (tags) => (tags as string[]).join(", "),
      hint: `Séparées par des virgules (ex. ramadan, jeûne), ${TAGS_MAX} au maximum, ${TAG_MAX_LENGTH} caractères chacune.`,
    },
    {
      name: "publishedAt",
      label: "Date de publication",
      id: "article-date",
      kind: "datetime-local",
      // The stored instant as the loader wrote it in Québec's time.
      format: (_instant, article) => String(article.publishedAtLocal),
      initial: edited ? undefined : defaults.publishedAt,
      hint: "Heure du Québec. Un article publié avec une date à venir n'apparaîtra sur le site qu'à cette date.",
    },
    selectField("status", "Statut", "article-statut", {
      options: optionsOf(blogStatuses),
      initial: "draft",
    }),
    { name: "image", label: "Image", id: "article-image", kind: "image" },
  ];
}
