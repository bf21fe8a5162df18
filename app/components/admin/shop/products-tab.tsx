/**
 * Products tab of /admin/boutique: the add / edit form (in place, `?mode=ajout` / `?modifier=`),
 * the name search and status filter (one GET form), and the table with its delete confirmation.
 */
import { statusColumn, thumbnailColumn } from "~/components/admin/crud/columns";
import { confirmDelete, type Column } from "~/components/admin/crud/crud-list";
import { CrudPanel, type CrudScreenData } from "~/components/admin/crud/crud-screen";
import { optionsOf, selectField, type FieldSpec } from "~/components/admin/crud/form-fields";
import { SearchBox } from "~/components/admin/crud/search-form";
import { FilterForm } from "~/components/admin/filter-form";
import type { BadgeTone } from "~/components/admin/status-badge";
import { productCategories, productCategoryLabel } from "~/domain/shop/categories";
import type { ProductRow } from "~/domain/shop/products-admin.server";
import {
  priceInput,
  productSchema,
  productSearchSchema,
  type ProductField,
} from "~/domain/shop/schema";
import {
  productStatuses,
  productStatusLabel,
  shortDescription,
  type ProductStatus,
} from "~/domain/shop/statuses";
import { formatMoney } from "~/lib/format";
import type { FormRefusal } from "~/lib/forms/refusal";

const statusTones: Record<string, BadgeTone> = {
  active: "success",
  out_of_stock: "warning",
  hidden: "neutral",
};

const COLUMNS: Column<ProductRow>[] = [
  thumbnailColumn("Image", { width: 48, height: 48, className: "size-12 rounded-md object-cover" }),
  { header: "Nom", rowHeader: true, cell: (product) => product.name },
  { header: "Catégorie", cell: (product) => productCategoryLabel(product.category) },
  {
    header: "Prix",
    className: "whitespace-nowrap",
    cell: (product) => formatMoney(product.priceCents),
  },
  { header: "Stock", cell: (product) => product.stock },
  statusColumn(statusTones, productStatusLabel),
  {
    header: "Description",
    className: "min-w-48",
    cell: (product) => shortDescription(product.description),
  },
];

const FIELDS: FieldSpec<ProductField>[] = [
  { name: "name", label: "Nom", id: "produit-nom", autoComplete: "off" },
  {
    name: "priceCents",
    label: "Prix (CAD)",
    id: "produit-prix",
    autoComplete: "off",
    input: { inputMode: "decimal", placeholder: "12,50" },
    format: (cents) => priceInput(Number(cents)),
  },
  selectField("category", "Catégorie", "produit-categorie", {
    options: optionsOf(productCategories),
    initial: "livres",
  }),
  { name: "stock", label: "Stock", id: "produit-stock", kind: "number", step: "1", initial: "0" },
  selectField("status", "Statut", "produit-statut", {
    options: optionsOf(productStatuses),
    initial: "active",
  }),
  { name: "description", label: "Description", id: "produit-description", kind: "textarea" },
  { name: "image", label: "Image", id: "produit-image", kind: "image" },
];

export function ProductsTab({
  status,
  q,
  refused,
  ...screen
}: CrudScreenData<ProductRow> & {
  status: ProductStatus | null;
  q: string;
  refused?: FormRefusal;
}) {
  return (
    <CrudPanel
      {...screen}
      answer={{ refused }}
      view={{
        form: {
          id: "formulaire-produit",
          schema: productSchema,
          fields: FIELDS,
          addTitle: "Ajouter un produit",
          editTitle: (product) => `Modifier ${product.name}`,
          intents: { create: "create-product", update: "update-product" },
        },
        list: {
          id: "liste-produits",
          title: "Produits",
          caption: "Produits de la boutique",
          columns: COLUMNS,
          empty: "Aucun produit trouvé.",
          addLabel: "Ajouter un produit",
          subject: (product) => product.name,
          deleteIntent: "delete-product",
          confirm: confirmDelete(
            "Supprimer le produit",
            (product) => `le produit ${product.name}`,
            "Les commandes passées gardent son nom et son prix. Pour seulement le retirer de la boutique, choisissez plutôt le statut « Masqué ».",
          ),
          toolbar: (
            <FilterForm
              id="filtre-statut-produit"
              label="Filtrer par statut"
              name="statut"
              value={status}
              allLabel="Tous"
              options={optionsOf(productStatuses)}
              keep={{ onglet: "produits" }}
            >
              <SearchBox
                id="recherche-produit"
                label="Rechercher par nom"
                value={q}
                schema={productSearchSchema}
                className="w-56"
              />
            </FilterForm>
          ),
        },
      }}
    />
  );
}
