/**
 * Product categories: the public shop's tabs (spec public-site.md §2.7) and the back-office's list
 * (back-office.md §9), as one set of codes with their French labels.
 */
export const productCategories = {
  livres: "Livres",
  accessoires: "Accessoires",
  "bien-etre": "Bien-être",
  vetements: "Vêtements",
  decoration: "Décoration",
  multimedia: "Multimédia",
  parfums: "Parfums",
  autres: "Autres",
} as const;
export type ProductCategory = keyof typeof productCategories;

export function productCategoryLabel(code: string): string {
  return productCategories[code as ProductCategory] ?? code;
}
