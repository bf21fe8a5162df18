/** The fields of the speech form of /admin/discours, in screen order. */
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { speechCategories, speechKinds, speechTypes } from "~/domain/speeches/labels";
import type { SpeechField } from "~/domain/speeches/schema";

export function speechFields(today: string): FieldSpec<SpeechField>[] {
  return [
    { name: "title", label: "Titre", id: "discours-titre", autoComplete: "off" },
    { name: "speaker", label: "Orateur", id: "discours-orateur" },
    { name: "date", label: "Date", id: "discours-date", kind: "date", initial: today },
    selectField("kind", "Genre (onglet du site)", "discours-genre", {
      options: optionsOf(speechKinds),
      initial: "conference",
    }),
    selectField("type", "Type", "discours-type", {
      options: optionsOf(speechTypes),
      initial: "video",
    }),
    selectField("category", "Catégorie", "discours-categorie", {
      options: speechCategories.map((category) => ({ value: category, label: category })),
      initial: "Enseignement",
    }),
    {
      name: "durationText",
      label: "Durée",
      id: "discours-duree",
      input: { placeholder: "ex. 45 min" },
    },
    { name: "excerpt", label: "Résumé", id: "discours-resume", kind: "textarea", rows: 3 },
    { name: "content", label: "Contenu", id: "discours-contenu", kind: "rich" },
    {
      name: "mediaUrl",
      label: "URL du média",
      id: "discours-media",
      kind: "url",
      hint: "Adresse https://… (vidéo, page YouTube…) ou fichier du site /media/…",
    },
    { name: "image", label: "Image de couverture", id: "discours-image", kind: "image" },
    {
      name: "published",
      label: "Publié (visible sur le site)",
      id: "discours-publie",
      kind: "checkbox",
    },
  ];
}
