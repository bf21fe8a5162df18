/** The kinds of item the site search finds, with the French label each result shows. */
import { labelsOf } from "~/lib/labels";

export const searchKinds = labelsOf(
  {
    page: "Page",
    article: "Article",
    event: "Événement",
    speech: "Discours",
    project: "Projet",
    product: "Produit",
  },
  "Contenu",
);

export type SearchKind = (typeof searchKinds.values)[number];
