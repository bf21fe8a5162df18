/**
 * Products tab of /admin/boutique: add / edit form (in place, `?mode=ajout` / `?modifier=`), the
 * status filter and name search (GET form), and the table with its delete confirmation.
 */
import { Form, Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { AdminTable, cellClasses, rowClasses } from "~/components/admin/admin-table";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { searchWith, type FormMode } from "~/lib/forms/form-mode";
import { ImageField } from "~/components/admin/image-field";
import { Pagination } from "~/components/admin/pagination";
import { RecordForm } from "~/components/admin/record-form";
import { valueOf, type FormRefusal } from "~/lib/forms/refusal";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { fieldClasses, Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Textarea } from "~/components/ui/textarea";
import { productCategories, productCategoryLabel } from "~/domain/shop/categories";
import type { ProductRow } from "~/domain/shop/products-admin.server";
import { priceInput, productCategoryKeys, type ProductField } from "~/domain/shop/schema";
import {
  productStatuses,
  productStatusKeys,
  productStatusLabel,
  shortDescription,
  type ProductStatus,
} from "~/domain/shop/statuses";
import { formatMoney } from "~/lib/format";
import { cn } from "~/lib/utils";

const statusTones: Record<string, BadgeTone> = {
  active: "success",
  out_of_stock: "warning",
  hidden: "neutral",
};

export function ProductsTab({
  list,
  status,
  q,
  mode,
  edited,
  refused,
  search,
}: {
  list: { rows: ProductRow[]; page: number; pageCount: number; total: number };
  status: ProductStatus | null;
  q: string;
  mode: FormMode;
  edited: ProductRow | null;
  refused?: FormRefusal;
  search: string;
}) {
  const deleteError = refused?.intent === "delete-product" ? refused.errors.form : undefined;
  return (
    <>
      {deleteError ? (
        <div className="mb-6">
          <FormAlert message={deleteError} />
        </div>
      ) : null}
      {mode.kind !== "view" ? (
        <ProductForm
          key={search}
          edited={edited}
          refused={refused}
          cancelTo={searchWith(search, {}, ["modifier"])}
        />
      ) : null}
      <AdminPanel id="liste-produits" title="Produits">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <Link
            to={searchWith(search, { mode: "ajout" }, ["modifier"])}
            className={buttonVariants({ size: "sm" })}
          >
            Ajouter un produit
          </Link>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="onglet" value="produits" />
            <div className="grid gap-1">
              <label htmlFor="recherche-produit" className="text-sm font-medium">
                Rechercher par nom
              </label>
              <Input
                id="recherche-produit"
                name="q"
                type="search"
                defaultValue={q}
                key={`q-${q}`}
                maxLength={200}
                className="w-56"
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor="filtre-statut-produit" className="text-sm font-medium">
                Filtrer par statut
              </label>
              <select
                id="filtre-statut-produit"
                name="statut"
                defaultValue={status ?? ""}
                key={status ?? ""}
                className={cn(fieldClasses, "h-10")}
              >
                <option value="">Tous</option>
                {productStatusKeys.map((key) => (
                  <option key={key} value={key}>
                    {productStatuses[key]}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="outline" size="sm">
              Filtrer
            </Button>
          </Form>
        </div>
        <AdminTable
          caption="Produits de la boutique"
          headers={[
            "Image",
            "Nom",
            "Catégorie",
            "Prix",
            "Stock",
            "Statut",
            "Description",
            "Actions",
          ]}
          empty="Aucun produit trouvé."
          isEmpty={list.rows.length === 0}
        >
          {list.rows.map((product) => (
            <tr key={product.id} className={rowClasses}>
              <td className={cellClasses}>
                <ResponsiveImage
                  src={product.image || "/placeholder.svg"}
                  alt=""
                  sizes="48px"
                  width={48}
                  height={48}
                  className="size-12 rounded-md object-cover"
                />
              </td>
              <th scope="row" className={cn(cellClasses, "font-medium")}>
                {product.name}
              </th>
              <td className={cellClasses}>{productCategoryLabel(product.category)}</td>
              <td className={cn(cellClasses, "whitespace-nowrap")}>
                {formatMoney(product.priceCents)}
              </td>
              <td className={cellClasses}>{product.stock}</td>
              <td className={cellClasses}>
                <StatusBadge tone={statusTones[product.status] ?? "danger"}>
                  {productStatusLabel(product.status)}
                </StatusBadge>
              </td>
              <td className={cn(cellClasses, "min-w-48")}>
                {shortDescription(product.description)}
              </td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={searchWith(search, { modifier: product.id })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    Modifier<span className="sr-only"> {product.name}</span>
                  </Link>
                  <ConfirmDialog
                    intent="delete-product"
                    id={product.id}
                    subject={product.name}
                    title="Supprimer le produit"
                    description={`Êtes-vous sûr de vouloir supprimer le produit ${product.name} ? Les commandes passées gardent son nom et son prix. Pour seulement le retirer de la boutique, choisissez plutôt le statut « Masqué ». Cette action ne peut pas être annulée.`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pagination page={list.page} pageCount={list.pageCount} />
      </AdminPanel>
    </>
  );
}

const ORDER: ProductField[] = [
  "name",
  "priceCents",
  "category",
  "stock",
  "status",
  "description",
  "imageFile",
  "imageUrl",
];
const categoryOptions = productCategoryKeys.map((key) => ({
  value: key,
  label: productCategories[key],
}));
const statusOptions = productStatusKeys.map((key) => ({
  value: key,
  label: productStatuses[key],
}));

function ProductForm({
  edited,
  refused,
  cancelTo,
}: {
  edited: ProductRow | null;
  refused?: FormRefusal;
  cancelTo: string;
}) {
  const intent = edited ? "update-product" : "create-product";
  const mine = refused?.intent === intent ? refused : undefined;
  const errors = mine?.errors;
  return (
    <RecordForm<ProductField>
      id="formulaire-produit"
      title={edited ? `Modifier ${edited.name}` : "Ajouter un produit"}
      intent={intent}
      recordId={edited?.id}
      submitLabel={edited ? "Enregistrer" : "Ajouter"}
      cancelTo={cancelTo}
      errors={errors}
      order={ORDER}
      multipart
    >
      <Field id="produit-nom" label="Nom" error={errors?.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            required
            maxLength={200}
            autoComplete="off"
            defaultValue={valueOf(mine, "name", edited?.name)}
          />
        )}
      </Field>
      <Field id="produit-prix" label="Prix (CAD)" error={errors?.priceCents}>
        {(control) => (
          <Input
            {...control}
            name="priceCents"
            required
            inputMode="decimal"
            placeholder="12,50"
            autoComplete="off"
            defaultValue={valueOf(
              mine,
              "priceCents",
              edited ? priceInput(edited.priceCents) : undefined,
            )}
          />
        )}
      </Field>
      <Field id="produit-categorie" label="Catégorie" error={errors?.category}>
        {(control) => (
          <Select
            {...control}
            name="category"
            options={categoryOptions}
            defaultValue={valueOf(mine, "category", edited?.category, "livres")}
          />
        )}
      </Field>
      <Field id="produit-stock" label="Stock" error={errors?.stock}>
        {(control) => (
          <Input
            {...control}
            name="stock"
            type="number"
            min={0}
            max={999999}
            step={1}
            required
            defaultValue={valueOf(mine, "stock", edited ? String(edited.stock) : undefined, "0")}
          />
        )}
      </Field>
      <Field id="produit-statut" label="Statut" error={errors?.status}>
        {(control) => (
          <Select
            {...control}
            name="status"
            options={statusOptions}
            defaultValue={valueOf(mine, "status", edited?.status, "active")}
          />
        )}
      </Field>
      <Field id="produit-description" label="Description" error={errors?.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={4}
            maxLength={5000}
            defaultValue={valueOf(mine, "description", edited?.description)}
          />
        )}
      </Field>
      <ImageField
        id="produit-image"
        legend="Image"
        current={edited?.image}
        typedUrl={mine?.values.imageUrl}
        error={errors?.imageFile ?? errors?.imageUrl}
      />
    </RecordForm>
  );
}
