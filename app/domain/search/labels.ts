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

const count = new Intl.NumberFormat("fr-CA");

/** "12 résultats pour « gamou »", read out when the results change. */
export function resultCountText(total: number, q: string): string {
  return `${count.format(total)} ${total > 1 ? "résultats" : "résultat"} pour « ${q} »`;
}

/** The empty state of a search that found nothing. */
export function noResultText(q: string): string {
  return `Aucun résultat pour « ${q} ». Vérifiez l’orthographe ou essayez d’autres mots.`;
}
